import { createHmac, timingSafeEqual } from 'node:crypto';
import type {
  PaymentGateway,
  PaymentLookup,
  PaymentOrder,
  PaymentResult,
  PaymentWebhookEvent,
  RefundRequest,
} from './types';

/** Documented sandbox test identifier: a number or account number ending in this is declined. */
export const SANDBOX_DECLINE_SUFFIX = '0000';
export const SANDBOX_DECLINE_REASON =
  'Payment declined by the bank (sandbox test identifier ending in 0000).';
/** Documented sandbox test identifier: the customer never completes the payment (it expires). */
export const SANDBOX_ABANDON_SUFFIX = '3333';

/**
 * Approves every payment at once, except identifiers ending in 0000 (declined with a reason) and 3333 (the
 * customer never pays: 'pending', then nothing). It keeps no state: every answer is derived from the order, so
 * asking again, from any server process or after a restart, gives the same answer (a real gateway is idempotent
 * on its order/receipt id and keeps the state on its side).
 */
export function createSandboxGateway(webhookSecret = 'sandbox-webhook-secret'): PaymentGateway {
  const sign = (body: string) => createHmac('sha256', webhookSecret).update(body).digest('hex');
  const paymentOf = (order: PaymentOrder): PaymentResult => {
    const reference = `sandbox_pay_${order.id}`;
    if (order.identifier.endsWith(SANDBOX_DECLINE_SUFFIX)) {
      return { reference, status: 'declined', failureReason: SANDBOX_DECLINE_REASON };
    }
    if (order.identifier.endsWith(SANDBOX_ABANDON_SUFFIX)) return { reference, status: 'pending' };
    return { reference, status: 'captured' };
  };
  return {
    name: 'sandbox',
    async createPayment(order: PaymentOrder): Promise<PaymentResult> {
      return paymentOf(order);
    },
    async findPayment(order: PaymentOrder): Promise<PaymentLookup> {
      const payment = paymentOf(order);
      if (payment.status === 'captured') {
        return { status: 'captured', reference: payment.reference, amountPaise: order.amountPaise };
      }
      if (payment.status === 'declined') {
        return { status: 'declined', reference: payment.reference, failureReason: payment.failureReason! };
      }
      return { status: 'none' };
    },
    async refund(request: RefundRequest): Promise<{ reference: string }> {
      return { reference: `sandbox_rfnd_${request.orderId}` };
    },
    verifyWebhook(signature: string, rawBody: string): PaymentWebhookEvent | null {
      const expected = Buffer.from(sign(rawBody));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const event = JSON.parse(rawBody) as Partial<PaymentWebhookEvent>;
        if (typeof event.reference !== 'string' || typeof event.orderId !== 'number') return null;
        if (event.status !== 'captured' && event.status !== 'declined' && event.status !== 'pending')
          return null;
        return {
          reference: event.reference,
          orderId: event.orderId,
          status: event.status,
          ...(typeof event.failureReason === 'string' ? { failureReason: event.failureReason } : {}),
        };
      } catch {
        return null;
      }
    },
  };
}
