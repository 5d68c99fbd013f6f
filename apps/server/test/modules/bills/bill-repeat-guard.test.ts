import { OPERATORS } from '@paywise/domain/catalogue/operators';
import type { CreatedOrderDto } from '@paywise/domain/contracts/orders';
import { beforeAll, describe, expect, it } from 'vitest';
import { fetchBill } from '../../helpers/bills';
import { payOrder } from '../../helpers/pay';
import { createVerifiedUser, injectAs, type TestUser, useTestApp } from '../../helpers/test-app';

/*
 * Issue 39: a bill paid through PayWise, then the same account paid again with a typed amount (no Fetch Bill) was
 * charged twice without a word. An order with a typed amount for an account that had a completed payment in the
 * last BILL_REPAY_GUARD_DAYS days is 409 BILL_RECENTLY_PAID (with that payment's amount and date) unless it says
 * `confirmRepeat: true`.
 */
const t = useTestApp(
  { RATE_LIMIT_ORDERS: '1000', RATE_LIMIT_BILL_FETCH: '1000', BILL_REPAY_GUARD_DAYS: '3' },
  { jobs: false },
);
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  alice = await createVerifiedUser(t.app, { username: 'Alice' });
  bob = await createVerifiedUser(t.app, { username: 'Bob' });
});

const BOARD = OPERATORS.ELECTRICITY[0].name;
const OTHER_BOARD = OPERATORS.ELECTRICITY[1].name;
let counter = 0;
const freshAccount = () => `39${70_000_000 + ++counter * 17}`;

let keyCounter = 0;
const createOrder = (user: TestUser, payload: Record<string, unknown>) =>
  injectAs(t.app, user, {
    method: 'POST',
    url: '/api/orders',
    payload,
    headers: { 'idempotency-key': `repeat-guard-${++keyCounter}` },
  });
const electricity = (accountNumber: string, amount: number, extra: Record<string, unknown> = {}) => ({
  type: 'ELECTRICITY',
  operator: BOARD,
  accountNumber,
  amount,
  ...extra,
});

/** A typed-amount order for the account, paid and completed. */
async function payTyped(user: TestUser, accountNumber: string, amount: number) {
  const res = await createOrder(user, electricity(accountNumber, amount));
  expect(res.statusCode).toBe(201);
  const paid = await payOrder(t.app, user, { order: res.json<CreatedOrderDto>() });
  expect(paid.status).toBe('Completed');
  return paid;
}

/** When the order's 'Completed' event was recorded (what the 409 names). */
async function completedAt(orderId: number): Promise<string> {
  const { rows } = (await t.database.db.execute(
    `select created_at from order_events where order_id = ${orderId} and status = 'Completed'`,
  )) as unknown as { rows: { created_at: string | Date }[] };
  return new Date(rows[0].created_at).toISOString();
}

describe('POST /api/orders with a typed amount for a bill paid recently', () => {
  it('answers 409 BILL_RECENTLY_PAID with the last payment, to the payer and to another customer', async () => {
    const account = freshAccount();
    const paid = await payTyped(alice, account, 1137);
    const paidAt = await completedAt(paid.id);
    for (const who of [alice, bob]) {
      const res = await createOrder(who, electricity(account, 1137));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: expect.stringContaining('already paid'),
        code: 'BILL_RECENTLY_PAID',
        lastPayment: { amountPaise: 113_700, paidAt },
      });
    }
    // Nothing was placed by the refusals.
    const { rows } = (await t.database.db.execute(
      `select count(*)::int as n from orders where account_number = '${account}'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0].n).toBe(1);
  });

  it('names the payment made from a fetched bill too', async () => {
    const account = freshAccount();
    const bill = await fetchBill(t.app, alice, {
      type: 'ELECTRICITY',
      operator: BOARD,
      accountNumber: account,
    });
    const res = await createOrder(
      alice,
      electricity(account, bill.minimumAmount ?? bill.amount, { billFetchRef: bill.billFetchRef }),
    );
    expect(res.statusCode).toBe(201);
    const paid = await payOrder(t.app, alice, { order: res.json<CreatedOrderDto>() });
    expect(paid.status).toBe('Completed');
    const again = await createOrder(alice, electricity(account, 200));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'BILL_RECENTLY_PAID',
      lastPayment: { amountPaise: Math.round(paid.amount * 100), paidAt: await completedAt(paid.id) },
    });
  });

  it('places the order when the request confirms the repeat (confirmRepeat: true)', async () => {
    const account = freshAccount();
    await payTyped(alice, account, 500);
    const res = await createOrder(alice, electricity(account, 500, { confirmRepeat: true }));
    expect(res.statusCode).toBe(201);
    expect(res.json<CreatedOrderDto>().status).toBe('Payment Pending');
  });

  it('allows a payment older than BILL_REPAY_GUARD_DAYS, another biller, and an order never completed', async () => {
    const account = freshAccount();
    const paid = await payTyped(alice, account, 700);
    const old = new Date(Date.now() - 3 * 86_400_000 - 60_000).toISOString();
    await t.database.db.execute(`update order_events set created_at = '${old}' where order_id = ${paid.id}`);
    await t.database.db.execute(
      `update orders set updated_at = '${old}', created_at = '${old}' where id = ${paid.id}`,
    );
    expect((await createOrder(alice, electricity(account, 700))).statusCode).toBe(201);

    const other = freshAccount();
    await payTyped(alice, other, 300);
    expect((await createOrder(alice, { ...electricity(other, 300), operator: OTHER_BOARD })).statusCode).toBe(
      201,
    );

    // An order placed but not paid (still Payment Pending) is not a payment.
    const unpaid = freshAccount();
    expect((await createOrder(alice, electricity(unpaid, 400))).statusCode).toBe(201);
    expect((await createOrder(alice, electricity(unpaid, 400))).statusCode).toBe(201);
  });

  it('leaves the fetched bill path as it was: paying a fetched bill after a typed payment is placed', async () => {
    const account = freshAccount();
    await payTyped(alice, account, 250);
    const bill = await fetchBill(t.app, alice, {
      type: 'ELECTRICITY',
      operator: BOARD,
      accountNumber: account,
    });
    const res = await createOrder(
      alice,
      electricity(account, bill.amount, { billFetchRef: bill.billFetchRef }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('answers a replayed Idempotency-Key with its order, not 409', async () => {
    const account = freshAccount();
    const payload = electricity(account, 900);
    const first = await injectAs(t.app, alice, {
      method: 'POST',
      url: '/api/orders',
      payload,
      headers: { 'idempotency-key': 'repeat-guard-replay' },
    });
    expect(first.statusCode).toBe(201);
    await payOrder(t.app, alice, { order: first.json<CreatedOrderDto>() });
    const replay = await injectAs(t.app, alice, {
      method: 'POST',
      url: '/api/orders',
      payload,
      headers: { 'idempotency-key': 'repeat-guard-replay' },
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json<CreatedOrderDto>().id).toBe(first.json<CreatedOrderDto>().id);
  });

  it('does not apply to services without bills (a mobile recharge)', async () => {
    const mobile = { type: 'MOBILE', operator: 'Jio', number: '9876539039', amount: 199 };
    const first = await createOrder(alice, { ...mobile, circle: 'Delhi NCR' });
    expect(first.statusCode).toBe(201);
    await payOrder(t.app, alice, { order: first.json<CreatedOrderDto>() });
    expect((await createOrder(alice, { ...mobile, circle: 'Delhi NCR' })).statusCode).toBe(201);
  });
});
