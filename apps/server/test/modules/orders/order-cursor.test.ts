import type { OrderDto } from '@paywise/domain/contracts/orders';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createVerifiedUser, injectAs, type TestUser, useTestApp } from '../../helpers/test-app';

const t = useTestApp({}, { jobs: false });
let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  customer = await createVerifiedUser(t.app, { username: 'Cursor Customer' });
  admin = await createAdmin(t.app);
  for (const amount of [101, 102, 103]) {
    const res = await injectAs(t.app, customer, {
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': `cursor-test-${amount}` },
      payload: { type: 'MOBILE', operator: 'Airtel', number: '9876543210', circle: 'Delhi NCR', amount },
    });
    expect(res.statusCode).toBe(201);
  }
});

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Every route that reads a keyset cursor, called by someone allowed to call it. */
const routes: { name: string; call(cursor: string): ReturnType<typeof injectAs> }[] = [
  {
    name: 'GET /orders',
    call: (cursor) => injectAs(t.app, customer, { method: 'GET', url: `/api/orders?cursor=${cursor}` }),
  },
  {
    name: 'GET /recharges',
    call: (cursor) => injectAs(t.app, customer, { method: 'GET', url: `/api/recharges?cursor=${cursor}` }),
  },
  {
    name: 'POST /recharges/by-customerId',
    call: (cursor) =>
      injectAs(t.app, customer, {
        method: 'POST',
        url: `/api/recharges/by-customerId?cursor=${cursor}`,
        payload: { customerId: customer.id },
      }),
  },
  {
    name: 'GET /admin/orders',
    call: (cursor) => injectAs(t.app, admin, { method: 'GET', url: `/api/admin/orders?cursor=${cursor}` }),
  },
];

/** Timestamps no order can have: PostgreSQL refuses most of them (22008, 22009), the rest it never writes. */
const impossibleTimestamps = [
  '2024-01-01 00:00:00+99:99', // the reported one: 22009 time zone displacement out of range
  '2024-01-01 00:00:00+16:00', // PostgreSQL allows offsets up to ±15:59:59
  '2024-01-01 00:00:00-16',
  '2024-01-01 00:00:00+05:60',
  '2024-01-01 00:00:00+05:30:60',
  '2023-02-29 00:00:00+00', // not a leap year
  '1900-02-29 00:00:00+00', // divisible by 100, not by 400
  '2024-04-31 00:00:00+00',
  '2024-13-01 00:00:00+00',
  '2024-00-10 00:00:00+00',
  '2024-01-00 00:00:00+00',
  '0000-01-01 00:00:00+00', // there is no year 0
  '2024-01-01 24:00:00+00', // PostgreSQL reads it as the next midnight, but never writes it
  '2024-01-01 24:00:01+00',
  '2024-01-01 23:60:00+00',
  '2024-01-01 23:59:60+00',
];

describe('an impossible cursor', () => {
  for (const route of routes) {
    it(`is a 400 on ${route.name}`, async () => {
      const cursors = [
        ...impossibleTimestamps.map((timestamp) => cursorOf([timestamp, 1])),
        cursorOf(['2024-01-01 00:00:00+00', 2 ** 53]),
        cursorOf(['2024-01-01 00:00:00+00', 0]),
        cursorOf(['2024-01-01 00:00:00+00']),
        cursorOf({ createdAt: '2024-01-01 00:00:00+00', id: 1 }),
        Buffer.from('not json').toString('base64url'),
      ];
      for (const cursor of cursors) {
        const res = await route.call(cursor);
        const decoded = Buffer.from(cursor, 'base64url').toString();
        expect({ cursor: decoded, status: res.statusCode, body: res.json() }).toEqual({
          cursor: decoded,
          status: 400,
          body: {
            message: 'cursor: is not valid',
            code: 'VALIDATION',
            fields: { cursor: 'is not valid' },
            fieldCodes: { cursor: 'INVALID_FORMAT' },
          },
        });
      }
    });
  }
});

describe('a cursor PostgreSQL can read', () => {
  it('is accepted in every form PostgreSQL writes a timestamptz in', async () => {
    const all = (await routes[0].call(cursorOf(['2999-12-31 23:59:59.999999+15:59', 2 ** 31]))).json();
    expect(all.orders.map((o: OrderDto) => o.amount)).toEqual([103, 102, 101]);
    for (const route of routes) {
      for (const before of [
        '2024-02-29 12:00:00+05:30',
        '2000-02-29 00:00:00Z',
        '1850-01-01 00:00:00+05:53:28', // India's local mean time, as PostgreSQL writes it for old dates
        '2020-06-01T10:00:00.5-0330',
        '2020-06-01 10:00:00',
      ]) {
        const res = await route.call(cursorOf([before, 1]));
        expect({ before, route: route.name, status: res.statusCode }).toEqual({
          before,
          route: route.name,
          status: 200,
        });
        // Every order (this file has its own database) is newer than these instants.
        expect(res.json()).toEqual({ orders: [], nextCursor: null });
      }
      const res = await route.call(cursorOf(['9999-12-31 23:59:59-15:59:59', 1e12]));
      expect(res.statusCode).toBe(200);
      expect(res.json().orders.map((o: OrderDto) => o.amount)).toEqual([103, 102, 101]);
    }
  });
});
