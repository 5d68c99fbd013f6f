import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CreatedOrderDto } from '@paywise/domain/contracts/orders';
import { signPayment, signWebhook } from '../../../src/adapters/payment-gateway/razorpay-client';
import { SANDBOX_DECLINE_REASON } from '../../../src/adapters/payment-gateway/sandbox-gateway';
import { loadConfig } from '../../../src/config';
import type { OrderService } from '../../../src/modules/orders/pipeline';
import { INVALID_PAYMENT_SIGNATURE } from '../../../src/modules/orders/pipeline';
import { createPaymentsService } from '../../../src/modules/payments/service';
import { logCapture } from '../../helpers/fake-redis';
import {
  deliverWebhook,
  razorpayEnv,
  startFakeRazorpay,
  type FakeRazorpay,
} from '../../helpers/fake-razorpay';
import { confirmPayment, expireOrder, payOrder, sandboxPay, UPI_SUCCESS } from '../../helpers/pay';
import {
  TEST_JWT_SECRET,
  buildTestApp,
  createVerifiedUser,
  injectAs,
  type TestApp,
  type TestUser,
  uniqueMobileNumber,
  useTestApp,
} from '../../helpers/test-app';

const log = logCapture();
// The sweeper and the sandbox webhooks are driven by the tests themselves (jobs off; webhooks sent by hand).
const t = useTestApp(
  { RATE_LIMIT_ORDERS: '1000', LOG_LEVEL: 'warn', PAYMENT_EXPIRY_MINUTES: '15' },
  { jobs: false, logStream: log.stream },
);
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  alice = await createVerifiedUser(t.app, { username: 'Alice' });
  bob = await createVerifiedUser(t.app, { username: 'Bob' });
});

let n = 0;
const mobile = (suffix = '') => `98765${String(43210 + n++).slice(-5 + suffix.length)}${suffix}`.slice(0, 10);

async function place(
  payload: Record<string, unknown> = {},
  user: TestUser = alice,
  key?: string,
): Promise<CreatedOrderDto> {
  const res = await injectAs(t.app, user, {
    method: 'POST',
    url: '/api/orders',
    headers: key ? { 'idempotency-key': key } : {},
    payload: {
      type: 'MOBILE',
      operator: 'Airtel',
      number: mobile(),
      circle: 'Delhi NCR',
      amount: 299,
      ...payload,
    },
  });
  expect(res.statusCode, res.body).toBe(key && res.statusCode === 200 ? 200 : 201);
  return res.json();
}

const eventsOf = async (orderId: number) =>
  (
    (await t.database.db.execute(
      sql`select status from order_events where order_id = ${orderId} order by id`,
    )) as unknown as { rows: { status: string }[] }
  ).rows.map((r) => r.status);

const statusOf = async (orderId: number) =>
  (await injectAs(t.app, alice, { method: 'GET', url: `/api/orders/${orderId}` })).json().status as string;

/** A webhook delivery as the sandbox (or Razorpay) sends it. */
function deliver(rawBody: string, headers: Record<string, string | undefined>) {
  const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', ...clean },
    payload: rawBody,
  });
}

const webhookSecret = () => t.app.config.payments.sandbox!().webhookSecret;
const keySecret = () => t.app.config.payments.sandbox!().keySecret;

/** A Razorpay-shaped payment.captured event for a payment entity. */
function capturedEvent(payment: { id: string; order_id: string; amount: number; currency?: string }) {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_sandbox',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          entity: 'payment',
          status: 'captured',
          method: 'upi',
          captured: true,
          currency: 'INR',
          error_description: null,
          ...payment,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}

