import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rechargesPaused, type RechargeWallet } from '@paywise/domain/contracts/admin';
import type { OrderDetailDto, OrderDto } from '@paywise/domain/contracts/orders';
import { ConfigError, loadConfig } from '../../../src/config';
import { ORDER_NOTES } from '@paywise/domain/order-notes';
import { RESEND_LIMIT } from '../../../src/adapters/recharge-provider/setu-recharge-provider';
import { redriveRechargeNotices } from '../../../src/modules/recharges';
import { startFakeSetuPrepaid, type FakeSetuPrepaid } from '../../helpers/fake-setu-prepaid';
import { placePaidOrder } from '../../helpers/pay';
import {
  buildTestApp,
  createAdmin,
  createVerifiedUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../helpers/test-app';

const { RECHARGE_FAILED, RECHARGE_NOT_SENT, RECHARGE_REVERSED_AFTER_COMPLETION } = ORDER_NOTES;

/**
 * RECHARGE_PROVIDER=setu end to end (docs/decisions/0022): real app, real database, real HTTP to a local fake of
 * Setu's prepaid API that validates every request and answer against the vendored OpenAPI file. The sweeper is run
 * by hand (no background jobs, no grace period).
 */
const WEBHOOK_TOKEN = 'webhook-token-0123456789abcdefghij';

let fake: FakeSetuPrepaid;
let t: TestApp;
let customer: TestUser;
let logText = '';
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logText += chunk.toString('utf8');
    done();
  },
});

const appEnv = () =>
  fake.env({
    SETU_PREPAID_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    SWEEP_GRACE_SECONDS: '0',
    LOG_LEVEL: 'info',
  });

let numberSeq = 0;
/** A fresh prepaid number per test (the fake scripts outcomes per number). */
const nextNumber = () => `9${876_500_001 + 3 * numberSeq++}`;
const mobileOrder = (number: string, amount = 299) => ({
  type: 'MOBILE',
  operator: 'Airtel',
  number,
  circle: 'Delhi NCR',
  amount,
});

async function detail(app: TestApp['app'], id: number): Promise<OrderDetailDto> {
  const res = await injectAs(app, customer, { method: 'GET', url: `/api/orders/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function refundsOf(orderId: number) {
  const result = (await t.database.db.execute(
    sql`select payment_id, kind, reason, status from payment_refunds where order_id = ${orderId}`,
  )) as unknown as { rows: { payment_id: string; kind: string; reason: string; status: string }[] };
  return result.rows;
}

/** The Setu calls this test made for one mobile number (logins are not per number). */
const callsFor = (mobile: string) =>
  fake.calls.filter((c) => JSON.stringify(c.body ?? '').includes(mobile) || c.path === '/recharge/status');

const requestsFor = (mobile: string) =>
  fake.calls.filter((c) => c.path === '/recharge/request' && JSON.stringify(c.body).includes(mobile));

const refOf = (order: OrderDto) => order.paymentReference!.replace(/[^A-Za-z0-9]/g, '');

beforeAll(async () => {
  fake = await startFakeSetuPrepaid();
  t = await buildTestApp(appEnv(), { jobs: false, logStream });
  customer = await createVerifiedUser(t.app);
});

afterAll(async () => {
  await t.close();
  await fake.close();
});

afterEach(() => {
  // Every request we sent and every answer the fake gave matched the OpenAPI file.
  expect(fake.violations).toEqual([]);
});

describe('the fake checks the contract', () => {
  it('records (and answers 422) a request that does not match the OpenAPI file', async () => {
    const res = await fetch(`${fake.url}/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ClientID: 'x' }),
    });
    expect(res.status).toBe(422);
    expect(fake.violations[0]).toMatch(/must have required property 'Secret'/);
    fake.violations.length = 0;
  });
});

describe('configuration', () => {
  it('lists every missing Setu value and refuses to start', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', RECHARGE_PROVIDER: 'setu' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of [
      'SETU_PREPAID_URL',
      'SETU_PREPAID_CLIENT_ID',
      'SETU_PREPAID_SECRET',
      'SETU_PREPAID_PRODUCT_INSTANCE_ID',
    ]) {
      expect(message).toContain(`${name}: required when RECHARGE_PROVIDER=setu`);
    }
  });

  it('stays on the sandbox biller by default', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://' });
    expect(config.recharge).toEqual({ provider: 'sandbox', walletAlertPaise: 200_000 });
  });
});

