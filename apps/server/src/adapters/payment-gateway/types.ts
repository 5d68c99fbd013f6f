/**
 * The payment gateway port. A real gateway (Razorpay, PayU, ...) works as: create a payment for the order →
 * the customer pays on the gateway's page → the gateway calls a signed webhook. `createPayment` is the first
 * step; a gateway that needs the customer answers 'pending' and the order waits. Every call is idempotent per
 * our order id (real gateways dedupe on their order / receipt id), so the sweeper may ask again after a fault
 * without paying or refunding twice. Swapping the sandbox for a real gateway is one new file implementing this
 * interface, chosen in adapters/index.ts.
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

/** What the gateway knows of an order's payment when asked later: 'none' = no payment was made (yet). */
export type PaymentLookup =
  | { status: 'captured'; reference: string; amountPaise: number }
  | { status: 'declined'; reference: string | null; failureReason: string }
  | { status: 'none' };

export interface RefundRequest {
  orderId: number;
  /** The captured payment to refund (orders.payment_ref). */
  paymentReference: string;
  amountPaise: number;
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
  /** Asks the gateway about the order's payment (the sweeper's question for an order left 'Payment Pending'). */
  findPayment(order: PaymentOrder): Promise<PaymentLookup>;
  /** Gives a captured payment back in full; asking twice for one order refunds once. Returns the refund's id. */
  refund(request: RefundRequest): Promise<{ reference: string }>;
  /** The event of a webhook body when its signature is valid, otherwise null. */
  verifyWebhook(signature: string, rawBody: string): PaymentWebhookEvent | null;
}
