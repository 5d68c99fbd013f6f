import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ReconciliationRun } from '@paywise/domain/contracts/admin';
import type { CreatedOrderDto } from '@paywise/domain/contracts/orders';
import { RazorpayClient } from '../../../src/adapters/payment-gateway/razorpay-client';
import { razorpayEnv, startFakeRazorpay, type FakeRazorpay } from '../../helpers/fake-razorpay';
import { expireOrder, payOrder } from '../../helpers/pay';
import {
  buildTestApp,
  createAdmin,
  createVerifiedUser,
  injectAs,
  uniqueMobileNumber,
  type TestApp,
  type TestUser,
} from '../../helpers/test-app';

/**
 * Issue 25, daily reconciliation (docs/decisions/0016): the gateway's captured payments of the last 48 hours are
 * matched to orders through the one rule for captured payments; a capture the app never saw is refunded once; a
 * payment whose gateway order is none of ours is counted and listed, never refunded blindly.
 */

const number = () => uniqueMobileNumber('97');

const rowsOf = async <T>(t: TestApp, query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

function harness(env: () => Record<string, string>, before?: () => Promise<void>) {
  const ctx = {} as { t: TestApp; alice: TestUser; admin: TestUser };
  beforeAll(async () => {
    await before?.();
    ctx.t = await buildTestApp(
      { RATE_LIMIT_ORDERS: '1000', LOG_LEVEL: 'warn', PAYMENT_EXPIRY_MINUTES: '15', ...env() },
      { jobs: false },
    );
    ctx.alice = await createVerifiedUser(ctx.t.app, { username: 'Alice' });
    ctx.admin = await createAdmin(ctx.t.app);
  });
  afterAll(async () => {
    await ctx.t?.close();
  });
  return {
    ctx,
    async place(amount = 299): Promise<CreatedOrderDto> {
      const res = await injectAs(ctx.t.app, ctx.alice, {
        method: 'POST',
        url: '/api/orders',
        payload: { type: 'MOBILE', operator: 'Airtel', number: number(), circle: 'Delhi NCR', amount },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    },
    async run(): Promise<ReconciliationRun> {
      const res = await injectAs(ctx.t.app, ctx.admin, {
        method: 'POST',
        url: '/api/admin/reconciliation/run',
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    async status(orderId: number): Promise<string> {
      const res = await injectAs(ctx.t.app, ctx.alice, { method: 'GET', url: `/api/orders/${orderId}` });
      return res.json().status;
    },
    refundsOf: (paymentId: string) =>
      rowsOf<{ status: string; kind: string }>(
        ctx.t,
        sql`select status, kind from payment_refunds where payment_id = ${paymentId}`,
      ),
  };
}

describe('reconciliation against the sandbox gateway', () => {
  const h = harness(() => ({}));

  /**
   * A payment the sandbox gateway captured without the app hearing of it (webhook and confirmation lost), a few
   * seconds ago: a run lists the captures created before its own clock's now, and the database's clock (PGlite's
   * in particular, on a loaded machine) may be a few milliseconds ahead of the app's, so a capture stamped "now"
   * could fall after the run's window and be left to the next run.
   */
  async function captureAtGateway(gatewayOrderId: string, amountPaise: number) {
    const id = `pay_${randomBytes(7).toString('hex')}`;
    await h.ctx.t.database.db.execute(
      sql`insert into sandbox_payments (id, gateway_order_id, amount_paise, method, status, created_at)
          values (${id}, ${gatewayOrderId}, ${amountPaise}, 'upi', 'captured', now() - interval '5 seconds')`,
    );
    return id;
  }

  it('finds a capture on an order the sweeper expired, refunds it once, and a second run refunds nothing', async () => {
    const order = await h.place(299);
    await expireOrder(h.ctx.t, order.id);
    expect(await h.status(order.id)).toBe('Failed');
    const paymentId = await captureAtGateway(order.payment!.gatewayOrderId, order.payment!.amountPaise);

    const first = await h.run();
    expect(first.refunded).toBeGreaterThanOrEqual(1);
    expect(await h.refundsOf(paymentId)).toEqual([{ status: 'refunded', kind: 'late' }]);
    expect(first.unresolved.map((u) => u.paymentId)).not.toContain(paymentId);
    expect(await h.status(order.id)).toBe('Failed');

    const second = await h.run();
    expect(second.refunded).toBe(0);
    expect(await h.refundsOf(paymentId)).toHaveLength(1);
    const sandbox = await rowsOf<{ status: string }>(
      h.ctx.t,
      sql`select status from sandbox_payments where id = ${paymentId}`,
    );
    expect(sandbox).toEqual([{ status: 'refunded' }]);
  });

  it('a Completed order paid in full is counted matched and nothing is refunded', async () => {
    const order = await h.place(199);
    const paid = await payOrder(h.ctx.t.app, h.ctx.alice, { order });
    expect(paid.status).toBe('Completed');

    const run = await h.run();
    expect(run.matched).toBeGreaterThanOrEqual(1);
    expect(run.refunded).toBe(0);
    expect(await h.status(order.id)).toBe('Completed');
    const refunds = await rowsOf(h.ctx.t, sql`select 1 from payment_refunds where order_id = ${order.id}`);
    expect(refunds).toHaveLength(0);
  });

  it('a capture of a still payable order the app never heard of pays it (the same rule), then counts as matched', async () => {
    const order = await h.place(149);
    await captureAtGateway(order.payment!.gatewayOrderId, order.payment!.amountPaise);
    const run = await h.run();
    expect(run.refunded).toBe(0);
    expect(await h.status(order.id)).toBe('Completed');
  });

  it('a wrong-amount capture is counted mismatched and refunded', async () => {
    const order = await h.place(249);
    const paymentId = await captureAtGateway(order.payment!.gatewayOrderId, 100);
    const run = await h.run();
    expect(run.mismatched).toBe(1);
    expect(run.refunded).toBe(1);
    expect(await h.refundsOf(paymentId)).toEqual([{ status: 'refunded', kind: 'late' }]);
    expect(await h.status(order.id)).toBe('Payment Pending');
  });

  it('a payment for a gateway order that is none of ours is counted and listed, not refunded', async () => {
    const paymentId = await captureAtGateway(`order_${randomBytes(7).toString('hex')}`, 5000);
    const run = await h.run();
    expect(run.unknown).toBe(1);
    expect(run.unresolved).toContainEqual(
      expect.objectContaining({ paymentId, orderId: null, amountPaise: 5000 }),
    );
    expect(await h.refundsOf(paymentId)).toHaveLength(0);

    const res = await injectAs(h.ctx.t.app, h.ctx.admin, { method: 'GET', url: '/api/admin/reconciliation' });
    expect(res.statusCode).toBe(200);
    const { lastRun } = res.json();
    expect(lastRun.unknown).toBe(1);
    expect(lastRun.finishedAt).toBe(run.finishedAt);
    expect(lastRun.unresolved.map((u: { paymentId: string }) => u.paymentId)).toContain(paymentId);
  });

  it('is for admins only (401 without a session, 403 for a customer)', async () => {
    for (const [method, url] of [
      ['POST', '/api/admin/reconciliation/run'],
      ['GET', '/api/admin/reconciliation'],
    ] as const) {
      expect((await injectAs(h.ctx.t.app, null, { method, url })).statusCode).toBe(401);
      expect((await injectAs(h.ctx.t.app, h.ctx.alice, { method, url })).statusCode).toBe(403);
    }
  });
});

describe('reconciliation against Razorpay (the local fake)', () => {
  let fake: FakeRazorpay;
  const h = harness(
    () => razorpayEnv(fake),
    async () => {
      fake = await startFakeRazorpay();
    },
  );
  afterAll(async () => {
    await fake?.close();
  });

  it('refunds a capture the app never saw on an expired order exactly once, over two runs', async () => {
    const order = await h.place(299);
    await expireOrder(h.ctx.t, order.id);
    expect(await h.status(order.id)).toBe('Failed');
    // Captured at Razorpay; its webhook and the confirmation are lost.
    const payment = fake.pay(order.payment!.gatewayOrderId, { outcome: 'captured' });

    const first = await h.run();
    expect(first.refunded).toBe(1);
    expect(await h.refundsOf(payment.id)).toEqual([{ status: 'refunded', kind: 'late' }]);
    const second = await h.run();
    expect(second.refunded).toBe(0);
    expect(fake.requestCount('POST /payments/:id/refund')).toBe(1);
    expect(fake.payments.get(payment.id)!.status).toBe('refunded');
  });

  it('answers 503 with a clear message and stores no run when Razorpay cannot list its payments', async () => {
    const before = await injectAs(h.ctx.t.app, h.ctx.admin, {
      method: 'GET',
      url: '/api/admin/reconciliation',
    });
    fake.setFault({ kind: 'status', status: 503, route: 'GET /payments' });
    try {
      const res = await injectAs(h.ctx.t.app, h.ctx.admin, {
        method: 'POST',
        url: '/api/admin/reconciliation/run',
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(
        'The payment gateway could not list its payments; try the reconciliation again later.',
      );
    } finally {
      fake.setFault(null);
    }
    const after = await injectAs(h.ctx.t.app, h.ctx.admin, {
      method: 'GET',
      url: '/api/admin/reconciliation',
    });
    expect(after.json()).toEqual(before.json());
  });

  it('reads every page of GET /payments (more than 100 payments) and lists unknown ones without refunding', async () => {
    const order = await h.place(199);
    // Payments on a gateway order that is not ours (another application on the same Razorpay account).
    const client = new RazorpayClient({ keyId: fake.keyId, keySecret: fake.keySecret, baseUrl: fake.url });
    const created = await client.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'another-app' });
    for (let i = 0; i < 105; i++) fake.pay(created.id, { outcome: 'failed' });
    fake.pay(created.id, { outcome: 'captured' });
    const ours = fake.pay(order.payment!.gatewayOrderId, { outcome: 'captured' });
    const refundsBefore = fake.requestCount('POST /payments/:id/refund');

    const run = await h.run();
    expect(run.unknown).toBe(1);
    expect(run.unresolved).toContainEqual(
      expect.objectContaining({ gatewayOrderId: created.id, orderId: null }),
    );
    expect(fake.requestCount('GET /payments')).toBeGreaterThanOrEqual(2);
    // Our own capture (the webhook lost) paid its order by the same rule.
    expect(await h.status(order.id)).toBe('Completed');
    expect(await h.refundsOf(ours.id)).toHaveLength(0);
    expect(fake.requestCount('POST /payments/:id/refund')).toBe(refundsBefore);
  });
});
