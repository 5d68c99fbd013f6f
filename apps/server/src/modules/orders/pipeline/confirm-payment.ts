import type { ConfirmPaymentBody } from '@paywise/domain/contracts/payments';
import type { OrderDto } from '@paywise/domain/contracts/orders';
import { ORDER_NOTES } from '@paywise/domain/order-notes';
import { isFinalStatus, orderStatusOf } from '@paywise/domain/order-states';
import { RazorpayRequestError } from '../../../adapters/payment-gateway/razorpay-client';
import type { UserRow } from '../../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../../lib/app-error';
import { payablePaise, toOrderDto } from '../dto';
import { ORDER_NOT_FOUND } from '../queries';
import { findReadableOrder, type OrderRow } from '../repo';
import type { PipelineContext } from './deps';
import type { Settlement } from './settle-payment';

export const INVALID_PAYMENT_SIGNATURE =
  'Payment verification failed: the signature does not match this order.';
export const NO_PAYMENT_TO_CONFIRM = 'This order has no payment to confirm.';

/** The browser's confirmation of a payment (POST /orders/{id}/payment): it ends in settleCapturedPayment. */
export function createPaymentConfirmation(ctx: PipelineContext, settlement: Settlement) {
  const { db, gateway, log } = ctx;
  const orders = settlement;
  /**
   * What the payment sheet answered: the signature over the gateway order id STORED on the order (never the
   * one sent) and the payment id, in constant time; then the payment as the gateway has it (captured, this
   * gateway order, amount and currency). Idempotent: an order already paid or final is answered as it is.
   */
  async function confirmPayment(
    customer: UserRow,
    orderId: number,
    body: ConfirmPaymentBody,
  ): Promise<OrderDto> {
    const found = await findReadableOrder(db, orderId, customer.id);
    if (!found) throw notFound('ORDER_NOT_FOUND', ORDER_NOT_FOUND);
    const answer = (row: OrderRow): OrderDto => toOrderDto(row, found.consumer);
    if (!found.gatewayOrderId) {
      if (isFinalStatus(orderStatusOf(found.status))) return answer(found);
      throw conflict('NO_PAYMENT_TO_CONFIRM', NO_PAYMENT_TO_CONFIRM);
    }
    if (!gateway.verifyPaymentSignature(found.gatewayOrderId, body.paymentId, body.signature)) {
      throw badRequest('PAYMENT_SIGNATURE_INVALID', INVALID_PAYMENT_SIGNATURE);
    }
    // The payment the order already took is answered as the order is; any other payment is looked at, so a
    // payment captured after the order closed (or a second one) is refunded rather than kept.
    if (found.status !== 'Payment Pending' && found.paymentRef === body.paymentId) return answer(found);
    let payment;
    try {
      payment = await gateway.fetchPayment(body.paymentId);
    } catch (err) {
      if (err instanceof RazorpayRequestError || err instanceof AppError) {
        if (found.status !== 'Payment Pending') return answer(found);
        throw badRequest('PAYMENT_NOT_FOUND_AT_GATEWAY', 'The payment could not be found at the gateway.');
      }
      // The signature is genuine but the gateway cannot be asked now: the webhook or the sweeper finishes it.
      log.warn(
        { err, orderId },
        'payment gateway unreachable while confirming; left to the webhook and sweeper',
      );
      return answer(found);
    }
    if (payment.status === 'authorized' && found.status === 'Payment Pending') {
      try {
        const lookup = await gateway.findPayment(found.gatewayOrderId, payablePaise(found));
        if (lookup.status === 'captured') payment = lookup.payment;
      } catch (err) {
        // The capture failed or its answer was lost: the sweeper's findPayment captures it (safe to repeat).
        log.warn({ err, orderId }, 'capturing the payment failed while confirming; left to the sweeper');
        return answer(found);
      }
    }
    if (
      found.status !== 'Payment Pending' &&
      payment.status !== 'captured' &&
      payment.status !== 'refunded'
    ) {
      return answer(found);
    }
    if (payment.status === 'failed')
      throw badRequest('PAYMENT_FAILED', payment.failureReason ?? ORDER_NOTES.PAYMENT_NOT_CAPTURED);
    if (payment.status !== 'captured' && payment.status !== 'refunded')
      throw conflict('PAYMENT_NOT_CAPTURED', ORDER_NOTES.PAYMENT_NOT_CAPTURED);
    const { row, refusal } = await orders.settleCapturedPayment(found, payment);
    if (refusal) throw conflict('PAYMENT_NOT_ACCEPTED', refusal);
    return answer(row);
  }

  return { confirmPayment };
}

export type PaymentConfirmation = ReturnType<typeof createPaymentConfirmation>;
