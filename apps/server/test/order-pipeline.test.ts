import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetailDto } from '@paywise/domain/contracts/orders';
import { createSandboxBiller } from '../src/adapters/biller/sandbox-biller';
import type { Biller } from '../src/adapters/biller/biller';
import { createSandboxGateway } from '../src/adapters/payment-gateway/sandbox-gateway';
import type { PaymentGateway } from '../src/adapters/payment-gateway/types';
import { openPostgres, type DatabaseHandle } from '../src/db/client';
import {
  buildTestApp,
  createAdmin,
  createVerifiedUser,
  injectAs,
  usingPostgres,
  type TestApp,
  type TestUser,
} from './helpers/test-app';

/**
 * The order pipeline end to end: sandbox identifiers that finish later, faults injected through the adapters
 * and the database, and the sweeper run by the job engine. Sweeps here run every second with no grace period.
 */
const FAST_PIPELINE = {
  SWEEP_INTERVAL_SECONDS: '1',
  SWEEP_GRACE_SECONDS: '0',
  ROLLUP_INTERVAL_SECONDS: '1',
};

/** Counts what the code asked the gateway and the biller, per order, on top of the real sandboxes. */
function countingAdapters(
  faults: {
    /** Called after the sandbox captured a new order's payment: throw to fail the answer. */
    afterCapture?: (orderId: number) => void | Promise<void>;
    /** Called before the biller answers: throw to fail it. */
    beforeFulfil?: (orderId: number) => void | Promise<void>;
    /** Called before a refund is made: throw to fail it. */
    beforeRefund?: (orderId: number) => void | Promise<void>;
  } = {},
  biller: Biller = createSandboxBiller({ pendingForMs: 1_500 }),
) {
  const sandbox = createSandboxGateway();
  const calls = { createPayment: new Map<number, number>(), refunds: new Map<number, number>() };
  const bump = (map: Map<number, number>, id: number) => map.set(id, (map.get(id) ?? 0) + 1);
  const gateway: PaymentGateway = {
    ...sandbox,
    async createPayment(order) {
      bump(calls.createPayment, order.id);
      const result = await sandbox.createPayment(order);
      await faults.afterCapture?.(order.id);
      return result;
    },
    async refund(request) {
      await faults.beforeRefund?.(request.orderId);
      const result = await sandbox.refund(request);
      bump(calls.refunds, request.orderId);
      return result;
    },
  };
  const countingBiller: Biller = {
    ...biller,
    async fulfil(order) {
      await faults.beforeFulfil?.(order.id);
      return biller.fulfil(order);
    },
  };
  return { adapters: { gateway, biller: countingBiller }, calls };
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
  body: Record<string, unknown>,
  key = `k-${Date.now()}-${keys++}`,
) {
  return injectAs(t.app, user, {
    method: 'POST',
    url: '/api/orders',
    payload: body,
    headers: { 'idempotency-key': key },
  });
}

