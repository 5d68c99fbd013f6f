import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CreatedOrderDto } from '@paywise/domain/contracts/orders';
import type { OrderAdapters } from '../../../src/adapters';
import type { Biller } from '../../../src/adapters/biller/biller';
import { createSandboxBiller } from '../../../src/adapters/biller/sandbox-biller';
import {
  RazorpayClient,
  signPayment,
  signWebhook,
} from '../../../src/adapters/payment-gateway/razorpay-client';
import {
  createSandboxGateway,
  type SandboxGateway,
} from '../../../src/adapters/payment-gateway/sandbox-gateway';
import { SANDBOX_KEY_ID, type GatewaySecrets } from '../../../src/config';
import type { Database } from '../../../src/db/client';
import { logCapture } from '../../helpers/fake-redis';
import {
  deliverWebhook,
  razorpayEnv,
  startFakeRazorpay,
  type FakeRazorpay,
  type WebhookDelivery,
} from '../../helpers/fake-razorpay';
import { expireOrder, payOrder } from '../../helpers/pay';
import {
  buildTestApp,
  createTestDatabase,
  createVerifiedUser,
  injectAs,
  uniqueMobileNumber,
  type TestApp,
  type TestUser,
} from '../../helpers/test-app';

/**
 * Issue 25: every captured payment ends in exactly one of "its order is Completed" or "it is refunded", once,
 * whichever path sees it (the browser's confirmation, the webhook, the sweeper) and in whatever order.
 */

const SECRETS: GatewaySecrets = {
  keyId: SANDBOX_KEY_ID,
  keySecret: 'late-payments-test-key-secret',
  webhookSecret: 'late-payments-test-webhook-secret',
};

