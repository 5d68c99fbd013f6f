import type { OrderDto } from '@paywise/domain/contracts/orders';
import { formatDateTime, formatOrderId } from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { paymentMethodText } from '../../../lib/order-payment';
import { useOrders } from '../api/get-orders';
import { OrderStatusBadge } from '../components/order-status-badge';
import { RepeatOrderLink } from '../components/save-number';

const viewLinkClass =
  'inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-700 underline-offset-4 hover:bg-brand-50 hover:underline';

/** How the order was paid, with the gateway's payment id under it when there is one. */
function PaymentCell({ order }: { order: OrderDto }) {
  return (
    <>
      <span className="block">{paymentMethodText(order)}</span>
      {order.paymentReference ? (
        <span className="block font-mono text-xs break-all text-muted">{order.paymentReference}</span>
      ) : null}
    </>
  );
}

function ViewOrderLink({ order }: { order: OrderDto }) {
  return (
    <Link
      to={`/order/${order.id}`}
      className={viewLinkClass}
      aria-label={`View Order ${formatOrderId(order.id)}`}
    >
      View Order
    </Link>
  );
}

/** Loads the next page when the bottom of the list scrolls into view (the button does the same by hand). */
function useLoadOnScroll(enabled: boolean, load: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, load]);
  return sentinel;
}

export default function OrderHistoryPage() {
  const query = useOrders();
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const orders = query.data?.pages.flatMap((page) => page.orders) ?? [];
  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const sentinel = useLoadOnScroll(
    Boolean(hasNextPage) && !isFetchingNextPage && !query.isFetchNextPageError,
    loadMore,
  );

  useEffect(() => {
    document.title = 'Order History | PayWise';
  }, []);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8" aria-labelledby="order-history-title">
      <h1 id="order-history-title" className="text-2xl font-bold text-ink">
        Order History
      </h1>

      {query.isPending && (
        <p role="status" className="mt-6 text-muted">
          Loading...
        </p>
      )}
      {query.isError && !query.data && (
        <p role="alert" className="mt-6 font-semibold text-red-700">
          {errorMessage(query.error, 'Failed to fetch recharges.')}
        </p>
      )}
      {query.isSuccess && orders.length === 0 && <p className="mt-6 text-lg text-muted">No data found</p>}

      {orders.length > 0 && (
        <>
          {/* Wide screens: a table. */}
          <div className="mt-6 hidden overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:block">
            <table className="w-full text-left">
              <caption className="sr-only">Your orders, newest first</caption>
              <thead className="bg-slate-100 text-sm text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Order ID
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Date
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Type
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Provider
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Amount
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Payment
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    <span className="sr-only">Details</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {orders.map((order) => (
                  <tr key={order.id} data-testid="order-row">
                    <td className="px-4 py-2 font-mono font-semibold">{formatOrderId(order.id)}</td>
                    <td className="px-4 py-2 whitespace-nowrap">{formatDateTime(order.dateTime)}</td>
                    <td className="px-4 py-2">{order.type}</td>
                    <td className="px-4 py-2">{order.operator}</td>
                    <td className="px-4 py-2 text-right font-semibold whitespace-nowrap">
                      {formatInr(order.amount)}
                    </td>
                    <td className="px-4 py-2">
                      <PaymentCell order={order} />
                    </td>
                    <td className="px-4 py-2">
                      <OrderStatusBadge status={order.status} />
                    </td>
                    <td className="px-4 py-2 text-right">
                      {/* One above the other: side by side they squeezed the provider column. */}
                      <div className="flex flex-col items-end">
                        <ViewOrderLink order={order} />
                        <RepeatOrderLink order={order} className={`${viewLinkClass} whitespace-nowrap`} />
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          {/* Small screens: one card per order. */}
          <ul className="mt-6 space-y-3 md:hidden" aria-label="Your orders, newest first">
            {orders.map((order) => (
              <li
                key={order.id}
                data-testid="order-card"
                className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <span className="font-mono font-semibold break-all">{formatOrderId(order.id)}</span>
                  <OrderStatusBadge status={order.status} />
                </div>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted">Date</dt>
                  <dd>{formatDateTime(order.dateTime)}</dd>
                  <dt className="text-muted">Type</dt>
                  <dd>{order.type}</dd>
                  <dt className="text-muted">Provider</dt>
                  <dd className="break-words">{order.operator}</dd>
                  <dt className="text-muted">Amount</dt>
                  <dd className="font-semibold">{formatInr(order.amount)}</dd>
                  <dt className="text-muted">Payment</dt>
                  <dd className="min-w-0">
                    <PaymentCell order={order} />
                  </dd>
                </dl>
                <div className="mt-1 -ml-3 flex flex-wrap">
                  <ViewOrderLink order={order} />
                  <RepeatOrderLink order={order} className={viewLinkClass} />
                </div>
              </li>
            ))}
          </ul>

          <div ref={sentinel} className="mt-6 flex flex-col items-center gap-2" aria-live="polite">
            {hasNextPage ? (
              <Button variant="secondary" onClick={loadMore} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            ) : (
              <p className="text-muted">End of list</p>
            )}
            {query.isFetchNextPageError && (
              <p role="alert" className="font-semibold text-red-700">
                {errorMessage(query.error, 'Failed to fetch recharges.')}
              </p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