async function readOrder(t: TestApp, user: TestUser, id: number): Promise<OrderDetailDto> {
  const res = await injectAs(t.app, user, { method: 'GET', url: `/api/orders/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Polls GET /orders/{id} until the order is in `status` (the sweeper runs on its own every second). */
async function waitForStatus(t: TestApp, user: TestUser, id: number, status: string, timeoutMs = 20_000) {
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
  let t: TestApp;
  let customer: TestUser;
  beforeAll(async () => {
    const { adapters } = countingAdapters();
    t = await buildTestApp({ ...FAST_PIPELINE, PAYMENT_EXPIRY_MINUTES: '0.02' }, { adapters });
    customer = await createVerifiedUser(t.app);
  });
  afterAll(() => t.close());

  it('1111: Processing in the response, Completed once the biller confirms and the sweeper asks again', async () => {
    const res = await placeOrder(t, customer, mobile('9876541111'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'Processing', paymentReference: expect.any(String) });
    const done = await waitForStatus(t, customer, res.json().id, 'Completed');
    expect(statuses(done)).toEqual(['Payment Pending', 'Processing', 'Completed']);
  });

  it('2222: the biller refuses after payment: Refunded in the response, with the refund reference', async () => {
    const res = await placeOrder(t, customer, mobile('9876542222', 149));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'Refunded',
      refundReference: `sandbox_rfnd_${res.json().id}`,
      failureReason: expect.stringMatching(/could not complete/),
    });
    const read = await readOrder(t, customer, res.json().id);
    expect(statuses(read)).toEqual(['Payment Pending', 'Processing', 'Refunded']);
    expect(read.events[2].note).toContain(`sandbox_rfnd_${res.json().id}`);
  });

  it('3333: a payment the customer never completes expires to Failed "Payment not completed"', async () => {
    const res = await placeOrder(t, customer, mobile('9876543333'));
    expect(res.json()).toMatchObject({ status: 'Payment Pending' });
    const failed = await waitForStatus(t, customer, res.json().id, 'Failed');
    expect(failed.failureReason).toBe('Payment not completed');
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
    await Promise.all(
      others.flatMap((user, u) =>
        Array.from({ length: 8 }, (_, i) => placeOrder(t, user, mobile(`98765${u}${i}00${i % 3}`, 10 + i))),
      ),
    );
    await t.app.orderService.rollup();
    const [fromOrders] = await rows<{ orders: number; completed: number; paise: string }>(
      t.database,
      sql`select count(*)::int as orders, (count(*) filter (where status = 'Completed'))::int as completed,
          coalesce(sum(amount_paise) filter (where status = 'Completed'), 0)::text as paise from orders`,
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
  let t: TestApp;
  let customer: TestUser;
  const faults = {
    captureFailsFor: new Set<string>(),
    billerFailsFor: new Set<string>(),
    refundFailsOnce: new Set<string>(),
  };
  const identifierOf = new Map<number, string>();
  const counting = countingAdapters({
    afterCapture: (id) => {
      if (faults.captureFailsFor.has(identifierOf.get(id) ?? '')) throw new Error('gateway timed out');
    },
    beforeFulfil: (id) => {
      const identifier = identifierOf.get(id) ?? '';
      if (faults.billerFailsFor.delete(identifier)) throw new Error('biller unreachable');
    },
    beforeRefund: (id) => {
      if (faults.refundFailsOnce.delete(identifierOf.get(id) ?? '')) throw new Error('refund API down');
    },
  });

  beforeAll(async () => {
    // The sweeper is driven by hand here (no engine), so each step can be looked at.
    t = await buildTestApp({ SWEEP_GRACE_SECONDS: '0' }, { adapters: counting.adapters, jobs: false });
    customer = await createVerifiedUser(t.app);
  });
  afterAll(() => t.close());

  /** Places an order whose identifier the fault hooks know by its id (the id is only known after insert). */
  async function place(number: string) {
    const originalCreate = counting.adapters.gateway.createPayment;
    counting.adapters.gateway.createPayment = async (order) => {
      identifierOf.set(order.id, order.identifier);
      return originalCreate(order);
    };
    try {
      return await placeOrder(t, customer, mobile(number));
    } finally {
      counting.adapters.gateway.createPayment = originalCreate;
    }
  }

  it('the gateway fails after capturing: Payment Pending, then the sweeper finds the payment and completes', async () => {
    faults.captureFailsFor.add('9811100001');
    const res = await place('9811100001');
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('Payment Pending');
    await t.app.orderService.sweep();
    const order = await readOrder(t, customer, res.json().id);
    expect(order.status).toBe('Completed');
    expect(statuses(order)).toEqual(['Payment Pending', 'Processing', 'Completed']);
    // The sweeper asked about the payment; it never started a second one.
    expect(counting.calls.createPayment.get(order.id)).toBe(1);
  });

  it('the biller fails: Processing (paid), then the sweeper hands it over again and completes', async () => {
    faults.billerFailsFor.add('9811100002');
    const res = await place('9811100002');
    expect(res.json().status).toBe('Processing');
    await t.app.orderService.sweep();
    const order = await readOrder(t, customer, res.json().id);
    expect(statuses(order)).toEqual(['Payment Pending', 'Processing', 'Completed']);
  });

  it('the refund fails once: Processing, then the sweeper refunds exactly once', async () => {
    faults.refundFailsOnce.add('9811102222');
    const res = await place('9811102222');
    expect(res.json().status).toBe('Processing');
    await t.app.orderService.sweep();
    await t.app.orderService.sweep();
    const order = await readOrder(t, customer, res.json().id);
    expect(order.status).toBe('Refunded');
    expect(statuses(order)).toEqual(['Payment Pending', 'Processing', 'Refunded']);
    expect(counting.calls.refunds.get(order.id)).toBe(1);
  });

  it('two sweepers at once re-drive each order once', async () => {
    faults.captureFailsFor.add('9811100005');
    const placed = await Promise.all([place('9811100005'), place('9811100005'), place('9811100005')]);
    await Promise.all([t.app.orderService.sweep(), t.app.orderService.sweep()]);
    for (const res of placed) {
      const order = await readOrder(t, customer, res.json().id);
      expect(statuses(order)).toEqual(['Payment Pending', 'Processing', 'Completed']);
    }
  });

  it('the process stops mid-order (stuck in the biller): a restarted server finishes the order', async () => {
    // A first "process" whose biller never answers: its request is abandoned when it is closed.
    const stuck = countingAdapters({ beforeFulfil: () => new Promise(() => {}) });
    const doomed = await buildTestApp({}, { adapters: stuck.adapters, jobs: false, database: t.database });
    const pending = placeOrder(doomed, customer, mobile('9811100006')).catch(() => null);
    let orderId: number | undefined;
    for (let i = 0; i < 100 && orderId === undefined; i++) {
      await sleep(20);
      orderId = stuck.calls.createPayment.keys().next().value;
    }
    expect(orderId).toBeDefined();
    await Promise.race([doomed.app.close(), sleep(3_000)]);
    void pending;
    expect((await readOrder(t, customer, orderId!)).status).toBe('Payment Pending');
    // The next server's sweeper (this app) asks the gateway, finds the capture and completes the order.
    await t.app.orderService.sweep();
    const order = await readOrder(t, customer, orderId!);
    expect(statuses(order)).toEqual(['Payment Pending', 'Processing', 'Completed']);
  });

  it.runIf(usingPostgres)(
    "the server's database connections are terminated between the two commits: 503, then completed",
    async () => {
      const [{ name }] = await rows<{ name: string }>(t.database, sql`select current_database() as name`);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        faults.billerFailsFor.clear();
        const originalFulfil = counting.adapters.biller.fulfil;
        let cut = false;
        counting.adapters.biller.fulfil = async (order) => {
          if (!cut) {
            cut = true;
            // Paid and fulfilled, but the final commit cannot reach the database.
            await admin.query(`alter database ${name} allow_connections false`);
            await admin.query(
              'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
              [name],
            );
          }
          return originalFulfil(order);
        };
        const res = await place('9811100007');
        counting.adapters.biller.fulfil = originalFulfil;
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
        const [order] = await rows<{ id: number; status: string }>(
          t.database,
          sql`select id, status from orders where mobile = '9811100007'`,
        );
        expect(order.status).toBe('Payment Pending');
        await t.app.orderService.sweep();
        const done = await readOrder(t, customer, Number(order.id));
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
    const jobs = await rows<{ state: string; slot: string | null }>(
      first.database,
      sql`select state, singleton_on::text as slot from pgboss.job where name = 'orders-sweep'`,
    );
    const finished = jobs.filter((job) => job.state === 'completed');
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
        placeOrder(i % 2 ? second : first, customer, mobile('9822200001'), key),
      ),
    );
    const ids = new Set(responses.filter((r) => r.statusCode < 300).map((r) => r.json().id));
    expect(ids.size).toBe(1);
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
    const res = await placeOrder(t, customer, mobile('9876543333'));
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
