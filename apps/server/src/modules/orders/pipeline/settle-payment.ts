import { referenceNote } from '@paywise/domain/order-notes';
import {
  REFUND_AT_GATEWAY,
  REFUND_MISMATCH,
  REFUND_NOT_PAYABLE,
  REFUND_SECOND,
} from '@paywise/domain/order-states';
import { VPA_PATTERN } from '@paywise/domain/payments';
import type { GatewayPayment } from '../../../adapters/payment-gateway/types';
import {
  findOrder,
  findPaymentRefund,
  moveOrder,
  rememberUpiId,
  setPaymentFailure,
  type OrderRow,
} from '../repo';
import { payablePaise } from '../dto';
import type { PipelineContext } from './deps';
import type { Fulfilment } from './fulfil';
import type { Refunds } from './refund';

export const AMOUNT_MISMATCH = 'The amount paid does not match this order.';
export const PAYMENT_REFUNDED = 'This payment was refunded and does not pay this order.';

/** Why a captured payment was refunded instead of paying its order: one wording with the order page's. */
export { REFUND_AT_GATEWAY, REFUND_MISMATCH, REFUND_NOT_PAYABLE, REFUND_SECOND };

export function createSettlement(ctx: PipelineContext, refunds: Refunds, fulfilment: Fulfilment) {
  const { db, log } = ctx;
  const { refundLate } = refunds;
  const { fulfil } = fulfilment;

  /**
   * THE rule for a payment the gateway says is captured (the browser's confirmation, a webhook, the sweeper's
   * question, reconciliation): it either pays its order, or it is refunded. It pays the order only when it is
   * for this gateway order, amount and currency, not refunded at the gateway, and the order is still 'Payment
   * Pending': then one conditional transition records it (→ 'Processing') and only the caller that made it
   * asks the biller. Anything else (the order expired, was paid by another payment, the amount or currency is
   * wrong, the payment was refunded at the gateway) is refunded, once. `refusal` says why a payment did not pay
   * its order, for the customer's confirmation; `taken` whether this payment is the order's.
   */
  /**
   * A UPI payment that paid its order: its UPI ID is the customer's last one, offered in their next payment sheet.
   * Best effort: the payment stands whatever happens here.
   */
  const upiIdOf = (payment: GatewayPayment): string | null => {
    const vpa = payment.vpa?.trim();
    return payment.method === 'UPI' && vpa && VPA_PATTERN.test(vpa) && vpa.length <= 320 ? vpa : null;
  };
  async function rememberUpi(row: OrderRow, payment: GatewayPayment): Promise<void> {
    const vpa = upiIdOf(payment);
    if (!vpa) return;
    await rememberUpiId(db, row.customerId, vpa).catch((err: unknown) => {
      log.warn({ err, orderId: row.id }, 'the last UPI ID could not be kept');
    });
  }

  async function capturedPayment(
    row: OrderRow,
    payment: GatewayPayment,
  ): Promise<{ row: OrderRow; matched: boolean; refusal: string | null }> {
    if (payment.gatewayOrderId !== row.gatewayOrderId) {
      // Not this order's payment at all: never refunded on this order's behalf.
      log.error(
        { orderId: row.id, paymentId: payment.id, paymentGatewayOrderId: payment.gatewayOrderId },
        'captured payment is for another gateway order; ignored',
      );
      return { row, matched: false, refusal: AMOUNT_MISMATCH };
    }
    if (row.paymentRef === payment.id) return { row, matched: true, refusal: null };
    if (payment.amountPaise !== payablePaise(row) || payment.currency !== 'INR') {
      log.warn(
        {
          orderId: row.id,
          paymentId: payment.id,
          payablePaise: payablePaise(row),
          paidPaise: payment.amountPaise,
          currency: payment.currency,
        },
        'captured payment does not match the order; it is refunded',
      );
      await refundLate(row, payment, REFUND_MISMATCH);
      return { row: (await findOrder(db, row.id)) ?? row, matched: false, refusal: AMOUNT_MISMATCH };
    }
    if (row.status === 'Payment Pending' && payment.status !== 'refunded') {
      // The usual case, in one statement: the payment pays its order unless we already gave it back (the
      // payment_refunds check below, made inside the move), and the customer's UPI ID is kept with it.
      // Otherwise nothing changed and the steps below decide exactly as they would have.
      const taken = await moveOrder(
        db,
        row.id,
        'Payment Pending',
        [{ status: 'Processing', note: referenceNote('PAYMENT_CAPTURED', payment.id) }],
        { paymentRef: payment.id, paymentMethod: payment.method },
        { unlessRefunded: payment.id, customerUpiId: upiIdOf(payment) },
      );
      if (taken) return { row: await fulfil(taken, { justTaken: true }), matched: true, refusal: null };
    }
    if (await findPaymentRefund(db, payment.id)) {
      // Already given back by us (a repeated confirmation or webhook of a late payment): the order as it is.
      await refundLate(row, payment, REFUND_NOT_PAYABLE);
      return { row: (await findOrder(db, row.id)) ?? row, matched: true, refusal: null };
    }
    if (payment.status === 'refunded') {
      await refundLate(row, payment, REFUND_AT_GATEWAY);
      const current = (await findOrder(db, row.id)) ?? row;
      const refusal = current.status === 'Payment Pending' ? PAYMENT_REFUNDED : null;
      return { row: current, matched: false, refusal };
    }
    let current = row;
    if (current.status === 'Payment Pending') {
      const taken = await moveOrder(
        db,
        current.id,
        'Payment Pending',
        [{ status: 'Processing', note: referenceNote('PAYMENT_CAPTURED', payment.id) }],
        { paymentRef: payment.id, paymentMethod: payment.method },
      );
      if (taken) {
        await rememberUpi(taken, payment);
        return { row: await fulfil(taken), matched: true, refusal: null };
      }
      current = (await findOrder(db, row.id)) ?? row;
      if (current.paymentRef === payment.id) return { row: current, matched: true, refusal: null };
    }
    await refundLate(current, payment, current.status === 'Failed' ? REFUND_NOT_PAYABLE : REFUND_SECOND);
    return { row: current, matched: true, refusal: null };
  }

  return {
    settleCapturedPayment: capturedPayment,

    /** A failed payment attempt: the order waits for another one (it keeps the reason should it expire). */
    async paymentFailed(row: OrderRow, reason: string): Promise<void> {
      if (row.status === 'Payment Pending') await setPaymentFailure(db, row.id, reason);
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
