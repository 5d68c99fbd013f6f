import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findNumberSeries } from '@paywise/domain/catalogue/number-series';
import { OPERATOR_PLANS, plansForNames } from '@paywise/domain/catalogue/plans';
import type { Plan } from '@paywise/domain/catalogue/types';
import { startFakeSetuPrepaid, type FakePlan, type FakeSetuPrepaid } from '../../helpers/fake-setu-prepaid';
import { payOrder } from '../../helpers/pay';
import {
  buildTestApp,
  createAdmin,
  createVerifiedUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../helpers/test-app';

/**
 * Live plans (issue 27, docs/decisions/0022): RECHARGE_PROVIDER=setu, plans fetched per operator and circle from a
 * local fake of Setu's fetch-plans (every request and answer validated against the vendored OpenAPI file), stored
 * with the time of the refresh and served by GET /api/plans; the shipped catalogue when Setu never answered.
 */
const AIRTEL_DELHI: FakePlan[] = [
  {
    amount: 29_900,
    plan_name: 'Unlimited',
    plan_description: 'Unlimited calls, 1.5 GB/day data, 100 SMS/day',
    talktime: 'NA',
    validity: '28 Days',
    service_provider: 'Airtel Prepaid',
  },
  {
    amount: 104_900,
    plan_name: 'Entertainment',
    plan_description: 'Unlimited calls, 2 GB/day data, 100 SMS/day, Netflix Basic',
    talktime: 'NA',
    validity: '84 days',
    service_provider: 'Airtel Prepaid',
  },
  {
    amount: 1000,
    plan_name: 'Talktime (top up voucher)',
    plan_description: 'Talktime : Rs 7.47',
    talktime: '7.47',
    validity: 'NA',
    service_provider: 'Airtel Prepaid',
  },
  {
    amount: 4_900,
    plan_name: 'Data',
    plan_description: '6 GB data for 1 day',
    talktime: 'NA',
    validity: '1 Day',
    service_provider: 'Airtel Prepaid',
  },
];

let fake: FakeSetuPrepaid;
let t: TestApp;
let customer: TestUser;
let admin: TestUser;

const plans = async (query: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/plans', query });
  expect(res.statusCode).toBe(200);
  return res.json() as Plan[];
};
const planStatus = async (query: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/plans/status', query });
  expect(res.statusCode).toBe(200);
  return res.json() as { source: 'live' | 'catalogue'; updatedAt: string | null };
};

beforeAll(async () => {
  fake = await startFakeSetuPrepaid();
  t = await buildTestApp(fake.env(), { jobs: false });
  customer = await createVerifiedUser(t.app);
  admin = await createAdmin(t.app);
});

afterAll(async () => {
  await t.close();
  await fake.close();
});

beforeEach(() => {
  fake.failPlans(false);
  fake.calls.length = 0;
});

afterEach(() => {
  expect(fake.violations).toEqual([]);
});

describe('the fake checks fetch-plans against the OpenAPI file', () => {
  it('records (and answers 422) a fetch-plans request without the mobile the schema requires', async () => {
    const res = await fetch(`${fake.url}/fetch-plans`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-product-instance-id': fake.keys.productInstanceId },
      body: JSON.stringify({ customer: { billParameters: [] } }),
    });
    expect(res.status).toBe(422);
    expect(fake.violations.join('\n')).toMatch(
      /POST \/fetch-plans request: .*must have required property 'mobile'/,
    );
    fake.violations.length = 0;
  });
});

