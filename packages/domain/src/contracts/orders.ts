import { z } from 'zod';
import { ORDER_STATUSES } from '../format';
import { PAYMENT_METHODS } from '../payments';
import { orderPaymentSchema } from './payments';

/**
 * Body of POST /orders (and POST /recharges). The order of docs/product.md#orders, plus the older
 * recharge shape (rechargeType, mobileNumber, operator, circle, amount). The server checks the values with
 * `validateOrderInput` (catalogue/order-rules.ts), which uses the same catalogue as the browser; this schema
 * only checks the JSON types so that a wrong type is a 400 naming the field.
 *
 * `status`, `paymentSource`, `customerId` and `consumer` may be sent by older clients: they are accepted and
 * dropped (the server decides all four). Unknown fields are dropped too.
 */
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);

export const createOrderBodySchema = z.object({
  /** MOBILE, DTH, ELECTRICITY, ... (case-insensitive). Optional only in the older shape (then MOBILE). */
  type: text(40).optional(),
  operator: text(200),
  /** Rupees, > 0, at most 2 decimals; a number, or decimal text from older clients. */
  amount: z.union([z.number(), text(40)]),
  /** MOBILE (mobile and data card): the 10-digit number and the circle name. */
  number: text(40).nullish(),
  circle: text(200).nullish(),
  /** Every other type: the customer's identifier (consumer number, vehicle number, ...). */
  accountNumber: text(200).nullish(),
  /**
   * GAS 'Pay Bill' (default) or 'Book Cylinder'; the fixed serviceType of METRO, ENTERTAINMENT, MUNICIPAL,
   * CLUBS, CABLE, CHALLAN, HOSPITAL, SUBSCRIPTION (defaulted when omitted); MOBILE 'Data Card Recharge' marks a
   * data card order (otherwise a MOBILE order is a mobile recharge).
   */
  serviceType: text(100).nullish(),
  /**
   * The bill this order pays: `billFetchRef` of POST /api/bills/fetch. Required for a service whose bill is
   * 'required' (broadband, postpaid); checked whenever sent (same customer or a visitor's fetch, same biller and
   * identifier, fresh, unused, amount the bill's or within its part-payment bounds).
   */
  billFetchRef: text(64).nullish(),
  /**
   * The fetched bill's payment option paid (its `name`, GET /api/bills/fetch `paymentOptions`): the amount must be
   * the option's (or within its bounds). Left out: the bill's amount, or another the biller's amount rule allows.
   */
  paymentOption: text(100).nullish(),
  /**
   * A registry category's order (a `type` of GET /api/bills/categories outside the service types): the biller
   * chosen (GET /api/billers id); `operator` may then be left empty. Its other customer parameters when no bill was
   * fetched (a fetched bill keeps those it was fetched with).
   */
  billerId: text(40).nullish(),
  customerParams: z
    .array(z.object({ name: text(100), value: text(100) }))
    .max(10, 'has too many parameters')
    .nullish(),
  /**
   * Mobile and data card: the catalogue plan bought (GET /api/plans id). It must be one of the plans of the
   * order's operator and circle at the order's amount; its facts (validity, data, calls, OTT) are stored with the
   * order. Left out: an amount without a plan (a top-up typed elsewhere, an older client).
   */
  planId: z.number().int().positive().max(2_147_483_647).nullish(),
  /**
   * A bill order with a typed amount (no billFetchRef) for an account paid through PayWise in the last
   * BILL_REPAY_GUARD_DAYS days is 409 BILL_RECENTLY_PAID; true says the customer saw that and pays again.
   */
  confirmRepeat: z.boolean().nullish(),
  /** Older recharge shape. */
  rechargeType: text(40).nullish(),
  mobileNumber: text(40).nullish(),
  /** Sent by older clients, ignored by the server: the server decides these (docs/product.md#orders). */
  status: z.unknown().optional(),
  paymentSource: z.unknown().optional(),
  customerId: z.unknown().optional(),
  consumer: z.unknown().optional(),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/**
 * The last payment of the account named by a 409 BILL_RECENTLY_PAID (by any customer: a bill is paid once,
 * whoever pays it; only its amount and time are told).
 */
export const lastBillPaymentSchema = z.object({
  amountPaise: z.number().int(),
  /** ISO time its order completed. */
  paidAt: z.string(),
});
export type LastBillPayment = z.infer<typeof lastBillPaymentSchema>;

/** Header of POST /orders: optional for API callers, always sent by the web app (one key per summary). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, 'must be 1 to 255 visible ASCII characters')
    .optional(),
});

export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** The plan an order bought, as stored with it when it was placed (catalogue/plan-facts.ts, OrderPlan). */
export const orderPlanSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  /** Whole rupees. */
  price: z.number(),
  validity: z.string(),
  data: z.string(),
  /** 'Unlimited', '200 minutes', 'None'; null when the plan does not say. */
  calls: z.string().nullable(),
  sms: z.string(),
  ott: z.array(z.string()),
  details: z.string(),
});

