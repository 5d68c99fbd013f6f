import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedOrderDto, OrderDetailDto } from '@paywise/domain/contracts/orders';
import { createSandboxBiller } from '../../../src/adapters/biller/sandbox-biller';
import type { Biller } from '../../../src/adapters/biller/biller';
import {
  createSandboxGateway,
  SANDBOX_DECLINE_REASON,
  type SandboxGateway,
} from '../../../src/adapters/payment-gateway/sandbox-gateway';
import type { OrderAdapters } from '../../../src/adapters';
import { SANDBOX_KEY_ID, type GatewaySecrets } from '../../../src/config';
import { openPostgres, type Database, type DatabaseHandle } from '../../../src/db/client';
import { ORDER_NOTES } from '@paywise/domain/order-notes';
import { confirmPayment, payOrder, sandboxPay } from '../../helpers/pay';
import {
  buildTestApp,
  createAdmin,
  createTestDatabase,
  createVerifiedUser,
  injectAs,
  usingPostgres,
  type TestApp,
  type TestUser,
} from '../../helpers/test-app';

const { PAYMENT_NOT_COMPLETED, PAYMENT_NOT_STARTED } = ORDER_NOTES;

/**
 * The order pipeline end to end: sandbox identifiers that finish later, faults injected through the adapters
 * and the database, and the sweeper run by the job engine. Sweeps here run every second with no grace period.
 */
const FAST_PIPELINE = {
  SWEEP_INTERVAL_SECONDS: '1',
  SWEEP_GRACE_SECONDS: '0',
  ROLLUP_INTERVAL_SECONDS: '1',
};

/** The sandbox gateway's secrets for the adapters built here (every "process" on one database shares them). */
const SECRETS: GatewaySecrets = {
  keyId: SANDBOX_KEY_ID,
  keySecret: 'order-pipeline-test-key-secret',
  webhookSecret: 'order-pipeline-test-webhook-secret',
};

interface Faults {
  /** Before the gateway creates a gateway order for our order: throw to make the gateway unreachable. */
  beforeCreateOrder?: (orderId: number) => void | Promise<void>;
  /** Before the gateway answers about one payment (the browser's confirmation asks): throw to fail it. */
  beforeFetchPayment?: (paymentId: string) => void | Promise<void>;
  /** Before the gateway answers about a gateway order's payments (the sweeper asks): throw to fail it. */
  beforeFindPayment?: (gatewayOrderId: string) => void | Promise<void>;
  /** Before the biller answers: throw to fail it. */
  beforeFulfil?: (orderId: number) => void | Promise<void>;
  /** Before a refund is made: throw to fail it. */
  beforeRefund?: (orderId: number) => void | Promise<void>;
  /** True: every sandbox webhook is lost (refused at its signature), so only the confirmation and sweeper act. */
  loseWebhooks?: boolean;
  /**
   * False: gateway orders are asked for after the insert (`createOrder`), as from Razorpay, instead of minted with
   * the order as the sandbox does; only then can the gateway be unreachable when an order is placed.
   */
  mintOrderIds?: boolean;
}

/**
 * The real sandbox gateway and biller on `db`, with faults injected before their answers, counting what the code
 * asked them per order (refunds only when made).
 */
