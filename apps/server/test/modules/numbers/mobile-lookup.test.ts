import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastPaidOrderForNumber } from '../../../src/modules/orders/repo';
import { placePaidOrder } from '../../helpers/pay';
import { createVerifiedUser, injectAs, type TestUser, useTestApp } from '../../helpers/test-app';

const LIMIT = 5;
const t = useTestApp({ RATE_LIMIT_MOBILE_LOOKUP: String(LIMIT) }, { jobs: false });

let ipCounter = 0;
/** Each test gets its own client address, so only the rate-limit test meets the limit. */
const nextIp = () => `10.1.0.${++ipCounter}`;

const lookup = (number: string | undefined, user: TestUser | null = null, ip = nextIp()) =>
  injectAs(t.app, user, {
    method: 'GET',
    url: '/api/mobile/lookup',
    query: number === undefined ? {} : { number },
    remoteAddress: ip,
  });

/** A paid mobile recharge (or data card recharge) of the customer for a number. */
const rechargePaid = (
  user: TestUser,
  {
    number,
    operator,
    circle,
    extra = {},
  }: { number: string; operator: string; circle: string; extra?: Record<string, unknown> },
) =>
  placePaidOrder(t.app, user, {
    payload: { type: 'MOBILE', operator, number, circle, amount: 199, ...extra },
  });