/** A refund as the customer follows it: started → processed (or failed, then asked for again). */
export const REFUND_STATUSES = ['started', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * One refund of a payment of the order, with its clock (docs/decisions/0024): every payment_refunds row, the
 * order's own refund and any late one, oldest first.
 */
export const orderRefundSchema = z.object({
  /** Rupees. */
  amount: z.number(),
  /** The payment method the money goes back to (null when it is not known). */
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** When the refund was started (the server decided to give the payment back). */
  startedAt: z.string(),
  /** India date YYYY-MM-DD: T+5 business days for UPI, cards and net banking, T+1 for wallets. */
  expectedBy: z.string(),
  /** When the gateway was first seen saying the refund was processed; null until then. */
  processedAt: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  /** The gateway's refund id; null before the gateway has accepted the refund. */
  refundId: z.string().nullable(),
  /** Past its expected date and not processed (on the server's clock, India days). */
  pastDue: z.boolean(),
});
export type OrderRefundDto = z.infer<typeof orderRefundSchema>;

/**
 * An order as read (docs/product.md#orders: id, itemId, dateTime, type, operator, mobile, accountNumber,
 * circle, amount, status, consumer) plus serviceType, paymentSource, failureReason and orderType.
 *
 * - `type` is the label an order is read with (docs/product.md#orders): the order type, or DATACARD /
 *   CYLINDER for data card recharges and cylinder bookings (orders.display_type).
 * - `orderType` is the type as sent on creation (data card → MOBILE, cylinder → GAS).
 * - `itemId` is what was recharged or paid: the mobile number or the account number.
 * - `consumer` is the customer's current username.
 */
export const orderSchema = z.object({
  id: z.number().int(),
  itemId: z.string(),
  dateTime: z.string(),
  type: z.string(),
  orderType: z.string(),
  operator: z.string(),
  mobile: z.string().nullable(),
  accountNumber: z.string().nullable(),
  circle: z.string().nullable(),
  /** Rupees: the order's value (what the operator or biller receives). */
  amount: z.number(),
  /** Rupees: the instant discount the server gave (0 when none). */
  discount: z.number(),
  /** Rupees: what the customer pays (amount − discount); revenue counts this. */
  amountPayable: z.number(),
  status: orderStatusSchema,
  consumer: z.string(),
  serviceType: z.string().nullable(),
  paymentSource: z.string(),
  /** How the customer paid (UPI, CARD, NETBANKING, WALLET), once the gateway captured the payment. */
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  /** The gateway's payment id (e.g. pay_…), when there is one. */
  paymentReference: z.string().nullable(),
  failureReason: z.string().optional(),
  /** The gateway's refund reference of a 'Refunded' order (the money went back to the payment source). */
  refundReference: z.string().nullable().optional(),
  /** The biller's bill number of the bill paid (an order placed from a fetched bill), else null. */
  billNumber: z.string().nullable(),
  /** That bill's due date, India date YYYY-MM-DD, else null. */
  billDueDate: z.string().nullable(),
  /** The plan bought (mobile, data card), as it was when the order was placed; null without one. */
  plan: orderPlanSchema.nullable(),
  /** Rupees: the biller's customer convenience fee, included in amountPayable (only when there is one). */
  convenienceFee: z.number().optional(),
  /** Bharat Connect's transaction id (the B-Connect reference) of a bill paid through BBPS. */
  bbpsTransactionId: z.string().optional(),
  /** The biller's own reference of that payment. */
  billerReference: z.string().optional(),
  /** The paid bill's date, India date YYYY-MM-DD (an order placed from a fetched bill). */
  billDate: z.string().optional(),
  /** The customer's name on the paid bill, as the biller gave it. */
  billCustomerName: z.string().optional(),
  /** The biller's id (Bharat Connect's biller id) of the bill paid. */
  billerId: z.string().optional(),
  /** The registry category's provider name of the bill paid (Credit Card, Electricity...), when known. */
  category: z.string().optional(),
  /** The biller's customer parameters of the bill paid, as the biller names them. */
  customerParams: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
  /** The bill's payment option paid (Minimum Due...), with the bill's whole amount in rupees. */
  paymentOption: z.object({ name: z.string(), billAmount: z.number().nullable() }).optional(),
  /** The biller's approval number of a bill paid through Bharat Connect. */
  approvalNumber: z.string().optional(),
  /** The Bharat Connect payment mode it was paid with ('UPI', 'Debit Card', 'Internet Banking', 'Wallet'). */
  bbpsPaymentMode: z.string().optional(),
  /** The Bharat Connect channel it was paid through ('INT': internet, 'MOB': mobile app). */
  bbpsChannel: z.string().optional(),
  /**
   * Every refund of the order's payments with its clock (docs/decisions/0024), oldest first; absent when nothing
   * was refunded (and from servers before it).
   */
  refunds: z.array(orderRefundSchema).optional(),
});
export type OrderDto = z.infer<typeof orderSchema>;

/**
 * POST /orders: the order (at 'Payment Pending' when new) and what the payment sheet needs. `payment` is null
 * only when the order never got a gateway order (the gateway could not be reached when it was placed).
 */
export const createdOrderSchema = orderSchema.extend({ payment: orderPaymentSchema.nullable() });
export type CreatedOrderDto = z.infer<typeof createdOrderSchema>;

/** One step of an order's history, oldest first: the status it entered, when, and why. */
export const orderEventSchema = z.object({
  status: orderStatusSchema,
  note: z.string().nullable(),
  at: z.string(),
});
export type OrderEventDto = z.infer<typeof orderEventSchema>;

/**
 * A captured payment the order could not take (it came after the order stopped taking payments, the order was
 * already paid, the amount was wrong, or it was refunded at the gateway): it is refunded, never kept.
 */
export const lateRefundSchema = z.object({
  /** The gateway's payment id. */
  paymentReference: z.string(),
  /** Rupees. */
  amount: z.number(),
  reason: z.string(),
  /** 'pending' while the gateway has not confirmed the refund yet (asked again by the server). */
  status: z.enum(['pending', 'refunded']),
  refundReference: z.string().nullable(),
  /** When the server saw the payment. */
  paidAt: z.string(),
  refundedAt: z.string().nullable(),
});
export type LateRefundDto = z.infer<typeof lateRefundSchema>;

/** GET /orders/{id}: the order with its history (every status change, in order) and any late refunds. */
export const orderDetailSchema = orderSchema.extend({
  events: z.array(orderEventSchema),
  lateRefunds: z.array(lateRefundSchema).optional(),
});
export type OrderDetailDto = z.infer<typeof orderDetailSchema>;

export const ORDER_PAGE_DEFAULT = 20;
export const ORDER_PAGE_MAX = 100;

/** Opaque keyset cursor: base64url text, produced by the server. */
const cursorSchema = z
  .string()
  .max(200, 'is not valid')
  .regex(/^[A-Za-z0-9_-]+$/, 'is not valid');

export const orderListQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  limit: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(ORDER_PAGE_MAX, `must be at most ${ORDER_PAGE_MAX}`)
    .default(ORDER_PAGE_DEFAULT),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderPageSchema = z.object({
  orders: z.array(orderSchema),
  /** Pass as `cursor` to get the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

/** A real calendar date: '2026-02-31' is refused rather than read as 3 March. */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((day) => {
    const at = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
  }, 'is not a valid date');

/** A service type filter: letters only (a NUL byte or other control character never reaches the database). */
const typeFilter = z
  .string()
  .trim()
  .toUpperCase()
  .max(20)
  .regex(/^[A-Z_]*$/, 'must be a service type such as MOBILE or ELECTRICITY');

/** GET /admin/orders: every filter optional; dates are India dates, both ends inclusive. */
export const adminOrderListQuerySchema = orderListQuerySchema.extend({
  /** The read `type` (display type: MOBILE, DATACARD, GAS, CYLINDER, ...), case-insensitive. */
  type: typeFilter.optional(),
  /** The type as sent on creation (MOBILE covers data cards, GAS covers cylinders). */
  orderType: typeFilter.optional(),
  status: orderStatusSchema.optional(),
  /** How the order was paid (UPI, CARD, NETBANKING, WALLET), case-insensitive. */
  paymentMethod: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(PAYMENT_METHODS, 'must be one of UPI, CARD, NETBANKING, WALLET'))
    .optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  /** The customer's email, matched exactly (case-insensitive). */
  email: z
    .string()
    .trim()
    .max(254)
    .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters')
    .optional(),
  /** 123 or ORDID00123. */
  orderId: z
    .string()
    .trim()
    .regex(/^(?:ORDID00)?\d{1,15}$/i, 'must be an order number like 123 or ORDID00123')
    .optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const orderIdParamsSchema = z.object({
  id: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .positive('must be positive')
    .max(Number.MAX_SAFE_INTEGER),
});

/** POST /recharges/by-customerId */
export const byCustomerBodySchema = z.object({
  customerId: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .positive('must be positive')
    .max(2_147_483_647),
});
