import { z } from 'zod';
import { PAYMENT_GATEWAYS, PAYMENT_METHODS, VPA_MESSAGE, VPA_PATTERN } from '../payments';

export {
  PAYMENT_GATEWAYS,
  PAYMENT_METHODS,
  SANDBOX_RIBBON_TEXT,
  type PaymentGatewayName,
  type PaymentMethod,
} from '../payments';

/** GET /payments/config (public): which gateway takes payments, and the instant discount rule. */
export const paymentsConfigSchema = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS),
  /** True while payments go through the sandbox (no money moves; every page shows a ribbon). */
  sandbox: z.boolean(),
  /** The gateway's public key id (Razorpay Checkout's `key`); the sandbox's is `rzp_test_sandbox`. */
  keyId: z.string(),
  /** The instant discount every order gets: percent of the amount, at most maxDiscountPaise; 0 = off. */
  promo: z.object({ percent: z.number(), maxDiscountPaise: z.number().int() }),
  /**
   * Rupees: the least and the most one order may be (MIN_ORDER_AMOUNT, MAX_ORDER_AMOUNT), as POST /orders checks
   * them (validateOrderInput); a page's own least amount may be higher. Shown under the amount field.
   */
  amountLimits: z.object({ minRupees: z.number(), maxRupees: z.number() }),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/**
 * What the browser needs to open the gateway's payment sheet for an order (POST /orders answers it as
 * `payment`): the gateway's order id and the amount it will charge (the payable amount, in paise).
 */
export const orderPaymentSchema = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS),
  gatewayOrderId: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  keyId: z.string(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

const gatewayId = (prefix: string) =>
  z
    .string()
    .max(100, 'must be at most 100 characters')
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]+$`), `must be a ${prefix}_… id`);

/** POST /orders/{id}/payment: what the payment sheet (Razorpay Checkout's handler) answered. */
export const confirmPaymentBodySchema = z.object({
  gatewayOrderId: gatewayId('order'),
  paymentId: gatewayId('pay'),
  /** Hex HMAC-SHA256 of `gatewayOrderId|paymentId` with the gateway's key secret. */
  signature: z.string().max(200, 'must be at most 200 characters'),
});
export type ConfirmPaymentBody = z.infer<typeof confirmPaymentBodySchema>;

/** POST /sandbox/payments (sandbox gateway only): the payment sheet's test payment. */
export const sandboxPaymentBodySchema = z.object({
  gatewayOrderId: gatewayId('order'),
  method: z.enum(PAYMENT_METHODS),
  vpa: z.string().trim().regex(VPA_PATTERN, VPA_MESSAGE).optional(),
  /** Digits; spaces and dashes are allowed and ignored. */
  cardNumber: z.string().max(30).optional(),
  cardExpiry: z.string().max(10).optional(),
  cardCvv: z.string().max(4).optional(),
  bank: z.string().max(20).optional(),
  wallet: z.string().max(20).optional(),
  /** Net banking and wallets: the sandbox's "Success" or "Failure" button. */
  outcome: z.enum(['success', 'failure']).optional(),
});
export type SandboxPaymentBody = z.infer<typeof sandboxPaymentBodySchema>;

export const sandboxPaymentResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('captured'), paymentId: z.string(), signature: z.string() }),
  z.object({ status: z.literal('failed'), paymentId: z.string(), reason: z.string() }),
]);
export type SandboxPaymentResult = z.infer<typeof sandboxPaymentResultSchema>;