function countingAdapters(
  db: Database,
  faults: Faults = {},
  biller: Biller = createSandboxBiller({ pendingForMs: 1_500 }),
) {
  const { mintOrderId, ...sandbox } = createSandboxGateway(db, SECRETS);
  const calls = {
    createOrder: new Map<number, number>(),
    findPayment: new Map<string, number>(),
    fulfil: new Map<number, number>(),
    refunds: new Map<number, number>(),
  };
  const bump = <K>(map: Map<K, number>, id: K) => map.set(id, (map.get(id) ?? 0) + 1);
  const gateway: SandboxGateway = {
    ...sandbox,
    ...(faults.mintOrderIds === false ? {} : { mintOrderId }),
    async createOrder(request) {
      bump(calls.createOrder, request.orderId);
      await faults.beforeCreateOrder?.(request.orderId);
      return sandbox.createOrder(request);
    },
    async fetchPayment(paymentId) {
      await faults.beforeFetchPayment?.(paymentId);
      return sandbox.fetchPayment(paymentId);
    },
    async findPayment(gatewayOrderId, amountPaise) {
      bump(calls.findPayment, gatewayOrderId);
      await faults.beforeFindPayment?.(gatewayOrderId);
      return sandbox.findPayment(gatewayOrderId, amountPaise);
    },
    async refund(request) {
      await faults.beforeRefund?.(request.orderId);
      const result = await sandbox.refund(request);
      bump(calls.refunds, request.orderId);
      return result;
    },
    verifyWebhookSignature(rawBody, signature) {
      return !faults.loseWebhooks && sandbox.verifyWebhookSignature(rawBody, signature);
    },
  };
  const countingBiller: Biller = {
    ...biller,
    async fulfil(order) {
      bump(calls.fulfil, order.id);
      await faults.beforeFulfil?.(order.id);
      return biller.fulfil(order);
    },
  };
  const adapters: OrderAdapters = { gateway, sandbox: gateway, biller: countingBiller };
  return { adapters, calls };
}

const mobile = (number: string, amount = 299) => ({
  type: 'MOBILE',
  operator: 'Airtel',
  number,
  circle: 'Delhi NCR',
  amount,
});

let keys = 0;
function placeOrder(
  t: TestApp,
  user: TestUser,
  { body, key = `k-${Date.now()}-${keys++}` }: { body: Record<string, unknown>; key?: string },
) {
  return injectAs(t.app, user, {
    method: 'POST',
    url: '/api/orders',
    payload: body,
    headers: { 'idempotency-key': key },
  });
}

/** POST /orders, which must answer 201 with an order to pay. */
async function placed(t: TestApp, user: TestUser, body: Record<string, unknown>): Promise<CreatedOrderDto> {
  const res = await placeOrder(t, user, { body });
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json<CreatedOrderDto>();
  expect(order).toMatchObject({ status: 'Payment Pending', payment: { gateway: 'sandbox' } });
  return order;
}

/** The customer pays in the sandbox sheet and closes the tab before the browser confirms the payment. */
async function payWithoutConfirming(t: TestApp, user: TestUser, order: CreatedOrderDto) {
  const result = await sandboxPay(t.app, user, { order });
  if (result.status !== 'captured') throw new Error(`the sandbox payment failed: ${result.reason}`);
  return result;
}

