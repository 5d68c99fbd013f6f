import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { OrderDto } from '@paywise/domain/contracts/orders';
import { formatOrderId } from '@paywise/domain/format';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { Pager, Table, type Column } from '../../../components/ui/table';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/i18n/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOrders } from '../api/get-orders';
import { OrderStatusBadge } from '../../../components/ui/status-badge';
import { RefundSummary } from '../components/refund-timeline';
import { RepeatOrderLink } from '../components/save-number';
import { orderTypeText, paymentText, statusText } from '../order-texts';

type Format = ReturnType<typeof useFormat>;

const viewLinkClass =
  'inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-brand-700 underline-offset-4 hover:bg-brand-50 hover:underline';

/** How the order was paid, with the gateway's payment id under it when there is one. */
function PaymentCell({ order }: { order: OrderDto }) {
  const { i18n } = useLingui();
  return (
    <>
      <span className="block">{paymentText(i18n, order)}</span>
      {order.paymentReference ? (
        <span className="block font-mono text-xs [overflow-wrap:anywhere] text-muted">
          {order.paymentReference}
        </span>
      ) : null}
      <RefundSummary refunds={order.refunds} />
    </>
  );
}

/** What was paid: the operator, with the number or account under it. */
function PaidToCell({ order }: { order: OrderDto }) {
  return (
    <>
      <span className="block break-words">{order.operator}</span>
      {order.itemId ? (
        <span
          className="block font-mono text-sm [overflow-wrap:anywhere] text-muted"
          data-testid="order-identifier"
        >
          {order.itemId}
        </span>
      ) : null}
    </>
  );
}

