/**
 * A small typed client of Razorpay's REST API v1 (plain `fetch`, HTTP basic auth with key id : key secret), and
 * the two Razorpay signatures (payment and webhook). It is the transport a Razorpay PaymentGateway adapter is
 * built on; it knows nothing of our orders.
 *
 * Written from Razorpay's documentation (read 2026):
 * - Authentication (basic auth, `Authorization: Basic base64(key_id:key_secret)`):
 *   https://razorpay.com/docs/api/authentication/
 * - Create an order (`POST /v1/orders`, amount in paise, receipt at most 40 characters, notes at most 15 pairs):
 *   https://razorpay.com/docs/api/orders/create ; order states created → attempted → paid:
 *   https://razorpay.com/docs/payments/orders
 * - Fetch payments for an order (`GET /v1/orders/:id/payments`, a collection of payment entities):
 *   https://razorpay.com/docs/api/orders/fetch-payments
 * - Fetch a payment (`GET /v1/payments/:id`): https://razorpay.com/docs/api/payments/fetch-with-id
 * - Capture a payment (`POST /v1/payments/:id/capture` with amount and currency; only an `authorized` payment):
 *   https://razorpay.com/docs/api/payments/capture
 * - Create a normal refund (`POST /v1/payments/:id/refund`, errors "The refund amount provided is greater than
 *   amount captured", "The payment has been fully refunded already"): https://razorpay.com/docs/api/refunds/create-normal
 *   and the idempotent form (header `X-Refund-Idempotency`, at least 10 characters of letters, digits, `-`, `_`;
 *   the same key with another body is a 400, a request while the first is still processed a 409):
 *   https://razorpay.com/docs/api/refunds/normal-refunds-idempotent
 * - Fetch multiple refunds for a payment (`GET /v1/payments/:id/refunds`, last 10 unless `count`):
 *   https://razorpay.com/docs/api/refunds/fetch-multiple-refund-payment ; refund entity and states
 *   (pending, processed, failed): https://razorpay.com/docs/api/refunds/entity
 * - Errors (`{ "error": { code, description, source, step, reason, metadata, field } }`; an invalid key or secret
 *   is "The api key provided is invalid"): https://razorpay.com/docs/errors and https://razorpay.com/docs/errors/common
 * - Retries and idempotency (retry an order with the same receipt, a refund with the same idempotency key):
 *   https://razorpay.com/docs/payments/payment-gateway/s2s-integration/test-s2s/best-practices/retries-and-idempotency
 * - Signatures: payment = hex HMAC-SHA256 of `order_id + "|" + razorpay_payment_id` keyed with the key secret;
 *   webhook = hex HMAC-SHA256 of the raw body keyed with the webhook secret, in `X-Razorpay-Signature`:
 *   https://razorpay.com/docs/payments/payment-gateway/s2s-integration/test-s2s/best-practices/security and
 *   https://razorpay.com/docs/webhooks/integrations/ (the official razorpay-node SDK compares the raw HMAC bytes
 *   with timingSafeEqual after a length check, as done here).
 *
 * Errors: 401 → RazorpayAuthError (fix the configuration); other 4xx → RazorpayRequestError with Razorpay's
 * description; 5xx, 408/409/429, a network failure or no answer within the timeout → RazorpayUnavailableError,
 * `retryable: true` (the outcome of a POST is unknown: leave the order to the sweeper, which asks again). The key
 * secret is never logged, never part of a message, and not an enumerable property of the client.
 */
import type { RazorpayCollection, RazorpayOrder, RazorpayPayment, RazorpayRefund } from './razorpay-entities';
import { RazorpayRequestError } from './razorpay-errors';
import {
  checkId,
  itemsOf,
  ORDER_ID,
  PAYMENT_ID,
  REFUND_ID,
  requestRazorpay,
  requirePaise,
  type RazorpayConnection,
  type RazorpayRequest,
} from './razorpay-http';
import { refundIdempotencyKey, type RefundOnceResult } from './razorpay-refunds';
import { requireSecret, verifyPaymentSignature } from './razorpay-signatures';

