import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { OrderDetailDto } from '@paywise/domain/contracts/orders';
import { formatPaymentId, isRefundInProgress, type OrderStatus } from '@paywise/domain/format';
import { useFormat } from '../../../lib/i18n/format';
import { paymentText } from '../order-texts';
import { OUTCOME, REFUND_IN_PROGRESS } from '../receipt-outcome';
import { ReceiptRow } from './receipt-row';

type Format = ReturnType<typeof useFormat>;

/** What "Amount Paid" says: nothing was taken for a failed order, and a pending one is not confirmed yet. */
function amountPaid(
  i18n: I18n,
  { format, order, status }: { format: Format; order: OrderDetailDto; status: OrderStatus },
): string {
  if (status === 'Failed') return format.inr(0);
  if (status === 'Payment Pending') {
    return i18n._({ id: 'orders.page.awaitingConfirmation', message: 'Awaiting confirmation' });
  }
  return format.inr(order.amountPayable);
}

/** The receipt's "Payment Details": how and what was paid, and what was refunded. */
export function PaymentDetails({ order, status }: { order: OrderDetailDto; status: OrderStatus }) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <section
      className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      aria-labelledby="payment-title"
    >
      <h2 id="payment-title" className="text-lg font-bold">
        {i18n._({ id: 'orders.payment.title', message: 'Payment Details' })}
      </h2>
      <dl className="mt-2">
        <ReceiptRow
          label={i18n._({ id: 'orders.payment.paymentId', message: 'Payment ID' })}
          value={formatPaymentId(order.id)}
          mono
        />
        <ReceiptRow
          label={i18n._({ id: 'orders.payment.method', message: 'Payment Method' })}
          value={paymentText(i18n, order)}
        />
        {order.paymentReference && (
          <ReceiptRow
            label={i18n._({ id: 'orders.payment.gatewayId', message: 'Gateway Payment ID' })}
            value={order.paymentReference}
            mono
          />
        )}
        <ReceiptRow
          label={i18n._({ id: 'orders.payment.status', message: 'Payment Status' })}
          value={i18n._(
            isRefundInProgress({ status, refunds: order.refunds })
              ? REFUND_IN_PROGRESS
              : OUTCOME[status].payment,
          )}
        />
        <ReceiptRow
          label={i18n._({ id: 'orders.payment.amountPaid', message: 'Amount Paid' })}
          value={amountPaid(i18n, { format, order, status })}
        />
        {status === 'Refunded' && (
          <ReceiptRow
            label={i18n._({ id: 'orders.payment.amountRefunded', message: 'Amount Refunded' })}
            value={format.inr(order.amountPayable)}
          />
        )}
        {status === 'Refunded' && order.refundReference && (
          <ReceiptRow
            label={i18n._({ id: 'orders.payment.refundReference', message: 'Refund Reference' })}
            value={order.refundReference}
            mono
          />
        )}
        <ReceiptRow
          label={i18n._({ id: 'orders.payment.customer', message: 'Customer' })}
          value={order.consumer}
        />
      </dl>
    </section>
  );
}
