import { eq, sql } from 'drizzle-orm';
import { indiaDay } from '@paywise/domain/time';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../src/db/schema';
import { createAdmin, createUser, injectAs, type TestUser, useTestApp } from '../../helpers/test-app';

const DAY_MS = 86_400_000;
const STATUSES = ['Completed', 'Failed', 'Refunded', 'Payment Pending', 'Completed'] as const;
const METHODS = ['UPI', 'CARD', null, 'WALLET'] as const;
const DISPLAY = [
  ['MOBILE', 'MOBILE'],
  ['DATACARD', 'MOBILE'],
  ['DTH', 'DTH'],
  ['CYLINDER', 'GAS'],
] as const;

type Seeded = {
  displayType: string;
  type: string;
  status: string;
  paymentMethod: string | null;
  paid: number;
  day: string;
};

describe('GET /api/admin/orders/totals from the per-day aggregates (order_totals_daily)', () => {
  const t = useTestApp({}, { jobs: false });
  let admin: TestUser;
  const seeded: Seeded[] = [];
  const now = Date.now();

  beforeAll(async () => {
    admin = await createAdmin(t.app);
    const customer = await createUser(t.app);
    // 60 orders over the last 6 days, every combination of the filters.
    const rows = Array.from({ length: 60 }, (_, i) => {
      const [displayType, type] = DISPLAY[i % DISPLAY.length];
      const at = new Date(now - (i % 6) * DAY_MS - 3_600_000);
      const amountPaise = 10_000 + i * 101;
      const discountPaise = i % 3 === 0 ? 200 : 0;
      const convenienceFeePaise = i % 5 === 0 ? 100 : 0;
      const row = {
        customerId: customer.id,
        displayType,
        orderType: type,
        operator: 'Test Operator',
        mobile: '9876543210',
        amountPaise,
        discountPaise,
        convenienceFeePaise,
        status: STATUSES[i % STATUSES.length],
        paymentMethod: METHODS[i % METHODS.length],
        createdAt: at,
        updatedAt: at,
      };
      seeded.push({
        displayType,
        type,
        status: row.status,
        paymentMethod: row.paymentMethod,
        paid: amountPaise - discountPaise + convenienceFeePaise,
        day: indiaDay(at),
      });
      return row;
    });
    await t.app.db.insert(orders).values(rows);
  });

  const totals = async (query: string) => {
    const res = await injectAs(t.app, admin, { method: 'GET', url: `/api/admin/orders/totals?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const expected = (keep: (o: Seeded) => boolean) => {
    const matching = seeded.filter(keep);
    const done = matching.filter((o) => o.status === 'Completed');
    const rupees = (list: Seeded[]) => list.reduce((sum, o) => sum + o.paid, 0) / 100;
    return {
      count: matching.length,
      amount: rupees(matching),
      completedCount: done.length,
      completedAmount: rupees(done),
    };
  };
  const from = () => indiaDay(new Date(now - 3 * DAY_MS));
  const to = () => indiaDay(new Date(now - DAY_MS));
  const cases: [string, () => string, (o: Seeded) => boolean][] = [
    ['status=Failed', () => 'status=Failed', (o) => o.status === 'Failed'],
    ['status=Refunded', () => 'status=Refunded', (o) => o.status === 'Refunded'],
    ['orderType=GAS', () => 'orderType=GAS', (o) => o.type === 'GAS'],
    ['orderType=MOBILE', () => 'orderType=MOBILE', (o) => o.type === 'MOBILE'],
    ['paymentMethod=UPI', () => 'paymentMethod=UPI', (o) => o.paymentMethod === 'UPI'],
    [
      'paymentMethod=WALLET + type=DTH',
      () => 'paymentMethod=WALLET&type=DTH',
      (o) => o.paymentMethod === 'WALLET' && o.displayType === 'DTH',
    ],
    [
      'status=Failed + days',
      () => `status=Failed&from=${from()}&to=${to()}`,
      (o) => o.status === 'Failed' && o.day >= from() && o.day <= to(),
    ],
    [
      'orderType=MOBILE + paymentMethod=CARD + days',
      () => `orderType=MOBILE&paymentMethod=CARD&from=${from()}&to=${to()}`,
      (o) => o.type === 'MOBILE' && o.paymentMethod === 'CARD' && o.day >= from() && o.day <= to(),
    ],
  ];

  it('agree with the orders before the rollup ever ran, after it, and after orders change without a rollup', async () => {
    const check = async () => {
      for (const [name, query, keep] of cases) expect(await totals(query()), name).toEqual(expected(keep));
    };
    // Never rolled up: every day is summed from its orders.
    await check();
    await t.app.orderService.rollup();
    await check();

    // Orders move on after the rollup: the oldest Failed one is refunded (updated_at = now(), as the pipeline does).
    const [failed] = await t.app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.status, 'Failed'))
      .orderBy(orders.createdAt, orders.id)
      .limit(1);
    await t.app.db
      .update(orders)
      .set({ status: 'Refunded', updatedAt: sql`now()` })
      .where(eq(orders.id, failed.id));
    // The same order in the seeded list (ids follow the list's order).
    const oldestFailed = seeded
      .map((o, i) => ({ o, at: now - (i % 6) * DAY_MS - 3_600_000, i }))
      .filter(({ o }) => o.status === 'Failed')
      .sort((a, b) => a.at - b.at || a.i - b.i)[0];
    oldestFailed.o.status = 'Refunded';
    await check();
    // ...and once the rollup has run again, the aggregates alone agree too.
    await t.app.orderService.rollup();
    await check();
  });
});
