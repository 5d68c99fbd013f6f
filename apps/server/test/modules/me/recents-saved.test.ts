import { sql } from 'drizzle-orm';
import { SERVICES } from '@paywise/domain/catalogue/services';
import { describe, expect, it } from 'vitest';
import { recentOrdersQuery } from '../../../src/modules/orders/repo';
import { placePaidOrder } from '../../helpers/pay';
import { createVerifiedUser, injectAs, type TestUser, useTestApp } from '../../helpers/test-app';

const t = useTestApp({ RATE_LIMIT_ORDERS: '1000' }, { jobs: false });

const recents = (user: TestUser | null, service?: string) =>
  injectAs(t.app, user, {
    method: 'GET',
    url: '/api/me/recents',
    query: service === undefined ? {} : { service },
  });

const save = (user: TestUser, payload: Record<string, unknown>) =>
  injectAs(t.app, user, { method: 'POST', url: '/api/me/saved', payload });

const listSaved = (user: TestUser, service?: string) =>
  injectAs(t.app, user, {
    method: 'GET',
    url: '/api/me/saved',
    query: service === undefined ? {} : { service },
  });

const remove = (user: TestUser, id: number | string) =>
  injectAs(t.app, user, { method: 'DELETE', url: `/api/me/saved/${id}` });

const recharge = (user: TestUser, number: string, extra: Record<string, unknown> = {}) =>
  placePaidOrder(t.app, user, {
    payload: {
      type: 'MOBILE',
      operator: 'Jio',
      number,
      circle: 'Kerala',
      amount: 199,
      ...extra,
    },
  });

/** Paid orders written straight to the table, oldest first (`hoursAgo` per row), for volume. */
async function insertOrders(
  customerId: number,
  rows: { displayType: string; mobile?: string; accountNumber?: string; hoursAgo: number; status?: string }[],
) {
  for (const row of rows) {
    await t.app.db.execute(sql`
      insert into orders (customer_id, type, display_type, operator, mobile, account_number, circle, amount_paise,
                          status, created_at)
      values (${customerId}, ${row.displayType === 'DATACARD' ? 'MOBILE' : row.displayType}, ${row.displayType},
              'Jio', ${row.mobile ?? null}, ${row.accountNumber ?? null},
              ${row.mobile ? 'Kerala' : null}, 19900, ${row.status ?? 'Completed'},
              now() - ${row.hoursAgo} * interval '1 hour')`);
  }
}