async function readOrder(t: TestApp, user: TestUser, id: number): Promise<OrderDetailDto> {
  const res = await injectAs(t.app, user, { method: 'GET', url: `/api/orders/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Polls GET /orders/{id} until the order is in `status` (the sweeper runs on its own every second). */
async function waitForStatus(
  t: TestApp,
  user: TestUser,
  { id, status, timeoutMs = 20_000 }: { id: number; status: string; timeoutMs?: number },
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const order = await readOrder(t, user, id);
    if (order.status === status) return order;
    if (Date.now() > deadline) throw new Error(`order ${id} is still ${order.status}, not ${status}`);
    await sleep(200);
  }
}

async function rows<T>(database: DatabaseHandle, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const statuses = (order: OrderDetailDto) => order.events.map((e) => e.status);

describe('sandbox identifiers that finish later, driven by the sweeper on the job engine', () => {
  let database: DatabaseHandle;
  let t: TestApp;
  let customer: TestUser;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { adapters } = countingAdapters(database.db);
    // Unpaid orders expire 6 s after they were placed.
    t = await buildTestApp({ ...FAST_PIPELINE, PAYMENT_EXPIRY_MINUTES: '0.1' }, { adapters, database });
    customer = await createVerifiedUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('1111: Processing once paid, Completed once the biller confirms and the sweeper asks again', async () => {
    const order = await placed(t, customer, mobile('9876541111'));
    const paid = await payOrder(t.app, customer, { order });
    expect(paid).toMatchObject({ status: 'Processing', paymentReference: expect.stringMatching(/^pay_/) });
    const done = await waitForStatus(t, customer, { id: order.id, status: 'Completed' });
    expect(statuses(done)).toEqual(['Payment Pending', 'Processing', 'Completed']);
  });

  it('2222: the biller refuses after payment: Refunded in the confirmation, with the refund reference', async () => {
    const order = await placed(t, customer, mobile('9876542222', 149));
    const paid = await payOrder(t.app, customer, { order });
    expect(paid).toMatchObject({
      status: 'Refunded',
      // The sandbox's refund of the payment (one per payment, payment_refunds).
      refundReference: `sandbox_rfnd_${paid.paymentReference!.replace(/^pay_/, '')}`,
      failureReason: expect.stringMatching(/could not complete/),
    });
    const read = await readOrder(t, customer, order.id);
    expect(statuses(read)).toEqual(['Payment Pending', 'Processing', 'Refunded']);
    expect(read.events[2].note).toContain(paid.refundReference!);
  });

  it('an order nobody pays expires to Failed "Payment not completed"', async () => {
    const order = await placed(t, customer, mobile('9876543333'));
    const failed = await waitForStatus(t, customer, { id: order.id, status: 'Failed' });
    expect(failed.failureReason).toBe(PAYMENT_NOT_COMPLETED);
    expect(statuses(failed)).toEqual(['Payment Pending', 'Failed']);
  });

  it('0000: every payment is declined, and the order expires to Failed with the decline', async () => {
    const order = await placed(t, customer, mobile('9876500000'));
    expect(await sandboxPay(t.app, customer, { order })).toMatchObject({
      status: 'failed',
      reason: SANDBOX_DECLINE_REASON,
    });
    const failed = await waitForStatus(t, customer, { id: order.id, status: 'Failed' });
    expect(failed.failureReason).toBe(SANDBOX_DECLINE_REASON);
    expect(statuses(failed)).toEqual(['Payment Pending', 'Failed']);
  });

  it('shows the pipeline to an admin: unfinished orders, the oldest one, the last sweep', async () => {
    const admin = await createAdmin(t.app);
    const read = () => injectAs(t.app, admin, { method: 'GET', url: '/api/admin/pipeline' });
    let res = await read();
    // Both jobs run every second: wait for their first runs when this test runs on its own.
    for (let i = 0; i < 50 && !(res.json().sweeperLastRunAt && res.json().rollupLastRunAt); i++) {
      await sleep(200);
      res = await read();
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      unfinished: { paymentPending: expect.any(Number), processing: expect.any(Number) },
      sweepIntervalSeconds: 1,
    });
    expect(Math.abs(Date.parse(body.serverTime) - Date.now())).toBeLessThan(5_000);
    expect(Date.now() - Date.parse(body.sweeperLastRunAt)).toBeLessThan(10_000);
    expect(Date.now() - Date.parse(body.rollupLastRunAt)).toBeLessThan(10_000);
    expect((await injectAs(t.app, customer, { method: 'GET', url: '/api/admin/pipeline' })).statusCode).toBe(
      403,
    );
  });

  it('keeps the dashboard totals equal to the sum over orders after concurrent orders, once rolled up', async () => {
    const others = await Promise.all([
      createVerifiedUser(t.app),
      createVerifiedUser(t.app),
      createVerifiedUser(t.app),
    ]);
    // Placed and paid at the same moment: the numbers ending 0000 are declined (they wait, then expire).
    const outcomes = await Promise.all(
      others.flatMap((user, u) =>
        Array.from({ length: 8 }, async (_, i) => {
          const order = await placed(t, user, mobile(`98765${u}${i}00${i % 3}`, 10 + i));
          const result = await sandboxPay(t.app, user, { order });
          if (result.status !== 'captured') return result.status;
          return (await confirmPayment(t.app, user, { order, payment: result })).json<{ status: string }>()
            .status;
        }),
      ),
    );
    expect(outcomes.filter((status) => status === 'Completed')).toHaveLength(21);
    expect(outcomes.filter((status) => status === 'failed')).toHaveLength(3);
    await t.app.orderService.rollup();
    // Revenue is what customers paid: the amount less the discount.
    const [fromOrders] = await rows<{ orders: number; completed: number; paise: string }>(
      t.database,
      sql`select count(*)::int as orders, (count(*) filter (where status = 'Completed'))::int as completed,
          coalesce(sum(amount_paise - discount_paise) filter (where status = 'Completed'), 0)::text as paise
          from orders`,
    );
    const [fromStats] = await rows<{ orders: number; completed: number; paise: string }>(
      t.database,
      sql`select sum(order_count)::int as orders, sum(completed_count)::int as completed,
          sum(completed_paise)::text as paise from daily_order_stats`,
    );
    expect(fromStats).toEqual(fromOrders);
  });
});

describe('faults: every order still ends Completed, Failed or Refunded, never paid or refunded twice', () => {
  let database: DatabaseHandle;
  let t: TestApp;
  let customer: TestUser;
  const down = {
    gatewayAtCreate: false,
    gatewayAtConfirm: false,
    gatewayForSweeper: false,
  };
  const billerFailsOnce = new Set<number>();
  const refundFailsOnce = new Set<number>();
  let counting: ReturnType<typeof countingAdapters>;

  beforeAll(async () => {
    database = await createTestDatabase();
    counting = countingAdapters(database.db, {
      beforeCreateOrder: () => {
        if (down.gatewayAtCreate) throw new Error('gateway timed out');
      },
      beforeFetchPayment: () => {
        if (down.gatewayAtConfirm) throw new Error('gateway timed out');
      },
      beforeFindPayment: () => {
        if (down.gatewayForSweeper) throw new Error('gateway timed out');
      },
      beforeFulfil: (id) => {
        if (billerFailsOnce.delete(id)) throw new Error('biller unreachable');
      },
      beforeRefund: (id) => {
        if (refundFailsOnce.delete(id)) throw new Error('refund API down');
      },
      // The browser's confirmation and the sweeper are the only ways an order moves on here.
      loseWebhooks: true,
      mintOrderIds: false,
    });
    // The sweeper is driven by hand here (no engine), so each step can be looked at.
    t = await buildTestApp(
      { SWEEP_GRACE_SECONDS: '0' },
      { adapters: counting.adapters, jobs: false, database },
    );
    customer = await createVerifiedUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('the gateway cannot create its order: 503, the order Failed (nothing to pay), and its key answers it', async () => {
    down.gatewayAtCreate = true;
    const key = `gateway-down-${Date.now()}`;
    let res;
    try {
      res = await placeOrder(t, customer, { body: mobile('9811100001'), key });
    } finally {
      down.gatewayAtCreate = false;
    }
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().message).toBe(PAYMENT_NOT_STARTED);
    const [row] = await rows<{ id: number; status: string; failure_reason: string; gateway_order_id: null }>(
      t.database,
      sql`select id, status, failure_reason, gateway_order_id from orders where idempotency_key = ${key}`,
    );
    expect(row).toMatchObject({
      status: 'Failed',
      failure_reason: PAYMENT_NOT_STARTED,
      gateway_order_id: null,
    });
    expect(statuses(await readOrder(t, customer, Number(row.id)))).toEqual(['Payment Pending', 'Failed']);
    // Retrying the key answers the failed order; it is never started again (a new order takes a new key).
    const retry = await placeOrder(t, customer, { body: mobile('9811100001'), key });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ id: Number(row.id), status: 'Failed', payment: null });
    expect(counting.calls.createOrder.get(Number(row.id))).toBe(1);
  });

  it('the gateway cannot be asked when the browser confirms: the order waits, then the sweeper completes it', async () => {
    const order = await placed(t, customer, mobile('9811100002'));
    const payment = await payWithoutConfirming(t, customer, order);
    down.gatewayAtConfirm = true;
    try {
      const confirmed = await confirmPayment(t.app, customer, { order, payment });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().status).toBe('Payment Pending');
    } finally {
      down.gatewayAtConfirm = false;
    }
    await t.app.orderService.sweep();
    const done = await readOrder(t, customer, order.id);
    expect(done).toMatchObject({ status: 'Completed', paymentReference: payment.paymentId });
    expect(statuses(done)).toEqual(['Payment Pending', 'Processing', 'Completed']);
    // The sweeper asked about the payment; it never made a second gateway order.
    expect(counting.calls.createOrder.get(order.id)).toBe(1);
  });

  it('the gateway cannot be asked by the sweeper: the order is left for the next run, even past its expiry', async () => {
    const order = await placed(t, customer, mobile('9811100003'));
    await payWithoutConfirming(t, customer, order);
    // Past PAYMENT_EXPIRY_MINUTES: still, a payment the gateway may hold is never given up on.
    await rows(
      t.database,
      sql`update orders set created_at = now() - interval '16 minutes' where id = ${order.id}`,
    );
    const gatewayOrderId = order.payment!.gatewayOrderId;
    down.gatewayForSweeper = true;
    try {
      await t.app.orderService.sweep();
    } finally {
      down.gatewayForSweeper = false;
    }
    expect(counting.calls.findPayment.get(gatewayOrderId)).toBe(1);
    expect((await readOrder(t, customer, order.id)).status).toBe('Payment Pending');
    await t.app.orderService.sweep();
    const done = await readOrder(t, customer, order.id);
    expect(statuses(done)).toEqual(['Payment Pending', 'Processing', 'Completed']);
    expect(counting.calls.findPayment.get(gatewayOrderId)).toBe(2);
  });

  it('the biller fails: Processing (paid), then the sweeper hands it over again and completes', async () => {
    const order = await placed(t, customer, mobile('9811100004'));
    billerFailsOnce.add(order.id);
    const paid = await payOrder(t.app, customer, { order });
    expect(paid).toMatchObject({ status: 'Processing', paymentReference: expect.stringMatching(/^pay_/) });
    await t.app.orderService.sweep();
    const done = await readOrder(t, customer, order.id);
    expect(statuses(done)).toEqual(['Payment Pending', 'Processing', 'Completed']);
    expect(counting.calls.fulfil.get(order.id)).toBe(2);
  });

  it('the refund fails once: Processing, then the sweeper refunds exactly once', async () => {
    const order = await placed(t, customer, mobile('9811102222'));
    refundFailsOnce.add(order.id);
    const paid = await payOrder(t.app, customer, { order });
    expect(paid.status).toBe('Processing');
    await t.app.orderService.sweep();
    await t.app.orderService.sweep();
    const done = await readOrder(t, customer, order.id);
    expect(done).toMatchObject({
      status: 'Refunded',
      refundReference: `sandbox_rfnd_${paid.paymentReference!.replace(/^pay_/, '')}`,
    });
    expect(statuses(done)).toEqual(['Payment Pending', 'Processing', 'Refunded']);
    expect(counting.calls.refunds.get(order.id)).toBe(1);
  });

  it('two sweepers at once re-drive each order once', async () => {
    const orders = await Promise.all([
      placed(t, customer, mobile('9811100005')),
      placed(t, customer, mobile('9811100005')),
      placed(t, customer, mobile('9811100005')),
    ]);
    // Paid, but the tabs were closed before confirming: the sweeper finds the payments.
    for (const order of orders) await payWithoutConfirming(t, customer, order);
    await Promise.all([t.app.orderService.sweep(), t.app.orderService.sweep()]);
    for (const order of orders) {
      expect(statuses(await readOrder(t, customer, order.id))).toEqual([
        'Payment Pending',
        'Processing',
        'Completed',
      ]);
    }
  });

  it('the process stops mid-order (stuck in the biller): a restarted server finishes the order', async () => {
    // A first "process" on the same database whose biller never answers: the confirmation it is working on is
    // abandoned when it is closed.
    const stuck = countingAdapters(t.database.db, {
      beforeFulfil: () => new Promise(() => {}),
      loseWebhooks: true,
    });
    const doomed = await buildTestApp({}, { adapters: stuck.adapters, jobs: false, database: t.database });
    const order = await placed(t, customer, mobile('9811100006'));
    const payment = await payWithoutConfirming(t, customer, order);
    const pending = confirmPayment(doomed.app, customer, { order, payment }).catch(() => null);
    for (let i = 0; i < 100 && !stuck.calls.fulfil.has(order.id); i++) await sleep(20);
    expect(stuck.calls.fulfil.get(order.id)).toBe(1);
    await Promise.race([doomed.app.close(), sleep(3_000)]);
    void pending;
    // The payment was recorded (claimed) before the biller was called: the order is Processing.
    expect((await readOrder(t, customer, order.id)).status).toBe('Processing');
    // The next server's sweeper (this app) asks the biller again (idempotent per order) and completes the order.
    await t.app.orderService.sweep();
    const done = await readOrder(t, customer, order.id);
    expect(statuses(done)).toEqual(['Payment Pending', 'Processing', 'Completed']);
  });

  it.runIf(usingPostgres)(
    "the server's database connections are terminated while it confirms a payment: 503, then completed",
    async () => {
      const [{ name }] = await rows<{ name: string }>(t.database, sql`select current_database() as name`);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const order = await placed(t, customer, mobile('9811100007'));
        const payment = await payWithoutConfirming(t, customer, order);
        const originalFulfil = counting.adapters.biller.fulfil;
        let cut = false;
        counting.adapters.biller.fulfil = async (fulfilment) => {
          if (!cut) {
            cut = true;
            // Paid and fulfilled, but the commit that records it cannot reach the database.
            await admin.query(`alter database ${name} allow_connections false`);
            await admin.query(
              'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
              [name],
            );
          }
          return originalFulfil(fulfilment);
        };
        let res;
        try {
          res = await confirmPayment(t.app, customer, { order, payment });
        } finally {
          counting.adapters.biller.fulfil = originalFulfil;
        }
        expect(res.statusCode).toBeGreaterThanOrEqual(500);
        await admin.query(`alter database ${name} allow_connections true`);
        // Pooled connections that were cut answer their next query with 57P01 once: use them up.
        for (let attempt = 0; attempt < 20; attempt++) {
          if (
            await rows(t.database, sql`select 1`).then(
              () => true,
              () => false,
            )
          )
            break;
        }
        // The payment was recorded before the biller was called (claim, then call).
        expect((await readOrder(t, customer, order.id)).status).toBe('Processing');
        await t.app.orderService.sweep();
        const done = await readOrder(t, customer, order.id);
        expect(statuses(done)).toEqual(['Payment Pending', 'Processing', 'Completed']);
      } finally {
        await admin.query(`alter database ${name} allow_connections true`).catch(() => {});
        await admin.end();
      }
    },
  );

  afterEach(async () => {
    // Whatever a test did, nothing may be left unfinished once the sweeper has run.
    await t.app.orderService.sweep();
    const unfinished = await rows<{ id: number }>(
      t.database,
      sql`select id from orders where status in ('Payment Pending', 'Processing')`,
    );
    expect(unfinished).toEqual([]);
    const refundedTwice = [...counting.calls.refunds.values()].filter((n) => n > 1);
    expect(refundedTwice).toEqual([]);
  });
});

describe.runIf(usingPostgres)('two server processes on one PostgreSQL', () => {
  let first: TestApp;
  let second: TestApp;
  let secondHandle: DatabaseHandle;
  let customer: TestUser;

  beforeAll(async () => {
    // 50 requests of one customer below: idempotency is the question here, not the per-customer order limit.
    const env = { ...FAST_PIPELINE, RATE_LIMIT_ORDERS: '1000' };
    first = await buildTestApp(env);
    const [{ name }] = await rows<{ name: string }>(first.database, sql`select current_database() as name`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    // Its own pool and its own job engine, as another process would have.
    secondHandle = await openPostgres(url.toString(), 5);
    second = await buildTestApp(env, { database: secondHandle });
    customer = await createVerifiedUser(first.app);
  });
  afterAll(async () => {
    await second.close();
    await secondHandle.close();
    await first.close();
  });

  it('runs each sweeper job once, whichever process fetches it', async () => {
    // Counted from here: jobs the processes finished before this test (while the ones above ran) are not its runs.
    const [{ since }] = await rows<{ since: string }>(first.database, sql`select now()::text as since`);
    const runs: string[] = [];
    for (const [label, t] of [
      ['first', first],
      ['second', second],
    ] as const) {
      const sweep = t.app.orderService.sweep;
      t.app.orderService.sweep = async () => {
        runs.push(label);
        return sweep();
      };
    }
    await sleep(6_000);
    const jobs = await rows<{ state: string; slot: string | null; startedHere: boolean }>(
      first.database,
      sql`select state, singleton_on::text as slot, coalesce(started_on >= ${since}::timestamptz, false) as "startedHere"
          from pgboss.job where name = 'orders-sweep'`,
    );
    const finished = jobs.filter((job) => job.state === 'completed' && job.startedHere);
    // Every job that completed ran in exactly one process: as many runs as completed jobs (give or take the
    // one running now), and never two jobs for one interval slot although both processes ask every second.
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(Math.abs(runs.length - finished.length)).toBeLessThanOrEqual(1);
    const slots = jobs.map((job) => job.slot);
    expect(new Set(slots).size).toBe(slots.length);
  });

  it('makes one order from 50 concurrent requests with one key, spread over both processes', async () => {
    const key = `shared-${Date.now()}`;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        placeOrder(i % 2 ? second : first, customer, { body: mobile('9822200001'), key }),
      ),
    );
    const answered = responses.filter((r) => r.statusCode < 300).map((r) => r.json<CreatedOrderDto>());
    expect(new Set(answered.map((order) => order.id)).size).toBe(1);
    // One gateway order to pay, whichever process answered.
    expect(new Set(answered.map((order) => order.payment?.gatewayOrderId)).size).toBe(1);
    expect(answered[0].payment?.gatewayOrderId).toMatch(/^order_/);
    expect(responses.every((r) => [200, 201, 409].includes(r.statusCode))).toBe(true);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const [{ count }] = await rows<{ count: number }>(
      first.database,
      sql`select count(*)::int as count from orders where idempotency_key = ${key}`,
    );
    expect(count).toBe(1);
  });
});

describe('the sweeper with its default timing (interval 30 s, grace 30 s)', () => {
  let t: TestApp;
  let customer: TestUser;
  beforeAll(async () => {
    t = await buildTestApp({ SWEEP_INTERVAL_SECONDS: '30', SWEEP_GRACE_SECONDS: '30' }, { jobs: false });
    customer = await createVerifiedUser(t.app);
  });
  afterAll(() => t.close());

  it('takes an order it asked about one interval ago (a little less, by timer jitter) at the next run', async () => {
    // An order waiting for its payment: the sweeper asks the gateway about it at every run it claims it.
    const res = await placeOrder(t, customer, { body: mobile('9876543210') });
    const id = res.json().id;
    const age = async (seconds: number) =>
      rows(
        t.database,
        sql`update orders set updated_at = now() - make_interval(secs => ${seconds}) where id = ${id}`,
      );
    await age(10);
    expect(await t.app.orderService.sweep()).toBe(0); // still its request's: within the grace period
    await age(29); // the previous run claimed it 29 s ago
    expect(await t.app.orderService.sweep()).toBe(1);
  });
});
