import { ORDER_NOTES } from '@paywise/domain/order-notes';
import { paymentMethodOf } from '@paywise/domain/payments';
import {
  RazorpayClient,
  verifyWebhookSignature,
  type RazorpayClientOptions,
  type RazorpayPayment,
} from './razorpay-client';
import type { GatewayPayment, PaymentGateway, PaymentLookup } from './types';

/** A Razorpay payment entity in the port's words. */
export function gatewayPaymentOf(payment: RazorpayPayment): GatewayPayment {
  return {
    id: payment.id,
    gatewayOrderId: payment.order_id,
    amountPaise: payment.amount,
    currency: payment.currency,
    status: payment.status,
    method: paymentMethodOf(payment.method),
    failureReason:
      payment.status === 'failed' ? (payment.error_description ?? ORDER_NOTES.PAYMENT_FAILED) : null,
    vpa: payment.method === 'upi' ? (payment.vpa ?? null) : null,
  };
}

/**
 * Razorpay (PAYMENT_GATEWAY=razorpay) over its REST API (razorpay-client.ts): Orders API, payments, refunds, the
 * two signatures. The client throws RazorpayUnavailableError (retryable) for 5xx, timeouts and network failures:
 * the caller leaves the order to the sweeper.
 */
export function createRazorpayGateway(
  options: RazorpayClientOptions & { webhookSecret: string },
): PaymentGateway {
  const client = new RazorpayClient(options);
  const { webhookSecret } = options;
  return {
    name: 'razorpay',
    keyId: client.keyId,
    async createOrder({ orderId, amountPaise }) {
      const order = await client.createOrder({
        amountPaise,
        currency: 'INR',
        receipt: String(orderId),
        notes: { orderId: String(orderId) },
      });
      return { gatewayOrderId: order.id };
    },
    async fetchPayment(paymentId) {
      return gatewayPaymentOf(await client.fetchPayment(paymentId));
    },
    async findPayment(gatewayOrderId, amountPaise): Promise<PaymentLookup> {
      const payments = await client.fetchOrderPayments(gatewayOrderId);
      // A captured payment of the order's amount first; then any captured one; then one already refunded (the
      // caller refunds or records what the order cannot take, and the order stays payable).
      const captured =
        payments.find((p) => p.status === 'captured' && p.amount === amountPaise) ??
        payments.find((p) => p.status === 'captured') ??
        payments.find((p) => p.status === 'refunded');
      if (captured) return { status: 'captured', payment: gatewayPaymentOf(captured) };
      const authorized = payments.find((p) => p.status === 'authorized');
      if (authorized && authorized.amount === amountPaise) {
        // Auto-capture is off on this account: capture it (safe to repeat, see capturePayment).
        return {
          status: 'captured',
          payment: gatewayPaymentOf(await client.capturePayment(authorized.id, amountPaise)),
        };
      }
      const failed = payments.filter((p) => p.status === 'failed');
      if (failed.length > 0) {
        const last = failed.reduce((a, b) => (b.created_at >= a.created_at ? b : a));
        return {
          status: 'failed',
          failureReason: gatewayPaymentOf(last).failureReason ?? ORDER_NOTES.PAYMENT_FAILED,
        };
      }
      return { status: 'none' };
    },
    async listCaptured(from, to) {
      const payments = await client.fetchPayments(from, to);
      return payments.filter((p) => p.status === 'captured').map(gatewayPaymentOf);
    },
    async refund({ orderId, paymentId, amountPaise }) {
      const { refund } = await client.refundOnce(paymentId, amountPaise, String(orderId));
      return { reference: refund.id, status: refund.status === 'processed' ? 'processed' : 'pending' };
    },
    async refundStatus(paymentId, refundId) {
      return (await client.fetchRefund(paymentId, refundId)).status;
    },
    verifyPaymentSignature(gatewayOrderId, paymentId, signature) {
      return client.verifyPaymentSignature({ orderId: gatewayOrderId, paymentId, signature });
    },
    verifyWebhookSignature(rawBody, signature) {
      return verifyWebhookSignature({ rawBody, signature, webhookSecret });
    },
  };
}
