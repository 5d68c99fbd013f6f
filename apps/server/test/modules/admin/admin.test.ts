import { setTimeout as sleep } from 'node:timers/promises';
import { LAST_ADMIN_MESSAGE } from '@paywise/domain/contracts/admin';
import type { CreatedOrderDto } from '@paywise/domain/contracts/orders';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiLatencyMinutes, dailyOrderStats, paymentWebhookEvents, users } from '../../../src/db/schema';
import {
  addMonths,
  indiaDay,
  indiaMonthOf,
  monthFirstDay,
  monthKey,
  monthStartInstant,
} from '@paywise/domain/time';
import { createDownloadTicketService } from '../../../src/modules/orders/download-ticket';
import { SANDBOX_DECLINE_REASON } from '../../../src/adapters/payment-gateway/sandbox-gateway';
import { csvRupees } from '@paywise/domain/money';
import { CSV_COLUMNS, streamOrdersCsv } from '../../../src/modules/orders/export';
import { adminFilters } from '../../../src/modules/orders/admin-filters';
import { payOrder, sandboxPay } from '../../helpers/pay';
import {
  createAdmin,
  createUser,
  createVerifiedUser,
  injectAs,
  TEST_JWT_SECRET,
  type TestUser,
  useTestApp,
} from '../../helpers/test-app';

// An unpaid order expires at the first sweep that looks at it (60 ms after it was placed): the fixture's
// declined order is failed by a sweep run here, without moving its created_at (the India day it counts on).
const t = useTestApp({ PAYMENT_EXPIRY_MINUTES: '0.001' });
let admin: TestUser;
let customer: TestUser;
const thisMonth = indiaMonthOf(new Date());