describe('the plans refresh', () => {
  it('asks fetch-plans per operator and circle with a number of that pair, and stores the plans with the time', async () => {
    fake.plansOf('airtel', 'Delhi', AIRTEL_DELHI);
    const before = Date.now();
    const result = await t.app.livePlans.refresh();
    expect(result.stored).toBeGreaterThanOrEqual(1);
    const asked = fake.calls.filter((call) => call.path === '/fetch-plans');
    // Every pair the number series knows is asked; the ones the fake does not answer fail and are counted.
    expect(asked.length).toBe(result.stored + result.failed);
    const delhi = asked.find((call) => JSON.stringify(call.body).includes('"Delhi"'))!;
    const params = Object.fromEntries(
      (
        delhi.body as { customer: { billParameters: { name: string; value: string }[] } }
      ).customer.billParameters.map((p) => [p.name, p.value]),
    );
    expect(params.Operator).toBe('airtel');
    expect(findNumberSeries(params['Mobile Number'])).toEqual({ operator: 'Airtel', circle: 'Delhi NCR' });

    const rows = (await t.database.db.execute(
      sql`select operator, circle, refreshed_at from live_plan_sets order by operator, circle`,
    )) as unknown as { rows: { operator: string; circle: string; refreshed_at: string | Date }[] };
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({ operator: 'Airtel', circle: 'Delhi NCR' });
    expect(new Date(rows.rows[0].refreshed_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('GET /api/plans serves the live plans of that operator and circle, with its filters and search', async () => {
    fake.plansOf('airtel', 'Delhi', AIRTEL_DELHI);
    await t.app.livePlans.refresh();
    const all = await plans({ operator: 'Airtel', circle: 'Delhi NCR' });
    expect(all.map((plan) => plan.price)).toEqual([299, 1049, 10, 49]);
    expect(all[0]).toMatchObject({
      data: '1.5 GB/day',
      sms: '100/day',
      validity: '28 days',
      validityDays: 28,
      dataPerDayGb: 1.5,
      details: 'Unlimited calls, 1.5 GB/day data, 100 SMS/day',
    });
    expect(all[1]).toMatchObject({ category: 'OTT PLANS', ott: ['Netflix'], validityDays: 84 });
    expect(all[2]).toMatchObject({ category: 'TOP UP', validity: 'NA', validityDays: null });
    expect(all[3]).toMatchObject({ category: 'DATA ADD ON', data: '6 GB', validity: '1 day' });
    // Ids are the live plans' own, apart from every catalogue id.
    const catalogueIds = new Set(
      Object.values(OPERATOR_PLANS).flatMap((list) => list.map((plan) => plan.id)),
    );
    for (const plan of all) expect(catalogueIds.has(plan.id)).toBe(false);

    expect(
      (await plans({ operator: 'Airtel', circle: 'Delhi NCR', q: 'netflix' })).map((p) => p.price),
    ).toEqual([1049]);
    expect(
      (await plans({ operator: 'Airtel', circle: 'Delhi NCR', sort: 'price', maxPrice: '300' })).map(
        (p) => p.price,
      ),
    ).toEqual([10, 49, 299]);
    expect(
      (await plans({ operator: 'Airtel', circle: 'Delhi NCR', category: 'TOP UP' })).map((p) => p.price),
    ).toEqual([10]);
    expect(
      (await plans({ operator: 'Airtel', circle: 'Delhi NCR', minValidityDays: '84' })).map((p) => p.price),
    ).toEqual([1049]);

    const status = await planStatus({ operator: 'Airtel', circle: 'Delhi NCR' });
    expect(status.source).toBe('live');
    expect(Number.isNaN(Date.parse(status.updatedAt!))).toBe(false);
  });

  it('falls back to the shipped catalogue where Setu never answered, and keeps the last answer when it fails', async () => {
    fake.plansOf('airtel', 'Delhi', AIRTEL_DELHI);
    await t.app.livePlans.refresh();
    const stored = await plans({ operator: 'Airtel', circle: 'Delhi NCR' });

    fake.failPlans();
    const result = await t.app.livePlans.refresh();
    expect(result.stored).toBe(0);
    // Never answered for Jio in Kerala: the catalogue, and the plan browser says nothing new.
    expect((await plans({ operator: 'Jio', circle: 'Kerala' })).map((p) => p.id)).toEqual(
      plansForNames('Jio', 'Kerala').map((p) => p.id),
    );
    expect(await planStatus({ operator: 'Jio', circle: 'Kerala' })).toEqual({
      source: 'catalogue',
      updatedAt: null,
    });
    // Airtel in Delhi answered before: its last plans stay (with their date), not replaced by an empty list.
    expect(await plans({ operator: 'Airtel', circle: 'Delhi NCR' })).toEqual(stored);
    // No operator or no circle: the catalogue as before.
    expect((await plans({})).length).toBe(41);
    expect((await plans({ operator: 'Airtel' })).map((p) => p.id)).toEqual(
      plansForNames('Airtel').map((p) => p.id),
    );
  });

  it('the admin asks for a refresh on demand; a customer may not', async () => {
    fake.plansOf('airtel', 'Delhi', AIRTEL_DELHI);
    const refused = await injectAs(t.app, customer, { method: 'POST', url: '/api/admin/plans/refresh' });
    expect(refused.statusCode).toBe(403);
    const res = await injectAs(t.app, admin, { method: 'POST', url: '/api/admin/plans/refresh' });
    expect([200, 202]).toContain(res.statusCode);
    expect(fake.count('/fetch-plans')).toBeGreaterThan(0);
    const card = await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/plans' });
    expect(card.statusCode).toBe(200);
    expect(card.json()).toMatchObject({ provider: 'setu', sets: 1 });
    expect(Number.isNaN(Date.parse(card.json().updatedAt))).toBe(false);
  });
});

describe('a plan that disappeared between browsing and paying', () => {
  const order = (planId: number, amount: number) => ({
    type: 'MOBILE',
    operator: 'Airtel',
    number: '9810000123',
    circle: 'Delhi NCR',
    amount,
    planId,
  });

  it('is refused with a clear message before anything is charged; a live plan is bought at its price', async () => {
    fake.plansOf('airtel', 'Delhi', AIRTEL_DELHI);
    await t.app.livePlans.refresh();
    const [unlimited, ott] = await plans({ operator: 'Airtel', circle: 'Delhi NCR' });

    // Setu drops the ₹1049 plan and raises the ₹299 one.
    fake.plansOf('airtel', 'Delhi', [{ ...AIRTEL_DELHI[0], amount: 34_900 }, AIRTEL_DELHI[2]]);
    await t.app.livePlans.refresh();
    const paymentsBefore = await countPayments();

    const gone = await injectAs(t.app, customer, {
      method: 'POST',
      url: '/api/orders',
      payload: order(ott.id, 1049),
    });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(
      'This plan is no longer offered by Airtel in Delhi NCR. Choose a plan again; nothing was charged.',
    );
    const repriced = await injectAs(t.app, customer, {
      method: 'POST',
      url: '/api/orders',
      payload: order(unlimited.id, 299),
    });
    expect(repriced.statusCode).toBe(409);
    expect(repriced.json().message).toBe(
      'This plan is no longer offered by Airtel in Delhi NCR. Choose a plan again; nothing was charged.',
    );
    // A catalogue plan id is not one of the live plans either.
    const shipped = plansForNames('Airtel', 'Delhi NCR')[0];
    const old = await injectAs(t.app, customer, {
      method: 'POST',
      url: '/api/orders',
      payload: order(shipped.id, shipped.price),
    });
    expect(old.statusCode).toBe(409);
    expect(await countPayments()).toBe(paymentsBefore);
    expect(fake.count('/recharge/validate') + fake.count('/recharge/request')).toBe(0);

    // The plan as it is now is bought, at its price, and recharged.
    const [current] = await plans({ operator: 'Airtel', circle: 'Delhi NCR' });
    expect(current.price).toBe(349);
    const created = await injectAs(t.app, customer, {
      method: 'POST',
      url: '/api/orders',
      payload: order(current.id, 349),
    });
    expect(created.statusCode).toBe(201);
    const paid = await payOrder(t.app, customer, { order: created.json() });
    expect(paid.status).toBe('Completed');
    expect(fake.calls.find((call) => call.path === '/recharge/request')!.body).toMatchObject({
      paymentDetails: { amount: 34_900 },
    });
  });
});

/** Orders and sandbox payments: none is made for a refused order. */
async function countPayments(): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select (select count(*) from orders)::int + (select count(*) from sandbox_payments)::int as n`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0].n;
}

describe('an order placed before its plan disappeared', () => {
  it('answers its order again for the same idempotency key (a replay is not refused)', async () => {
    fake.plansOf('airtel', 'Delhi', AIRTEL_DELHI);
    await t.app.livePlans.refresh();
    const plan = (await plans({ operator: 'Airtel', circle: 'Delhi NCR' })).find((p) => p.price === 10)!;
    const payload = {
      type: 'MOBILE',
      operator: 'Airtel',
      number: '9810000456',
      circle: 'Delhi NCR',
      amount: 10,
      planId: plan.id,
    };
    const headers = { 'idempotency-key': 'plan-replay-0001' };
    const first = await injectAs(t.app, customer, { method: 'POST', url: '/api/orders', payload, headers });
    expect(first.statusCode).toBe(201);
    fake.plansOf('airtel', 'Delhi', [AIRTEL_DELHI[0]]);
    await t.app.livePlans.refresh();
    const again = await injectAs(t.app, customer, { method: 'POST', url: '/api/orders', payload, headers });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const fresh = await injectAs(t.app, customer, { method: 'POST', url: '/api/orders', payload });
    expect(fresh.statusCode).toBe(409);
  });
});

describe('the plans-refresh job', () => {
  it("is scheduled daily at 04:30 India time in pg-boss; the admin's refresh is queued as the same job", async () => {
    const withJobs = await buildTestApp(fake.env(), { jobs: true });
    try {
      const rows = async (query: ReturnType<typeof sql>) =>
        ((await withJobs.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
      expect(
        await rows(sql`select name, cron, timezone from pgboss.schedule where name = 'plans-refresh'`),
      ).toEqual([{ name: 'plans-refresh', cron: '30 4 * * *', timezone: 'Asia/Kolkata' }]);
      const boss = await createAdmin(withJobs.app);
      const res = await injectAs(withJobs.app, boss, { method: 'POST', url: '/api/admin/plans/refresh' });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ status: 'queued' });
      expect(
        (await rows(sql`select id from pgboss.job where name = 'plans-refresh'`)).length,
      ).toBeGreaterThanOrEqual(1);
    } finally {
      await withJobs.close();
    }
  });
});

describe('on the sandbox (RECHARGE_PROVIDER unset)', () => {
  it('serves the shipped plans, has no refresh job, and the admin refresh says live plans are off', async () => {
    const sandbox = await buildTestApp({}, { jobs: false });
    try {
      const boss = await createAdmin(sandbox.app);
      const status = await sandbox.app.inject({
        method: 'GET',
        url: '/api/plans/status',
        query: { operator: 'Airtel', circle: 'Delhi NCR' },
      });
      expect(status.json()).toEqual({ source: 'catalogue', updatedAt: null });
      const refresh = await injectAs(sandbox.app, boss, { method: 'POST', url: '/api/admin/plans/refresh' });
      expect(refresh.statusCode).toBe(409);
      expect(refresh.json().message).toBe(
        'Live plans are off (RECHARGE_PROVIDER=sandbox): the shipped plans are served.',
      );
      const card = await injectAs(sandbox.app, boss, { method: 'GET', url: '/api/admin/plans' });
      expect(card.json()).toEqual({ provider: 'sandbox', sets: 0, updatedAt: null });
      expect(sandbox.app.livePlans.jobs()).toEqual([]);
    } finally {
      await sandbox.close();
    }
  });
});