/** The history's shape while the first page loads: rows on wide screens, cards on phones. */
function HistorySkeleton() {
  const { i18n } = useLingui();
  return (
    <SkeletonGroup
      label={i18n._({ id: 'orders.history.loading', message: 'Loading your orders…' })}
      className="mt-6"
    >
      <div className="hidden space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:block">
        {Array.from({ length: 5 }, (_, row) => (
          <div key={row} className="grid grid-cols-[8rem_9rem_1fr_1fr_5rem_6rem] items-center gap-4">
            <Skeleton className="h-4" />
            <Skeleton className="h-4" />
            <Skeleton className="h-4" />
            <div className="space-y-2">
              <Skeleton className="h-4" />
              <Skeleton className="h-3 w-2/3" />
            </div>
            <Skeleton className="h-4" />
            <Skeleton className="h-6 rounded-full" />
          </div>
        ))}
      </div>
      <div className="space-y-3 md:hidden">
        {Array.from({ length: 3 }, (_, card) => (
          <div key={card} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex justify-between gap-2">
              <Skeleton className="h-5 w-32" />
              <Skeleton className="h-6 w-24 rounded-full" />
            </div>
            <Skeleton className="mt-3 h-4 w-3/4" />
            <Skeleton className="mt-2 h-4 w-1/2" />
            <Skeleton className="mt-2 h-4 w-2/3" />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}

/** No orders yet: where to start. */
function EmptyHistory() {
  const { i18n } = useLingui();
  return (
    <div
      className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center"
      data-testid="order-history-empty"
    >
      <p className="text-lg font-semibold text-ink">
        {i18n._({ id: 'orders.history.empty', message: 'No orders yet' })}
      </p>
      <p className="mt-1 text-muted">
        {i18n._({
          id: 'orders.history.emptyText',
          message: 'Recharge your first number, or pay a bill: your orders will show up here.',
        })}
      </p>
      <Link
        to={paths.recharge.mobile.getHref()}
        className="mt-4 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {i18n._({ id: 'orders.history.emptyAction', message: 'Recharge your first number' })}
      </Link>
    </div>
  );
}

function ViewOrderLink({ order }: { order: OrderDto }) {
  const { i18n } = useLingui();
  return (
    <Link
      to={paths.order.getHref(order.id)}
      className={viewLinkClass}
      aria-label={i18n._({
        id: 'orders.history.viewLabel',
        message: 'View Order {orderId}',
        values: { orderId: formatOrderId(order.id) },
      })}
    >
      {i18n._({ id: 'orders.history.view', message: 'View Order' })}
    </Link>
  );
}

/** The table's columns on wide screens. */
const historyColumns = (i18n: I18n, format: Format): readonly Column<OrderDto>[] => [
  {
    header: i18n._({ id: 'orders.history.orderId', message: 'Order ID' }),
    cell: (order) => formatOrderId(order.id),
    cellClassName: 'font-mono font-semibold',
  },
  {
    header: i18n._({ id: 'orders.history.date', message: 'Date' }),
    cell: (order) => format.dateTime(order.dateTime),
    cellClassName: 'whitespace-nowrap',
  },
  {
    header: i18n._({ id: 'orders.history.type', message: 'Type' }),
    cell: (order) => orderTypeText(i18n, order.type),
  },
  {
    header: i18n._({ id: 'orders.history.operatorNumber', message: 'Operator / Number' }),
    cell: (order) => <PaidToCell order={order} />,
  },
  {
    header: i18n._({ id: 'orders.history.amount', message: 'Amount' }),
    alignEnd: true,
    cell: (order) => format.inr(order.amount),
    cellClassName: 'font-semibold whitespace-nowrap',
  },
  {
    header: i18n._({ id: 'orders.history.payment', message: 'Payment' }),
    cell: (order) => <PaymentCell order={order} />,
  },
  {
    header: i18n._({ id: 'orders.history.status', message: 'Status' }),
    cell: (order) => <OrderStatusBadge status={order.status} label={statusText(i18n, order)} />,
  },
  {
    header: i18n._({ id: 'orders.history.details', message: 'Details' }),
    hiddenHeader: true,
    cell: (order) => (
      // One above the other: side by side they squeezed the provider column.
      <div className="flex flex-col items-end">
        <ViewOrderLink order={order} />
        <RepeatOrderLink order={order} className={`${viewLinkClass} whitespace-nowrap`} />
      </div>
    ),
    cellClassName: 'text-right',
  },
];

/**
 * One order on a phone, in four short lines (issue 39: the card was 270 px tall): what and how much was paid, to
 * whom with its status, the order id and date, then its links. The amount is what the customer paid (after the
 * instant discount); the gateway's payment id is on the order page, not here.
 */
function OrderCard({ order }: { order: OrderDto }) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <>
      <div className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 font-semibold break-words text-ink">{orderTypeText(i18n, order.type)}</span>
        <span className="font-bold whitespace-nowrap text-ink" data-testid="order-paid">
          {format.inr(order.amountPayable)}
        </span>
      </div>
      <div className="mt-1 flex items-center justify-between gap-3 text-sm">
        <span className="min-w-0 text-muted [overflow-wrap:anywhere]">
          {order.operator}
          {order.itemId ? (
            <>
              {' · '}
              <span className="font-mono" data-testid="order-identifier">
                {order.itemId}
              </span>
            </>
          ) : null}
        </span>
        <OrderStatusBadge status={order.status} label={statusText(i18n, order)} />
      </div>
      <p className="mt-1 text-xs text-muted">
        <span className="font-mono">{formatOrderId(order.id)}</span> · {format.dateTime(order.dateTime)}
      </p>
      <RefundSummary refunds={order.refunds} />
      <div className="-ml-3 flex flex-wrap">
        <ViewOrderLink order={order} />
        <RepeatOrderLink order={order} className={viewLinkClass} />
      </div>
    </>
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
  const { i18n } = useLingui();
  const format = useFormat();
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

  const title = i18n._({ id: 'orders.history.title', message: 'Order History' });
  const fetchFailed = i18n._({ id: 'orders.history.fetchFailed', message: 'Failed to fetch recharges.' });
  usePageTitle(title);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8" aria-labelledby="order-history-title">
      <h1 id="order-history-title" className="text-2xl font-bold text-ink">
        {title}
      </h1>

      {query.isPending && <HistorySkeleton />}
      {query.isError && !query.data && (
        <p role="alert" className="mt-6 font-semibold text-red-700">
          {errorMessage(query.error, fetchFailed)}
        </p>
      )}
      {query.isSuccess && orders.length === 0 && <EmptyHistory />}

      {orders.length > 0 && (
        <>
          <Table
            caption={i18n._({ id: 'orders.history.caption', message: 'Your orders, newest first' })}
            columns={historyColumns(i18n, format)}
            rows={orders}
            rowKey={(order) => order.id}
            rowTestId="order-row"
            card={(order) => <OrderCard order={order} />}
            cardClassName="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
            cardTestId="order-card"
            className="mt-6"
          />

          <Pager
            ref={sentinel}
            hasMore={Boolean(hasNextPage)}
            loading={isFetchingNextPage}
            onLoadMore={loadMore}
            endText={i18n._({ id: 'orders.history.end', message: 'End of list' })}
          >
            {query.isFetchNextPageError && (
              <p role="alert" className="font-semibold text-red-700">
                {errorMessage(query.error, fetchFailed)}
              </p>
            )}
          </Pager>
        </>
      )}
    </section>
  );
}
