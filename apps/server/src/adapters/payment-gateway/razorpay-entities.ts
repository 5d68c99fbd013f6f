/**
 * Razorpay's entities, as documented (only the fields this application may use are typed; Razorpay sends more).
 * The links to each entity's documentation are in razorpay-client.ts.
 */

/** Razorpay answers an empty `notes` as `[]`. */
export type RazorpayNotes = Record<string, string> | [];

export type RazorpayOrderStatus = 'created' | 'attempted' | 'paid';

export interface RazorpayOrder {
  /** `order_…` */
  id: string;
  entity: 'order';
  /** Paise. */
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: RazorpayOrderStatus;
  attempts: number;
  notes: RazorpayNotes;
  /** Unix seconds. */
  created_at: number;
}

export type RazorpayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export type RazorpayPaymentMethod =
  | 'upi'
  | 'card'
  | 'netbanking'
  | 'wallet'
  | 'emi'
  | 'cardless_emi'
  | 'paylater'
  | 'bank_transfer'
  | (string & {});

export interface RazorpayPayment {
  /** `pay_…` */
  id: string;
  entity: 'payment';
  /** Paise. */
  amount: number;
  currency: string;
  status: RazorpayPaymentStatus;
  order_id: string | null;
  method: RazorpayPaymentMethod;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  description: string | null;
  email?: string | null;
  contact?: string | null;
  /** The customer's UPI ID of a UPI payment. */
  vpa?: string | null;
  notes: RazorpayNotes;
  error_code: string | null;
  error_description: string | null;
  error_source?: string | null;
  error_step?: string | null;
  error_reason?: string | null;
  /** Unix seconds. */
  created_at: number;
}

export type RazorpayRefundStatus = 'pending' | 'processed' | 'failed';

export interface RazorpayRefund {
  /** `rfnd_…` */
  id: string;
  entity: 'refund';
  /** Paise. */
  amount: number;
  currency: string;
  payment_id: string;
  notes: RazorpayNotes;
  receipt: string | null;
  acquirer_data?: Record<string, unknown>;
  status: RazorpayRefundStatus;
  speed_requested?: string;
  speed_processed?: string;
  batch_id?: string | null;
  /** Unix seconds. */
  created_at: number;
}

export interface RazorpayCollection<T> {
  entity: 'collection';
  count: number;
  items: T[];
}

/** The `error` object of Razorpay's error body. */
export interface RazorpayErrorDetail {
  code: string;
  description: string;
  source?: string | null;
  step?: string | null;
  reason?: string | null;
  field?: string | null;
  metadata?: Record<string, unknown>;
}

/** The envelope of a webhook delivery (`payment.captured`, `payment.failed`, `order.paid`, `refund.processed`, ...). */
export interface RazorpayWebhookEvent {
  entity: 'event';
  account_id: string;
  event: string;
  contains: string[];
  payload: {
    payment?: { entity: RazorpayPayment };
    order?: { entity: RazorpayOrder };
    refund?: { entity: RazorpayRefund };
  };
  created_at: number;
}
