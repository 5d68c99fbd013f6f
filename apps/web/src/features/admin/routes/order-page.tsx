import { orderTypeLabel } from '@paywise/domain/catalogue/order-labels';
import { orderIdentifierLabel } from '@paywise/domain/catalogue/repeat-link';
import type { OrderDetailDto } from '@paywise/domain/contracts/orders';
import { displayStatus, formatDate, formatDateTime, formatOrderId } from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import { lateRefundNotice } from '@paywise/domain/order-states';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../components/ui/cn';
import { OrderStatusBadge } from '../../../components/ui/status-badge';
import { errorMessage } from '../../../lib/api-client';
import { paymentMethodText } from '../../../lib/order-payment';
import { useAdminOrder } from '../api/get-admin-order';
import { AdminPage, ListState } from '../components/admin-page';

const BACK_LINK =
  'inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline';

/** A titled card of the order view; its heading names the region. */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label and value rows; `isIdentifier` values (numbers, references) may break anywhere, the rest between words. */
function Rows({ rows }: { rows: { label: string; value: ReactNode; isIdentifier?: boolean }[] }) {
  return (
    <dl className="mt-3 divide-y divide-slate-200 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex items-start justify-between gap-4 py-2">
          <dt className="shrink-0 text-muted">{row.label}</dt>
          <dd
            className={cn(
              'text-right font-semibold text-ink',
              row.isIdentifier
                ? 'max-w-[60%] shrink-0 font-mono [overflow-wrap:anywhere]'
                : 'min-w-0 break-words',
            )}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function OrderView({ order }: { order: OrderDetailDto }) {
  const identifier = order.mobile ?? order.accountNumber ?? order.itemId;
  const refunds = order.lateRefunds ?? [];
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Panel id="order-details" title="Order">
        <Rows
          rows={[
            { label: 'Status', value: <OrderStatusBadge status={displayStatus(order.status)} /> },
            { label: 'Placed', value: `${formatDateTime(order.dateTime)} IST` },
            { label: 'Service', value: orderTypeLabel(order.type) },
            { label: 'Provider', value: order.operator },
            { label: orderIdentifierLabel(order), value: identifier, isIdentifier: true },
            ...(order.circle ? [{ label: 'Circle', value: order.circle }] : []),
            ...(order.billNumber
              ? [{ label: 'Bill Number', value: order.billNumber, isIdentifier: true }]
              : []),
            ...(order.billDueDate ? [{ label: 'Bill Due Date', value: formatDate(order.billDueDate) }] : []),
            { label: 'Amount', value: formatInr(order.amount) },
            ...(order.discount > 0 ? [{ label: 'Discount', value: `- ${formatInr(order.discount)}` }] : []),
            { label: 'Amount Payable', value: formatInr(order.amountPayable) },
            ...(order.failureReason ? [{ label: 'Failure reason', value: order.failureReason }] : []),
          ]}
        />
      </Panel>
      <Panel id="order-customer" title="Customer">
        <Rows rows={[{ label: 'Name', value: order.consumer }]} />
        <Link to={paths.admin.users.getHref()} className={BACK_LINK}>
          Find in Users
        </Link>
      </Panel>
      <Panel id="order-payment" title="Payment">
        <Rows
          rows={[
            { label: 'Method', value: paymentMethodText(order) },
            { label: 'Source', value: order.paymentSource },
            ...(order.paymentReference
              ? [{ label: 'Payment reference', value: order.paymentReference, isIdentifier: true }]
              : []),
          ]}
        />
      </Panel>
      <Panel id="order-refunds" title="Refunds">
        {order.refundReference || refunds.length > 0 ? (
          <ul className="mt-3 flex flex-col gap-3 text-sm">
            {order.refundReference ? (
              <li>
                <p className="font-semibold">Order refunded ({formatInr(order.amountPayable)})</p>
                <p className="text-muted">
                  Refund reference{' '}
                  <span className="font-mono [overflow-wrap:anywhere]">{order.refundReference}</span>
                </p>
              </li>
            ) : null}
            {refunds.map((refund) => (
              <li key={refund.paymentReference}>
                <p className="font-semibold break-words">
                  {lateRefundNotice(refund, {
                    amountText: formatInr(refund.amount),
                    refundedOn: refund.refundedAt ? formatDate(refund.refundedAt) || null : null,
                  })}
                </p>
                <p className="text-muted">
                  Payment{' '}
                  <span className="font-mono [overflow-wrap:anywhere]">{refund.paymentReference}</span>
                  {refund.refundReference ? (
                    <>
                      {' '}
                      · refund{' '}
                      <span className="font-mono [overflow-wrap:anywhere]">{refund.refundReference}</span>
                    </>
                  ) : (
                    ' · refund pending at the gateway'
                  )}
                </p>
                <p className="text-muted break-words">{refund.reason}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-muted">No refunds for this order.</p>
        )}
      </Panel>
      <div className="lg:col-span-2">
        <Panel id="order-timeline" title="Timeline">
          {order.events.length > 0 ? (
            <ol className="mt-3 ml-1.5 border-l-2 border-slate-200">
              {order.events.map((event, index) => (
                <li key={`${index}-${event.at}`} className="relative pb-4 pl-5 last:pb-0">
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -left-[7px] size-3 rounded-full bg-slate-400 ring-4 ring-white"
                  />
                  <p className="font-semibold">{displayStatus(event.status)}</p>
                  <p className="text-sm text-muted">
                    <time dateTime={event.at}>{formatDateTime(event.at)}</time> IST
                  </p>
                  {event.note ? <p className="text-sm break-words">{event.note}</p> : null}
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-3 text-sm text-muted">No status changes recorded.</p>
          )}
        </Panel>
      </div>
    </div>
  );
}

/** An order in the back office (the transactions' links): its details, customer, payment, refunds and timeline. */
export default function AdminOrderPage() {
  const { orderId } = useParams();
  const id = orderId && /^\d{1,15}$/.test(orderId) ? Number(orderId) : null;
  const order = useAdminOrder(id);
  return (
    <AdminPage
      title={id === null ? 'Order' : `Order ${formatOrderId(id)}`}
      action={
        <Link to={paths.admin.transactions.getHref()} className={BACK_LINK}>
          Back to transactions
        </Link>
      }
    >
      {id === null ? <ListState tone="error">This is not an order number.</ListState> : null}
      {id !== null && order.isPending ? <ListState>Loading the order...</ListState> : null}
      {order.error ? (
        <ListState tone="error">{errorMessage(order.error, 'The order could not be loaded.')}</ListState>
      ) : null}
      {order.data ? <OrderView order={order.data} /> : null}
      {order.data ? (
        <p className="mt-4 text-sm">
          <Link to={paths.order.getHref(order.data.id)} className={BACK_LINK}>
            Open the customer&apos;s receipt page
          </Link>
        </p>
      ) : null}
    </AdminPage>
  );
}