export type {
  RazorpayCollection,
  RazorpayErrorDetail,
  RazorpayNotes,
  RazorpayOrder,
  RazorpayOrderStatus,
  RazorpayPayment,
  RazorpayPaymentMethod,
  RazorpayPaymentStatus,
  RazorpayRefund,
  RazorpayRefundStatus,
  RazorpayWebhookEvent,
} from './razorpay-entities';
export {
  RazorpayAuthError,
  RazorpayError,
  RazorpayRequestError,
  RazorpayUnavailableError,
} from './razorpay-errors';
export { refundIdempotencyKey, type RefundOnceResult } from './razorpay-refunds';
export {
  signPayment,
  signWebhook,
  verifyPaymentSignature,
  verifyWebhookSignature,
} from './razorpay-signatures';

export const RAZORPAY_DEFAULT_API_URL = 'https://api.razorpay.com/v1';
export const RAZORPAY_DEFAULT_TIMEOUT_MS = 10_000;
/** The header a webhook's signature arrives in (HTTP headers are case-insensitive; Node lower-cases them). */
export const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';
/** Razorpay's id of a webhook delivery; a repeated delivery carries the same id. */
export const RAZORPAY_EVENT_ID_HEADER = 'x-razorpay-event-id';
/** Razorpay's limit on an order's receipt. */
export const RAZORPAY_RECEIPT_MAX_LENGTH = 40;

export interface RazorpayClientOptions {
  keyId: string;
  keySecret: string;
  /** Default https://api.razorpay.com/v1 (RAZORPAY_API_URL lets tests point at a local fake). */
  baseUrl?: string;
  /** Per request, including reading the body. Default 10 s. */
  timeoutMs?: number;
}

export interface CreateOrderInput {
  amountPaise: number;
  currency: 'INR';
  /** Our reference for the order (at most 40 characters), e.g. our order id. */
  receipt: string;
  notes?: Record<string, string>;
  /**
   * Sends `unique_receipt: true`, documented on the retries-and-idempotency page to make a retried create with the
   * same receipt return the first order. Off by default: confirm it on the account before relying on it.
   */
  uniqueReceipt?: boolean;
}

/** `GET /payments` answers at most 100 payments a page (Razorpay's maximum `count`). */
const PAYMENTS_PAGE = 100;
/** A bound on the pages one reconciliation reads (100,000 payments): never an endless loop. */
const PAYMENTS_MAX_SKIP = 100_000;

export class RazorpayClient {
  readonly keyId: string;
  readonly baseUrl: string;
  readonly timeoutMs: number;
  // Private fields: not enumerable, not shown by console.log / util.inspect / JSON.stringify.
  readonly #keySecret: string;
  readonly #connection: RazorpayConnection;
  readonly #refundsInFlight = new Map<string, Promise<RefundOnceResult>>();