describe('a prepaid recharge through Setu', () => {
  beforeEach(() => {
    fake.calls.length = 0;
  });

  it('validates, requests once with the payment reference, and completes with the operator reference', async () => {
    const number = nextNumber();
    const order = await placePaidOrder(t.app, customer, { payload: mobileOrder(number) });
    expect(order.status).toBe('Completed');
    const requests = requestsFor(number);
    expect(requests).toHaveLength(1);
    const body = requests[0].body as {
      customer: { billParameters: { name: string; value: string }[]; mobile: string };
      paymentDetails: { amount: number; paymentRefId: string; mode: string };
    };
    expect(body.paymentDetails).toMatchObject({ amount: 29_900, paymentRefId: refOf(order), mode: 'Wallet' });
    expect(body.customer.billParameters).toEqual([
      { name: 'Mobile Number', value: number },
      { name: 'Operator', value: 'airtel' },
      { name: 'Location', value: 'Delhi' },
    ]);
    // validate came first
    const paths = callsFor(number).map((c) => c.path);
    expect(paths.indexOf('/recharge/validate')).toBeLessThan(paths.indexOf('/recharge/request'));
    const recharge = fake.recharges.get(refOf(order))!;
    const events = (await detail(t.app, order.id)).events.map((e) => e.note);
    expect(events).toContain(`Fulfilled: ${recharge.operatorRefId}`);
    expect(await refundsOf(order.id)).toEqual([]);
  });

  it('a recharge the operator fails is refunded exactly once and the customer reads why', async () => {
    const number = nextNumber();
    fake.script(number, 'failure', 'Operator down for maintenance');
    const order = await placePaidOrder(t.app, customer, { payload: mobileOrder(number) });
    expect(order.status).toBe('Refunded');
    expect(order.failureReason).toBe(`${RECHARGE_FAILED} Reason: Operator down for maintenance`);
    // Asked again (sweeper, webhook): no second request, no second refund.
    await t.app.orderService.sweep();
    await t.app.orderService.recheckRecharge(order.id);
    expect(requestsFor(number)).toHaveLength(1);
    const refunds = await refundsOf(order.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ kind: 'order', status: 'refunded' });
  });

  it('a validation refusal fails the order before anything is requested, and refunds it', async () => {
    const number = nextNumber();
    fake.script(number, 'failure', 'invalid-amount');
    const order = await placePaidOrder(t.app, customer, { payload: mobileOrder(number) });
    expect(order.status).toBe('Refunded');
    expect(order.failureReason).toBe(`${RECHARGE_FAILED} Reason: Invalid Amount.`);
    expect(requestsFor(number)).toHaveLength(0);
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it('a pending recharge stays Processing; the sweeper asks recharge/status until it is final', async () => {
    const number = nextNumber();
    fake.script(number, 'pending');
    const order = await placePaidOrder(t.app, customer, { payload: mobileOrder(number) });
    expect(order.status).toBe('Processing');
    await t.app.orderService.sweep();
    expect((await detail(t.app, order.id)).status).toBe('Processing');
    fake.settle(refOf(order), 'Successful');
    await t.app.orderService.sweep();
    expect((await detail(t.app, order.id)).status).toBe('Completed');
    expect(requestsFor(number)).toHaveLength(1);
    expect(fake.count('/recharge/status')).toBeGreaterThanOrEqual(2);
  });

  it('a token refused with 401 is renewed once and the call retried', async () => {
    const number = nextNumber();
    await placePaidOrder(t.app, customer, { payload: mobileOrder(nextNumber()) }); // a token is cached
    fake.calls.length = 0;
    fake.revokeTokens();
    const order = await placePaidOrder(t.app, customer, { payload: mobileOrder(number) });
    expect(order.status).toBe('Completed');
    expect(fake.count('/v1/users/login')).toBe(1);
    expect(fake.calls.filter((c) => c.status === 401)).toHaveLength(1);
    expect(requestsFor(number)).toHaveLength(1);
  });

  it('postpaid bills, DTH and data cards stay with the sandbox biller', async () => {
    const order = await placePaidOrder(t.app, customer, {
      payload: {
        type: 'DTH',
        operator: 'Tata Sky',
        accountNumber: '1234567890',
        amount: 300,
      },
    });
    expect(order.status).toBe('Completed');
    expect(fake.calls).toEqual([]);
  });

  it('never logs the secret or a token', () => {
    expect(logText).not.toContain(fake.keys.secret);
    expect(logText).not.toMatch(/eyJ[A-Za-z0-9_-]+\.eyJ/);
  });
});

describe('a server that dies mid-recharge', () => {
  beforeEach(() => {
    fake.calls.length = 0;
  });

  it('after recharge/request was sent: the restarted server asks the status first and never requests again', async () => {
    const number = nextNumber();
    fake.dropAnswer('POST /recharge/request');
    const order = await placePaidOrder(t.app, customer, { payload: mobileOrder(number) });
    expect(order.status).toBe('Processing');
    expect(fake.recharges.get(refOf(order))?.status).toBe('Successful');

    // A second process on the same database (the restarted server), with its own (empty) token cache.
    const restarted = await buildTestApp(appEnv(), { jobs: false, database: t.database, logStream });
    try {
      const before = fake.calls.length;
      await restarted.app.orderService.sweep();
      const after = fake.calls.slice(before).filter((c) => c.path !== '/v1/users/login');
      expect(after[0].path).toBe('/recharge/status');
      expect(after.map((c) => c.path)).not.toContain('/recharge/request');
      expect((await detail(restarted.app, order.id)).status).toBe('Completed');
    } finally {
      await restarted.close();
    }
    expect(requestsFor(number)).toHaveLength(1);
    expect(await refundsOf(order.id)).toEqual([]);
  });

  it('between the capture and recharge/request: the restarted server requests exactly once', async () => {
    const number = nextNumber();
    fake.dropAnswer('POST /recharge/validate');
    const order = await placePaidOrder(t.app, customer, { payload: mobileOrder(number) });
    expect(order.status).toBe('Processing');
    expect(requestsFor(number)).toHaveLength(0);
    const restarted = await buildTestApp(appEnv(), { jobs: false, database: t.database, logStream });
    try {
      await restarted.app.orderService.sweep();
      await restarted.app.orderService.sweep();
      expect((await detail(restarted.app, order.id)).status).toBe('Completed');
    } finally {
      await restarted.close();
    }
    expect(requestsFor(number)).toHaveLength(1);
  });
});

describe('a recharge/request that never reached Setu (issue 46)', () => {
  const sentAgo = (orderId: number, minutes: number) =>
    t.database.db.execute(
      sql`update recharge_requests set requested_at = now() - make_interval(mins => ${minutes}),
            last_sent_at = case when last_sent_at is null then null else now() - make_interval(mins => ${minutes}) end
          where order_id = ${orderId}`,
    );

  it('is sent again, the same request, once Setu says it does not know it: delivered, not refunded', async () => {
    const number = nextNumber();
    fake.calls.length = 0;
    fake.loseRequest('POST /recharge/request');
    const order = await placePaidOrder(t.app, customer, { payload: mobileOrder(number) });
    expect(order.status).toBe('Processing');
    // Within the minute Setu's "unknown" is not believed yet (the request may still be on its way).
    await t.app.orderService.sweep();
    expect((await detail(t.app, order.id)).status).toBe('Processing');
    expect(fake.calls.filter((c) => c.path === '/recharge/request')).toHaveLength(1);
    await sentAgo(order.id, 2);
    await t.app.orderService.sweep();
    await t.app.orderService.sweep();
    const done = await detail(t.app, order.id);
    expect(done.status).toBe('Completed');
    expect(await refundsOf(order.id)).toEqual([]);
    const sent = fake.calls.filter((c) => c.path === '/recharge/request');
    expect(sent).toHaveLength(2);
    const refs = sent.map((c) => (c.body as { paymentDetails: { paymentRefId: string } }).paymentDetails);
    expect(refs[1].paymentRefId).toBe(refs[0].paymentRefId);
    expect(fake.recharges.has(refOf(order))).toBe(true);
  });

  it('a first request that arrives late makes the resend a duplicate: recharged once', async () => {
    const number = nextNumber();
    fake.calls.length = 0;
    // The answer is lost after Setu acted, and the status queries say "unknown" (Setu slow to index it).
    fake.dropAnswer('POST /recharge/request');
    fake.statusNotKnowing(1);
    const order = await placePaidOrder(t.app, customer, { payload: mobileOrder(number) });
    await sentAgo(order.id, 2);
    await t.app.orderService.sweep();
    await t.app.orderService.sweep();
    const done = await detail(t.app, order.id);
    expect(done.status).toBe('Completed');
    expect(await refundsOf(order.id)).toEqual([]);
    const sent = fake.calls.filter((c) => c.path === '/recharge/request');
    // The first answer was dropped after Setu acted; the resend was refused as a duplicate (ERR005).
    expect(sent.map((c) => c.status)).toEqual(['dropped', 500]);
    expect([...fake.recharges.keys()].filter((ref) => ref === refOf(order))).toHaveLength(1);
  });

  it(`every send lost: sent ${RESEND_LIMIT} times more, then failed and refunded 15 minutes after the last`, async () => {
    const number = nextNumber();
    fake.calls.length = 0;
    fake.loseRequest('POST /recharge/request', 1 + RESEND_LIMIT);
    const order = await placePaidOrder(t.app, customer, { payload: mobileOrder(number) });
    for (let resend = 1; resend <= RESEND_LIMIT; resend += 1) {
      await sentAgo(order.id, 2);
      await t.app.orderService.sweep();
      expect((await detail(t.app, order.id)).status).toBe('Processing');
    }
    expect(fake.calls.filter((c) => c.path === '/recharge/request')).toHaveLength(1 + RESEND_LIMIT);
    // No more sends; 14 minutes after the last one it is still only waited for.
    await sentAgo(order.id, 14);
    await t.app.orderService.sweep();
    expect((await detail(t.app, order.id)).status).toBe('Processing');
    await sentAgo(order.id, 16);
    await t.app.orderService.sweep();
    await t.app.orderService.sweep();
    const done = await detail(t.app, order.id);
    expect(done.status).toBe('Refunded');
    expect(done.failureReason).toBe(RECHARGE_NOT_SENT);
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(fake.calls.filter((c) => c.path === '/recharge/request')).toHaveLength(1 + RESEND_LIMIT);
    expect(fake.recharges.has(refOf(order))).toBe(false);
  });
});

describe('a recharge/request Setu provably never acted on (issue 46)', () => {
  it('a 429 is "not sent, try again": the same request (same paymentRefId) is sent again, never failed', async () => {
    const number = nextNumber();
    fake.calls.length = 0;
    fake.refuseBeforeProcessing('POST /recharge/request', 429);
    const order = await placePaidOrder(t.app, customer, { payload: mobileOrder(number) });
    expect(order.status).toBe('Processing');
    // Even long after: Setu was never given the request, so its not knowing it is no failure.
    await t.database.db.execute(
      sql`update recharge_requests set requested_at = now() - interval '16 minutes' where order_id = ${order.id}`,
    );
    await t.app.orderService.sweep();
    const done = await detail(t.app, order.id);
    expect(done.status).toBe('Completed');
    const sent = requestsFor(number);
    expect(sent.map((c) => c.status)).toEqual([429, 200]);
    const refs = sent.map((c) => (c.body as { paymentDetails: { paymentRefId: string } }).paymentDetails);
    expect(refs[1].paymentRefId).toBe(refs[0].paymentRefId);
    expect(await refundsOf(order.id)).toEqual([]);
  });

  it('a login refused before the request: nothing sent, nothing failed; sent once the login works', async () => {
    const number = nextNumber();
    fake.calls.length = 0;
    // Validated; then the token is refused and the new login fails: the request itself never left.
    fake.revokeTokensAfter('POST /recharge/validate');
    fake.refuseBeforeProcessing('POST /v1/users/login', 503);
    const order = await placePaidOrder(t.app, customer, { payload: mobileOrder(number) });
    expect(order.status).toBe('Processing');
    expect(requestsFor(number).filter((c) => c.status === 401)).toHaveLength(1);
    await t.database.db.execute(
      sql`update recharge_requests set requested_at = now() - interval '16 minutes' where order_id = ${order.id}`,
    );
    await t.app.orderService.sweep();
    expect((await detail(t.app, order.id)).status).toBe('Completed');
    expect(requestsFor(number).filter((c) => c.status === 200)).toHaveLength(1);
    expect(await refundsOf(order.id)).toEqual([]);
  });
});

describe('webhooks', () => {
  const post = (path: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/webhooks/setu-prepaid/${path}`, payload });

  const notice = (order: OrderDto, status: string) => {
    const recharge = fake.recharges.get(refOf(order))!;
    return {
      transactionRefId: recharge.transactionRefId,
      trace_id: 'SYS-ABC-123',
      operatorRefId: recharge.operatorRefId,
      status,
      amount: (recharge.amountPaise / 100).toFixed(2),
      mobile_number: recharge.mobile,
      provider: 'Airtel',
      timestamp: '2026-01-09T11:56:26+05:30',
    };
  };

  it('a payment-status webhook only triggers a status query, which completes a pending order', async () => {
    const number = nextNumber();
    fake.script(number, 'pending');
    const order = await placePaidOrder(t.app, customer, { payload: mobileOrder(number) });
    expect(order.status).toBe('Processing');
    fake.settle(refOf(order), 'Successful');
    fake.calls.length = 0;
    // The body's claim is not believed: "Failure" here, but Setu's status says Successful.
    const res = await post(`${WEBHOOK_TOKEN}/payment/status`, notice(order, 'Failure'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, status: 'processed' });
    expect(fake.calls.map((c) => c.path)).toEqual(['/recharge/status']);
    expect((await detail(t.app, order.id)).status).toBe('Completed');
  });

  it('a reversal after success is verified with a status query and refunded exactly once', async () => {
    const number = nextNumber();
    const order = await placePaidOrder(t.app, customer, { payload: mobileOrder(number) });
    expect(order.status).toBe('Completed');

    // A wrong token: 404, nothing asked.
    fake.calls.length = 0;
    const forged = await post('not-the-token-at-all-0123456789/payment/reversal', notice(order, 'REVERSED'));
    expect(forged.statusCode).toBe(404);
    expect(fake.calls).toEqual([]);

    // A reversal notice while Setu still says Successful changes nothing.
    expect((await post(`${WEBHOOK_TOKEN}/payment/reversal`, notice(order, 'REVERSED'))).statusCode).toBe(200);
    expect(await refundsOf(order.id)).toEqual([]);

    fake.settle(refOf(order), 'REVERSED', 'Transaction reversed by operator');
    for (let i = 0; i < 2; i++) {
      // The duplicate delivery refunds nothing more.
      const res = await post(`${WEBHOOK_TOKEN}/payment/reversal`, notice(order, 'REVERSED'));
      expect(res.statusCode).toBe(200);
    }
    const refunds = await refundsOf(order.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      kind: 'late',
      status: 'refunded',
      reason: RECHARGE_REVERSED_AFTER_COMPLETION,
    });
    const shown = await detail(t.app, order.id);
    expect(shown.lateRefunds).toHaveLength(1);
    expect(shown.lateRefunds![0].reason).toBe(RECHARGE_REVERSED_AFTER_COMPLETION);
    expect(shown.status).toBe('Completed');
    // Since the order completed, only status queries were made.
    expect(fake.calls.map((c) => c.path).filter((p) => p !== '/recharge/status')).toEqual([]);
  });

  it('a reversal whose status query fails is kept (2xx, not 500) and asked again by the job until Setu answers', async () => {
    const order = await placePaidOrder(t.app, customer, { payload: mobileOrder(nextNumber()) });
    expect(order.status).toBe('Completed');
    fake.settle(refOf(order), 'REVERSED', 'Transaction reversed by operator');
    fake.refuseBeforeProcessing('POST /recharge/status', 503);
    const res = await post(`${WEBHOOK_TOKEN}/payment/reversal`, notice(order, 'REVERSED'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, status: 'recorded' });
    expect(await refundsOf(order.id)).toEqual([]);

    const deps = { db: t.app.db, orders: t.app.orderService, log: t.app.log };
    const kept = async () =>
      (
        (await t.database.db.execute(
          sql`select attempts, next_attempt_at > now() as "later" from recharge_notices where order_id = ${order.id}`,
        )) as unknown as { rows: { attempts: number; later: boolean }[] }
      ).rows;
    const due = () =>
      t.database.db.execute(
        sql`update recharge_notices set next_attempt_at = now() - interval '1 second' where order_id = ${order.id}`,
      );
    expect(await kept()).toEqual([{ attempts: 1, later: true }]);
    // Not due yet: nothing asked.
    await redriveRechargeNotices(deps);
    expect(await kept()).toEqual([{ attempts: 1, later: true }]);

    // Due, and Setu still down: kept, asked again later.
    await due();
    fake.refuseBeforeProcessing('POST /recharge/status', 503);
    await redriveRechargeNotices(deps);
    expect(await kept()).toEqual([{ attempts: 2, later: true }]);
    expect(await refundsOf(order.id)).toEqual([]);

    // Setu answers: the reversal is refunded once and the notice is done.
    await due();
    await redriveRechargeNotices(deps);
    expect(await kept()).toEqual([]);
    const refunds = await refundsOf(order.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ kind: 'late', reason: RECHARGE_REVERSED_AFTER_COMPLETION });
    await redriveRechargeNotices(deps);
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it('a notice for no order of ours is ignored; a wallet low-balance notice is logged at warn', async () => {
    const res = await post(`${WEBHOOK_TOKEN}/payment/status`, {
      transactionRefId: 'UNKNOWN000001',
      trace_id: 'x',
      status: 'Successful',
      amount: '10.00',
      mobile_number: '9999999999',
      provider: 'Airtel',
      timestamp: '2026-01-09T11:56:26+05:30',
    });
    expect(res.json()).toEqual({ received: true, status: 'ignored' });
    const low = await post(`${WEBHOOK_TOKEN}/wallet/low-balance`, {
      event: 'wallet.low_balance',
      balance: '2450.00',
      message: 'Low balance Alert',
      timestamp: '2026-01-09T11:56:26+05:30',
      traceId: 'low-balance-webhook-demo-instance-a1b2c3d4',
    });
    expect(low.statusCode).toBe(200);
    expect(logText).toMatch(/"level":40[^\n]*wallet balance is low/);
  });

  it('answers 404 when no webhook token is configured', async () => {
    const app = await buildTestApp(fake.env(), { jobs: false });
    try {
      await createAdmin(app.app);
      const res = await app.app.inject({
        method: 'POST',
        url: `/api/webhooks/setu-prepaid/${WEBHOOK_TOKEN}/payment/status`,
        payload: { transactionRefId: 'X00000001' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('the prefunded wallet', () => {
  const post = (path: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/webhooks/setu-prepaid/${WEBHOOK_TOKEN}/${path}`, payload });

  async function card(): Promise<RechargeWallet> {
    const admin = await createAdmin(t.app);
    const res = await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/recharge-wallet' });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  afterAll(async () => {
    // Funded again for the tests that follow: the top-up notice makes the next look ask Setu.
    fake.setWalletBalance(10_000);
    await post('wallet/topup', {
      event: 'wallet.credit',
      amount: '10000.00',
      transactionDate: '2026-01-09T11:56:26+05:30',
      traceId: 'topup-2',
      currentBalance: '10000.00',
    });
  });

  it("shows Setu's balance on the admin card; customers may not read it", async () => {
    fake.setWalletBalance(8000);
    await post('wallet/topup', {
      event: 'wallet.credit',
      amount: '5000.00',
      referenceNumber: 'TXN-9090',
      creditedFrom: 'Bank Transfer',
      transactionDate: '2026-01-09T11:56:26+05:30',
      message: 'Wallet topped up successfully',
      traceId: 'topup-webhook-demo-instance-e5f6g7h8',
      currentBalance: '8000.00',
    });
    expect(await card()).toMatchObject({ provider: 'setu', balance: 8000, alertBelow: 2000, low: false });
    const res = await injectAs(t.app, customer, { method: 'GET', url: '/api/admin/recharge-wallet' });
    expect(res.statusCode).toBe(403);
  });

  it("Setu's balance not answering: the last reading is shown, logged at warn (handled, no person needed)", async () => {
    const before = await card();
    await post('wallet/topup', { event: 'wallet.credit', traceId: 'topup-stale' }); // the next look asks Setu
    fake.refuseBeforeProcessing('GET /wallet/balance', 503);
    const seen = logText.length;
    expect((await card()).balance).toBe(before.balance);
    const lines = logText
      .slice(seen)
      .split('\n')
      .filter((l) => l.includes('wallet balance could not be read'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/"level":40/);
    // Read again (fresh) for the tests that follow.
    expect((await card()).checkedAt).not.toBeNull();
  });

  it('a recharge the wallet turns out not to cover fails at Setu and is refunded once', async () => {
    fake.setWalletBalance(0); // our reading (8000) is still fresh: the order is taken
    const number = nextNumber();
    const order = await placePaidOrder(t.app, customer, { payload: mobileOrder(number) });
    expect(order.status).toBe('Refunded');
    expect(order.failureReason).toBe(`${RECHARGE_FAILED} Reason: Insufficient balance`);
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it('the low-balance webhook raises the alert; an order the wallet cannot cover is not taken', async () => {
    const low = await post('wallet/low-balance', {
      event: 'wallet.low_balance',
      balance: '150.00',
      message: 'Low balance Alert',
      timestamp: '2026-01-09T11:56:26+05:30',
      traceId: 'low-balance-webhook-demo-instance-a1b2c3d4',
    });
    expect(low.statusCode).toBe(200);
    const shown = await card();
    expect(shown).toMatchObject({ balance: 150, low: true });
    expect(shown.lowNoticeAt).not.toBeNull();

    fake.calls.length = 0;
    const res = await injectAs(t.app, customer, {
      method: 'POST',
      url: '/api/orders',
      payload: mobileOrder(nextNumber(), 299),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: rechargesPaused('Airtel'), code: 'PROVIDER_REFUSED' });
    // Nothing charged: no order to pay. A smaller recharge, and a DTH order, are still taken.
    const small = await injectAs(t.app, customer, {
      method: 'POST',
      url: '/api/orders',
      payload: mobileOrder(nextNumber(), 100),
    });
    expect(small.statusCode).toBe(201);
    const dth = await injectAs(t.app, customer, {
      method: 'POST',
      url: '/api/orders',
      payload: { type: 'DTH', operator: 'Tata Sky', accountNumber: '1234567890', amount: 500 },
    });
    expect(dth.statusCode).toBe(201);
    expect(fake.calls.filter((c) => c.path === '/recharge/request')).toEqual([]);
    expect(logText).toMatch(/"level":40[^\n]*an order was refused: the Setu wallet cannot cover it/);
  });
});

describe('operator detection', () => {
  const lookup = (number: string, user: TestUser | null = null) =>
    injectAs(t.app, user, { method: 'GET', url: `/api/mobile/lookup?number=${number}` });

  it("asks Setu after the customer's history and before the number series; Setu's circle names are mapped", async () => {
    // 98200 is a Mumbai series; Setu knows the number was ported to Jio in Maharashtra.
    fake.operatorOf('9820012345', { operator: 'jio', location: 'Maharashtra', ported: true });
    fake.calls.length = 0;
    const first = await lookup('9820012345');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ operator: 'Jio', circle: 'Maharashtra & Goa', source: 'provider' });
    // Cached: not asked again.
    expect((await lookup('9820012345')).json()).toEqual(first.json());
    expect(fake.count('/fetch-operator-details')).toBe(1);
  });

  it('falls back to the number series when Setu cannot answer', async () => {
    const res = await lookup('9820099999');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: 'series' });
  });

  it("the customer's own paid order for the number comes first", async () => {
    const number = nextNumber();
    fake.operatorOf(number, { operator: 'vi', location: 'Delhi' });
    await placePaidOrder(t.app, customer, { payload: mobileOrder(number) });
    const res = await lookup(number, customer);
    expect(res.json()).toEqual({ operator: 'Airtel', circle: 'Delhi NCR', source: 'history' });
    // A visitor (no history) gets Setu's answer.
    expect((await lookup(number)).json()).toEqual({
      operator: 'Vi',
      circle: 'Delhi NCR',
      source: 'provider',
    });
  });
});
