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
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const RAZORPAY_DEFAULT_API_URL = 'https://api.razorpay.com/v1';
export const RAZORPAY_DEFAULT_TIMEOUT_MS = 10_000;
/** The header a webhook's signature arrives in (HTTP headers are case-insensitive; Node lower-cases them). */
export const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';
/** Razorpay's id of a webhook delivery; a repeated delivery carries the same id. */
export const RAZORPAY_EVENT_ID_HEADER = 'x-razorpay-event-id';
/** Razorpay's limit on an order's receipt. */
export const RAZORPAY_RECEIPT_MAX_LENGTH = 40;

// ---------------------------------------------------------------------------------------------------------------
// Entities, as documented (only the fields this application may use are typed; Razorpay sends more).

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

// ---------------------------------------------------------------------------------------------------------------
// Errors

interface RazorpayErrorFields {
  operation: string;
  status?: number;
  detail?: RazorpayErrorDetail;
  cause?: unknown;
}

export class RazorpayError extends Error {
  /** True when asking again later may succeed (the order is left for the sweeper). */
  readonly retryable: boolean;
  /** e.g. `POST /orders`. */
  readonly operation: string;
  /** The HTTP status, when Razorpay answered. */
  readonly status: number | undefined;
  /** Razorpay's error object, when it sent one. */
  readonly detail: RazorpayErrorDetail | undefined;

  protected constructor(message: string, fields: RazorpayErrorFields, retryable: boolean) {
    super(message, fields.cause === undefined ? undefined : { cause: fields.cause });
    this.name = new.target.name;
    this.retryable = retryable;
    this.operation = fields.operation;
    this.status = fields.status;
    this.detail = fields.detail;
  }
}

/** 401: the key id or secret is wrong (or a test key is used in live mode). Not retryable: fix the configuration. */
export class RazorpayAuthError extends RazorpayError {
  constructor(message: string, fields: RazorpayErrorFields) {
    super(message, fields, false);
  }
}

/** Razorpay refused the request (4xx other than 401/408/409/429); `detail.description` says why. Not retryable. */
export class RazorpayRequestError extends RazorpayError {
  constructor(message: string, fields: RazorpayErrorFields) {
    super(message, fields, false);
  }
}

/** 5xx, 408, 409, 429, a network failure or no answer in time. Retryable: the outcome of a POST is unknown. */
export class RazorpayUnavailableError extends RazorpayError {
  constructor(message: string, fields: RazorpayErrorFields) {
    super(message, fields, true);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Signatures

const hmacHex = (secret: string, message: string | Uint8Array) =>
  createHmac('sha256', secret).update(message).digest('hex');

const requireSecret = (secret: string, what: string) => {
  if (typeof secret !== 'string' || secret.length === 0) {
    // An empty HMAC key is a key everyone knows: refuse instead of accepting forged signatures.
    throw new TypeError(`The Razorpay ${what} is not configured.`);
  }
};

/** Constant-time comparison of two hex signatures; false (never an exception) for anything malformed. */
function sameSignature(expectedHex: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Razorpay's payment signature: hex HMAC-SHA256 of `orderId|paymentId` keyed with the key secret. */
export function signPayment(input: { orderId: string; paymentId: string; keySecret: string }): string {
  requireSecret(input.keySecret, 'key secret');
  return hmacHex(input.keySecret, `${input.orderId}|${input.paymentId}`);
}

/**
 * Checks the `razorpay_signature` Checkout hands the customer's browser. Use the order id stored on our side,
 * never one taken from the same request.
 */
export function verifyPaymentSignature(input: {
  orderId: string;
  paymentId: string;
  signature: unknown;
  keySecret: string;
}): boolean {
  return sameSignature(signPayment(input), input.signature);
}

/** Razorpay's webhook signature: hex HMAC-SHA256 of the raw body keyed with the webhook secret. */
export function signWebhook(input: { rawBody: string | Uint8Array; webhookSecret: string }): string {
  requireSecret(input.webhookSecret, 'webhook secret');
  return hmacHex(input.webhookSecret, input.rawBody);
}

/** Checks `X-Razorpay-Signature` against the raw body exactly as received (never re-serialised JSON). */
export function verifyWebhookSignature(input: {
  rawBody: string | Uint8Array;
  signature: unknown;
  webhookSecret: string;
}): boolean {
  return sameSignature(signWebhook(input), input.signature);
}

// ---------------------------------------------------------------------------------------------------------------
// The client

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

export interface RefundOnceResult {
  refund: RazorpayRefund;
  /** False when an existing refund was reused (this call, or an earlier one, already gave the money back). */
  created: boolean;
}

const ORDER_ID = /^order_[A-Za-z0-9]+$/;
const PAYMENT_ID = /^pay_[A-Za-z0-9]+$/;
const REFUND_ID = /^rfnd_[A-Za-z0-9]+$/;
const RETRYABLE_STATUSES = new Set([408, 409, 429]);
/** `GET /payments` answers at most 100 payments a page (Razorpay's maximum `count`). */
const PAYMENTS_PAGE = 100;
/** A bound on the pages one reconciliation reads (100,000 payments): never an endless loop. */
const PAYMENTS_MAX_SKIP = 100_000;

/** Idempotency key of the refund of one payment for one receipt; a new key only after a refund failed. */
export function refundIdempotencyKey(paymentId: string, receipt: string, failedBefore = 0): string {
  const digest = createHash('sha256').update(`${paymentId}|${receipt}|${failedBefore}`).digest('hex');
  return `rfnd_${digest.slice(0, 32)}`;
}

export class RazorpayClient {
  readonly keyId: string;
  readonly baseUrl: string;
  readonly timeoutMs: number;
  // Private fields: not enumerable, not shown by console.log / util.inspect / JSON.stringify.
  readonly #keySecret: string;
  readonly #authorization: string;
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
    this.#authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
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
    return this.#request<RazorpayOrder>('POST', '/orders', body);
  }

  /** `GET /orders/:id` */
  async fetchOrder(orderId: string): Promise<RazorpayOrder> {
    const path = `/orders/${checkId(orderId, ORDER_ID, 'order', 'GET /orders/:id')}`;
    return this.#request<RazorpayOrder>('GET', path);
  }

  /** `GET /orders/:id/payments`: every attempt on the order (authorized, captured, failed, ...), as Razorpay lists them. */
  async fetchOrderPayments(orderId: string): Promise<RazorpayPayment[]> {
    const path = `/orders/${checkId(orderId, ORDER_ID, 'order', 'GET /orders/:id/payments')}/payments`;
    const collection = await this.#request<RazorpayCollection<RazorpayPayment>>('GET', path);
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
        await this.#request<RazorpayCollection<RazorpayPayment>>('GET', path),
        'GET /payments',
      );
      all.push(...page);
      if (page.length < PAYMENTS_PAGE || skip >= PAYMENTS_MAX_SKIP) return all;
    }
  }

