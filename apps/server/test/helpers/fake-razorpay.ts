/**
 * A local fake of the parts of Razorpay's REST API v1 PayWise uses, on 127.0.0.1 and a random port, built from
 * the documentation the client follows (see the header of src/adapters/payment-gateway/razorpay-client.ts):
 * basic auth (a wrong key id or secret is 401 "The api key provided is invalid"), orders, an order's payments,
 * payments, capture, refunds (with `X-Refund-Idempotency`) and the documented error body
 * `{ "error": { code, description, source, step, reason, metadata, field } }`.
 *
 * State lives in memory. Tests drive what the customer would do in Checkout with `pay()`, sign what Checkout and
 * webhooks would send with `checkoutResponse()` / `webhook()`, and inject faults with `setFault()` (an HTTP status
 * such as 502 or 503, a connection reset, or no answer at all; before or after the request took effect).
 *
 * Wording the documentation does not give (marked "fake's wording" below) is this fake's own; the client never
 * depends on a description's text, only on the status code.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import {
  signPayment,
  signWebhook,
  type RazorpayErrorDetail,
  type RazorpayOrder,
  type RazorpayPayment,
  type RazorpayPaymentMethod,
  type RazorpayRefund,
} from '../../src/adapters/payment-gateway/razorpay-client';

export interface FakeRazorpayOptions {
  /** The port to listen on (127.0.0.1); a free one when absent. */
  port?: number;
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
}

/** Which requests a fault hits, as `METHOD /template`, e.g. `POST /payments/:id/refund`; all when absent. */
type FaultTarget = { route?: string; times?: number };

export type FakeFault =
  /** Answer this status (502, 503, 500, 429, ...) with Razorpay's error body, or an HTML page as a proxy would. */
  | (FaultTarget & { kind: 'status'; status: number; html?: boolean; afterProcessing?: boolean })
  /** Never answer (the client's timeout must fire). */
  | (FaultTarget & { kind: 'hang'; afterProcessing?: boolean })
  /** Drop the connection without an answer. */
  | (FaultTarget & { kind: 'reset'; afterProcessing?: boolean });

export interface FakeRequestLog {
  method: string;
  route: string;
  path: string;
  status: number | 'hang' | 'reset';
}

export type PayOutcome = 'captured' | 'authorized' | 'failed';

export interface PayOptions {
  outcome: PayOutcome;
  method?: RazorpayPaymentMethod;
  /** Paise; the order's amount when absent. */
  amount?: number;
  /** For a failed payment: Razorpay's error fields as Checkout reports them. */
  error?: { code?: string; description?: string; source?: string; step?: string; reason?: string };
}

export type FakeWebhookEvent =
  'payment.captured' | 'payment.failed' | 'order.paid' | 'refund.processed' | 'refund.failed';

interface Answer {
  status: number;
  body: unknown;
}