/** An order as the web app places it: POST /orders (Payment Pending), then paid in the sandbox sheet. */
const createOrder = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await injectAs(t.app, user, { method: 'POST', url: '/api/orders', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedOrderDto>();
};
const placePaidOrder = async (user: TestUser, body: Record<string, unknown>) =>
  payOrder(t.app, user, { order: await createOrder(user, body) });

/** Parses RFC 4180 CSV (quoted cells, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

beforeAll(async () => {
  admin = await createAdmin(t.app);
  // A username a spreadsheet would run as a formula, with a comma and a quote to escape.
  customer = await createVerifiedUser(t.app, { username: '=HYPERLINK("x",1)' });
});

describe('GET /api/admin/stats and /api/admin/stats/series (hand-computed fixture)', () => {
  beforeAll(async () => {
    // This month, through the real order flow (the rollup job builds daily_order_stats from the orders). Revenue
    // is what customers paid: the amount less the instant discount (2 %, at most ₹100).
    // ₹199 - ₹3.98 = ₹195.02, paid and completed.
    await placePaidOrder(customer, {
      type: 'MOBILE',
      operator: 'Airtel',
      number: '9876543210',
      circle: 'Delhi NCR',
      amount: 199,
    });
    // ₹1000.50 - ₹20.01 = ₹980.49, paid and completed.
    await placePaidOrder(customer, {
      type: 'ELECTRICITY',
      operator: 'Electricity Department, Goa',
      accountNumber: 'GOA12345',
      amount: 1000.5,
    });
    // Declined by the sandbox gateway (identifier ending 0000), then expired by the sweeper: Failed.
    const declined = await createOrder(customer, {
      type: 'ELECTRICITY',
      operator: 'Electricity Department, Goa',
      accountNumber: 'GOA0000',
      amount: 500,
    });
    expect((await sandboxPay(t.app, customer, { order: declined })).status).toBe('failed');
    await sleep(100);
    await t.app.db.execute(
      sql`update orders set updated_at = now() - interval '2 minutes' where id = ${declined.id}`,
    );
    await t.app.orderService.sweep();
    const failed = await injectAs(t.app, customer, { method: 'GET', url: `/api/orders/${declined.id}` });
    expect(failed.json()).toMatchObject({ status: 'Failed', failureReason: SANDBOX_DECLINE_REASON });
    // Paid, and left processing by the biller (ending 1111).
    const processing = await placePaidOrder(customer, {
      type: 'MOBILE',
      operator: 'Jio',
      number: '9876541111',
      circle: 'Delhi NCR',
      amount: 49,
    });
    expect(processing.status).toBe('Processing');
    // The sandbox posts its signed webhook a second after each of the four payments, an /api request of its own:
    // let them arrive now, not while a later test counts API requests.
    for (let i = 0; i < 100 && (await t.app.db.$count(paymentWebhookEvents)) < 4; i++) await sleep(100);
    expect(await t.app.db.$count(paymentWebhookEvents)).toBe(4);
    // Users on both sides of the start of the India month.
    await createUser(t.app, { createdAt: new Date(monthStartInstant(thisMonth).getTime() - 1000) });
    await createUser(t.app, { createdAt: monthStartInstant(thisMonth) });
    await t.app.orderService.rollup();
  });

  it('counts completed orders only (what was paid), new users from the India month start, and 0 % when last month is empty', async () => {
    const res = await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/stats' });
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats).toMatchObject({
      // ₹195.02 + ₹980.49: the amounts less their discounts.
      totalRevenue: 1175.51,
      totalUsers: 4,
      currentMonthRevenue: 1175.51,
      currentMonthTransactions: 2,
      revenueChangePercent: 0,
      newUsersThisMonth: 3,
      apiStatus: 'Operational',
    });
    expect(stats.avgResponseMs).toBeGreaterThanOrEqual(0);
  });

  it('computes the month-over-month percent with 2 decimals and all-time revenue', async () => {
    const stats = (rows: (typeof dailyOrderStats.$inferInsert)[]) =>
      t.app.db.insert(dailyOrderStats).values(rows);
    await stats([
      // Previous month: ₹900 completed. (1175.51 - 900) / 900 = 30.6122 % -> 30.61
      {
        day: monthFirstDay(addMonths(thisMonth, -1)),
        displayType: 'MOBILE',
        orderCount: 4,
        completedCount: 3,
        completedPaise: 90_000,
      },
      {
        day: monthFirstDay(addMonths(thisMonth, -2)),
        displayType: 'ELECTRICITY',
        orderCount: 1,
        completedCount: 1,
        completedPaise: 25_000,
      },
      // Thirteen months ago: in the total, outside the 12-month chart.
      {
        day: monthFirstDay(addMonths(thisMonth, -12)),
        displayType: 'DTH',
        orderCount: 1,
        completedCount: 1,
        completedPaise: 10_000,
      },
    ]);
    const res = await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/stats' });
    expect(res.json()).toMatchObject({
      totalRevenue: 2425.51,
      currentMonthRevenue: 1175.51,
      currentMonthTransactions: 2,
      revenueChangePercent: 30.61,
    });
  });

  it('gives zero-filled series per day and month and the breakdown by service type', async () => {
    const res = await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/stats/series' });
    expect(res.statusCode).toBe(200);
    const series = res.json();
    expect(series.daily).toHaveLength(30);
    expect(series.daily.at(-1)).toEqual({
      day: indiaDay(new Date()),
      revenue: 1175.51,
      orders: 4,
      completed: 2,
    });
    const otherDays = series.daily
      .slice(0, -1)
      .filter((d: { day: string }) => d.day !== monthFirstDay(addMonths(thisMonth, -1)));
    expect(
      otherDays.every((d: { revenue: number; orders: number }) => d.revenue === 0 && d.orders === 0),
    ).toBe(true);

    expect(series.monthly.map((m: { month: string }) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => monthKey(addMonths(thisMonth, i - 11))),
    );
    expect(series.monthly.at(-1)).toEqual({
      month: monthKey(thisMonth),
      revenue: 1175.51,
      orders: 4,
      completed: 2,
    });
    expect(series.monthly.at(-2)).toEqual({
      month: monthKey(addMonths(thisMonth, -1)),
      revenue: 900,
      orders: 4,
      completed: 3,
    });
    expect(series.monthly.at(-3)).toEqual({
      month: monthKey(addMonths(thisMonth, -2)),
      revenue: 250,
      orders: 1,
      completed: 1,
    });
    expect(series.monthly.slice(0, 9).every((m: { orders: number }) => m.orders === 0)).toBe(true);

    expect(series.byService).toEqual([
      { type: 'ELECTRICITY', revenue: 1230.49, orders: 3, completed: 2 },
      { type: 'MOBILE', revenue: 1095.02, orders: 6, completed: 4 },
      { type: 'DTH', revenue: 100, orders: 1, completed: 1 },
    ]);
  });
});

describe('orders export and totals', () => {
  it('streams the filtered orders as an escaped CSV attachment, formulas defused', async () => {
    const res = await injectAs(t.app, admin, {
      method: 'GET',
      url: '/api/admin/orders/export.csv?type=electricity',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="paywise-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(res.body.slice(1));
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    expect(rows).toHaveLength(3);
    // Newest first: the declined ₹500 bill (never paid: no method, no payment id), then the completed ₹1000.50
    // one, with its discount, what was paid, and how.
    const column = (name: (typeof CSV_COLUMNS)[number]) => CSV_COLUMNS.indexOf(name);
    expect(column('Amount (INR)')).toBe(7);
    expect(rows[1]).toMatchObject({
      2: 'ELECTRICITY',
      3: 'Electricity Department, Goa',
      4: 'GOA0000',
      7: '500.00',
      8: '10.00',
      9: '490.00',
      10: 'Failed',
      11: 'Online',
      12: '',
      13: '',
      15: SANDBOX_DECLINE_REASON,
    });
    expect(rows[2]).toMatchObject({
      4: 'GOA12345',
      7: '1000.50',
      8: '20.01',
      9: '980.49',
      10: 'Completed',
      11: 'Online',
      12: 'UPI',
      15: '',
    });
    expect(rows[2][column('Payment ID')]).toMatch(/^pay_[A-Za-z0-9]+$/);
    expect(rows[2][column('Customer')]).toBe(`'=HYPERLINK("x",1)`);
    expect(rows[2][0]).toMatch(/^ORDID00\d+$/);
    expect(rows[2][1]).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M$/);
    // The raw text: the operator with a comma is quoted, the quotes in the username doubled.
    expect(res.body).toContain(',"Electricity Department, Goa",');
    expect(res.body).toContain(`,"'=HYPERLINK(""x"",1)",`);
  });

  it('writes every amount with exactly two decimals, computed from the integer paise', () => {
    expect([5, 10, 99, 100, 1999, 10_000_000, 900_719_925_474_099].map(csvRupees)).toEqual([
      '0.05',
      '0.10',
      '0.99',
      '1.00',
      '19.99',
      '100000.00',
      '9007199254740.99',
    ]);
  });

  it('reads in keyset batches without losing or repeating a row', async () => {
    const whole = await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/orders/export.csv' });
    const chunks: Buffer[] = [];
    for await (const chunk of streamOrdersCsv(t.app.db, adminFilters({}), 1)) chunks.push(Buffer.from(chunk));
    const batched = Buffer.concat(chunks).toString('utf8');
    expect(batched).toBe(whole.body);
    expect(parseCsv(batched.slice(1))).toHaveLength(5);
  });

  it('lets a plain link download through a short-lived ticket, and only an admin get one', async () => {
    const link = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/admin/orders/export-link?type=ELECTRICITY',
    });
    expect(link.statusCode).toBe(200);
    const { url, expiresInSeconds } = link.json();
    expect(expiresInSeconds).toBe(60);
    expect(url).toMatch(/^\/api\/admin\/orders\/export\.csv\?type=ELECTRICITY&ticket=/);
    // No bearer header: the ticket alone, as a browser following the link.
    const viaTicket = await t.app.inject({ method: 'GET', url });
    expect(viaTicket.statusCode).toBe(200);
    const viaBearer = await injectAs(t.app, admin, {
      method: 'GET',
      url: '/api/admin/orders/export.csv?type=ELECTRICITY',
    });
    expect(viaTicket.body).toBe(viaBearer.body);

    const tickets = createDownloadTicketService(TEST_JWT_SECRET);
    const csv = (ticket: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/export.csv?ticket=${encodeURIComponent(ticket)}`,
      });
    const expired = await csv(
      tickets.issue(
        { userId: admin.id, tokenVersion: admin.tokenVersion, sessionId: admin.sessionId },
        Date.now() - 61_000,
      ),
    );
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('This download link has expired. Please export again.');
    const forged = new URL(url, 'http://x').searchParams
      .get('ticket')!
      .replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await csv(forged)).statusCode).toBe(401);
    expect(
      (
        await csv(
          tickets.issue({
            userId: customer.id,
            tokenVersion: customer.tokenVersion,
            sessionId: customer.sessionId,
          }),
        )
      ).statusCode,
    ).toBe(403);
  });

  it('answers an empty filtered set with the header only, and refuses a bad filter with 400', async () => {
    const empty = await injectAs(t.app, admin, {
      method: 'GET',
      url: '/api/admin/orders/export.csv?email=nobody@example.com',
    });
    expect(parseCsv(empty.body.slice(1))).toEqual([[...CSV_COLUMNS]]);
    const bad = await injectAs(t.app, admin, {
      method: 'GET',
      url: '/api/admin/orders/export.csv?from=yesterday',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^from: /);
  });

  it('totals the filtered set (count, amount paid, completed) from the orders or from the daily aggregates', async () => {
    const totals = async (query: string) => {
      const res = await injectAs(t.app, admin, { method: 'GET', url: `/api/admin/orders/totals?${query}` });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const today = indiaDay(new Date());
    const mine = `email=${encodeURIComponent(customer.email)}`;
    // A customer filter sums the orders themselves: every figure is known. Amounts are the amounts payable
    // (amount less discount): ₹980.49 + ₹490 for the two bills.
    expect(await totals(`type=ELECTRICITY&${mine}`)).toEqual({
      count: 2,
      amount: 1470.49,
      completedCount: 1,
      completedAmount: 980.49,
    });
    expect(await totals(mine)).toEqual({
      count: 4,
      amount: 1713.53,
      completedCount: 2,
      completedAmount: 1175.51,
    });
    expect(await totals('status=Failed')).toEqual({
      count: 1,
      amount: 490,
      completedCount: 0,
      completedAmount: 0,
    });
    // Type and whole days come from daily_order_stats, which agrees with the orders once the rollup has run
    // and keeps no amount of unfinished orders (null).
    await t.app.orderService.rollup();
    expect(await totals(`type=ELECTRICITY&from=${today}&to=${today}`)).toEqual({
      count: 2,
      amount: null,
      completedCount: 1,
      completedAmount: 980.49,
    });
    const completedToday = `status=Completed&type=ELECTRICITY&from=${today}&to=${today}`;
    expect(await totals(completedToday)).toEqual({
      count: 1,
      amount: 980.49,
      completedCount: 1,
      completedAmount: 980.49,
    });
    expect(await totals(`${completedToday}&${mine}`)).toEqual(await totals(completedToday));
    // No filter: the same figures as the dashboard (the fixture's earlier months included).
    expect(await totals('')).toEqual({
      count: 10,
      amount: null,
      completedCount: 7,
      completedAmount: 2425.51,
    });
  });
});

describe('PATCH /api/admin/users/{id}/role', () => {
  const setRole = (by: TestUser, id: number, role: string) =>
    injectAs(t.app, by, { method: 'PATCH', url: `/api/admin/users/${id}/role`, payload: { role } });

  it('never removes the last admin, not even by themselves', async () => {
    const res = await setRole(admin, admin.id, 'CUSTOMER');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: LAST_ADMIN_MESSAGE, code: 'LAST_ADMIN' });
  });

  it('promotes and demotes, while another admin remains', async () => {
    const user = await createVerifiedUser(t.app, { username: 'Priya' });
    const promoted = await setRole(admin, user.id, 'ADMIN');
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toEqual({
      message: 'Priya is now an admin.',
      user: { id: user.id, username: 'Priya', email: user.email, role: 'ADMIN' },
    });
    // The new admin can use admin routes at once (roles are read from the database on each request).
    expect((await injectAs(t.app, user, { method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(200);
    // The first admin may now step down; then the remaining one cannot.
    expect((await setRole(admin, admin.id, 'CUSTOMER')).statusCode).toBe(200);
    expect((await setRole(user, user.id, 'CUSTOMER')).json()).toEqual({
      message: LAST_ADMIN_MESSAGE,
      code: 'LAST_ADMIN',
    });
    expect((await setRole(user, admin.id, 'ADMIN')).json().user.role).toBe('ADMIN');
  });

  it('keeps one admin when two admins demote each other at the same moment', async () => {
    const other = await createAdmin(t.app);
    // Exactly two admins: `admin` and `other`.
    await t.app.db
      .update(users)
      .set({ role: 'CUSTOMER' })
      .where(and(eq(users.role, 'ADMIN'), notInArray(users.id, [admin.id, other.id])));
    const [a, b] = await Promise.all([
      setRole(admin, other.id, 'CUSTOMER'),
      setRole(other, admin.id, 'CUSTOMER'),
    ]);
    // One wins; the other is refused as the last admin (409) or, when it arrives after the first committed,
    // because its caller is no longer an admin (403).
    const [won, lost] = [a.statusCode, b.statusCode].sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    expect(await t.app.db.$count(users, eq(users.role, 'ADMIN'))).toBe(1);
  });

  it('answers 404 for an unknown user and 400 for an unknown role', async () => {
    const by = await createAdmin(t.app);
    expect((await setRole(by, 999_999, 'ADMIN')).statusCode).toBe(404);
    const bad = await setRole(by, by.id, 'ROOT');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^role: /);
  });
});

describe('API response times', () => {
  it('leaves the CSV download (the client’s transfer time) out of the average', async () => {
    const viewer = await createAdmin(t.app);
    const since = new Date(Date.now() - 60_000);
    const before = t.app.requestMetrics.pending(since).count;
    const csv = await injectAs(t.app, viewer, { method: 'GET', url: '/api/admin/orders/export.csv' });
    expect(csv.statusCode).toBe(200);
    expect(t.app.requestMetrics.pending(since).count).toBe(before);
    await injectAs(t.app, viewer, { method: 'GET', url: '/api/admin/orders/totals' });
    expect(t.app.requestMetrics.pending(since).count).toBe(before + 1);
  });

  it('measures /api requests into api_latency_minutes and averages the last 15 minutes', async () => {
    // The role tests above may have demoted `admin`.
    const viewer = await createAdmin(t.app);
    for (let i = 0; i < 5; i++) await t.app.inject({ method: 'GET', url: '/api/health' });
    const stats = await injectAs(t.app, viewer, { method: 'GET', url: '/api/admin/stats' });
    // Written every 10 s and on close; here at once.
    await t.app.requestMetrics.flush();
    const [stored] = await t.app.db
      .select({ requests: sql<number>`sum(${apiLatencyMinutes.requestCount})`.mapWith(Number) })
      .from(apiLatencyMinutes);
    expect(stored.requests).toBeGreaterThanOrEqual(5);
    expect(stats.json().apiStatus).toBe('Operational');

    // Another server's slow minute (2 s per request) counts; a minute older than 15 minutes does not.
    const minute = (ago: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 - ago * 60_000);
    await t.app.db
      .insert(apiLatencyMinutes)
      .values([
        { minute: minute(40), requestCount: 1, totalMs: 100_000_000 },
        { minute: minute(1), requestCount: 1_000, totalMs: 2_000_000 },
      ])
      .onConflictDoUpdate({
        target: apiLatencyMinutes.minute,
        set: {
          requestCount: sql`${apiLatencyMinutes.requestCount} + excluded.request_count`,
          totalMs: sql`${apiLatencyMinutes.totalMs} + excluded.total_ms`,
        },
      });
    const slow = (await injectAs(t.app, viewer, { method: 'GET', url: '/api/admin/stats' })).json();
    expect(slow.apiStatus).toBe('Degraded');
    expect(slow.avgResponseMs).toBeGreaterThan(1_900);
    expect(slow.avgResponseMs).toBeLessThan(2_000);
  });
});

describe('every admin route refuses customers (403) and anonymous callers (401)', () => {
  const routes: [string, string][] = [
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/stats/series'],
    ['PATCH', '/api/admin/users/1/role'],
    ['GET', '/api/admin/orders/export.csv'],
    ['POST', '/api/admin/orders/export-link'],
    ['GET', '/api/admin/orders/totals'],
    ['POST', '/api/companies'],
    ['GET', '/api/users'],
    ['GET', '/api/admin/orders'],
    ['GET', '/api/contact'],
    ['GET', '/api/complaints'],
    ['PATCH', '/api/complaints/1'],
  ];
  it.each(routes)('%s %s', async (method, url) => {
    const options = { method: method as 'GET', url, ...(method === 'GET' ? {} : { payload: {} }) };
    const anonymous = await t.app.inject(options);
    expect(anonymous.statusCode).toBe(401);
    const asCustomer = await injectAs(t.app, customer, options);
    expect(asCustomer.statusCode).toBe(403);
  });
});