  constructor(options: RazorpayClientOptions) {
    if (!options.keyId) throw new TypeError('The Razorpay key id is not configured.');
    requireSecret(options.keySecret, 'key secret');
    const base = new URL(options.baseUrl ?? RAZORPAY_DEFAULT_API_URL);
    if (base.protocol !== 'https:' && base.protocol !== 'http:') {
      throw new TypeError('The Razorpay API URL must be an http(s) URL.');
    }
    if (base.username || base.password) {
      throw new TypeError('The Razorpay API URL must not contain credentials; use the key id and secret.');
    }
    this.keyId = options.keyId;
    this.baseUrl = base.href.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? RAZORPAY_DEFAULT_TIMEOUT_MS;
    this.#keySecret = options.keySecret;
    const keySecret = options.keySecret;
    this.#connection = {
      baseUrl: this.baseUrl,
      timeoutMs: this.timeoutMs,
      keyId: this.keyId,
      authorization: `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`,
      redact: (text) => text.split(keySecret).join('[redacted]'),
    };
  }

  /** `POST /orders`: the Razorpay order the customer pays in Checkout. */
  async createOrder(input: CreateOrderInput): Promise<RazorpayOrder> {
    requirePaise(input.amountPaise, 'POST /orders');
    const body: Record<string, unknown> = {
      amount: input.amountPaise,
      currency: input.currency,
      receipt: input.receipt,
    };
    if (input.notes) body.notes = input.notes;
    if (input.uniqueReceipt) body.unique_receipt = true;
    return this.#request<RazorpayOrder>({ method: 'POST', path: '/orders', body });
  }

  /** `GET /orders/:id` */
  async fetchOrder(orderId: string): Promise<RazorpayOrder> {
    const path = `/orders/${checkId(orderId, { shape: ORDER_ID, kind: 'order', operation: 'GET /orders/:id' })}`;
    return this.#request<RazorpayOrder>({ method: 'GET', path });
  }

  /** `GET /orders/:id/payments`: every attempt on the order (authorized, captured, failed, ...), as Razorpay lists them. */
  async fetchOrderPayments(orderId: string): Promise<RazorpayPayment[]> {
    const path = `/orders/${checkId(orderId, { shape: ORDER_ID, kind: 'order', operation: 'GET /orders/:id/payments' })}/payments`;
    const collection = await this.#request<RazorpayCollection<RazorpayPayment>>({ method: 'GET', path });
    return itemsOf(collection, `GET ${path}`);
  }

  /**
   * `GET /payments?from&to&count=100&skip=N`: every payment created in the window (Unix seconds, `to` inclusive
   * at Razorpay), page after page of 100 (Razorpay's maximum count) until a short page.
   */
  async fetchPayments(from: Date, to: Date): Promise<RazorpayPayment[]> {
    const all: RazorpayPayment[] = [];
    const fromSeconds = Math.floor(from.getTime() / 1000);
    const toSeconds = Math.floor(to.getTime() / 1000);
    for (let skip = 0; ; skip += PAYMENTS_PAGE) {
      const path = `/payments?from=${fromSeconds}&to=${toSeconds}&count=${PAYMENTS_PAGE}&skip=${skip}`;
      const page = itemsOf(
        await this.#request<RazorpayCollection<RazorpayPayment>>({ method: 'GET', path }),
        'GET /payments',
      );
      all.push(...page);
      if (page.length < PAYMENTS_PAGE || skip >= PAYMENTS_MAX_SKIP) return all;
    }
  }

  /** `GET /payments/:id` */
  async fetchPayment(paymentId: string): Promise<RazorpayPayment> {
    const path = `/payments/${checkId(paymentId, { shape: PAYMENT_ID, kind: 'payment', operation: 'GET /payments/:id' })}`;
    return this.#request<RazorpayPayment>({ method: 'GET', path });
  }

  /**
   * `POST /payments/:id/capture` for an `authorized` payment (when auto-capture is off). Asking again is safe: when
   * Razorpay refuses because the payment is no longer `authorized`, a payment already captured for this amount is
   * returned as it is.
   */
  async capturePayment(
    paymentId: string,
    amountPaise: number,
    currency: 'INR' = 'INR',
  ): Promise<RazorpayPayment> {
    const path = `/payments/${checkId(paymentId, { shape: PAYMENT_ID, kind: 'payment', operation: 'POST /payments/:id/capture' })}/capture`;
    requirePaise(amountPaise, `POST ${path}`);
    try {
      return await this.#request<RazorpayPayment>({
        method: 'POST',
        path,
        body: { amount: amountPaise, currency },
      });
    } catch (error) {
      if (!(error instanceof RazorpayRequestError)) throw error;
      const payment = await this.fetchPayment(paymentId);
      if (payment.captured && payment.amount === amountPaise) return payment;
      throw error;
    }
  }

  /** `GET /payments/:id/refunds` (up to 100, the most a page holds). */
  async fetchRefunds(paymentId: string): Promise<RazorpayRefund[]> {
    const path = `/payments/${checkId(paymentId, { shape: PAYMENT_ID, kind: 'payment', operation: 'GET /payments/:id/refunds' })}/refunds`;
    const collection = await this.#request<RazorpayCollection<RazorpayRefund>>({
      method: 'GET',
      path: `${path}?count=100`,
    });
    return itemsOf(collection, `GET ${path}`);
  }

  /**
   * `GET /payments/:id/refunds/:refund_id` ("Fetch a Specific Refund for a Payment"):
   * https://razorpay.com/docs/api/refunds/fetch-specific-refund-payment
   */
  async fetchRefund(paymentId: string, refundId: string): Promise<RazorpayRefund> {
    const operation = 'GET /payments/:id/refunds/:refund_id';
    const path = `/payments/${checkId(paymentId, { shape: PAYMENT_ID, kind: 'payment', operation })}/refunds/${checkId(refundId, { shape: REFUND_ID, kind: 'refund', operation })}`;
    return this.#request<RazorpayRefund>({ method: 'GET', path });
  }

  /**
   * Refunds `amountPaise` of a captured payment at most once for `receipt` (our reference, e.g. the order id):
   * 1. an existing refund of the payment that is not `failed` and has the same receipt, or covers the amount
   *    (e.g. given back from the Dashboard), is returned (`created: false`);
   * 2. otherwise `POST /payments/:id/refund` with `{ amount, receipt, speed: 'normal' }` and an
   *    `X-Refund-Idempotency` key derived from the payment and receipt, so a POST whose answer was lost, or one
   *    racing from another server, cannot create a second refund (Razorpay answers the first refund, or 409 while
   *    it is still processing it: RazorpayUnavailableError, ask again later).
   * Concurrent calls in this process for the same payment and receipt share one request.
   */
  refundOnce(paymentId: string, amountPaise: number, receipt: string): Promise<RefundOnceResult> {
    const key = `${paymentId}|${receipt}`;
    const running = this.#refundsInFlight.get(key);
    if (running) return running;
    const attempt = this.#refundOnce(paymentId, amountPaise, receipt).finally(() => {
      this.#refundsInFlight.delete(key);
    });
    this.#refundsInFlight.set(key, attempt);
    return attempt;
  }

  async #refundOnce(paymentId: string, amountPaise: number, receipt: string): Promise<RefundOnceResult> {
    const path = `/payments/${checkId(paymentId, { shape: PAYMENT_ID, kind: 'payment', operation: 'POST /payments/:id/refund' })}/refund`;
    requirePaise(amountPaise, `POST ${path}`);
    if (!receipt) throw new TypeError('refundOnce needs a receipt (our reference of the refund).');

    const refunds = await this.fetchRefunds(paymentId);
    const live = refunds.filter((r) => r.status !== 'failed');
    const existing = live.find((r) => r.receipt === receipt) ?? live.find((r) => r.amount >= amountPaise);
    if (existing) return { refund: existing, created: false };

    const failedBefore = refunds.filter((r) => r.status === 'failed' && r.receipt === receipt).length;
    const refund = await this.#request<RazorpayRefund>({
      method: 'POST',
      path,
      body: { amount: amountPaise, receipt, speed: 'normal' },
      extraHeaders: { 'x-refund-idempotency': refundIdempotencyKey(paymentId, receipt, failedBefore) },
    });
    return { refund, created: true };
  }

  /** Checks a Checkout payment signature with this client's key secret. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: unknown }): boolean {
    return verifyPaymentSignature({ ...input, keySecret: this.#keySecret });
  }

  #request<T>(request: RazorpayRequest): Promise<T> {
    return requestRazorpay<T>(this.#connection, request);
  }
}
