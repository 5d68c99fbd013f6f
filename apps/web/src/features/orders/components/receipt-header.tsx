import type { I18n, MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { serviceOfOrder } from '@paywise/domain/catalogue/repeat-link';
import type { OrderDetailDto } from '@paywise/domain/contracts/orders';
import { isRefundInProgress, type OrderStatus } from '@paywise/domain/format';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { cn } from '../../../components/ui/cn';
import { useFormat } from '../../../lib/i18n/format';
import { orderNoteText } from '../../../lib/order-notes';
import { OUTCOME, REFUND_IN_PROGRESS } from '../receipt-outcome';
import { BbpsComplaintNotice } from './bbps-complaint-notice';
import { LateRefundList, RefundNotice } from './receipt-refund-notice';
import { RepeatOrderLink } from './save-number';
import { ShareReceiptButton } from './share-receipt';
import { useStatusAnnouncement } from './use-status-announcement';

/** A recharge (not a postpaid bill, which is paid): "Recharge again" may follow a paid one. */
const isRecharge = (order: OrderDetailDto) => {
  const def = serviceOfOrder(order);
  return def !== undefined && def.group === 'recharge' && def.amount.mode !== 'billEditable';
};

/**
 * The headline of a completed order says what happened, in the customer's words: a recharge was made, a bill was
 * paid. The specification's 'Payment Successful' stays under it.
 */
function completedHeadline(i18n: I18n, order: OrderDetailDto): string {
  return isRecharge(order)
    ? i18n._({ id: 'orders.page.rechargeSuccessful', message: 'Recharge successful' })
    : i18n._({ id: 'orders.page.billPaid', message: 'Bill paid' });
}

const ACTION_LINK =
  'inline-flex min-h-11 items-center justify-center rounded-lg px-5 font-semibold focus-visible:outline-offset-2';

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

const PRIMARY = cn(ACTION_LINK, 'bg-brand-700 text-white hover:bg-brand-800');
const SECONDARY = cn(ACTION_LINK, 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50');

/**
 * What to do next, at the top. Paid (Completed) or being processed: Done and Share receipt, never "Pay again" as
 * the main button (issue 39: customers paid a bill twice); a recharge keeps "Recharge again" after them. Otherwise
 * the same again (the payment did not go through), or help with this order.
 */
function HelpActions({ order, status }: { order: OrderDetailDto; status: OrderStatus }) {
  const { i18n } = useLingui();
  const isPaid = status === 'Completed' || status === 'Processing';
  const getHelp = (
    <Link to={`${paths.customer.complaint.getHref()}?orderId=${order.id}`} className={SECONDARY}>
      {i18n._({ id: 'orders.page.getHelp', message: 'Get help with this order' })}
    </Link>
  );
  if (!isPaid) {
    return (
      <div className="receipt-actions mt-4 flex flex-wrap justify-center gap-3">
        <RepeatOrderLink order={order} className={PRIMARY} />
        {getHelp}
      </div>
    );
  }
  return (
    <div className="receipt-actions mt-4 flex flex-wrap justify-center gap-3">
      <Link to={paths.home.getHref()} className={PRIMARY}>
        {i18n._({ id: 'orders.page.done', message: 'Done' })}
      </Link>
      <ShareReceiptButton order={order} className={SECONDARY} />
      {isRecharge(order) ? <RepeatOrderLink order={order} className={SECONDARY} /> : null}
      {getHelp}
    </div>
  );
}

/** The receipt's top card: the amount, what happened to the order, and what to do next. */
export function ReceiptHeader({ order, status }: { order: OrderDetailDto; status: OrderStatus }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const outcome = OUTCOME[status];
  const heading = i18n._(
    isRefundInProgress({ status, refunds: order.refunds }) ? REFUND_IN_PROGRESS : outcome.heading,
  );
  const announcement = useStatusAnnouncement(status, heading);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <p className="text-sm text-muted">
        {status === 'Completed' || status === 'Processing'
          ? i18n._({ id: 'orders.page.receipt', message: 'PayWise payment receipt' })
          : i18n._({ id: 'orders.page.orderHeading', message: 'PayWise order' })}
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
      {status === 'Failed' && !order.lateRefunds?.length && (
        <p className="mt-1 font-semibold text-slate-800" data-testid="not-charged">
          {i18n._({ id: 'orders.page.notCharged', message: 'You were not charged.' })}
        </p>
      )}
      {status === 'Refunded' && <RefundNotice order={order} />}
      {NOTE[status] && <p className="mt-2 text-muted">{i18n._(NOTE[status])}</p>}
      <LateRefundList order={order} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <HelpActions order={order} status={status} />
      <BbpsComplaintNotice order={order} />
    </div>
  );
}
