import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CreatedOrderDto } from '@paywise/domain/contracts/orders';
import { orders, users } from '../../../src/db/schema';
import { VERIFY_EMAIL_TO_ORDER } from '../../../src/modules/orders/pipeline';
import { SANDBOX_UPI_FAILURE } from '@paywise/domain/payments';
import { payOrder, sandboxPay } from '../../helpers/pay';
import {
  buildTestApp,
  createAdmin,
  createUser,
  injectAs,
  type TestApp,
  type TestUser,
  useTestApp,
} from '../../helpers/test-app';

const t = useTestApp({ RATE_LIMIT_ORDERS: '1000' }, { jobs: false });

let keyCounter = 0;
const freshKey = () => `limit-key-${Date.now()}-${keyCounter++}`;
const mobile = (amount = 199) => ({
  type: 'MOBILE',
  operator: 'Airtel',
  number: '9876543210',
  circle: 'Delhi NCR',
  amount,
});

function placeOrder(
  app: TestApp['app'],
  user: TestUser,
  {
    key = freshKey(),
    body = mobile(),
    url = '/api/orders',
  }: { key?: string; body?: Record<string, unknown>; url?: string } = {},
) {
  return injectAs(app, user, { method: 'POST', url, payload: body, headers: { 'idempotency-key': key } });
}

const orderCount = async (app: TestApp['app'], userId: number) =>
  (await app.db.select().from(orders).where(eq(orders.customerId, userId))).length;

describe('a customer whose email is not verified', () => {
  it('places UNVERIFIED_ORDER_LIMIT (3) paid orders, then 403 telling how to verify; replays still answer', async () => {
    const user = await createUser(t.app, { isEmailVerified: false });
    const keys = [freshKey(), freshKey(), freshKey()];
    const placed: CreatedOrderDto[] = [];
    for (const key of keys) {
      const res = await placeOrder(t.app, user, { key });
      expect(res.statusCode).toBe(201);
      placed.push(res.json());
    }
    // Two of them paid: the third (unpaid) does not count yet; paid, it does.
    for (const order of placed.slice(0, 2)) await payOrder(t.app, user, { order });
    const notYet = await placeOrder(t.app, user);
    expect(notYet.statusCode).toBe(201);
    await payOrder(t.app, user, { order: placed[2] });

    const fourth = await placeOrder(t.app, user);
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toEqual({ message: VERIFY_EMAIL_TO_ORDER, code: 'ORDER_LIMIT_UNVERIFIED' });
    expect(VERIFY_EMAIL_TO_ORDER).toMatch(/verify your email/i);
    expect(VERIFY_EMAIL_TO_ORDER).toMatch(/Profile/);
    // The alias is the same door.
    expect(
      (await placeOrder(t.app, user, { key: freshKey(), body: mobile(), url: '/api/recharges' })).statusCode,
    ).toBe(403);

    // A retry of an order already placed is not a new order: it answers the order, at the cap too.
    const replay = await placeOrder(t.app, user, { key: keys[0] });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toMatchObject({
      id: placed[0].id,
      payment: { gatewayOrderId: placed[0].payment!.gatewayOrderId },
    });
    // The cap is on placing orders, not on paying those already placed.
    expect((await payOrder(t.app, user, { order: notYet.json() })).status).toBe('Completed');
    // ... and the same key with another body is still 422, not 403.
    expect((await placeOrder(t.app, user, { key: keys[0], body: mobile(999) })).statusCode).toBe(422);
    expect(await orderCount(t.app, user.id)).toBe(4);

    // Once verified, the customer orders again (the session's user is read on every request).
    await t.app.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, user.id));
    expect((await placeOrder(t.app, user)).statusCode).toBe(201);
    expect(await orderCount(t.app, user.id)).toBe(5);
  });

  it('does not count orders that never reached payment capture (unpaid, expired to Failed, declined)', async () => {
    const user = await createUser(t.app, { isEmailVerified: false });
    const unpaid: CreatedOrderDto[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await placeOrder(t.app, user);
      expect(res.statusCode).toBe(201);
      unpaid.push(res.json());
    }
    // One declined at the bank, one expired (as the sweeper leaves it): none was paid.
    const declined = await sandboxPay(t.app, user, {
      order: unpaid[0],
      attempt: { method: 'UPI', vpa: SANDBOX_UPI_FAILURE },
    });
    expect(declined.status).toBe('failed');
    await t.app.db.update(orders).set({ status: 'Failed' }).where(eq(orders.id, unpaid[1].id));
    for (let i = 0; i < 3; i++) expect((await placeOrder(t.app, user)).statusCode).toBe(201);
    expect(await orderCount(t.app, user.id)).toBe(6);
  });

  it('at the cap, requests sent at the same moment are all refused', async () => {
    const user = await createUser(t.app, { isEmailVerified: false });
    for (let i = 0; i < 3; i++) {
      const res = await placeOrder(t.app, user);
      await payOrder(t.app, user, { order: res.json() });
    }
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        placeOrder(t.app, user, { key: freshKey(), body: mobile(100 + i) }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(403));
    expect(await orderCount(t.app, user.id)).toBe(3);
  });

  it('is not a limit for a verified customer or an admin', async () => {
    const verified = await createUser(t.app, { isEmailVerified: true });
    const admin = await createAdmin(t.app, { isEmailVerified: false });
    for (let i = 0; i < 5; i++) {
      expect((await placeOrder(t.app, verified)).statusCode).toBe(201);
      expect((await placeOrder(t.app, admin)).statusCode).toBe(201);
    }
  });

  it('follows UNVERIFIED_ORDER_LIMIT (0: verify before the first order)', async () => {
    const strict = await buildTestApp({ UNVERIFIED_ORDER_LIMIT: '0' }, { jobs: false });
    try {
      const user = await createUser(strict.app, { isEmailVerified: false });
      const res = await placeOrder(strict.app, user);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(VERIFY_EMAIL_TO_ORDER);
    } finally {
      await strict.close();
    }
  });
});

describe('orders per customer (RATE_LIMIT_ORDERS)', () => {
  it('answers 429 with Retry-After past the limit, counting /orders and /recharges together, per customer', async () => {
    const limited = await buildTestApp(
      { RATE_LIMIT_ORDERS: '3', RATE_LIMIT_ORDERS_WINDOW_MIN: '1' },
      { jobs: false },
    );
    try {
      const [ravi, meera] = await Promise.all([
        createUser(limited.app, { isEmailVerified: true }),
        createUser(limited.app, { isEmailVerified: true }),
      ]);
      expect((await placeOrder(limited.app, ravi)).statusCode).toBe(201);
      expect(
        (await placeOrder(limited.app, ravi, { key: freshKey(), body: mobile(), url: '/api/recharges' }))
          .statusCode,
      ).toBe(201);
      expect((await placeOrder(limited.app, ravi)).statusCode).toBe(201);
      const over = await placeOrder(limited.app, ravi);
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toMatch(/^Too many orders\. Please try again in \d+ seconds\.$/);
      const retryAfter = Number(over.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(
        (await placeOrder(limited.app, ravi, { key: freshKey(), body: mobile(), url: '/api/recharges' }))
          .statusCode,
      ).toBe(429);
      // Another customer has a count of their own.
      expect((await placeOrder(limited.app, meera)).statusCode).toBe(201);
      expect(await orderCount(limited.app, ravi.id)).toBe(3);
    } finally {
      await limited.close();
    }
  });
});
