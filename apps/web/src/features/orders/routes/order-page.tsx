import type { I18n, MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { orderTypeLabel } from '@paywise/domain/catalogue/order-labels';
import { orderIdentifierLabel, serviceOfOrder } from '@paywise/domain/catalogue/repeat-link';
import type { OrderDetailDto, OrderEventDto } from '@paywise/domain/contracts/orders';
import {
  displayStatus,
  formatOrderId,
  formatPaymentId,
  statusTone,
  type OrderStatus,
  type StatusTone,
} from '@paywise/domain/format';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { PlanFacts } from '../../../components/plan-facts';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { errorMessage, hasErrorCode } from '../../../lib/api-client';
import { catalogueText } from '../../../lib/i18n/catalogue';
import { useFormat } from '../../../lib/i18n/format';
import { notifyError } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { isOrderUnfinished, useOrder } from '../api/get-order';
import { lateRefundLines } from '../late-refunds';
import { orderNoteText } from '../../../lib/order-notes';
import { canSharePdf, fetchReceiptPdf, saveFile } from '../api/receipt-pdf';
import { BharatConnectDetails } from '../components/bharat-connect-details';
import { BbpsComplaintNotice } from '../components/bbps-complaint-notice';
import { OrderStatusBadge } from '../../../components/ui/status-badge';
import { OrderGrievanceNote, RefundTimeline } from '../components/refund-timeline';
import { PlanReminderOffer } from '../components/plan-reminder-offer';
import { RepeatOrderLink, SaveNumber } from '../components/save-number';
import { orderTypeText, paymentText, statusText } from '../order-texts';
import '../receipt-print.css';

type Format = ReturnType<typeof useFormat>;

/** What the page says for each real status: a failed order never claims the payment succeeded. */
const PAID: MessageDescriptor = /*i18n*/ { id: 'orders.page.payment.paid', message: 'Paid' };
const OUTCOME: Record<
  OrderStatus,
  { heading: MessageDescriptor; payment: MessageDescriptor; tone: string; icon: string }
> = {
  Completed: {
    heading: /*i18n*/ { id: 'orders.page.heading.completed', message: 'Payment Successful' },
    payment: PAID,
    tone: 'text-green-800',
    icon: '✓',
  },
  Processing: {
    heading: /*i18n*/ { id: 'orders.page.heading.processing', message: 'Payment Received' },
    payment: PAID,
    tone: 'text-slate-800',
    icon: '◷',
  },
  'Payment Pending': {
    heading: /*i18n*/ { id: 'orders.page.heading.pending', message: 'Payment Pending' },
    payment: /*i18n*/ { id: 'orders.page.payment.pending', message: 'Pending' },
    tone: 'text-amber-900',
    icon: '…',
  },
  Failed: {
    heading: /*i18n*/ { id: 'orders.page.heading.failed', message: 'Payment Failed' },
    payment: /*i18n*/ { id: 'orders.page.payment.failed', message: 'Failed' },
    tone: 'text-red-700',
    icon: '✕',
  },
  // Paid, then the operator could not deliver: the money went back (glyphs every font has, like the others).
  Refunded: {
    heading: /*i18n*/ { id: 'orders.page.heading.refunded', message: 'Payment Refunded' },
    payment: /*i18n*/ { id: 'orders.page.payment.refunded', message: 'Refunded' },
    tone: 'text-slate-800',
    icon: '↺',
  },
};

/**
 * The headline of a completed order says what happened, in the customer's words: a recharge was made, a bill was
 * paid. The specification's 'Payment Successful' stays under it.
 */
function completedHeadline(i18n: I18n, order: OrderDetailDto): string {
  const def = serviceOfOrder(order);
  return def && def.group === 'recharge' && def.amount.mode !== 'billEditable'
    ? i18n._({ id: 'orders.page.rechargeSuccessful', message: 'Recharge successful' })
    : i18n._({ id: 'orders.page.billPaid', message: 'Bill paid' });
}

const ACTION_LINK =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-5 font-semibold focus-visible:outline-offset-2';

/** One line per step of the order's history (not the bare status names, which the summary badge shows). */
const EVENT_LABEL: Record<OrderStatus, MessageDescriptor> = {
  'Payment Pending': /*i18n*/ { id: 'orders.event.placed', message: 'Order placed' },
  Processing: /*i18n*/ { id: 'orders.event.processing', message: 'Payment received, sent to the operator' },
  Completed: /*i18n*/ { id: 'orders.event.completed', message: 'Order completed' },
  Failed: /*i18n*/ { id: 'orders.event.failed', message: 'Payment failed' },
  Refunded: /*i18n*/ { id: 'orders.event.refunded', message: 'Payment refunded' },
};

const EVENT_DOT: Record<StatusTone, string> = {
  success: 'bg-green-700',
  warning: 'bg-amber-500',
  danger: 'bg-red-700',
  neutral: 'bg-slate-500',
};

const NOTE: Partial<Record<OrderStatus, MessageDescriptor>> = {
  Processing: /*i18n*/ {
    id: 'orders.page.note.processing',
    message:
      'Your payment was received and the operator is processing it. This page shows the latest status.',
  },
  'Payment Pending': /*i18n*/ {
    id: 'orders.page.note.pending',
    message: 'We are waiting for the payment to be confirmed.',
  },
};

/** /order/{id}: a positive whole number, else null (shown as not found without asking the server). */
function parseOrderId(raw: string | undefined): number | null {
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

function Row({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b border-slate-100 py-2 last:border-b-0">
      <dt className="text-muted">{label}</dt>
      <dd className={cn('text-right font-semibold break-words', mono && 'font-mono')}>{value}</dd>
    </div>
  );
}

/** What "Amount Paid" says: nothing was taken for a failed order, and a pending one is not confirmed yet. */
function amountPaid(i18n: I18n, format: Format, order: OrderDetailDto, status: OrderStatus): string {
  if (status === 'Failed') return format.inr(0);
  if (status === 'Payment Pending') {
    return i18n._({ id: 'orders.page.awaitingConfirmation', message: 'Awaiting confirmation' });
  }
  return format.inr(order.amountPayable);
}

/** The order's history, oldest first: every status it entered, when, and the server's note. */
function StatusUpdates({ events, isLive }: { events: readonly OrderEventDto[]; isLive: boolean }) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <section
      className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby="updates-title"
    >
      <h2 id="updates-title" className="text-lg font-bold">
        {i18n._({ id: 'orders.updates.title', message: 'Status Updates' })}
      </h2>
      {events.length > 0 ? (
        <ol className="mt-3 ml-1.5 border-l-2 border-slate-200" data-testid="order-events">
          {events.map((event, index) => {
            const status = displayStatus(event.status);
            return (
              <li key={`${index}-${event.at}`} className="relative pb-4 pl-5 last:pb-0">
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-1.5 -left-[7px] size-3 rounded-full ring-4 ring-white',
                    // The step the order is at now in its status colour; the steps behind it grey.
                    index === events.length - 1 ? EVENT_DOT[statusTone(status)] : 'bg-slate-400',
                  )}
                />
                <p className="font-semibold">
                  {i18n._(EVENT_LABEL[status])}
                  {index === events.length - 1 ? (
                    <span className="sr-only">
                      {' '}
                      {i18n._({ id: 'orders.updates.current', message: '(current status)' })}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-muted">
                  <Trans
                    id="orders.updates.at"
                    message="<0>{dateTime}</0> IST"
                    values={{ dateTime: format.dateTime(event.at) }}
                    components={[<time dateTime={event.at} />]}
                  />
                </p>
                {event.note ? <p className="text-sm break-words">{orderNoteText(i18n, event.note)}</p> : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mt-2 text-muted">{i18n._({ id: 'orders.updates.none', message: 'No updates yet.' })}</p>
      )}
      {isLive ? (
        <p className="mt-4 text-sm text-muted">
          {i18n._({ id: 'orders.updates.live', message: 'New updates appear here automatically.' })}
        </p>
      ) : null}
    </section>
  );
}

/**
 * Says a status change out loud, once, when it happens while the page is open (not the status the page
 * opened with: the heading says that).
 */
function useStatusAnnouncement(status: OrderStatus, heading: string): string {
  const { i18n } = useLingui();
  const [seen, setSeen] = useState({ status, announcement: '' });
  if (seen.status !== status) {
    setSeen({
      status,
      announcement: i18n._({
        id: 'orders.page.statusUpdated',
        message: 'Order status updated: {status}.',
        values: { status: heading },
      }),
    });
  }
  return seen.status === status ? seen.announcement : '';
}

function Receipt({ order }: { order: OrderDetailDto }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const status = displayStatus(order.status);
  const outcome = OUTCOME[status];
  const heading = i18n._(outcome.heading);
  const announcement = useStatusAnnouncement(status, heading);
  const typeLabel = orderTypeText(i18n, order.type);
  // MOBILE orders carry a mobile number; every other type its identifier under its page's label
  // (docs/product.md#orders).
  const identifier = order.mobile
    ? { label: i18n._({ id: 'orders.page.mobileNumber', message: 'Mobile Number' }), value: order.mobile }
    : {
        label: catalogueText(i18n, orderIdentifierLabel(order)),
        value: order.accountNumber ?? order.itemId,
      };
  const refundedAmount = format.inr(order.amountPayable);
  // An order placed from a fetched bill names that bill (older servers leave the fields out).
  const { billNumber, billDueDate } = order as { billNumber?: string | null; billDueDate?: string | null };
  // Payments the order could not take (after it closed, a second one, ...): each refunded, never kept.
  const lateRefunds = lateRefundLines(order.lateRefunds, { withClock: !!order.refunds?.length, i18n });

  return (
    <article className="print-receipt mx-auto max-w-2xl" aria-labelledby="order-outcome">
      <div className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <p className="text-sm text-muted">
          {i18n._({ id: 'orders.page.receipt', message: 'PayWise payment receipt' })}
        </p>
        <p className="mt-1 text-4xl font-bold text-ink">{format.inr(order.amountPayable)}</p>
        <h1 id="order-outcome" className={cn('mt-2 text-2xl font-bold', outcome.tone)}>
          <span aria-hidden="true">{outcome.icon} </span>
          {status === 'Completed' ? (
            <>
              {completedHeadline(i18n, order)}
              <span className="block text-base font-semibold">{heading}</span>
            </>
          ) : (
            heading
          )}
        </h1>
        {status === 'Failed' && (
          <p role="alert" className="mt-2 font-semibold text-red-700">
            {orderNoteText(i18n, order.failureReason) ??
              i18n._({ id: 'orders.page.failedDefault', message: 'The payment did not go through.' })}
          </p>
        )}
        {status === 'Refunded' && (
          <>
            <p className="mt-2 font-semibold text-slate-800" data-testid="refund-notice">
              {order.refunds?.length
                ? i18n._({
                    id: 'orders.page.refundStarted',
                    message: '{amount} refunded to your payment source.',
                    values: { amount: refundedAmount },
                  })
                : i18n._({
                    id: 'orders.page.refundNotice',
                    message: '{amount} refunded to your payment source. Refunds take 5–7 working days.',
                    values: { amount: refundedAmount },
                  })}
            </p>
            {order.failureReason ? (
              <p className="mt-1 text-muted">{orderNoteText(i18n, order.failureReason)}</p>
            ) : null}
            <p className="mt-1 text-sm">
              <Link
                to={paths.customer.refund.getHref()}
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {i18n._({ id: 'orders.page.refundPolicy', message: 'Refund Policy' })}
              </Link>
            </p>
          </>
        )}
        {NOTE[status] && <p className="mt-2 text-muted">{i18n._(NOTE[status])}</p>}
        {lateRefunds.length > 0 ? (
          <ul className="mt-3 space-y-2" data-testid="late-refunds">
            {lateRefunds.map((line) => (
              <li key={line.key}>
                <p className="font-semibold break-words text-slate-800">{line.text}</p>
                {line.refundReference ? (
                  <p className="text-sm text-muted">
                    <Trans
                      id="orders.page.lateRefundReference"
                      message="Refund reference <0>{reference}</0>"
                      values={{ reference: line.refundReference }}
                      components={[<span className="font-mono [overflow-wrap:anywhere]" />]}
                    />
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {/* What to do next, at the top: the same again, or help with this order. */}
        <div className="receipt-actions mt-4 flex flex-wrap justify-center gap-3">
          <RepeatOrderLink
            order={order}
            className={cn(ACTION_LINK, 'bg-brand-700 text-white hover:bg-brand-800')}
          />
          <Link
            to={`${paths.customer.complaint.getHref()}?orderId=${order.id}`}
            className={cn(ACTION_LINK, 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50')}
          >
            {i18n._({ id: 'orders.page.getHelp', message: 'Get help with this order' })}
          </Link>
        </div>
        <BbpsComplaintNotice order={order} />
      </div>

      <section
        className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        aria-labelledby="summary-title"
      >
        <h2 id="summary-title" className="text-lg font-bold">
          {i18n._({ id: 'orders.summary.title', message: 'Order Summary' })}
        </h2>
        <dl className="mt-2">
          <Row label={i18n._({ id: 'orders.summary.type', message: 'Type' })} value={typeLabel} />
          {order.serviceType && order.serviceType !== orderTypeLabel(order.type) && (
            <Row
              label={i18n._({ id: 'orders.summary.service', message: 'Service' })}
              value={order.serviceType}
            />
          )}
          <Row
            label={i18n._({ id: 'orders.summary.operator', message: 'Operator' })}
            value={order.operator}
          />
          <Row label={identifier.label} value={identifier.value} />
          {billNumber ? (
            <Row
              label={i18n._({ id: 'orders.summary.billNumber', message: 'Bill Number' })}
              value={billNumber}
            />
          ) : null}
          {billDueDate ? (
            <Row
              label={i18n._({ id: 'orders.summary.billDueDate', message: 'Bill Due Date' })}
              value={format.date(billDueDate)}
            />
          ) : null}
          {order.circle && (
            <Row label={i18n._({ id: 'orders.summary.circle', message: 'Circle' })} value={order.circle} />
          )}
          {/* The plan bought, as it was when the order was placed (older servers send none). */}
          {order.plan ? (
            <div className="border-b border-slate-100 py-2">
              <dt className="text-muted">{i18n._({ id: 'orders.summary.plan', message: 'Plan' })}</dt>
              <dd className="mt-1">
                <p className="font-semibold">
                  {format.inr(order.plan.price)} · {catalogueText(i18n, order.plan.category)}
                </p>
                <PlanFacts plan={order.plan} className="mt-2" />
              </dd>
            </div>
          ) : null}
          <Row
            label={i18n._({ id: 'orders.summary.orderAmount', message: 'Order Amount' })}
            value={format.inr(order.amount)}
          />
          {order.convenienceFee ? (
            <Row
              label={i18n._({ id: 'orders.summary.convenienceFee', message: 'Convenience Fee' })}
              value={format.inr(order.convenienceFee)}
            />
          ) : null}
          {order.discount > 0 && (
            <Row
              label={i18n._({ id: 'orders.summary.discount', message: 'Discount' })}
              value={format.inr(-order.discount)}
            />
          )}
          <Row
            label={i18n._({ id: 'orders.summary.amountPayable', message: 'Amount Payable' })}
            value={format.inr(order.amountPayable)}
          />
          <Row
            label={i18n._({ id: 'orders.summary.orderId', message: 'Order ID' })}
            value={formatOrderId(order.id)}
            mono
          />
          <Row
            label={i18n._({ id: 'orders.summary.date', message: 'Date' })}
            value={format.dateTime(order.dateTime)}
          />
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
            <dt className="text-muted">
              {i18n._({ id: 'orders.summary.orderStatus', message: 'Order Status' })}
            </dt>
            <dd>
              <OrderStatusBadge status={status} label={statusText(i18n, status)} />
            </dd>
          </div>
        </dl>
      </section>

      <BharatConnectDetails order={order} />

      <section
        className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        aria-labelledby="payment-title"
      >
        <h2 id="payment-title" className="text-lg font-bold">
          {i18n._({ id: 'orders.payment.title', message: 'Payment Details' })}
        </h2>
        <dl className="mt-2">
          <Row
            label={i18n._({ id: 'orders.payment.paymentId', message: 'Payment ID' })}
            value={formatPaymentId(order.id)}
            mono
          />
          <Row
            label={i18n._({ id: 'orders.payment.method', message: 'Payment Method' })}
            value={paymentText(i18n, order)}
          />
          {order.paymentReference && (
            <Row
              label={i18n._({ id: 'orders.payment.gatewayId', message: 'Gateway Payment ID' })}
              value={order.paymentReference}
              mono
            />
          )}
          <Row
            label={i18n._({ id: 'orders.payment.status', message: 'Payment Status' })}
            value={i18n._(outcome.payment)}
          />
          <Row
            label={i18n._({ id: 'orders.payment.amountPaid', message: 'Amount Paid' })}
            value={amountPaid(i18n, format, order, status)}
          />
          {status === 'Refunded' && (
            <Row
              label={i18n._({ id: 'orders.payment.amountRefunded', message: 'Amount Refunded' })}
              value={refundedAmount}
            />
          )}
          {status === 'Refunded' && order.refundReference && (
            <Row
              label={i18n._({ id: 'orders.payment.refundReference', message: 'Refund Reference' })}
              value={order.refundReference}
              mono
            />
          )}
          <Row
            label={i18n._({ id: 'orders.payment.customer', message: 'Customer' })}
            value={order.consumer}
          />
        </dl>
      </section>

      {/* Every refund with its clock, and where to escalate (docs/decisions/0024). */}
      <RefundTimeline refunds={order.refunds} />

      {status === 'Completed' ? <SaveNumber order={order} /> : null}
      {status === 'Completed' && order.plan ? <PlanReminderOffer /> : null}

      {/* `?? []`: a server older than the order history answers without events. */}
      <StatusUpdates events={order.events ?? []} isLive={isOrderUnfinished(order)} />

      <div className="receipt-actions mt-6 flex flex-wrap justify-center gap-3">
        <ReceiptPdfButtons orderId={order.id} />
        <Button variant="secondary" onClick={() => window.print()}>
          {i18n._({ id: 'orders.page.print', message: 'Print receipt' })}
        </Button>
        <Link
          to={paths.orderHistory.getHref()}
          className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-600 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {i18n._({ id: 'orders.page.history', message: 'Order History' })}
        </Link>
      </div>
      <OrderGrievanceNote />
    </article>
  );
}

/**
 * "Download receipt (PDF)": the server's PDF of the order, fetched with the session's token and saved; "Share
 * receipt" too where the browser can share a file (the Web Share API: the phone's share sheet).
 */
function ReceiptPdfButtons({ orderId }: { orderId: number }) {
  const { i18n } = useLingui();
  const preparing = i18n._({ id: 'orders.receipt.preparing', message: 'Preparing receipt…' });
  const [busy, setBusy] = useState<'download' | 'share' | null>(null);
  const [canShare] = useState(canSharePdf);
  const run = async (action: 'download' | 'share') => {
    setBusy(action);
    try {
      const file = await fetchReceiptPdf(orderId);
      if (action === 'download') saveFile(file);
      else {
        try {
          await navigator.share({ files: [file], title: file.name });
        } catch (error) {
          // Closing the share sheet is not an error; a browser that refuses the file saves it instead.
          if (!(error instanceof DOMException && error.name === 'AbortError')) saveFile(file);
        }
      }
    } catch (error) {
      notifyError(
        errorMessage(
          error,
          i18n._({
            id: 'orders.receipt.failed',
            message: 'The receipt could not be downloaded. Please try again.',
          }),
        ),
      );
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void run('download')} disabled={busy !== null}>
        {busy === 'download'
          ? preparing
          : i18n._({ id: 'orders.receipt.download', message: 'Download receipt (PDF)' })}
      </Button>
      {canShare ? (
        <Button variant="secondary" onClick={() => void run('share')} disabled={busy !== null}>
          {busy === 'share' ? preparing : i18n._({ id: 'orders.receipt.share', message: 'Share receipt' })}
        </Button>
      ) : null}
    </>
  );
}

/** The order page's shape while it loads: the amount card, the summary and the payment details. */
function OrderSkeleton() {
  const { i18n } = useLingui();
  return (
    <SkeletonGroup
      label={i18n._({ id: 'orders.page.loading', message: 'Loading order…' })}
      className="mx-auto max-w-2xl"
    >
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <Skeleton className="mx-auto h-4 w-40" />
        <Skeleton className="mx-auto mt-3 h-10 w-32" />
        <Skeleton className="mx-auto mt-3 h-7 w-56" />
      </div>
      {[7, 5].map((rows, section) => (
        <div key={section} className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <Skeleton className="h-6 w-36" />
          {Array.from({ length: rows }, (_, row) => (
            <div
              key={row}
              className="flex justify-between gap-4 border-b border-slate-100 py-3 last:border-b-0"
            >
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-4 w-32" />
            </div>
          ))}
        </div>
      ))}
    </SkeletonGroup>
  );
}

export default function OrderPage() {
  const { i18n } = useLingui();
  const orderId = parseOrderId(useParams().orderId);
  const query = useOrder(orderId);

  usePageTitle(orderId ? formatOrderId(orderId) : i18n._({ id: 'orders.page.title', message: 'Order' }));

  const notFound = orderId === null || hasErrorCode(query.error, 'ORDER_NOT_FOUND');
  return (
    <section className="w-full px-4 py-8">
      {notFound ? (
        <p role="alert" className="mx-auto max-w-2xl text-center text-lg font-semibold text-red-700">
          {i18n._({ id: 'orders.page.notFound', message: 'Recharge not found.' })}
        </p>
      ) : query.data ? (
        // A failed poll keeps the last answer on screen (the next poll may well succeed).
        <Receipt order={query.data} />
      ) : query.isError ? (
        <p role="alert" className="mx-auto max-w-2xl text-center text-lg font-semibold text-red-700">
          {errorMessage(
            query.error,
            i18n._({ id: 'orders.page.fetchFailed', message: 'Failed to fetch recharge.' }),
          )}
        </p>
      ) : (
        <OrderSkeleton />
      )}
    </section>
  );
}