const now = () => Math.floor(Date.now() / 1000);
const ALPHANUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay-shaped ids: a prefix and 14 letters/digits, e.g. `order_DaaS6LOUAASb7Y`. */
const newId = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(14), (b) => ALPHANUM[b % ALPHANUM.length]).join('')}`;

const errorBody = (detail: RazorpayErrorDetail) => ({ error: { metadata: {}, ...detail } });

/** The body of a documented input validation failure (HTTP 400). */
const badRequest = (description: string, field?: string): Answer => ({
  status: 400,
  body: errorBody({
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    ...(field ? { field } : {}),
  }),
});

const notFound = () => badRequest('The id provided does not exist');

/** Documented in "Common Errors": HTTP 401 for a wrong key id or secret. */
const unauthorized: Answer = {
  status: 401,
  body: errorBody({
    code: 'BAD_REQUEST_ERROR',
    description: 'The api key provided is invalid',
    source: 'NA',
    step: 'NA',
    reason: 'NA',
  }),
};

const extraFields = (body: Record<string, unknown>, allowed: string[]): Answer | undefined => {
  const extra = Object.keys(body).filter((k) => !allowed.includes(k));
  return extra.length
    ? badRequest(`${extra.join(', ')} is/are not required and should not be sent`, extra[0])
    : undefined;
};

const isPaise = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

export async function startFakeRazorpay(options: FakeRazorpayOptions = {}) {
  const keyId = options.keyId ?? 'rzp_test_FakeKeyId0001';
  const keySecret = options.keySecret ?? `fake-secret-${randomUUID()}`;
  const webhookSecret = options.webhookSecret ?? `fake-webhook-secret-${randomUUID()}`;
  const expectedAuthorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  const orders = new Map<string, RazorpayOrder>();
  const payments = new Map<string, RazorpayPayment>();
  const refunds = new Map<string, RazorpayRefund>();
  /** X-Refund-Idempotency key → the request it was first used with, and its refund once made. */
  const idempotency = new Map<string, { paymentId: string; body: string; refundId?: string }>();
  const requests: FakeRequestLog[] = [];
  let fault: FakeFault | null = null;
  let faultUses = 0;
  let refundLatencyMs = 0;
  /** The status a new refund starts in ('processed' at once unless a test makes it wait, as a bank may). */
  let newRefundStatus: RazorpayRefund['status'] = 'processed';

  const orderOf = (id: string) => orders.get(id);

  function createOrder(body: Record<string, unknown>): Answer {
    const extra = extraFields(body, [
      'amount',
      'currency',
      'receipt',
      'notes',
      'partial_payment',
      'first_payment_min_amount',
      'unique_receipt',
    ]);
    if (extra) return extra;
    if (body.amount === undefined) return badRequest('The amount field is required.', 'amount');
    if (!isPaise(body.amount)) return badRequest('The amount must be an integer.', 'amount');
    if (body.amount < 100) return badRequest('The amount must be at least INR 1.00', 'amount');
    if (typeof body.currency !== 'string') return badRequest('The currency field is required.', 'currency');
    if (body.currency !== 'INR') return badRequest('Currency is not supported', 'currency'); // fake's wording
    const receipt = body.receipt;
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
      return badRequest('The receipt may not be greater than 40 characters.', 'receipt'); // fake's wording
    }
    const notes = body.notes ?? [];
    if (typeof notes !== 'object' || notes === null || Object.keys(notes).length > 15) {
      return badRequest('Number of fields in notes should be less than or equal to 15', 'notes');
    }
    if (body.unique_receipt === true && typeof receipt === 'string') {
      // Documented (retries and idempotency): a retried create with the same receipt returns the same order.
      const first = [...orders.values()].find((o) => o.receipt === receipt);
      if (first) return { status: 200, body: first };
    }
    const order: RazorpayOrder = {
      id: newId('order'),
      entity: 'order',
      amount: body.amount,
      amount_paid: 0,
      amount_due: body.amount,
      currency: body.currency,
      receipt: typeof receipt === 'string' ? receipt : null,
      status: 'created',
      attempts: 0,
      notes: notes as RazorpayOrder['notes'],
      created_at: now(),
    };
    orders.set(order.id, order);
    return { status: 200, body: order };
  }

  function markPaid(payment: RazorpayPayment) {
    const order = payment.order_id ? orderOf(payment.order_id) : undefined;
    if (!order) return;
    order.status = 'paid';
    order.amount_paid = payment.amount;
    order.amount_due = Math.max(0, order.amount - payment.amount);
  }

  function capture(paymentId: string, body: Record<string, unknown>): Answer {
    const payment = payments.get(paymentId);
    if (!payment) return notFound();
    const extra = extraFields(body, ['amount', 'currency']);
    if (extra) return extra;
    if (!isPaise(body.amount)) return badRequest('The amount must be an integer.', 'amount');
    if (payment.status !== 'authorized') {
      return badRequest('Only payments which have been authorized and not yet captured can be captured');
    }
    if (body.amount !== payment.amount) {
      return badRequest('Capture amount must be equal to the amount authorized', 'amount'); // fake's wording
    }
    if (body.currency !== undefined && body.currency !== payment.currency) {
      return badRequest('The currency should be same as the payment currency', 'currency'); // fake's wording
    }
    payment.status = 'captured';
    payment.captured = true;
    markPaid(payment);
    return { status: 200, body: payment };
  }

  function listRefunds(paymentId: string, query: URLSearchParams): Answer {
    if (!payments.has(paymentId)) return notFound();
    const count = Math.min(100, Math.max(1, Number(query.get('count') ?? 10) || 10));
    const skip = Math.max(0, Number(query.get('skip') ?? 0) || 0);
    const items = [...refunds.values()]
      .filter((r) => r.payment_id === paymentId)
      .reverse() // newest first
      .slice(skip, skip + count);
    return { status: 200, body: { entity: 'collection', count: items.length, items } };
  }

  /** `GET /payments/:id/refunds/:refund_id` ("Fetch a Specific Refund for a Payment"). */
  function fetchRefund(paymentId: string, refundId: string): Answer {
    const found = refunds.get(refundId);
    if (!payments.has(paymentId) || !found || found.payment_id !== paymentId) return notFound();
    return { status: 200, body: found };
  }

  async function refund(
    paymentId: string,
    body: Record<string, unknown>,
    idempotencyKey: string | undefined,
  ): Promise<Answer> {
    const payment = payments.get(paymentId);
    if (!payment) return notFound();
    const extra = extraFields(body, ['amount', 'speed', 'notes', 'receipt']);
    if (extra) return extra;

    if (idempotencyKey !== undefined) {
      if (!/^[A-Za-z0-9_-]{10,}$/.test(idempotencyKey)) {
        // fake's wording; documented: at least 10 characters, letters, digits, hyphens and underscores only
        return badRequest('The idempotency key is invalid.');
      }
      const seen = idempotency.get(idempotencyKey);
      const fingerprint = JSON.stringify(body);
      if (seen) {
        if (seen.paymentId !== paymentId || seen.body !== fingerprint) {
          return {
            status: 400,
            body: errorBody({
              code: 'BAD_REQUEST_ERROR',
              description: 'Different request with the same idempotency key has already been processed.',
              source: 'NA',
              step: 'NA',
              reason: 'NA',
            }),
          };
        }
        if (!seen.refundId) {
          // Documented: 409 Conflict while the first request with this key is still being processed.
          return {
            status: 409,
            body: errorBody({
              code: 'BAD_REQUEST_ERROR',
              description: 'The request with this idempotency key is still being processed.', // fake's wording
              source: 'NA',
              step: 'NA',
              reason: 'NA',
            }),
          };
        }
        return { status: 200, body: refunds.get(seen.refundId) };
      }
      idempotency.set(idempotencyKey, { paymentId, body: fingerprint });
    }

    if (refundLatencyMs > 0) await new Promise((resolve) => setTimeout(resolve, refundLatencyMs));
    const answer = makeRefund(payment, body);
    if (idempotencyKey !== undefined) {
      if (answer.status === 200)
        idempotency.get(idempotencyKey)!.refundId = (answer.body as RazorpayRefund).id;
      else idempotency.delete(idempotencyKey);
    }
    return answer;
  }

  function makeRefund(payment: RazorpayPayment, body: Record<string, unknown>): Answer {
    if (!payment.captured) {
      return badRequest('The payment has not been captured, so it cannot be refunded.'); // fake's wording
    }
    const refundable = payment.amount - payment.amount_refunded;
    if (refundable <= 0) return badRequest('The payment has been fully refunded already');
    const amount = body.amount === undefined ? refundable : body.amount;
    if (!isPaise(amount)) return badRequest('The amount must be an integer.', 'amount');
    if (amount < 100) return badRequest('The amount must be at least INR 1.00', 'amount');
    if (amount > refundable) return badRequest('The refund amount provided is greater than amount captured');
    const speed = body.speed ?? 'normal';
    if (speed !== 'normal' && speed !== 'optimum') {
      return badRequest('The selected speed is invalid.', 'speed'); // fake's wording
    }
    const entity: RazorpayRefund = {
      id: newId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: (body.notes as RazorpayRefund['notes']) ?? [],
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      acquirer_data: { arn: null },
      created_at: now(),
      batch_id: null,
      status: newRefundStatus,
      speed_processed: 'normal',
      speed_requested: speed as string,
    };
    refunds.set(entity.id, entity);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded >= payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    return { status: 200, body: entity };
  }

  /**
   * `GET /payments?from&to&count&skip` ("Fetch All Payments"): newest first, `from`/`to` Unix seconds on
   * created_at (inclusive), `count` 1..100 (default 10), `skip` from 0.
   */
  function listPayments(query: URLSearchParams): Answer {
    const int = (name: string, fallback: number) => {
      const raw = query.get(name);
      return raw === null ? fallback : /^\d+$/.test(raw) ? Number(raw) : NaN;
    };
    const from = int('from', 0);
    const to = int('to', Number.MAX_SAFE_INTEGER);
    const count = int('count', 10);
    const skip = int('skip', 0);
    if (![from, to, count, skip].every(Number.isFinite) || count < 1 || count > 100) {
      return badRequest('The count must be between 1 and 100.');
    }
    const items = [...payments.values()]
      .filter((p) => p.created_at >= from && p.created_at <= to)
      .sort((a, b) => b.created_at - a.created_at)
      .slice(skip, skip + count);
    return { status: 200, body: { entity: 'collection', count: items.length, items } };
  }

  async function route({
    method,
    segments,
    query,
    body,
    headers,
  }: {
    method: string;
    segments: string[];
    query: URLSearchParams;
    body: Record<string, unknown>;
    headers: http.IncomingHttpHeaders;
  }): Promise<Answer> {
    const [resource, id, sub] = segments;
    if (resource === 'orders') {
      if (method === 'POST' && segments.length === 1) return createOrder(body);
      const order = id ? orderOf(id) : undefined;
      if (method === 'GET' && segments.length === 2) return order ? { status: 200, body: order } : notFound();
      if (method === 'GET' && segments.length === 3 && sub === 'payments') {
        if (!order) return notFound();
        const items = [...payments.values()].filter((p) => p.order_id === order.id);
        return { status: 200, body: { entity: 'collection', count: items.length, items } };
      }
    }
    if (resource === 'payments' && segments.length === 1 && method === 'GET') return listPayments(query);
    if (resource === 'payments' && id) {
      if (method === 'GET' && segments.length === 2) {
        const payment = payments.get(id);
        return payment ? { status: 200, body: payment } : notFound();
      }
      if (method === 'POST' && sub === 'capture' && segments.length === 3) return capture(id, body);
      if (method === 'POST' && sub === 'refund' && segments.length === 3) {
        const key = headers['x-refund-idempotency'];
        return refund(id, body, typeof key === 'string' ? key : undefined);
      }
      if (method === 'GET' && sub === 'refunds' && segments.length === 3) return listRefunds(id, query);
      if (method === 'GET' && sub === 'refunds' && segments.length === 4) return fetchRefund(id, segments[3]);
    }
    // Documented in "Common Errors".
    return {
      status: 400,
      body: errorBody({
        code: 'BAD_REQUEST_ERROR',
        description: 'The requested URL was not found on the server.',
        source: 'NA',
        step: 'NA',
        reason: 'NA',
      }),
    };
  }

  /** `POST /payments/:id/refund` for a request to `/v1/payments/pay_X/refund`. */
  const templateOf = (method: string, segments: string[]) =>
    `${method} /${segments.map((s, i) => (i === 1 ? ':id' : i === 3 && segments[2] === 'refunds' ? ':refund_id' : s)).join('/')}`;

  function takeFault(template: string, afterProcessing: boolean): FakeFault | null {
    if (!fault || Boolean(fault.afterProcessing) !== afterProcessing) return null;
    if (fault.route && fault.route !== template) return null;
    const current = fault;
    faultUses += 1;
    if (current.times !== undefined && faultUses >= current.times) fault = null;
    return current;
  }

  const send = (res: http.ServerResponse, answer: Answer) => {
    const text = JSON.stringify(answer.body);
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  };

  /** Applies a fault; returns how the request was (not) answered. */
  function applyFault(
    f: FakeFault,
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ): FakeRequestLog['status'] {
    if (f.kind === 'hang') return 'hang'; // keep the socket open; close() ends it
    if (f.kind === 'reset') {
      req.socket.destroy();
      return 'reset';
    }
    if (f.html) {
      const page = `<html><body><h1>${f.status} Bad Gateway</h1></body></html>`;
      res.writeHead(f.status, { 'content-type': 'text/html' });
      res.end(page);
    } else {
      send(res, {
        status: f.status,
        body: errorBody({
          code: 'SERVER_ERROR',
          description: 'The server encountered an error. The incident has been reported to admins.', // fake's wording
          source: 'NA',
          step: 'NA',
          reason: 'NA',
        }),
      });
    }
    return f.status;
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const segments = url.pathname
      .replace(/^\/v1\/?/, '')
      .split('/')
      .filter(Boolean);
    const template = templateOf(method, segments);
    const log: FakeRequestLog = { method, route: template, path: url.pathname, status: 0 };
    requests.push(log);

    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);

    const early = takeFault(template, false);
    if (early) {
      log.status = applyFault(early, req, res);
      return;
    }
    if (req.headers.authorization !== expectedAuthorization) {
      log.status = unauthorized.status;
      send(res, unauthorized);
      return;
    }
    let body: Record<string, unknown> = {};
    const raw = Buffer.concat(chunks).toString('utf8');
    if (raw.trim() !== '') {
      try {
        const parsed: unknown = JSON.parse(raw);
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
        body = parsed as Record<string, unknown>;
      } catch {
        log.status = 400;
        send(res, badRequest('The request body is not valid JSON.')); // fake's wording
        return;
      }
    }
    const answer = await route({ method, segments, query: url.searchParams, body, headers: req.headers });
    const late = answer.status === 200 ? takeFault(template, true) : null;
    if (late) {
      log.status = applyFault(late, req, res);
      return;
    }
    log.status = answer.status;
    send(res, answer);
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** The base URL to give the client (RAZORPAY_API_URL). */
    url: `http://127.0.0.1:${port}/v1`,
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    refunds,
    /** Every request received, in order, with how it was answered. */
    requests,

    /** The next requests (matching `route`, `times` of them, or all until cleared) meet this fault. */
    setFault(next: FakeFault | null) {
      fault = next;
      faultUses = 0;
    },
    /** How long `POST /payments/:id/refund` takes before the refund exists (a second request meanwhile: 409). */
    setRefundLatency(ms: number) {
      refundLatencyMs = ms;
    },
    /** The status new refunds start in: 'pending' until `settleRefund` (a bank's time), or 'processed' at once. */
    setRefundStatus(status: 'pending' | 'processed') {
      newRefundStatus = status;
    },
    /**
     * A pending refund ends: 'processed', or 'failed' (the money goes back to the merchant: the payment's
     * refunded amount drops again and it is 'captured' once more).
     */
    settleRefund(refundId: string, status: 'processed' | 'failed') {
      const entity = refunds.get(refundId);
      if (!entity) throw new Error(`fake Razorpay: no refund ${refundId}`);
      entity.status = status;
      const payment = payments.get(entity.payment_id);
      if (status === 'failed' && payment) {
        payment.amount_refunded -= entity.amount;
        payment.refund_status = payment.amount_refunded > 0 ? 'partial' : null;
        payment.status = 'captured';
      }
    },
    /** Refund entities made for the payment (never more than one per order, whatever the client does). */
    refundsCreated(paymentId: string): number {
      return [...refunds.values()].filter((r) => r.payment_id === paymentId).length;
    },
    /** How many requests reached `route` (e.g. `POST /payments/:id/refund`). */
    requestCount(routeTemplate: string): number {
      return requests.filter((r) => r.route === routeTemplate).length;
    },

    /** What the customer does in Checkout: a payment attempt on the order. */
    pay(orderId: string, pay: PayOptions): RazorpayPayment {
      const order = orderOf(orderId);
      if (!order) throw new Error(`fake Razorpay: no order ${orderId}`);
      const failed = pay.outcome === 'failed';
      const payment: RazorpayPayment = {
        id: newId('pay'),
        entity: 'payment',
        amount: pay.amount ?? order.amount,
        currency: order.currency,
        status: pay.outcome,
        order_id: order.id,
        method: pay.method ?? 'upi',
        amount_refunded: 0,
        refund_status: null,
        captured: pay.outcome === 'captured',
        description: null,
        email: 'customer@example.com',
        contact: '+919876543210',
        notes: [],
        error_code: failed ? (pay.error?.code ?? 'BAD_REQUEST_ERROR') : null,
        error_description: failed ? (pay.error?.description ?? 'Payment failed') : null,
        error_source: failed ? (pay.error?.source ?? 'customer') : null,
        error_step: failed ? (pay.error?.step ?? 'payment_authentication') : null,
        error_reason: failed ? (pay.error?.reason ?? 'payment_failed') : null,
        created_at: now(),
      };
      payments.set(payment.id, payment);
      order.attempts += 1;
      if (order.status === 'created') order.status = 'attempted';
      if (payment.captured) markPaid(payment);
      return payment;
    },

    /** What Checkout hands the browser after a successful payment (signed with the key secret). */
    checkoutResponse(payment: RazorpayPayment) {
      return {
        razorpay_order_id: payment.order_id!,
        razorpay_payment_id: payment.id,
        razorpay_signature: signPayment({ orderId: payment.order_id!, paymentId: payment.id, keySecret }),
      };
    },

    /** A webhook delivery as Razorpay sends it: the raw body, its `X-Razorpay-Signature` and event id. */
    webhook(event: FakeWebhookEvent, ids: { paymentId: string; refundId?: string }) {
      const payment = payments.get(ids.paymentId);
      if (!payment) throw new Error(`fake Razorpay: no payment ${ids.paymentId}`);
      const payload: Record<string, { entity: unknown }> = { payment: { entity: payment } };
      if (event === 'order.paid' && payment.order_id) payload.order = { entity: orderOf(payment.order_id) };
      if (event === 'refund.processed' || event === 'refund.failed') {
        const refundEntity = ids.refundId ? refunds.get(ids.refundId) : undefined;
        if (!refundEntity) throw new Error(`fake Razorpay: ${event} needs an existing refundId`);
        payload.refund = { entity: refundEntity };
      }
      const rawBody = JSON.stringify({
        entity: 'event',
        account_id: 'acc_FakeAccount0001',
        event,
        contains: Object.keys(payload),
        payload,
        created_at: now(),
      });
      return { rawBody, signature: signWebhook({ rawBody, webhookSecret }), eventId: newId('evt') };
    },

    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;

/** The app's configuration for PAYMENT_GATEWAY=razorpay against this fake: its keys, webhook secret and URL. */
export const razorpayEnv = (fake: FakeRazorpay) => ({
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: fake.keyId,
  RAZORPAY_KEY_SECRET: fake.keySecret,
  RAZORPAY_WEBHOOK_SECRET: fake.webhookSecret,
  RAZORPAY_API_URL: fake.url,
});

/** A webhook delivery as `webhook()` makes one (a test may forge its own). */
export interface WebhookDelivery {
  rawBody: string;
  signature: string;
  eventId: string;
}

/** POST /api/payments/webhook with a delivery: the raw body, its signature and event id headers. */
export const deliverWebhook = (app: FastifyInstance, hook: WebhookDelivery) =>
  app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hook.signature,
      'x-razorpay-event-id': hook.eventId,
    },
    payload: hook.rawBody,
  });
