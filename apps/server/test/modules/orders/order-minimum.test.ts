import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_ORDER_AMOUNT_RUPEES } from '@paywise/domain/catalogue/order-rules';
import {
  buildTestApp,
  createVerifiedUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../helpers/test-app';

/** Issue 25: no order below ₹1 (Razorpay's minimum), or below MIN_ORDER_AMOUNT when it is set higher. */
describe('the minimum order amount', () => {
  let t: TestApp;
  let high: TestApp;
  let user: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await buildTestApp({}, { jobs: false });
    high = await buildTestApp({ MIN_ORDER_AMOUNT: '10' }, { jobs: false });
    user = await createVerifiedUser(t.app);
    other = await createVerifiedUser(high.app);
  });
  afterAll(async () => {
    await t.close();
    await high.close();
  });

  const order = (app: TestApp, u: TestUser, amount: number | string) =>
    injectAs(app.app, u, {
      method: 'POST',
      url: '/api/orders',
      payload: { type: 'MOBILE', operator: 'Airtel', number: '9876512345', circle: 'Delhi NCR', amount },
    });

  it('refuses ₹0.01 and ₹0.99 with a clear 400 and accepts ₹1 by default', async () => {
    expect(MIN_ORDER_AMOUNT_RUPEES).toBe(1);
    for (const amount of [0.01, '0.99']) {
      const res = await order(t, user, amount);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('amount: must be at least ₹1');
    }
    expect((await order(t, user, 1)).statusCode).toBe(201);
  });

  it('MIN_ORDER_AMOUNT raises it', async () => {
    const res = await order(high, other, 9.5);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('amount: must be at least ₹10');
    // Which limit, for the page to word it with the limit in its own language (issue 39).
    expect(res.json().fieldCodes).toEqual({ amount: 'TOO_SMALL' });
    expect((await order(high, other, 10)).statusCode).toBe(201);
  });

  it('an amount above MAX_ORDER_AMOUNT is TOO_LARGE (issue 39)', async () => {
    const res = await order(t, user, 100_000.01);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'amount: must be at most ₹1,00,000',
      fieldCodes: { amount: 'TOO_LARGE' },
    });
  });
});
