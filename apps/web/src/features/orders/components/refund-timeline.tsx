import type { OrderRefundDto, RefundStatus } from '@paywise/domain/contracts/orders';
import { formatDate, formatDateTime } from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import { PAYMENT_METHOD_LABELS } from '@paywise/domain/payments';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../components/ui/cn';

/*
 * The refund clock on the order page (docs/decisions/0024): every refund of the order's payments with the method
 * it goes back to, when it started, the date it should arrive by (T+5 business days for UPI, cards and net
 * banking, T+1 for wallets), the gateway's refund id and its status; "Refund processed on …" once the gateway
 * processed it, and, past its date and not processed, where to escalate (the grievance page).
 */

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

export const REFUND_STATUS_LABEL: Record<RefundStatus, string> = {
  started: 'Started',
  processed: 'Processed',
  failed: 'Failed',
};

/** Where the money goes back: the payment method, or the payment source when the server does not know it. */
export const refundDestination = (refund: Pick<OrderRefundDto, 'method'>) =>
  refund.method ? PAYMENT_METHOD_LABELS[refund.method] : 'Your payment source';

/** The one line that says where a refund is: processed on, failed, past due, or expected by. */
export function refundHeadline(refund: OrderRefundDto): string {
  if (refund.status === 'processed' && refund.processedAt) {
    return `Refund processed on ${formatDate(refund.processedAt)}`;
  }
  if (refund.status === 'failed') {
    return 'The bank did not accept this refund; it has been started again.';
  }
  if (refund.pastDue) return `This refund is late: it was expected by ${formatDate(refund.expectedBy)}.`;
  return `Refund started: expected by ${formatDate(refund.expectedBy)}`;
}

function Row({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 border-b border-slate-100 py-2 last:border-b-0">
      <dt className="text-muted">{label}</dt>
      <dd
        className={cn('text-right font-semibold break-words', mono && 'font-mono [overflow-wrap:anywhere]')}
      >
        {value}
      </dd>
    </div>
  );
}

function RefundItem({ refund }: { refund: OrderRefundDto }) {
  const processed = refund.status === 'processed';
  return (
    <li className="border-t border-slate-200 pt-3 first:border-t-0 first:pt-0" data-testid="refund">
      <p
        className={cn(
          'font-semibold break-words',
          processed
            ? 'text-green-800'
            : refund.pastDue || refund.status === 'failed'
              ? 'text-amber-900'
              : 'text-ink',
        )}
      >
        {refundHeadline(refund)}
      </p>
      {refund.pastDue ? (
        <p className="mt-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="refund-past-due">
          It has not been processed by the payment gateway yet. If the money has not reached you, you can
          raise a grievance:{' '}
          <Link to={paths.customer.grievance.getHref()} className={LINK}>
            Grievance redressal
          </Link>
        </p>
      ) : null}
      <dl className="mt-2">
        <Row label="Amount" value={formatInr(refund.amount)} />
        <Row label="Goes back to" value={refundDestination(refund)} />
        <Row label="Started on" value={`${formatDateTime(refund.startedAt)} IST`} />
        <Row label="Expected by" value={formatDate(refund.expectedBy)} />
        {refund.processedAt ? <Row label="Processed on" value={formatDate(refund.processedAt)} /> : null}
        <Row
          label="Refund ID"
          value={refund.refundId ?? 'Awaiting the payment gateway'}
          mono={!!refund.refundId}
        />
        <Row label="Refund Status" value={REFUND_STATUS_LABEL[refund.status]} />
      </dl>
    </li>
  );
}

/** The order's refunds with their clock; nothing when the order has none (or the server is older). */
export function RefundTimeline({ refunds }: { refunds: readonly OrderRefundDto[] | undefined }) {
  if (!refunds || refunds.length === 0) return null;
  return (
    <section
      className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby="refunds-title"
    >
      <h2 id="refunds-title" className="text-lg font-bold">
        {refunds.length === 1 ? 'Refund' : 'Refunds'}
      </h2>
      <ul className="mt-2 space-y-3">
        {refunds.map((refund, index) => (
          <RefundItem key={`${index}-${refund.startedAt}`} refund={refund} />
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted">
        Expected dates count business days (Monday to Saturday, except the second and fourth Saturday); bank
        holidays can add a day or two.
      </p>
    </section>
  );
}

/** Every order page: where to escalate when support has not solved a problem with this order. */
export function OrderGrievanceNote() {
  return (
    <p className="receipt-actions mt-4 text-center text-sm text-muted" data-testid="order-grievance">
      Not resolved by support?{' '}
      <Link to={paths.customer.grievance.getHref()} className={LINK}>
        Grievance redressal
      </Link>
    </p>
  );
}

/** The order's refunds in a line or two each, for the order history (the table's payment cell and the cards). */
export function RefundSummary({ refunds }: { refunds: readonly OrderRefundDto[] | undefined }) {
  if (!refunds || refunds.length === 0) return null;
  return (
    <ul className="mt-1 space-y-1 text-xs" data-testid="refund-summary">
      {refunds.map((refund, index) => (
        <li key={`${index}-${refund.startedAt}`} className="break-words">
          <span className={cn('block font-semibold', refund.pastDue ? 'text-amber-900' : 'text-ink')}>
            Refund {formatInr(refund.amount)} to {refundDestination(refund)}:{' '}
            {refund.status === 'processed' && refund.processedAt
              ? `processed on ${formatDate(refund.processedAt)}`
              : `${REFUND_STATUS_LABEL[refund.status].toLowerCase()}, expected by ${formatDate(refund.expectedBy)}${refund.pastDue ? ' (late)' : ''}`}
          </span>
          <span className="block text-muted">
            Started {formatDate(refund.startedAt)}
            {refund.refundId ? (
              <>
                {' · '}
                <span className="font-mono [overflow-wrap:anywhere]">{refund.refundId}</span>
              </>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