  /** `GET /payments/:id` */
  async fetchPayment(paymentId: string): Promise<RazorpayPayment> {
    const path = `/payments/${checkId(paymentId, PAYMENT_ID, 'payment', 'GET /payments/:id')}`;
    return this.#request<RazorpayPayment>('GET', path);
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
    const path = `/payments/${checkId(paymentId, PAYMENT_ID, 'payment', 'POST /payments/:id/capture')}/capture`;
    requirePaise(amountPaise, `POST ${path}`);
    try {
      return await this.#request<RazorpayPayment>('POST', path, { amount: amountPaise, currency });
    } catch (error) {
      if (!(error instanceof RazorpayRequestError)) throw error;
      const payment = await this.fetchPayment(paymentId);
      if (payment.captured && payment.amount === amountPaise) return payment;
      throw error;
    }
  }

  /** `GET /payments/:id/refunds` (up to 100, the most a page holds). */
  async fetchRefunds(paymentId: string): Promise<RazorpayRefund[]> {
    const path = `/payments/${checkId(paymentId, PAYMENT_ID, 'payment', 'GET /payments/:id/refunds')}/refunds`;
    const collection = await this.#request<RazorpayCollection<RazorpayRefund>>('GET', `${path}?count=100`);
    return itemsOf(collection, `GET ${path}`);
  }

