import type { PaymentGatewayName, PaymentMethod } from '@paywise/domain/payments';

/**
 * The payment gateway port, the way Indian gateways (Razorpay, and the sandbox that imitates it) work:
 * 1. `createOrder`: the gateway's order for the amount the customer pays (receipt = our order id);
 * 2. the customer pays in the gateway's sheet, which hands the browser `{ paymentId, signature }`;
 * 3. the server checks the signature (`verifyPaymentSignature`, over the gateway order id WE stored) and the
 *    payment itself (`fetchPayment`: captured, amount, currency), or the gateway's signed webhook
 *    (`verifyWebhookSignature` over the raw body) says the same;
 * 4. the sweeper asks `findPayment` about orders still unpaid; `refund` gives a captured payment back.
 * Every call is safe to repeat: creating an order again only makes an unused gateway order, `findPayment`
 * captures an authorized payment at most once, `refund` refunds one payment once.
 */

export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

/** A refund at the gateway: 'failed' means the money did not go back (a new refund must be asked for). */
export type GatewayRefundStatus = 'pending' | 'processed' | 'failed';

/** A payment as the gateway knows it. */
export interface GatewayPayment {
  /** The gateway's payment id (`pay_…`), stored as orders.payment_ref. */
  id: string;
  gatewayOrderId: string | null;
  /** Paise. */
  amountPaise: number;
  currency: string;
  status: GatewayPaymentStatus;
  /** Null for a method we do not name (emi, paylater, ...). */
  method: PaymentMethod | null;
  /** Why a failed payment failed, in words a customer may read. */
  failureReason: string | null;
  /** The customer's UPI ID of a UPI payment, when the gateway says it (never logged). */
  vpa?: string | null;
}

/** What the gateway knows of an order's payments when asked later. */
export type PaymentLookup =
  | { status: 'captured'; payment: GatewayPayment }
  /** Every attempt failed (the customer may still try again until the order expires). */
  | { status: 'failed'; failureReason: string }
  | { status: 'none' };

export interface GatewayOrderRequest {
  /** Our order id (the gateway order's receipt). */
  orderId: number;
  /** What the customer pays, in paise (the order amount less the discount). */
  amountPaise: number;
}

export interface RefundRequest {
  orderId: number;
  /** The captured payment to refund (orders.payment_ref). */
  paymentId: string;
  amountPaise: number;
}

export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  /** The public key id the browser's payment sheet is opened with. */
  readonly keyId: string;
  createOrder(request: GatewayOrderRequest): Promise<{ gatewayOrderId: string }>;
  /**
   * A gateway whose order ids are minted locally (the sandbox: no network, no receipt needed) answers one here, so
   * the order is inserted with its gateway order in one statement; a gateway that must be asked (Razorpay) leaves
   * it out and `createOrder` runs after the insert, with our order id as the receipt.
   */
  mintOrderId?(): string;
  /** One payment by id; throws GatewayUnavailableError when the gateway cannot be asked now. */
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /**
   * The payments made on a gateway order: a captured one (an authorized one is captured for `amountPaise`
   * first), else the last failure, else none.
   */
  findPayment(gatewayOrderId: string, amountPaise: number): Promise<PaymentLookup>;
  /**
   * The payments captured (and not refunded) between `from` and `to` (their creation time), every page of them:
   * the daily reconciliation's list (docs/decisions/0016). Throws GatewayUnavailableError like the others.
   */
  listCaptured(from: Date, to: Date): Promise<GatewayPayment[]>;
  /**
   * Gives a captured payment back in full; asking twice for one order refunds once. Returns the refund's id and
   * its state at the gateway ('pending' until the bank has it, 'processed' when the money is on its way back).
   */
  refund(request: RefundRequest): Promise<{ reference: string; status: GatewayRefundStatus }>;
  /**
   * A refund of a payment as the gateway has it now (asked when a refund webhook arrives: the answer decides, not
   * the webhook's body). Throws GatewayUnavailableError like the others.
   */
  refundStatus(paymentId: string, refundId: string): Promise<GatewayRefundStatus>;
  /** The Checkout signature: hex HMAC-SHA256 of `gatewayOrderId|paymentId` with the key secret (constant time). */
  verifyPaymentSignature(gatewayOrderId: string, paymentId: string, signature: string): boolean;
  /** The webhook signature: hex HMAC-SHA256 of the raw body with the webhook secret (constant time). */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
}