describe('GET /api/me/recents', () => {
  it("answers the customer's own paid numbers of the service, distinct, newest first, with the last order", async () => {
    const customer = await createVerifiedUser(t.app);
    const other = await createVerifiedUser(t.app);
    await recharge(customer, '9845000101', { operator: 'Airtel', circle: 'Karnataka', amount: 299 });
    await recharge(customer, '9845000102');
    await recharge(customer, '9845000101', { operator: 'Vi', circle: 'Mumbai', amount: 719 });
    // Another customer's order, a data card recharge and an order never paid are not this page's recents.
    await recharge(other, '9845000103');
    await recharge(customer, '9845000104', { serviceType: 'Data Card Recharge' });
    const unpaid = await injectAs(t.app, customer, {
      method: 'POST',
      url: '/api/orders',
      payload: { type: 'MOBILE', operator: 'BSNL', number: '9845000105', circle: 'Assam', amount: 199 },
    });
    expect(unpaid.statusCode).toBe(201);

    const res = await recents(customer, 'mobile');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json().recents;
    expect(list.map((entry: { identifier: string }) => entry.identifier)).toEqual([
      '9845000101',
      '9845000102',
    ]);
    expect(list[0]).toEqual({
      identifier: '9845000101',
      operator: 'Vi',
      circle: 'Mumbai',
      lastAmount: 719,
      // What was actually paid: 2 % off (the default promo), ₹719 - ₹14.38.
      lastPaidAmount: 704.62,
      lastPaidAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(new Date(list[0].lastPaidAt).getTime()).toBeGreaterThan(new Date(list[1].lastPaidAt).getTime());

    const dataCard = (await recents(customer, 'datacard')).json().recents;
    expect(dataCard.map((entry: { identifier: string }) => entry.identifier)).toEqual(['9845000104']);
    expect((await recents(other, 'mobile')).json().recents).toHaveLength(1);
  });

  it('answers account numbers for bill services, and the nickname of a saved one', async () => {
    const customer = await createVerifiedUser(t.app);
    await placePaidOrder(t.app, customer, {
      payload: {
        type: 'ELECTRICITY',
        operator: 'Bangalore Electricity Supply Company (BESCOM)',
        accountNumber: '1234567890',
        amount: 1200.5,
      },
    });
    expect(
      (
        await save(customer, {
          service: 'electricity',
          identifier: '1234567890',
          operator: 'bangalore electricity supply company (bescom)',
          nickname: '  Home electricity ',
        })
      ).statusCode,
    ).toBe(201);

    const list = (await recents(customer, 'electricity')).json().recents;
    expect(list).toEqual([
      {
        identifier: '1234567890',
        operator: 'Bangalore Electricity Supply Company (BESCOM)',
        circle: null,
        lastAmount: 1200.5,
        lastPaidAmount: 1176.49,
        lastPaidAt: expect.any(String),
        nickname: 'Home electricity',
      },
    ]);
    expect((await recents(customer, 'water')).json()).toEqual({ recents: [] });
  });

  it('answers at most 10, the newest, and skips Failed and Payment Pending orders', async () => {
    const customer = await createVerifiedUser(t.app);
    await insertOrders(
      customer.id,
      Array.from({ length: 14 }, (_, i) => ({
        displayType: 'MOBILE',
        mobile: `91000000${String(i).padStart(2, '0')}`,
        hoursAgo: 100 - i,
      })),
    );
    await insertOrders(customer.id, [
      { displayType: 'MOBILE', mobile: '9200000000', hoursAgo: 1, status: 'Failed' },
      { displayType: 'MOBILE', mobile: '9200000001', hoursAgo: 1, status: 'Payment Pending' },
      { displayType: 'MOBILE', mobile: '9100000000', hoursAgo: 2, status: 'Processing' },
    ]);
    const list = (await recents(customer, 'mobile')).json().recents;
    expect(list.map((entry: { identifier: string }) => entry.identifier)).toEqual([
      '9100000000',
      '9100000013',
      '9100000012',
      '9100000011',
      '9100000010',
      '9100000009',
      '9100000008',
      '9100000007',
      '9100000006',
      '9100000005',
    ]);
  });

  it.each([
    ['an unknown service', 'recharge', /^service: 'recharge' is not a service \(one of mobile, dth/],
    ['a route instead of a slug', '/recharge/mobile', /^service: '\/recharge\/mobile' is not a service/],
    ['no service', undefined, /^service: /],
  ])('answers 400 naming %s', async (_what, service, message) => {
    const customer = await createVerifiedUser(t.app);
    const res = await recents(customer, service);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('answers 401 to a visitor', async () => {
    expect((await recents(null, 'mobile')).statusCode).toBe(401);
  });

  it("reads the index of the customer's orders of that service, not their other services", async () => {
    const customer = await createVerifiedUser(t.app);
    // 3,000 paid bills and 300 recharges over 30 numbers, then statistics, as a long-standing customer would have.
    await t.app.db.execute(sql`
      insert into orders (customer_id, type, display_type, operator, account_number, amount_paise, status, created_at)
      select ${customer.id}, 'ELECTRICITY', 'ELECTRICITY', 'Bangalore Electricity Supply Company (BESCOM)', (1000000000 + i % 5)::text, 19900,
             'Completed', now() - i * interval '1 minute'
      from generate_series(1, 3000) as i`);
    await t.app.db.execute(sql`
      insert into orders (customer_id, type, display_type, operator, mobile, circle, amount_paise, status, created_at)
      select ${customer.id}, 'MOBILE', 'MOBILE', 'Jio', (9100000000 + i % 30)::text, 'Kerala', 19900, 'Completed',
             now() - i * interval '1 hour'
      from generate_series(1, 300) as i`);
    await t.app.db.execute(sql`analyze orders`);

    const query = recentOrdersQuery(customer.id, SERVICES.mobile, 10);
    const result = (await t.app.db.execute(sql`explain (costs off) ${query}`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index Scan using orders_customer_display_type_idx/);
    expect(plan).toMatch(/Index Cond: \(\(customer_id = .*\) AND \(\(display_type\)::text = .*\)\)/);
    expect(plan).toMatch(/Limit/);
    expect(plan).not.toMatch(/Seq Scan|orders_customer_created_idx/);

    const list = (await recents(customer, 'mobile')).json().recents;
    expect(list).toHaveLength(10);
    expect(list[0].identifier).toBe('9100000001');
  });
});

describe('/api/me/saved', () => {
  it('saves, lists and deletes, in the catalogue spelling', async () => {
    const customer = await createVerifiedUser(t.app);
    const created = await save(customer, {
      service: 'mobile',
      identifier: ' 98450 00101 ',
      operator: 'airtel',
      circle: 'karnataka',
      nickname: '  Mom  ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      service: 'mobile',
      identifier: '9845000101',
      operator: 'Airtel',
      circle: 'Karnataka',
      nickname: 'Mom',
      reminders: true,
      createdAt: expect.any(String),
    });
    const bill = await save(customer, {
      service: 'electricity',
      identifier: '1234567890',
      operator: 'Bangalore Electricity Supply Company (BESCOM)',
    });
    expect(bill.statusCode).toBe(201);
    expect(bill.json()).toMatchObject({ nickname: null, circle: null });

    expect((await listSaved(customer)).json().saved.map((entry: { id: number }) => entry.id)).toEqual([
      bill.json().id,
      created.json().id,
    ]);
    expect((await listSaved(customer, 'mobile')).json().saved).toHaveLength(1);
    expect((await listSaved(customer, 'nope')).statusCode).toBe(400);

    const deleted = await remove(customer, created.json().id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await listSaved(customer, 'mobile')).json().saved).toEqual([]);
    expect((await remove(customer, created.json().id)).statusCode).toBe(404);
  });

  it("answers 404 for another customer's entry and leaves it", async () => {
    const owner = await createVerifiedUser(t.app);
    const other = await createVerifiedUser(t.app);
    const created = await save(owner, { service: 'dth', identifier: '12345678', operator: 'Tata Sky' });
    expect(created.statusCode).toBe(201);
    const res = await remove(other, created.json().id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Saved number not found.', code: 'NOT_FOUND' });
    expect((await listSaved(owner)).json().saved).toHaveLength(1);
    expect((await listSaved(other)).json().saved).toEqual([]);
  });

  it('answers 409 for the same service and number twice, naming the nickname', async () => {
    const customer = await createVerifiedUser(t.app);
    await save(customer, { service: 'mobile', identifier: '9845000101', operator: 'Jio', nickname: 'Mom' });
    const again = await save(customer, { service: 'mobile', identifier: '9845000101', operator: 'Vi' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: "This Mobile Number is already saved as 'Mom'.",
      code: 'SAVED_NUMBER_EXISTS',
    });
    // The same number for another service is another entry.
    expect(
      (await save(customer, { service: 'datacard', identifier: '9845000101', operator: 'Jio' })).statusCode,
    ).toBe(201);
  });

  it('answers 409 past 50 entries, even when two saves race for the last place', async () => {
    const customer = await createVerifiedUser(t.app);
    for (let i = 0; i < 49; i++) {
      const res = await save(customer, {
        service: 'mobile',
        identifier: `91000000${String(i).padStart(2, '0')}`,
        operator: 'Jio',
      });
      expect(res.statusCode).toBe(201);
    }
    const [a, b] = await Promise.all([
      save(customer, { service: 'mobile', identifier: '9200000001', operator: 'Jio' }),
      save(customer, { service: 'mobile', identifier: '9200000002', operator: 'Jio' }),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
    const over = await save(customer, {
      service: 'water',
      identifier: 'W-1',
      operator: 'Bangalore Water Supply and Sewerage Board (BWSSB)',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/^You can save at most 50 numbers and billers\./);
    expect((await listSaved(customer)).json().saved).toHaveLength(50);
  });

  it.each([
    [
      'an unknown service',
      { service: 'rocket', identifier: '9845000101', operator: 'Jio' },
      /^service: 'rocket'/,
    ],
    [
      'a 9-digit mobile number',
      { service: 'mobile', identifier: '984500010', operator: 'Jio' },
      /^identifier: must be/,
    ],
    [
      'an 11-digit mobile number',
      { service: 'mobile', identifier: '98450001011', operator: 'Jio' },
      /^identifier: /,
    ],
    ['no identifier', { service: 'mobile', operator: 'Jio' }, /^identifier: is required/],
    [
      'a blank identifier',
      {
        service: 'electricity',
        identifier: '   ',
        operator: 'Bangalore Electricity Supply Company (BESCOM)',
      },
      /^identifier: /,
    ],
    [
      'an operator of another service',
      {
        service: 'mobile',
        identifier: '9845000101',
        operator: 'Bangalore Electricity Supply Company (BESCOM)',
      },
      /^operator: is not one of the Mobile operators/,
    ],
    [
      'an unknown circle',
      { service: 'mobile', identifier: '9845000101', operator: 'Jio', circle: 'Mars' },
      /^circle: is not one of the telecom circles/,
    ],
    [
      'a circle for a bill',
      {
        service: 'electricity',
        identifier: '1234567890',
        operator: 'Bangalore Electricity Supply Company (BESCOM)',
        circle: 'Kerala',
      },
      /^circle: must be empty/,
    ],
    [
      'a 41-character nickname',
      { service: 'mobile', identifier: '9845000101', operator: 'Jio', nickname: 'x'.repeat(41) },
      /^nickname: must be at most 40 characters/,
    ],
    [
      'a nickname with U+202E',
      { service: 'mobile', identifier: '9845000101', operator: 'Jio', nickname: 'Mom\u202Eevil' },
      /^nickname: must not contain hidden/,
    ],
    [
      'a zero-width nickname',
      { service: 'mobile', identifier: '9845000101', operator: 'Jio', nickname: '\u200B\u200B' },
      /^nickname: must contain visible/,
    ],
    [
      'a nickname with a control character',
      { service: 'mobile', identifier: '9845000101', operator: 'Jio', nickname: 'Mom\u0007' },
      /^nickname: must not contain control/,
    ],
    [
      'a nickname on two lines',
      { service: 'mobile', identifier: '9845000101', operator: 'Jio', nickname: 'Mom\nDad' },
      /^nickname: must not contain control/,
    ],
    [
      'a number as nickname',
      { service: 'mobile', identifier: '9845000101', operator: 'Jio', nickname: 42 },
      /^nickname: /,
    ],
  ])('answers 400 for %s', async (_what, payload, message) => {
    const customer = await createVerifiedUser(t.app);
    const res = await save(customer, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it('keeps a 40-character nickname, and an empty one as none', async () => {
    const customer = await createVerifiedUser(t.app);
    const long = await save(customer, {
      service: 'mobile',
      identifier: '9845000101',
      operator: 'Jio',
      nickname: `${'é'.repeat(40)}  `,
    });
    expect(long.statusCode).toBe(201);
    expect(long.json().nickname).toBe('é'.repeat(40));
    const empty = await save(customer, {
      service: 'mobile',
      identifier: '9845000102',
      operator: 'Jio',
      nickname: '   ',
    });
    expect(empty.json().nickname).toBeNull();
  });

  it.each([['abc'], ['0'], ['-1'], ['99999999999'], ['1.5']])('answers 400 for the id %s', async (id) => {
    const customer = await createVerifiedUser(t.app);
    expect((await remove(customer, id)).statusCode).toBe(400);
  });

  it('answers 401 to a visitor', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/saved' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/me/saved', payload: { service: 'mobile' } }))
        .statusCode,
    ).toBe(401);
  });
});