  /**
   * `GET /payments/:id/refunds/:refund_id` ("Fetch a Specific Refund for a Payment"):
   * https://razorpay.com/docs/api/refunds/fetch-specific-refund-payment
   */
  async fetchRefund(paymentId: string, refundId: string): Promise<RazorpayRefund> {
    const operation = 'GET /payments/:id/refunds/:refund_id';
    const path = `/payments/${checkId(paymentId, PAYMENT_ID, 'payment', operation)}/refunds/${checkId(refundId, REFUND_ID, 'refund', operation)}`;
    return this.#request<RazorpayRefund>('GET', path);
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
    const path = `/payments/${checkId(paymentId, PAYMENT_ID, 'payment', 'POST /payments/:id/refund')}/refund`;
    requirePaise(amountPaise, `POST ${path}`);
    if (!receipt) throw new TypeError('refundOnce needs a receipt (our reference of the refund).');

    const refunds = await this.fetchRefunds(paymentId);
    const live = refunds.filter((r) => r.status !== 'failed');
    const existing = live.find((r) => r.receipt === receipt) ?? live.find((r) => r.amount >= amountPaise);
    if (existing) return { refund: existing, created: false };

    const failedBefore = refunds.filter((r) => r.status === 'failed' && r.receipt === receipt).length;
    const refund = await this.#request<RazorpayRefund>(
      'POST',
      path,
      { amount: amountPaise, receipt, speed: 'normal' },
      { 'x-refund-idempotency': refundIdempotencyKey(paymentId, receipt, failedBefore) },
    );
    return { refund, created: true };
  }

  /** Checks a Checkout payment signature with this client's key secret. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: unknown }): boolean {
    return verifyPaymentSignature({ ...input, keySecret: this.#keySecret });
  }

  async #request<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extraHeaders?: Record<string, string>,
  ): Promise<T> {
    const operation = `${method} ${path.split('?')[0]}`;
    const headers: Record<string, string> = {
      authorization: this.#authorization,
      accept: 'application/json',
      ...extraHeaders,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';

    let status: number;
    let text: string;
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (cause) {
      const timedOut =
        cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
      const message = timedOut
        ? `Razorpay did not answer ${operation} within ${this.timeoutMs} ms; try again later.`
        : `Razorpay could not be reached for ${operation} (${this.#redact(describe(cause))}); try again later.`;
      throw new RazorpayUnavailableError(message, { operation, cause });
    }

    const parsed = parseJson(text);
    if (status >= 200 && status < 300) {
      if (parsed === undefined || parsed === null || typeof parsed !== 'object') {
        throw new RazorpayUnavailableError(
          `Razorpay answered ${operation} with HTTP ${status} and a body that is not JSON; try again later.`,
          { operation, status },
        );
      }
      return parsed as T;
    }

    const detail = this.#detailOf(parsed);
    const said = detail ? `: ${detail.description}` : '';
    if (status === 401) {
      throw new RazorpayAuthError(
        `Razorpay rejected the key id/secret (HTTP 401 on ${operation}, key id ${this.keyId})${said}. ` +
          'Check RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (test keys only work in test mode).',
        { operation, status, detail },
      );
    }
    if (status >= 500 || RETRYABLE_STATUSES.has(status)) {
      throw new RazorpayUnavailableError(
        `Razorpay is unavailable for ${operation} (HTTP ${status}${detail ? ` ${detail.code}` : ''})${said}; try again later.`,
        { operation, status, detail },
      );
    }
    throw new RazorpayRequestError(
      `Razorpay refused ${operation} (HTTP ${status}${detail ? ` ${detail.code}` : ''})${said || ': no error description'}`,
      { operation, status, detail },
    );
  }

  /** Razorpay's error object, with anything that happens to contain the key secret blanked out. */
  #detailOf(parsed: unknown): RazorpayErrorDetail | undefined {
    if (!parsed || typeof parsed !== 'object' || !('error' in parsed)) return undefined;
    const error = (parsed as { error: unknown }).error;
    if (!error || typeof error !== 'object') return undefined;
    const raw = error as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? this.#redact(value) : null);
    return {
      code: text(raw.code) ?? 'UNKNOWN_ERROR',
      description: text(raw.description) ?? '',
      source: text(raw.source),
      step: text(raw.step),
      reason: text(raw.reason),
      field: text(raw.field),
      metadata:
        raw.metadata && typeof raw.metadata === 'object' ? (raw.metadata as Record<string, unknown>) : {},
    };
  }

  #redact(text: string): string {
    return text.split(this.#keySecret).join('[redacted]');
  }
}

function requirePaise(amount: number, operation: string) {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RazorpayRequestError(`${operation}: the amount must be a positive whole number of paise.`, {
      operation,
    });
  }
}

/** Ids go into the URL path: only Razorpay's own id shape is let through (no `/`, `..`, `?`). */
function checkId(id: string, shape: RegExp, kind: string, operation: string): string {
  if (typeof id !== 'string' || !shape.test(id)) {
    throw new RazorpayRequestError(
      `${operation}: ${JSON.stringify(String(id).slice(0, 40))} is not a Razorpay ${kind} id.`,
      { operation },
    );
  }
  return id;
}

function itemsOf<T>(collection: RazorpayCollection<T>, operation: string): T[] {
  if (!Array.isArray(collection.items)) {
    throw new RazorpayUnavailableError(`Razorpay answered ${operation} without a list of items.`, {
      operation,
    });
  }
  return collection.items;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function describe(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const inner = cause.cause instanceof Error ? cause.cause : undefined;
  const code = inner && 'code' in inner && typeof inner.code === 'string' ? inner.code : undefined;
  return code ? `${cause.message}: ${code}` : inner ? `${cause.message}: ${inner.message}` : cause.message;
}