describe('POST /api/orders: the order waits for its payment', () => {
  it("answers 'Payment Pending' with the gateway order for the payable amount (2 % off, at most ₹100)", async () => {
    const order = await place({ amount: 299 });
    expect(order.status).toBe('Payment Pending');
    expect(order).toMatchObject({ amount: 299, discount: 5.98, amountPayable: 293.02, paymentMethod: null });
    expect(order.payment).toMatchObject({
      gateway: 'sandbox',
      amountPaise: 29302,
      currency: 'INR',
      keyId: 'rzp_test_sandbox',
    });
    expect(order.payment!.gatewayOrderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const big = await place({ amount: 20000 });
    expect(big).toMatchObject({ amount: 20000, discount: 100, amountPayable: 19900 });
  });

  it('ignores a discount, amountPayable or status sent by the browser', async () => {
    const order = await place({ amount: 500, discount: 499, amountPayable: 1, status: 'Completed' });
    expect(order).toMatchObject({ amount: 500, discount: 10, amountPayable: 490, status: 'Payment Pending' });
    expect(order.payment!.amountPaise).toBe(49000);
  });

  it('charges the sandbox the payable amount', async () => {
    const order = await place({ amount: 1000 });
    const result = await sandboxPay(t.app, alice, { order });
    const rows = (await t.database.db.execute(
      sql`select amount_paise from sandbox_payments where id = ${result.paymentId}`,
    )) as unknown as { rows: { amount_paise: string | number }[] };
    expect(Number(rows.rows[0].amount_paise)).toBe(98000);
  });

  it('replays the same order and gateway order for the same Idempotency-Key', async () => {
    const key = `k-${Date.now()}`;
    const payload = { number: '9876512345' };
    const first = await place(payload, alice, key);
    const again = await place(payload, alice, key);
    expect(again.id).toBe(first.id);
    expect(again.payment!.gatewayOrderId).toBe(first.payment!.gatewayOrderId);
  });

  it('a retried key whose first request died before the gateway order was recorded gets one now', async () => {
    const key = `died-${Date.now()}`;
    const first = await place({ number: '9876512399' }, alice, key);
    await t.database.db.execute(
      sql`update orders set gateway_order_id = null, updated_at = now() - interval '1 minute' where id = ${first.id}`,
    );
    const again = await place({ number: '9876512399' }, alice, key);
    expect(again.id).toBe(first.id);
    expect(again.status).toBe('Payment Pending');
    expect(again.payment?.gatewayOrderId).toMatch(/^order_/);
    expect((await payOrder(t.app, alice, { order: again })).status).toBe('Completed');
  });

  it('gives no discount with PROMO_PERCENT=0, and the config says so', async () => {
    const off = await buildTestApp({ PROMO_PERCENT: '0' }, { jobs: false });
    try {
      const user = await createVerifiedUser(off.app);
      const res = await injectAs(off.app, user, {
        method: 'POST',
        url: '/api/orders',
        payload: { type: 'MOBILE', operator: 'Jio', number: '9876500011', circle: 'Delhi NCR', amount: 299 },
      });
      expect(res.json()).toMatchObject({ amount: 299, discount: 0, amountPayable: 299 });
      const config = await off.app.inject({ method: 'GET', url: '/api/payments/config' });
      expect(config.json()).toMatchObject({ gateway: 'sandbox', sandbox: true, promo: { percent: 0 } });
    } finally {
      await off.close();
    }
  });
});

describe('POST /api/orders/{id}/payment', () => {
  it('pays with a genuine signature: Completed, with the method and payment id', async () => {
    const order = await place();
    const paid = await payOrder(t.app, alice, { order });
    expect(paid).toMatchObject({ status: 'Completed', paymentMethod: 'UPI' });
    expect(paid.paymentReference).toMatch(/^pay_/);
    expect(await eventsOf(order.id)).toEqual(['Payment Pending', 'Processing', 'Completed']);
  });

  it('refuses a signature with one character changed in the order id, payment id or signature; nothing changes', async () => {
    const order = await place();
    const result = await sandboxPay(t.app, alice, { order });
    if (result.status !== 'captured') throw new Error('expected a captured payment');
    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === 'a' ? 'b' : 'a') + text.slice(at + 1);
    const otherOrder = await place();
    const forged = [
      // A signature made for another gateway order (the one sent is ignored: the stored one is used).
      {
        paymentId: result.paymentId,
        signature: signPayment({
          orderId: flip(order.payment!.gatewayOrderId, 8),
          paymentId: result.paymentId,
          keySecret: keySecret(),
        }),
      },
      { paymentId: flip(result.paymentId, 6), signature: result.signature },
      { paymentId: result.paymentId, signature: flip(result.signature, 10) },
      { paymentId: result.paymentId, signature: '' },
    ];
    for (const attempt of forged) {
      const res = await confirmPayment(t.app, alice, { order, payment: attempt });
      expect(res.statusCode, JSON.stringify(attempt)).toBe(400);
      expect(res.json()).toEqual({ message: INVALID_PAYMENT_SIGNATURE, code: 'PAYMENT_SIGNATURE_INVALID' });
    }
    // The genuine answer of one order does not pay another.
    const crossed = await confirmPayment(t.app, alice, { order: otherOrder, payment: result });
    expect(crossed.statusCode).toBe(400);
    expect(await statusOf(order.id)).toBe('Payment Pending');
    expect(await statusOf(otherOrder.id)).toBe('Payment Pending');
    expect((await confirmPayment(t.app, alice, { order, payment: result })).json().status).toBe('Completed');
  });

  it("answers 404 for another customer's order, and 200 with the state of an order already final", async () => {
    const order = await place();
    const result = await sandboxPay(t.app, alice, { order });
    if (result.status !== 'captured') throw new Error('expected a captured payment');
    expect((await confirmPayment(t.app, bob, { order, payment: result })).statusCode).toBe(404);
    const first = await confirmPayment(t.app, alice, { order, payment: result });
    const second = await confirmPayment(t.app, alice, { order, payment: result });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().status).toBe('Completed');
    expect(await eventsOf(order.id)).toEqual(['Payment Pending', 'Processing', 'Completed']);
  });

  it('answers 400 naming the field for malformed bodies, never 500', async () => {
    const order = await place();
    for (const payload of [{}, { gatewayOrderId: 'x', paymentId: 'pay_1', signature: 's' }, [1, 2]]) {
      const res = await injectAs(t.app, alice, {
        method: 'POST',
        url: `/api/orders/${order.id}/payment`,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});

describe('the sandbox payment sheet', () => {
  it('a failed attempt keeps the order payable; a retry on the same order pays it', async () => {
    const order = await place();
    const failed = await sandboxPay(t.app, alice, {
      order,
      attempt: { method: 'UPI', vpa: 'failure@razorpay' },
    });
    expect(failed).toMatchObject({ status: 'failed', reason: expect.stringMatching(/failure@razorpay/) });
    expect(await statusOf(order.id)).toBe('Payment Pending');
    const paid = await payOrder(t.app, alice, {
      order,
      attempt: {
        method: 'CARD',
        cardNumber: '4111 1111 1111 1111',
        cardExpiry: '12/30',
        cardCvv: '123',
      },
    });
    expect(paid).toMatchObject({ status: 'Completed', paymentMethod: 'CARD' });
    // A paid order is not paid twice.
    const again = await injectAs(t.app, alice, {
      method: 'POST',
      url: '/api/sandbox/payments',
      payload: { gatewayOrderId: order.payment!.gatewayOrderId, ...UPI_SUCCESS },
    });
    expect(again.statusCode).toBe(409);
  });

  it("follows Razorpay's test instruments and refuses bad input with a clear message", async () => {
    const order = await place();
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ method: 'UPI', vpa: 'not-a-vpa' }, 400],
      [{ method: 'CARD', cardNumber: '4111 1111 1111 1112', cardExpiry: '12/30', cardCvv: '123' }, 400],
      [{ method: 'CARD', cardNumber: '4111111111111111', cardExpiry: '01/20', cardCvv: '123' }, 400],
      [
        { method: 'CARD', cardNumber: '5555 5555 5555 4444', cardExpiry: '12/30', cardCvv: '123' },
        200,
        'failed',
      ],
      [{ method: 'NETBANKING', bank: 'HDFC' }, 400],
      [{ method: 'NETBANKING', bank: 'HDFC', outcome: 'failure' }, 200, 'failed'],
      [{ method: 'WALLET', wallet: 'nowallet', outcome: 'success' }, 400],
      [{ method: 'WALLET', wallet: 'paytm', outcome: 'failure' }, 200, 'failed'],
    ];
    for (const [attempt, status, outcome] of cases) {
      const res = await injectAs(t.app, alice, {
        method: 'POST',
        url: '/api/sandbox/payments',
        payload: { gatewayOrderId: order.payment!.gatewayOrderId, ...attempt },
      });
      expect(res.statusCode, JSON.stringify(attempt)).toBe(status);
      if (outcome) expect(res.json().status).toBe(outcome);
      else expect(res.json().message).toEqual(expect.any(String));
    }
    const paid = await payOrder(t.app, alice, {
      order,
      attempt: {
        method: 'NETBANKING',
        bank: 'SBIN',
        outcome: 'success',
      },
    });
    expect(paid.paymentMethod).toBe('NETBANKING');
  });

  it("answers 404 for another customer's gateway order", async () => {
    const order = await place();
    const res = await injectAs(t.app, bob, {
      method: 'POST',
      url: '/api/sandbox/payments',
      payload: { gatewayOrderId: order.payment!.gatewayOrderId, ...UPI_SUCCESS },
    });
    expect(res.statusCode).toBe(404);
  });

  it('declines every payment of an identifier ending in 0000, and the order fails when it expires', async () => {
    const order = await place({ number: '9876500000' });
    const failed = await sandboxPay(t.app, alice, { order });
    expect(failed).toMatchObject({ status: 'failed', reason: SANDBOX_DECLINE_REASON });
    await expireOrder(t, order.id);
    const after = (await injectAs(t.app, alice, { method: 'GET', url: `/api/orders/${order.id}` })).json();
    expect(after).toMatchObject({ status: 'Failed', failureReason: SANDBOX_DECLINE_REASON });
  });
});

describe('POST /api/payments/webhook', () => {
  it('pays an order whose customer closed the tab (payment.captured), once, whatever the order of arrival', async () => {
    // Webhook first, then the browser's confirmation.
    const order = await place();
    const result = await sandboxPay(t.app, alice, { order });
    if (result.status !== 'captured') throw new Error('expected a captured payment');
    const rawBody = capturedEvent({
      id: result.paymentId,
      order_id: order.payment!.gatewayOrderId,
      amount: order.payment!.amountPaise,
    });
    const signature = signWebhook({ rawBody, webhookSecret: webhookSecret() });
    const first = await deliver(rawBody, {
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': `evt_a${n}`,
    });
    expect(first.json()).toEqual({ status: 'processed' });
    expect(await statusOf(order.id)).toBe('Completed');
    expect((await confirmPayment(t.app, alice, { order, payment: result })).json().status).toBe('Completed');
    // The same delivery again, and a second delivery of the same payment under another id.
    const replay = await deliver(rawBody, {
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': `evt_a${n}`,
    });
    expect(replay.json()).toEqual({ status: 'duplicate' });
    await deliver(rawBody, { 'x-razorpay-signature': signature, 'x-razorpay-event-id': `evt_b${n}` });
    expect(await eventsOf(order.id)).toEqual(['Payment Pending', 'Processing', 'Completed']);

    // The browser's confirmation first, then the webhook.
    const second = await place();
    const paid = await sandboxPay(t.app, alice, { order: second });
    if (paid.status !== 'captured') throw new Error('expected a captured payment');
    await confirmPayment(t.app, alice, { order: second, payment: paid });
    const late = capturedEvent({
      id: paid.paymentId,
      order_id: second.payment!.gatewayOrderId,
      amount: second.payment!.amountPaise,
    });
    const lateRes = await deliver(late, {
      'x-razorpay-signature': signWebhook({ rawBody: late, webhookSecret: webhookSecret() }),
      'x-razorpay-event-id': `evt_c${n}`,
    });
    expect(lateRes.statusCode).toBe(200);
    expect(await eventsOf(second.id)).toEqual(['Payment Pending', 'Processing', 'Completed']);
  });

  it('refuses a missing or wrong signature, or one character changed in the raw body (400, nothing changes)', async () => {
    const order = await place();
    const result = await sandboxPay(t.app, alice, { order });
    const rawBody = capturedEvent({
      id: result.paymentId,
      order_id: order.payment!.gatewayOrderId,
      amount: order.payment!.amountPaise,
    });
    const signature = signWebhook({ rawBody, webhookSecret: webhookSecret() });
    // Re-serialised JSON (spaces) is not the body that was signed.
    const reformatted = JSON.stringify(JSON.parse(rawBody), null, 1);
    const tampered = rawBody.replace(
      `"amount":${order.payment!.amountPaise}`,
      `"amount":${order.payment!.amountPaise - 1}`,
    );
    for (const [body, headers] of [
      [rawBody, {}],
      [rawBody, { 'x-razorpay-signature': signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) }],
      [rawBody, { 'x-razorpay-signature': signWebhook({ rawBody, webhookSecret: 'another-secret' }) }],
      [tampered, { 'x-razorpay-signature': signature }],
      [reformatted, { 'x-razorpay-signature': signature }],
    ] as const) {
      const res = await deliver(body, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid webhook signature.');
    }
    expect(await statusOf(order.id)).toBe('Payment Pending');
  });

  it('does not mark an order paid when the amount does not match: the payment is refunded, logged at warn', async () => {
    const order = await place();
    const rawBody = capturedEvent({
      id: 'pay_MismatchTest0001',
      order_id: order.payment!.gatewayOrderId,
      amount: order.payment!.amountPaise - 100,
    });
    const res = await deliver(rawBody, {
      'x-razorpay-signature': signWebhook({ rawBody, webhookSecret: webhookSecret() }),
      'x-razorpay-event-id': `evt_m${n}`,
    });
    expect(res.statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe('Payment Pending');
    const errors = log.matching(/does not match the order/);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.at(-1)!.level).toBe(40);
    expect(errors.at(-1)).toMatchObject({
      orderId: order.id,
      paymentId: 'pay_MismatchTest0001',
      paidPaise: order.payment!.amountPaise - 100,
    });
    const refunds = await t.database.db.execute(
      sql`select status, kind from payment_refunds where payment_id = 'pay_MismatchTest0001'`,
    );
    expect((refunds as unknown as { rows: unknown[] }).rows).toEqual([{ status: 'refunded', kind: 'late' }]);
  });

  it('payment.failed keeps the order payable and its reason; an unknown order or event is ignored', async () => {
    const order = await place();
    const failed = await sandboxPay(t.app, alice, {
      order,
      attempt: {
        method: 'WALLET',
        wallet: 'paytm',
        outcome: 'failure',
      },
    });
    expect(failed.status).toBe('failed');
    const rawBody = JSON.stringify({
      entity: 'event',
      event: 'payment.failed',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: failed.paymentId,
            order_id: order.payment!.gatewayOrderId,
            amount: order.payment!.amountPaise,
            currency: 'INR',
            status: 'failed',
            method: 'wallet',
            error_description: 'Wallet payment failed (sandbox Failure button).',
          },
        },
      },
    });
    const sign = (body: string) => signWebhook({ rawBody: body, webhookSecret: webhookSecret() });
    expect((await deliver(rawBody, { 'x-razorpay-signature': sign(rawBody) })).json()).toEqual({
      status: 'processed',
    });
    const after = (await injectAs(t.app, alice, { method: 'GET', url: `/api/orders/${order.id}` })).json();
    expect(after).toMatchObject({
      status: 'Payment Pending',
      failureReason: expect.stringMatching(/Wallet/),
    });
    const unknown = capturedEvent({
      id: 'pay_Unknown0000001',
      order_id: 'order_NotOurs00000001',
      amount: 100,
    });
    expect((await deliver(unknown, { 'x-razorpay-signature': sign(unknown) })).json()).toEqual({
      status: 'ignored',
    });
    const other = JSON.stringify({ entity: 'event', event: 'subscription.charged', payload: {} });
    expect((await deliver(other, { 'x-razorpay-signature': sign(other) })).statusCode).toBe(200);
    const notJson = 'not json';
    expect((await deliver(notJson, { 'x-razorpay-signature': sign(notJson) })).statusCode).toBe(400);
  });

  it('a delivery whose effects fail is not marked seen: the next delivery of the same event is acted on', async () => {
    const order = await place();
    const result = await sandboxPay(t.app, alice, { order });
    let failures = 1;
    const service = createPaymentsService({
      db: t.database.db,
      adapters: t.app.adapters,
      log: t.app.log,
      orders: {
        ...t.app.orderService,
        settleCapturedPayment: async (...args: Parameters<OrderService['settleCapturedPayment']>) => {
          if (failures-- > 0) throw new Error('database went away');
          return t.app.orderService.settleCapturedPayment(...args);
        },
      },
    });
    const rawBody = Buffer.from(
      capturedEvent({
        id: result.paymentId,
        order_id: order.payment!.gatewayOrderId,
        amount: order.payment!.amountPaise,
      }),
    );
    const eventId = `evt_r${Date.now()}`;
    await expect(service.handleWebhook(rawBody, eventId)).rejects.toThrow('database went away');
    expect(await service.handleWebhook(rawBody, eventId)).toBe('processed');
    expect(await service.handleWebhook(rawBody, eventId)).toBe('duplicate');
    expect(await statusOf(order.id)).toBe('Completed');
  });

  it('the sandbox posts its own signed webhook a moment after the payment', async () => {
    const order = await place();
    const result = await sandboxPay(t.app, alice, { order });
    expect(result.status).toBe('captured');
    // No confirmation from the browser: the webhook alone completes the order.
    await expect.poll(() => statusOf(order.id), { timeout: 5_000 }).toBe('Completed');
  });
});

