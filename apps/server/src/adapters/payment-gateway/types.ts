/**
 * The payment gateway port. A real gateway (Razorpay, PayU, ...) works as: create a payment for the order →
 * the customer pays on the gateway's page → the gateway calls a signed webhook. `createPayment` is the first
 * step; a gateway that needs the customer answers 'pending' and the order waits for the webhook, which is
 * checked with `verifyWebhook` before it may move the order on. Swapping the sandbox for a real gateway is one
 * new file implementing this interface, chosen in adapters/index.ts.
 */
export interface PaymentOrder {
  id: number;
  customerId: number;
  /** Integer paise. */
  amountPaise: number;
  type: string;
  /** The mobile number or account number being paid for. */
  identifier: string;
}

export type PaymentStatus = 'captured' | 'declined' | 'pending';

export interface PaymentResult {
  /** The gateway's id of the payment (stored as orders.payment_ref). */
  reference: string;
  status: PaymentStatus;
  /** Why a declined payment was declined, in words a customer may read. */
  failureReason?: string;
}

/** A webhook the gateway sent, once its signature has been checked. */
export interface PaymentWebhookEvent {
  reference: string;
  orderId: number;
  status: PaymentStatus;
  failureReason?: string;
}

export interface PaymentGateway {
  readonly name: string;
  createPayment(order: PaymentOrder): Promise<PaymentResult>;
  /** The event of a webhook body when its signature is valid, otherwise null. */
  verifyWebhook(signature: string, rawBody: string): PaymentWebhookEvent | null;
}