describe('GET /api/mobile/lookup from the number series', () => {
  it("answers a visitor with the series' operator and circle, not stored by any cache", async () => {
    const res = await lookup('9845012345');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ operator: 'Airtel', circle: 'Karnataka', source: 'series' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['7019012345', 'Jio', 'Karnataka'],
    ['9820012345', 'Vi', 'Mumbai'],
    ['9868012345', 'MTNL', 'Delhi NCR'],
    ['9437012345', 'BSNL', 'Odisha'],
    ['9053012345', 'Airtel', 'Haryana'], // a Telenor series: Airtel took Telenor's customers
    ['9881012345', 'Vi', 'Maharashtra & Goa'], // an Idea series
  ])('answers %s: %s in %s', async (number, operator, circle) => {
    const res = await lookup(number);
    expect(res.json()).toEqual({ operator, circle, source: 'series' });
  });

  it('answers the operator alone when the series names no circle', async () => {
    const res = await lookup('6281012345');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ operator: 'Jio', circle: null, source: 'series' });
  });

  it.each([
    ['a series without an operator', '6000012345'],
    ['a series of Aircel, which closed without a successor', '9841012345'],
    ['a series of Reliance GSM', '9021012345'],
  ])('answers 404 with a message for %s', async (_what, number) => {
    const res = await lookup(number);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: 'We could not tell the operator of this number. Please choose it.',
      code: 'OPERATOR_UNKNOWN',
    });
  });

  it.each([
    ['no number', undefined],
    ['an empty number', ''],
    ['9 digits', '984501234'],
    ['11 digits', '98450123456'],
    ['a number starting with 5', '5845012345'],
    ['a number starting with 0', '0984501234'],
    ['letters', '98450abcde'],
    ['+91 and 11 digits', '+9198450123456'],
  ])('answers 400 naming the number for %s', async (_what, number) => {
    const res = await lookup(number);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^number: /);
    expect(res.json().fields).toHaveProperty('number');
  });

  // Issue 39: the mobile number rule of every field (catalogue/mobile-number.ts).
  it.each(['+919845012345', '98450 12345', '(+91) 98450-12345', '09845012345'])(
    'reads %j as 9845012345',
    async (number) => {
      const res = await lookup(number);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ operator: 'Airtel', circle: 'Karnataka' });
    },
  );

  it('answers 400 when the number is sent twice', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/mobile/lookup?number=9845012345&number=9845012346',
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 for a token that is not valid, as every route does', async () => {
    const res = await injectAs(t.app, { token: 'not-a-token' }, { method: 'GET', url: '/api/mobile/lookup' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/mobile/lookup from the customer history', () => {
  it("answers the customer's own last paid order before the series (a ported number), and only to them", async () => {
    const customer = await createVerifiedUser(t.app);
    const other = await createVerifiedUser(t.app);
    // 9845 is an Airtel Karnataka series; this customer's number moved to Jio and recharges in Kerala.
    await rechargePaid(customer, { number: '9845000101', operator: 'Jio', circle: 'Kerala' });

    const own = await lookup('9845000101', customer);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ operator: 'Jio', circle: 'Kerala', source: 'history' });

    // Another customer, and a visitor, get the series: someone else's orders are never used.
    expect((await lookup('9845000101', other)).json()).toEqual({
      operator: 'Airtel',
      circle: 'Karnataka',
      source: 'series',
    });
    expect((await lookup('9845000101')).json()).toEqual({
      operator: 'Airtel',
      circle: 'Karnataka',
      source: 'series',
    });
  });

  it('answers the newest paid order, mobile or data card, and skips orders never paid', async () => {
    const customer = await createVerifiedUser(t.app);
    await rechargePaid(customer, { number: '9845000202', operator: 'Jio', circle: 'Kerala' });
    await rechargePaid(customer, {
      number: '9845000202',
      operator: 'Vi',
      circle: 'Mumbai',
      extra: { serviceType: 'Data Card Recharge' },
    });
    expect((await lookup('9845000202', customer)).json()).toEqual({
      operator: 'Vi',
      circle: 'Mumbai',
      source: 'history',
    });

    // Placed but not paid (the payment sheet was closed): a choice nobody confirmed.
    const unpaid = await injectAs(t.app, customer, {
      method: 'POST',
      url: '/api/orders',
      payload: { type: 'MOBILE', operator: 'BSNL', number: '9845000202', circle: 'Assam', amount: 199 },
    });
    expect(unpaid.json().status).toBe('Payment Pending');
    expect((await lookup('9845000202', customer)).json()).toMatchObject({
      operator: 'Vi',
      source: 'history',
    });
  });

  it('skips a refunded order (the operator refused it: perhaps the wrong operator)', async () => {
    const customer = await createVerifiedUser(t.app);
    // Sandbox: a number ending in 2222 is paid, then the operator fails and the payment is refunded.
    const refunded = await rechargePaid(customer, {
      number: '9845002222',
      operator: 'BSNL',
      circle: 'Assam',
    });
    expect(refunded.status).toBe('Refunded');
    expect((await lookup('9845002222', customer)).json()).toEqual({
      operator: 'Airtel',
      circle: 'Karnataka',
      source: 'series',
    });
  });

  it('counts an order paid and still with the operator (Processing)', async () => {
    const customer = await createVerifiedUser(t.app);
    // Sandbox: a number ending in 1111 is paid, the operator confirms later.
    const processing = await rechargePaid(customer, {
      number: '9845001111',
      operator: 'Jio',
      circle: 'Punjab',
    });
    expect(processing.status).toBe('Processing');
    expect((await lookup('9845001111', customer)).json()).toEqual({
      operator: 'Jio',
      circle: 'Punjab',
      source: 'history',
    });
  });

  it('knows a number from history even when its series answers nothing', async () => {
    const customer = await createVerifiedUser(t.app);
    await rechargePaid(customer, { number: '6000000303', operator: 'BSNL', circle: 'Kerala' });
    expect((await lookup('6000000303', customer)).json()).toEqual({
      operator: 'BSNL',
      circle: 'Kerala',
      source: 'history',
    });
    expect((await lookup('6000000303')).statusCode).toBe(404);
  });

  it("reads the index of the customer's orders for that number, not their whole history", async () => {
    const customer = await createVerifiedUser(t.app);
    // 3,000 paid orders over 300 other numbers, then statistics, as a long-standing customer would have.
    await t.app.db.execute(sql`
      insert into orders (customer_id, type, display_type, operator, mobile, circle, amount_paise, status,
                          created_at)
      select ${customer.id}, 'MOBILE', 'MOBILE', 'Jio', (9100000000 + i % 300)::text, 'Kerala', 19900, 'Completed',
             now() - i * interval '1 hour'
      from generate_series(1, 3000) as i`);
    await t.app.db.execute(sql`analyze orders`);

    const query = lastPaidOrderForNumber(t.app.db, customer.id, '9845000404');
    const result = (await t.app.db.execute(sql`explain (costs off) ${query}`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index Scan using orders_customer_mobile_idx/);
    expect(plan).toMatch(/Index Cond: \(\(customer_id = .*\) AND \(\(mobile\)::text = .*\)\)/);
    expect(plan).not.toMatch(/Sort|Seq Scan|orders_customer_created_idx/);
    expect((await lookup('9845000404', customer)).json()).toMatchObject({ source: 'series' });
  });
});

describe('GET /api/mobile/lookup rate limit', () => {
  it(`answers 429 with Retry-After after ${LIMIT} lookups a minute, per customer or per address`, async () => {
    const ip = nextIp();
    for (let i = 0; i < LIMIT; i++) expect((await lookup('9845012345', null, ip)).statusCode).toBe(200);
    const blocked = await lookup('9845012345', null, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Unknown numbers count too: the limit is on lookups, not on answers.
    expect((await lookup('6000012345', null, ip)).statusCode).toBe(429);

    // A signed-in customer behind the same (carrier) address is counted on their own.
    const customer = await createVerifiedUser(t.app);
    expect((await lookup('9845012345', customer, ip)).statusCode).toBe(200);
  });
});
