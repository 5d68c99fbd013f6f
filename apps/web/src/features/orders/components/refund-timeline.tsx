import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import type { OrderRefundDto } from '@paywise/domain/contracts/orders';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../components/ui/cn';
import { useFormat } from '../../../lib/i18n/format';
import { paymentMethodName, REFUND_STATUS_TEXT } from '../order-texts';

/*
 * The refund clock on the order page (docs/decisions/0024): every refund of the order's payments with the method
 * it goes back to, when it started, the date it should arrive by (T+5 business days for UPI, cards and net
 * banking, T+1 for wallets), the gateway's refund id and its status; "Refund processed on …" once the gateway
 * processed it, and, past its date and not processed, where to escalate (the grievance page).
 */

const LINK = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

type Format = ReturnType<typeof useFormat>;

/** Where the money goes back: the payment method, or the payment source when the server does not know it. */
export const refundDestination = (i18n: I18n, refund: Pick<OrderRefundDto, 'method'>) =>
  refund.method
    ? paymentMethodName(i18n, refund.method)
    : i18n._({ id: 'orders.refund.yourSource', message: 'Your payment source' });

/** The one line that says where a refund is: processed on, failed, past due, or expected by. */
export function refundHeadline(i18n: I18n, format: Format, refund: OrderRefundDto): string {
  if (refund.status === 'processed' && refund.processedAt) {
    return i18n._({
      id: 'orders.refund.processedOn',
      message: 'Refund processed on {date}',
      values: { date: format.date(refund.processedAt) },
    });
  }
  if (refund.status === 'failed') {
    return i18n._({
      id: 'orders.refund.failedAgain',
      message: 'The bank did not accept this refund; it has been started again.',
    });
  }
  if (refund.pastDue) {
    return i18n._({
      id: 'orders.refund.late',
      message: 'This refund is late: it was expected by {date}.',
      values: { date: format.date(refund.expectedBy) },
    });
  }
  return i18n._({
    id: 'orders.refund.startedExpected',
    message: 'Refund started: expected by {date}',
    values: { date: format.date(refund.expectedBy) },
  });
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
  const { i18n } = useLingui();
  const format = useFormat();
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
        {refundHeadline(i18n, format, refund)}
      </p>
      {refund.pastDue ? (
        <p className="mt-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="refund-past-due">
          <Trans
            id="orders.refund.pastDueHelp"
            message="It has not been processed by the payment gateway yet. If the money has not reached you, you can raise a grievance: <0>Grievance redressal</0>"
            components={[<Link to={paths.customer.grievance.getHref()} className={LINK} />]}
          />
        </p>
      ) : null}
      <dl className="mt-2">
        <Row
          label={i18n._({ id: 'orders.refund.amount', message: 'Amount' })}
          value={format.inr(refund.amount)}
        />
        <Row
          label={i18n._({ id: 'orders.refund.goesBackTo', message: 'Goes back to' })}
          value={refundDestination(i18n, refund)}
        />
        <Row
          label={i18n._({ id: 'orders.refund.startedOn', message: 'Started on' })}
          value={i18n._({
            id: 'orders.refund.startedOnValue',
            message: '{dateTime} IST',
            values: { dateTime: format.dateTime(refund.startedAt) },
          })}
        />
        <Row
          label={i18n._({ id: 'orders.refund.expectedBy', message: 'Expected by' })}
          value={format.date(refund.expectedBy)}
        />
        {refund.processedAt ? (
          <Row
            label={i18n._({ id: 'orders.refund.processedOnLabel', message: 'Processed on' })}
            value={format.date(refund.processedAt)}
          />
        ) : null}
        <Row
          label={i18n._({ id: 'orders.refund.refundId', message: 'Refund ID' })}
          value={
            refund.refundId ??
            i18n._({ id: 'orders.refund.awaitingGateway', message: 'Awaiting the payment gateway' })
          }
          mono={!!refund.refundId}
        />
        <Row
          label={i18n._({ id: 'orders.refund.refundStatus', message: 'Refund Status' })}
          value={i18n._(REFUND_STATUS_TEXT[refund.status])}
        />
      </dl>
    </li>
  );
}

/** The order's refunds with their clock; nothing when the order has none (or the server is older). */
export function RefundTimeline({ refunds }: { refunds: readonly OrderRefundDto[] | undefined }) {
  const { i18n } = useLingui();
  if (!refunds || refunds.length === 0) return null;
  return (
    <section
      className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby="refunds-title"
    >
      <h2 id="refunds-title" className="text-lg font-bold">
        {i18n._({
          id: 'orders.refund.title',
          message: '{count, plural, one {Refund} other {Refunds}}',
          values: { count: refunds.length },
        })}
      </h2>
      <ul className="mt-2 space-y-3">
        {refunds.map((refund, index) => (
          <RefundItem key={`${index}-${refund.startedAt}`} refund={refund} />
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted">
        {i18n._({
          id: 'orders.refund.businessDays',
          message:
            'Expected dates count business days (Monday to Saturday, except the second and fourth Saturday); bank holidays can add a day or two.',
        })}
      </p>
    </section>
  );
}

/** Every order page: where to escalate when support has not solved a problem with this order. */
export function OrderGrievanceNote() {
  return (
    <p className="receipt-actions mt-4 text-center text-sm text-muted" data-testid="order-grievance">
      <Trans
        id="orders.grievance.note"
        message="Not resolved by support? <0>Grievance redressal</0>"
        components={[<Link to={paths.customer.grievance.getHref()} className={LINK} />]}
      />
    </p>
  );
}

/** The order's refunds in a line or two each, for the order history (the table's payment cell and the cards). */
export function RefundSummary({ refunds }: { refunds: readonly OrderRefundDto[] | undefined }) {
  const { i18n } = useLingui();
  const format = useFormat();
  if (!refunds || refunds.length === 0) return null;
  return (
    <ul className="mt-1 space-y-1 text-xs" data-testid="refund-summary">
      {refunds.map((refund, index) => (
        <li key={`${index}-${refund.startedAt}`} className="break-words">
          <span className={cn('block font-semibold', refund.pastDue ? 'text-amber-900' : 'text-ink')}>
            {refund.status === 'processed' && refund.processedAt
              ? i18n._({
                  id: 'orders.refundSummary.processed',
                  message: 'Refund {amount} to {destination}: processed on {date}',
                  values: {
                    amount: format.inr(refund.amount),
                    destination: refundDestination(i18n, refund),
                    date: format.date(refund.processedAt),
                  },
                })
              : i18n._({
                  id: 'orders.refundSummary.open',
                  message:
                    'Refund {amount} to {destination}: {status, select, failed {failed} processed {processed} other {started}}, expected by {date}{late, select, yes { (late)} other {}}',
                  values: {
                    amount: format.inr(refund.amount),
                    destination: refundDestination(i18n, refund),
                    status: refund.status,
                    date: format.date(refund.expectedBy),
                    late: refund.pastDue ? 'yes' : 'no',
                  },
                })}
          </span>
          <span className="block text-muted">
            {i18n._({
              id: 'orders.refundSummary.started',
              message: 'Started {date}',
              values: { date: format.date(refund.startedAt) },
            })}
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