/** The sandbox gateway and biller, counting the calls that leave the app (fulfil, refund) per order. */
function countingAdapters(db: Database, biller: Biller = createSandboxBiller()) {
  const sandbox = createSandboxGateway(db, SECRETS);
  const calls = { fulfil: new Map<number, number>(), refunds: new Map<string, number>() };
  const bump = <K>(map: Map<K, number>, id: K) => map.set(id, (map.get(id) ?? 0) + 1);
  /** Set by a test: the gateway's answer to the sweeper's question is taken just before a capture lands. */
  const lookup = { blind: false, failing: false };
  const gateway: SandboxGateway = {
    ...sandbox,
    async findPayment(gatewayOrderId, amountPaise) {
      if (lookup.failing) throw new Error('gateway unreachable (test)');
      if (lookup.blind) return { status: 'none' };
      return sandbox.findPayment(gatewayOrderId, amountPaise);
    },
    async refund(request) {
      bump(calls.refunds, request.paymentId);
      // Lets the racing callers meet while a refund is on its way.
      await new Promise((resolve) => setTimeout(resolve, 5));
      return sandbox.refund(request);
    },
  };
  const countingBiller: Biller = {
    ...biller,
    async fulfil(order) {
      bump(calls.fulfil, order.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return biller.fulfil(order);
    },
  };
  const adapters: OrderAdapters = { gateway, sandbox: gateway, biller: countingBiller };
  return { adapters, calls, lookup };
}

const rowsOf = async <T>(t: TestApp, query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const number = (suffix = '') => uniqueMobileNumber('98', suffix);

describe('the sandbox gateway: late, second, wrong and racing captures', () => {
  let t: TestApp;
  let alice: TestUser;
  let counting: ReturnType<typeof countingAdapters>;
  const log = logCapture();

  beforeAll(async () => {
    const database = await createTestDatabase();
    counting = countingAdapters(database.db);
    t = await buildTestApp(
      {
        RATE_LIMIT_ORDERS: '1000',
        LOG_LEVEL: 'warn',
        PAYMENT_EXPIRY_MINUTES: '15',
        SWEEP_GRACE_SECONDS: '30',
      },
      { jobs: false, logStream: log.stream, adapters: counting.adapters, database },
    );
    alice = await createVerifiedUser(t.app, { username: 'Alice' });
    return async () => {
      await t.close();
      await database.close();
    };
  });

  async function place(amount = 299, suffix = ''): Promise<CreatedOrderDto> {
    const res = await injectAs(t.app, alice, {
      method: 'POST',
      url: '/api/orders',
      payload: { type: 'MOBILE', operator: 'Airtel', number: number(suffix), circle: 'Delhi NCR', amount },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }

  /** A payment the gateway captured on the order's gateway order without the app knowing (yet). */
  async function captureAtGateway(order: CreatedOrderDto, amountPaise = order.payment!.amountPaise) {
    const id = `pay_${randomBytes(7).toString('hex')}`;
    await t.database.db.execute(
      sql`insert into sandbox_payments (id, gateway_order_id, amount_paise, method, status)
          values (${id}, ${order.payment!.gatewayOrderId}, ${amountPaise}, 'upi', 'captured')`,
    );
    return {
      id,
      amountPaise,
      signature: signPayment({
        orderId: order.payment!.gatewayOrderId,
        paymentId: id,
        keySecret: SECRETS.keySecret,
      }),
    };
  }

  const confirm = (order: CreatedOrderDto, payment: { id: string; signature: string }) =>
    injectAs(t.app, alice, {
      method: 'POST',
      url: `/api/orders/${order.id}/payment`,
      payload: {
        gatewayOrderId: order.payment!.gatewayOrderId,
        paymentId: payment.id,
        signature: payment.signature,
      },
    });

  function webhook(order: CreatedOrderDto, payment: { id: string; amountPaise: number }) {
    const rawBody = JSON.stringify({
      entity: 'event',
      account_id: 'acc_sandbox',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: payment.id,
            entity: 'payment',
            amount: payment.amountPaise,
            currency: 'INR',
            status: 'captured',
            order_id: order.payment!.gatewayOrderId,
            method: 'upi',
            captured: true,
            error_description: null,
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signWebhook({ rawBody, webhookSecret: SECRETS.webhookSecret }),
        'x-razorpay-event-id': `evt_${randomBytes(7).toString('hex')}`,
      },
      payload: rawBody,
    });
  }

  const read = async (id: number) =>
    (await injectAs(t.app, alice, { method: 'GET', url: `/api/orders/${id}` })).json();

  const refundsOf = (paymentId: string) =>
    rowsOf<{ status: string; kind: string; order_id: string | number }>(
      t,
      sql`select status, kind, order_id from payment_refunds where payment_id = ${paymentId}`,
    );

  async function expire(orderId: number) {
    await expireOrder(t, orderId);
  }

  it('a capture after the order expired is refunded once (confirmation, then the webhook), logged and shown', async () => {
    const order = await place(299);
    await expire(order.id);
    expect((await read(order.id)).status).toBe('Failed');

    const payment = await captureAtGateway(order);
    const res = await confirm(order, payment);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('Failed');
    expect((await webhook(order, payment)).statusCode).toBe(200);
    expect((await webhook(order, payment)).statusCode).toBe(200);

    expect(counting.calls.refunds.get(payment.id)).toBe(1);
    expect(await refundsOf(payment.id)).toEqual([
      { status: 'refunded', kind: 'late', order_id: expect.anything() },
    ]);
    const detail = await read(order.id);
    expect(detail.status).toBe('Failed');
    expect(detail.lateRefunds).toEqual([
      expect.objectContaining({
        paymentReference: payment.id,
        amount: payment.amountPaise / 100,
        status: 'refunded',
        refundedAt: expect.any(String),
        refundReference: expect.any(String),
      }),
    ]);
    const warned = log.lines.filter(
      (l) => l.level === 40 && l.paymentId === payment.id && l.orderId === order.id,
    );
    expect(warned.length).toBeGreaterThan(0);
  });

  it('a second capture on a Completed order is refunded once; the order stays Completed', async () => {
    const order = await place(149);
    const paid = await payOrder(t.app, alice, { order });
    expect(paid.status).toBe('Completed');
    const second = await captureAtGateway(order);
    expect((await webhook(order, second)).json()).toEqual({ status: 'processed' });
    expect((await confirm(order, second)).json().status).toBe('Completed');
    expect((await webhook(order, second)).statusCode).toBe(200);
    expect(counting.calls.refunds.get(second.id)).toBe(1);
    expect(counting.calls.refunds.get(paid.paymentReference!)).toBeUndefined();
    const detail = await read(order.id);
    expect(detail).toMatchObject({ status: 'Completed', paymentReference: paid.paymentReference });
    expect(detail.lateRefunds).toHaveLength(1);
    expect(counting.calls.fulfil.get(order.id)).toBe(1);
  });

  it('a wrong-amount capture is refunded and no longer blocks the order: it can be paid, or it expires', async () => {
    const order = await place(199);
    const wrong = await captureAtGateway(order, order.payment!.amountPaise - 100);
    const res = await confirm(order, wrong);
    expect(res.statusCode).toBe(409);
    expect((await webhook(order, wrong)).statusCode).toBe(200);
    expect(counting.calls.refunds.get(wrong.id)).toBe(1);
    expect((await read(order.id)).status).toBe('Payment Pending');
    // The customer pays the right amount afterwards.
    const paid = await payOrder(t.app, alice, { order });
    expect(paid.status).toBe('Completed');
    expect(counting.calls.refunds.get(wrong.id)).toBe(1);

    // Found by the sweeper: refunded, and the order still expires.
    const other = await place(199);
    const wrong2 = await captureAtGateway(other, other.payment!.amountPaise + 100);
    await expire(other.id);
    await t.database.db.execute(
      sql`update orders set updated_at = now() - interval '2 minutes' where id = ${other.id}`,
    );
    await t.app.orderService.sweep();
    expect((await read(other.id)).status).toBe('Failed');
    expect(counting.calls.refunds.get(wrong2.id)).toBe(1);
    expect(log.matching(/does not match the order/).every((l) => l.level === 40)).toBe(true);
  });

  it('confirmation, two webhooks and the sweeper at once: the biller fulfils once, a refusal refunds once', async () => {
    for (const suffix of ['', '2222']) {
      const order = await place(249, suffix);
      const payment = await captureAtGateway(order);
      await t.database.db.execute(
        sql`update orders set updated_at = now() - interval '2 minutes' where id = ${order.id}`,
      );
      await Promise.all([
        confirm(order, payment),
        webhook(order, payment),
        webhook(order, payment),
        t.app.orderService.sweep(),
      ]);
      const detail = await read(order.id);
      expect(detail.status).toBe(suffix ? 'Refunded' : 'Completed');
      expect(counting.calls.fulfil.get(order.id)).toBe(1);
      expect(counting.calls.refunds.get(payment.id) ?? 0).toBe(suffix ? 1 : 0);
      expect(detail.lateRefunds ?? []).toEqual([]);
    }
  });

  it('an order whose payments cannot be looked up still expires after the window and a bounded grace', async () => {
    const young = await place(120);
    const old = await place(120);
    await t.database.db.execute(
      sql`update orders set created_at = now() - interval '16 minutes', updated_at = now() - interval '2 minutes'
          where id = ${young.id}`,
    );
    await t.database.db.execute(
      sql`update orders set created_at = now() - interval '21 minutes', updated_at = now() - interval '2 minutes'
          where id = ${old.id}`,
    );
    counting.lookup.failing = true;
    try {
      await t.app.orderService.sweep();
    } finally {
      counting.lookup.failing = false;
    }
    expect((await read(young.id)).status).toBe('Payment Pending');
    expect((await read(old.id)).status).toBe('Failed');
    expect(log.matching(/expires anyway/).some((l) => l.orderId === old.id && l.level === 40)).toBe(true);
    // A capture the gateway made meanwhile is refunded when it is seen (here: its webhook).
    const late = await captureAtGateway(old);
    expect((await webhook(old, late)).statusCode).toBe(200);
    expect(counting.calls.refunds.get(late.id)).toBe(1);
    expect((await read(old.id)).status).toBe('Failed');
  });

  it('expiry and a late confirmation together, 50 times: never Failed and kept, never delivered and refunded', async () => {
    const outcomes = { Failed: 0, Completed: 0 };
    for (let i = 0; i < 50; i++) {
      const order = await place(101);
      await t.database.db.execute(
        sql`update orders set created_at = now() - interval '16 minutes', updated_at = now() - interval '2 minutes'
            where id = ${order.id}`,
      );
      const payment = await captureAtGateway(order);
      // The sweeper asked the gateway a moment before the capture landed: it saw nothing and expires the order.
      counting.lookup.blind = true;
      try {
        await Promise.all([t.app.orderService.sweep(), confirm(order, payment), webhook(order, payment)]);
      } finally {
        counting.lookup.blind = false;
      }
      const detail = await read(order.id);
      const refunds = counting.calls.refunds.get(payment.id) ?? 0;
      const recorded = await refundsOf(payment.id);
      if (detail.status === 'Failed') {
        expect(refunds).toBe(1);
        expect(recorded).toEqual([expect.objectContaining({ status: 'refunded' })]);
      } else {
        expect(detail.status).toBe('Completed');
        expect(refunds).toBe(0);
        expect(recorded).toEqual([]);
      }
      outcomes[detail.status as 'Failed' | 'Completed'] += 1;
    }
    expect(outcomes.Failed + outcomes.Completed).toBe(50);
  });
});

describe('Razorpay (the local fake): late captures and payments refunded at the gateway', () => {
  let fake: FakeRazorpay;
  let rz: TestApp;
  let carol: TestUser;
  let client: RazorpayClient;
  const log = logCapture();

  beforeAll(async () => {
    fake = await startFakeRazorpay();
    client = new RazorpayClient({ keyId: fake.keyId, keySecret: fake.keySecret, baseUrl: fake.url });
    rz = await buildTestApp(
      {
        ...razorpayEnv(fake),
        LOG_LEVEL: 'warn',
      },
      { jobs: false, logStream: log.stream },
    );
    carol = await createVerifiedUser(rz.app);
  });
  afterAll(async () => {
    await rz?.close();
    await fake?.close();
  });

  async function place(amount = 299): Promise<CreatedOrderDto> {
    const res = await injectAs(rz.app, carol, {
      method: 'POST',
      url: '/api/orders',
      payload: { type: 'MOBILE', operator: 'Airtel', number: number(), circle: 'Delhi NCR', amount },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  const deliver = (hook: WebhookDelivery) => deliverWebhook(rz.app, hook);
  const confirm = (order: CreatedOrderDto, paymentId: string) => {
    const checkout = fake.checkoutResponse(fake.payments.get(paymentId)!);
    return injectAs(rz.app, carol, {
      method: 'POST',
      url: `/api/orders/${order.id}/payment`,
      payload: {
        gatewayOrderId: checkout.razorpay_order_id,
        paymentId: checkout.razorpay_payment_id,
        signature: checkout.razorpay_signature,
      },
    });
  };
  const read = async (id: number) =>
    (await injectAs(rz.app, carol, { method: 'GET', url: `/api/orders/${id}` })).json();
  const checksOf = async (id: number) =>
    (
      (await rz.database.db.execute(
        sql`select checks from expired_order_checks where order_id = ${id}`,
      )) as unknown as { rows: { checks: number }[] }
    ).rows[0]?.checks ?? 0;

  it('a capture after expiry is refunded once at Razorpay (webhook, confirmation, sweeper)', async () => {
    const order = await place(299);
    await expireOrder(rz, order.id);
    expect((await read(order.id)).status).toBe('Failed');
    const payment = fake.pay(order.payment!.gatewayOrderId, { outcome: 'captured' });
    expect((await deliver(fake.webhook('payment.captured', { paymentId: payment.id }))).statusCode).toBe(200);
    expect((await confirm(order, payment.id)).json().status).toBe('Failed');
    expect((await deliver(fake.webhook('order.paid', { paymentId: payment.id }))).statusCode).toBe(200);
    expect(fake.refundsCreated(payment.id)).toBe(1);
    expect(fake.requestCount('POST /payments/:id/refund')).toBe(1);
    const detail = await read(order.id);
    expect(detail.status).toBe('Failed');
    expect(detail.lateRefunds).toEqual([
      expect.objectContaining({ paymentReference: payment.id, amount: 293.02, status: 'refunded' }),
    ]);
  });

  it('a capture after expiry with both webhooks lost and the tab closed is refunded by the sweeper within minutes (issue 46)', async () => {
    const order = await place(279);
    await expireOrder(rz, order.id);
    expect((await read(order.id)).status).toBe('Failed');
    // Paid at Razorpay after the order expired: no webhook, no confirmation. A minute later, the sweeper asks.
    const payment = fake.pay(order.payment!.gatewayOrderId, { outcome: 'captured' });
    await rz.database.db.execute(
      sql`update orders set updated_at = now() - interval '2 minutes' where id = ${order.id}`,
    );
    await rz.app.orderService.sweep();
    expect(fake.refundsCreated(payment.id)).toBe(1);
    expect((await read(order.id)).lateRefunds).toEqual([
      expect.objectContaining({ paymentReference: payment.id, status: 'refunded' }),
    ]);
    // Asked again later, it refunds nothing more.
    await rz.database.db.execute(
      sql`update expired_order_checks set checked_at = now() - interval '1 day' where order_id = ${order.id}`,
    );
    await rz.app.orderService.sweep();
    expect(fake.refundsCreated(payment.id)).toBe(1);
  });

  it('an expired order is asked about with a backoff, and not at all an hour after it expired', async () => {
    const order = await place(269);
    await expireOrder(rz, order.id);
    const lookups = () => fake.requestCount('GET /orders/:id/payments');
    await rz.database.db.execute(
      sql`update orders set updated_at = now() - interval '2 minutes' where id = ${order.id}`,
    );
    await rz.app.orderService.sweep();
    const first = lookups();
    expect(await checksOf(order.id)).toBe(1);
    // Asked a moment ago: the next sweep leaves it.
    await rz.app.orderService.sweep();
    expect(lookups()).toBe(first);
    // Over an hour after it expired: never asked again (the daily reconciliation remains).
    await rz.database.db.execute(
      sql`update orders set updated_at = now() - interval '61 minutes' where id = ${order.id}`,
    );
    await rz.database.db.execute(
      sql`update expired_order_checks set checked_at = now() - interval '1 day' where order_id = ${order.id}`,
    );
    await rz.app.orderService.sweep();
    expect(lookups()).toBe(first);
  });

  it('a payment already refunded at the gateway is not fulfilled; the order stays payable', async () => {
    const order = await place(199);
    const payment = fake.pay(order.payment!.gatewayOrderId, { outcome: 'captured' });
    await client.refundOnce(payment.id, payment.amount, 'dashboard');
    expect(fake.payments.get(payment.id)!.status).toBe('refunded');
    const res = await confirm(order, payment.id);
    expect(res.statusCode).toBe(409);
    expect((await deliver(fake.webhook('payment.captured', { paymentId: payment.id }))).statusCode).toBe(200);
    const detail = await read(order.id);
    expect(detail.status).toBe('Payment Pending');
    expect(fake.refundsCreated(payment.id)).toBe(1);
    expect(detail.lateRefunds).toEqual([
      expect.objectContaining({ paymentReference: payment.id, status: 'refunded' }),
    ]);
    // The sweeper sees the refunded payment and still expires the order.
    await expireOrder(rz, order.id);
    expect((await read(order.id)).status).toBe('Failed');
    expect(fake.refundsCreated(payment.id)).toBe(1);
  });
});