describe('the sweeper asks the gateway about unpaid orders', () => {
  it('completes an order paid while nobody confirmed it, and expires one never paid', async () => {
    const paid = await place();
    const unpaid = await place();
    const stale = sql`update orders set updated_at = now() - interval '2 minutes' where id in (${paid.id}, ${unpaid.id})`;
    // A captured payment whose confirmation and webhook were both lost (straight into the sandbox's state).
    await t.database.db.execute(
      sql`insert into sandbox_payments (id, gateway_order_id, amount_paise, method, status)
          values (${`pay_Lost${String(paid.id).padStart(10, '0')}`}, ${paid.payment!.gatewayOrderId},
                  ${paid.payment!.amountPaise}, 'upi', 'captured')`,
    );
    await t.database.db.execute(stale);
    await t.app.orderService.sweep();
    expect(await statusOf(paid.id)).toBe('Completed');
    expect(await statusOf(unpaid.id)).toBe('Payment Pending');
    await expireOrder(t, unpaid.id);
    const expired = (await injectAs(t.app, alice, { method: 'GET', url: `/api/orders/${unpaid.id}` })).json();
    expect(expired).toMatchObject({ status: 'Failed', failureReason: 'Payment not completed' });
  });
});

describe('PAYMENT_GATEWAY=razorpay, against a local fake of the documented API', () => {
  let fake: FakeRazorpay;
  let rz: TestApp;
  let carol: TestUser;
  const rzLog = logCapture();

  beforeAll(async () => {
    fake = await startFakeRazorpay();
    rz = await buildTestApp(
      {
        ...razorpayEnv(fake),
        LOG_LEVEL: 'warn',
      },
      { jobs: false, logStream: rzLog.stream },
    );
    carol = await createVerifiedUser(rz.app);
  });
  afterAll(async () => {
    await rz?.close();
    await fake?.close();
  });

  const placeRz = async (number = '9876501234', amount = 299) => {
    const res = await injectAs(rz.app, carol, {
      method: 'POST',
      url: '/api/orders',
      payload: { type: 'MOBILE', operator: 'Airtel', number, circle: 'Delhi NCR', amount },
    });
    return res;
  };
  const rzStatus = async (id: number) =>
    (await injectAs(rz.app, carol, { method: 'GET', url: `/api/orders/${id}` })).json();

  it('creates a Razorpay order for the payable amount (receipt = our order id) and pays it through Checkout', async () => {
    const res = await placeRz();
    expect(res.statusCode).toBe(201);
    const order: CreatedOrderDto = res.json();
    expect(order.payment).toMatchObject({ gateway: 'razorpay', keyId: fake.keyId, amountPaise: 29302 });
    const remote = fake.orders.get(order.payment!.gatewayOrderId)!;
    expect(remote).toMatchObject({ amount: 29302, currency: 'INR', receipt: String(order.id) });
    const payment = fake.pay(order.payment!.gatewayOrderId, { outcome: 'captured', method: 'card' });
    const checkout = fake.checkoutResponse(payment);
    const confirmed = await injectAs(rz.app, carol, {
      method: 'POST',
      url: `/api/orders/${order.id}/payment`,
      payload: {
        gatewayOrderId: checkout.razorpay_order_id,
        paymentId: checkout.razorpay_payment_id,
        signature: checkout.razorpay_signature,
      },
    });
    expect(confirmed.json()).toMatchObject({
      status: 'Completed',
      paymentMethod: 'CARD',
      paymentReference: payment.id,
    });
    // Razorpay's webhook for the same payment changes nothing more.
    const hook = fake.webhook('payment.captured', { paymentId: payment.id });
    const res2 = await deliverWebhook(rz.app, hook);
    expect(res2.statusCode).toBe(200);
    expect((await rzStatus(order.id)).events.map((e: { status: string }) => e.status)).toEqual([
      'Payment Pending',
      'Processing',
      'Completed',
    ]);
    // The sandbox's own route does not exist in this mode, and the CSP lets Checkout in.
    const sandboxRoute = await injectAs(rz.app, carol, {
      method: 'POST',
      url: '/api/sandbox/payments',
      payload: {},
    });
    expect(sandboxRoute.statusCode).toBe(404);
    const csp = (await rz.app.inject({ method: 'GET', url: '/api/health' })).headers[
      'content-security-policy'
    ];
    expect(csp).toContain('https://checkout.razorpay.com');
    const sandboxCsp = (await t.app.inject({ method: 'GET', url: '/api/health' })).headers[
      'content-security-policy'
    ];
    expect(sandboxCsp).not.toContain('razorpay');
  });

  it('an order.paid webhook pays the order when the browser never came back', async () => {
    const order: CreatedOrderDto = (await placeRz('9876501235')).json();
    const payment = fake.pay(order.payment!.gatewayOrderId, { outcome: 'captured' });
    const hook = fake.webhook('order.paid', { paymentId: payment.id });
    const res = await rz.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hook.signature },
      payload: hook.rawBody,
    });
    expect(res.json()).toEqual({ status: 'processed' });
    expect((await rzStatus(order.id)).status).toBe('Completed');
  });

  it('a wrong key: the order fails at once with a clear 503, and the error is logged', async () => {
    const wrong = await buildTestApp(
      {
        ...razorpayEnv(fake),
        RAZORPAY_KEY_SECRET: 'not-the-secret',
      },
      { jobs: false },
    );
    try {
      const user = await createVerifiedUser(wrong.app);
      const res = await injectAs(wrong.app, user, {
        method: 'POST',
        url: '/api/orders',
        payload: {
          type: 'MOBILE',
          operator: 'Airtel',
          number: '9876501236',
          circle: 'Delhi NCR',
          amount: 10,
        },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('The payment could not be started. Please try again.');
      const list = (await injectAs(wrong.app, user, { method: 'GET', url: '/api/orders' })).json();
      expect(list.orders[0]).toMatchObject({ status: 'Failed' });
    } finally {
      await wrong.close();
    }
  });

  it('the capture of an authorized payment failing at the gateway: the order as it is (200), the sweeper finishes it', async () => {
    for (const fault of [
      { kind: 'status', status: 503 },
      { kind: 'reset', afterProcessing: true },
    ] as const) {
      const order: CreatedOrderDto = (await placeRz(uniqueMobileNumber('98'), 120)).json();
      const payment = fake.pay(order.payment!.gatewayOrderId, { outcome: 'authorized' });
      const checkout = fake.checkoutResponse(payment);
      fake.setFault({ ...fault, route: 'POST /payments/:id/capture', times: 1 });
      const confirmed = await injectAs(rz.app, carol, {
        method: 'POST',
        url: `/api/orders/${order.id}/payment`,
        payload: {
          gatewayOrderId: checkout.razorpay_order_id,
          paymentId: checkout.razorpay_payment_id,
          signature: checkout.razorpay_signature,
        },
      });
      fake.setFault(null);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toMatchObject({ id: order.id, status: 'Payment Pending' });
      await rz.database.db.execute(
        sql`update orders set updated_at = now() - interval '2 minutes' where id = ${order.id}`,
      );
      await rz.app.orderService.sweep();
      expect((await rzStatus(order.id)).status).toBe('Completed');
      expect(fake.refundsCreated(payment.id)).toBe(0);
      // Handled by design (the sweeper finishes it): a warning, not an error for a person.
      expect(rzLog.lines.filter((l) => l.level >= 50 && l.orderId === order.id)).toEqual([]);
    }
  });

  it('the gateway unreachable while a payment is confirmed: the order as it is, logged at warn', async () => {
    const order: CreatedOrderDto = (await placeRz(uniqueMobileNumber('98'), 130)).json();
    const payment = fake.pay(order.payment!.gatewayOrderId, { outcome: 'captured' });
    const checkout = fake.checkoutResponse(payment);
    fake.setFault({ kind: 'status', status: 503, route: 'GET /payments/:id', times: 1 });
    const confirmed = await injectAs(rz.app, carol, {
      method: 'POST',
      url: `/api/orders/${order.id}/payment`,
      payload: {
        gatewayOrderId: checkout.razorpay_order_id,
        paymentId: checkout.razorpay_payment_id,
        signature: checkout.razorpay_signature,
      },
    });
    fake.setFault(null);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'Payment Pending' });
    const lines = rzLog.lines.filter((l) => l.orderId === order.id && /while confirming/.test(l.msg));
    expect(lines.map((l) => l.level)).toEqual([40]);
  });

  it('a 5xx while the sweeper asks leaves the order for the next run; the biller failing refunds exactly once', async () => {
    const order: CreatedOrderDto = (await placeRz('9876502222', 150)).json();
    const payment = fake.pay(order.payment!.gatewayOrderId, { outcome: 'captured' });
    await rz.database.db.execute(
      sql`update orders set updated_at = now() - interval '2 minutes' where id = ${order.id}`,
    );
    fake.setFault({ kind: 'status', status: 503, route: 'GET /orders/:id/payments' });
    await rz.app.orderService.sweep();
    expect((await rzStatus(order.id)).status).toBe('Payment Pending');
    fake.setFault(null);
    await rz.database.db.execute(
      sql`update orders set updated_at = now() - interval '2 minutes' where id = ${order.id}`,
    );
    // The refund's answer is lost once (after Razorpay made it): the next run asks again and finds it.
    fake.setFault({
      kind: 'status',
      status: 502,
      route: 'POST /payments/:id/refund',
      times: 1,
      afterProcessing: true,
    });
    await rz.app.orderService.sweep();
    fake.setFault(null);
    await rz.database.db.execute(
      sql`update orders set updated_at = now() - interval '2 minutes' where id = ${order.id}`,
    );
    await rz.app.orderService.sweep();
    await rz.database.db.execute(
      sql`update orders set updated_at = now() - interval '2 minutes' where id = ${order.id}`,
    );
    await rz.app.orderService.sweep();
    const after = await rzStatus(order.id);
    expect(after.status).toBe('Refunded');
    expect(after.refundReference).toMatch(/^rfnd_/);
    expect(fake.refundsCreated(payment.id)).toBe(1);
  });
});

