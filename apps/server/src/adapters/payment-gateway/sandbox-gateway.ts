import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentGateway, PaymentOrder, PaymentResult, PaymentWebhookEvent } from './types';

/** Documented sandbox test identifier: a number or account number ending in this is declined. */
export const SANDBOX_DECLINE_SUFFIX = '0000';
export const SANDBOX_DECLINE_REASON =
  'Payment declined by the bank (sandbox test identifier ending in 0000).';

/**
 * Approves every payment at once, except identifiers ending in 0000, which are declined with a reason.
 * References are derived from the order id, so asking twice for the same order gives the same answer
 * (a real gateway is idempotent on its order/receipt id too).
 */
export function createSandboxGateway(webhookSecret = 'sandbox-webhook-secret'): PaymentGateway {
  const sign = (body: string) => createHmac('sha256', webhookSecret).update(body).digest('hex');
  return {
    name: 'sandbox',
    async createPayment(order: PaymentOrder): Promise<PaymentResult> {
      const reference = `sandbox_pay_${order.id}`;
      if (order.identifier.endsWith(SANDBOX_DECLINE_SUFFIX)) {
        return { reference, status: 'declined', failureReason: SANDBOX_DECLINE_REASON };
      }
      return { reference, status: 'captured' };
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