describe('configuration', () => {
  it('refuses production on the sandbox without PAYMENTS_SANDBOX, and Razorpay without its keys', () => {
    const secret = TEST_JWT_SECRET;
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, DATA_DIR: 'memory://' })).toThrow(
      /PAYMENT_GATEWAY=razorpay.*PAYMENTS_SANDBOX=true/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: secret,
        DATA_DIR: 'memory://',
        PAYMENT_GATEWAY: 'razorpay',
      }),
    ).toThrow(/RAZORPAY_KEY_ID[\s\S]*RAZORPAY_KEY_SECRET[\s\S]*RAZORPAY_WEBHOOK_SECRET/);
    const live = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      DATA_DIR: 'memory://',
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'k',
      RAZORPAY_WEBHOOK_SECRET: 'w',
    });
    expect(live.paymentGateway).toBe('razorpay');
    expect(live.payments.sandbox).toBeUndefined();
    expect(live.payments.promo).toEqual({ percent: 2, maxDiscountPaise: 10_000 });
  });

  it('loading the configuration writes nothing; the sandbox secrets are made once, when the gateway is built', () => {
    const dir = path.join(os.tmpdir(), `paywise-config-${process.pid}-${Date.now()}`);
    const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) });
    expect(fs.existsSync(dir)).toBe(false);
    try {
      const secrets = config.payments.sandbox!();
      expect(secrets.keySecret).toMatch(/^[0-9a-f]{64}$/);
      expect(fs.readFileSync(path.join(dir, 'sandbox-webhook-secret'), 'utf8')).toBe(secrets.webhookSecret);
      // Another process on the same data directory signs with the same secrets.
      expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) }).payments.sandbox!()).toEqual(secrets);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
