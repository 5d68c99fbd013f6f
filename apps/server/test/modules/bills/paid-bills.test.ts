import { OPERATORS } from '@paywise/domain/catalogue/operators';
import type { CreatedOrderDto } from '@paywise/domain/contracts/orders';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSandboxBiller } from '../../../src/adapters/biller/sandbox-biller';
import { fetchBill } from '../../helpers/bills';
import { payOrder } from '../../helpers/pay';
import { createVerifiedUser, injectAs, type TestUser, useTestApp } from '../../helpers/test-app';

/** A bill paid through PayWise (a Completed order of its biller, account and bill number) answers as paid. */
const t = useTestApp({ RATE_LIMIT_ORDERS: '1000', RATE_LIMIT_BILL_FETCH: '1000' }, { jobs: false });
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  alice = await createVerifiedUser(t.app, { username: 'Alice' });
  bob = await createVerifiedUser(t.app, { username: 'Bob' });
});

const BROADBAND = OPERATORS.BROADBAND[0].name;
const OTHER_BROADBAND = OPERATORS.BROADBAND[1].name;
const biller = createSandboxBiller();
let counter = 0;
const freshAccount = () => `${81_000_000 + ++counter * 13}`;

/** An account whose sandbox bill matches `wanted`. */
async function accountWhere(
  wanted: (bill: NonNullable<Awaited<ReturnType<typeof biller.fetchBill>>>) => boolean,
): Promise<string> {
  for (let i = 0; i < 2000; i++) {
    const accountNumber = freshAccount();
    const bill = await biller.fetchBill({
      orderType: 'BROADBAND',
      displayType: 'BROADBAND',
      operator: BROADBAND,
      accountNumber,
    });
    if (bill && wanted(bill)) return accountNumber;
  }
  throw new Error('no such sandbox account');
}

let keyCounter = 0;
const createOrder = (user: TestUser, payload: Record<string, unknown>) =>
  injectAs(t.app, user, {
    method: 'POST',
    url: '/api/orders',
    payload,
    headers: { 'idempotency-key': `paid-bill-${++keyCounter}` },
  });
const broadband = ({
  accountNumber,
  amount,
  billFetchRef,
  operator = BROADBAND,
}: {
  accountNumber: string;
  amount: number;
  billFetchRef: string;
  operator?: string;
}) => ({
  type: 'BROADBAND',
  operator,
  accountNumber,
  amount,
  billFetchRef,
});

async function payBill(user: TestUser, accountNumber: string, amount?: number) {
  const bill = await fetchBill(t.app, user, { type: 'BROADBAND', operator: BROADBAND, accountNumber });
  const res = await createOrder(
    user,
    broadband({ accountNumber, amount: amount ?? bill.amount, billFetchRef: bill.billFetchRef }),
  );
  expect(res.statusCode).toBe(201);
  const paid = await payOrder(t.app, user, { order: res.json<CreatedOrderDto>() });
  expect(paid.status).toBe('Completed');
  return { bill, paid };
}

describe('POST /api/bills/fetch of a bill already paid', () => {
  it('answers the bill with paidAt (when its order completed) to the payer, another customer and a visitor', async () => {
    const account = await accountWhere((bill) => !bill.partialPaymentAllowed);
    const before = await fetchBill(t.app, alice, {
      type: 'BROADBAND',
      operator: BROADBAND,
      accountNumber: account,
    });
    expect(before).not.toHaveProperty('paidAt');
    const { bill } = await payBill(alice, account);
    const [event] = (
      (await t.database.db.execute(
        `select e.created_at from order_events e join orders o on o.id = e.order_id
         where o.account_number = '${account}' and e.status = 'Completed'`,
      )) as unknown as { rows: { created_at: string | Date }[] }
    ).rows;
    for (const who of [alice, bob, null]) {
      const again = await fetchBill(t.app, who, {
        type: 'BROADBAND',
        operator: BROADBAND,
        accountNumber: account,
      });
      expect(again).toMatchObject({ billNumber: bill.billNumber, amount: bill.amount });
      expect(again.paidAt).toBe(new Date(event.created_at).toISOString());
    }
  });

  it('refuses a second order for the paid bill (409), even from a fresh fetch', async () => {
    const account = await accountWhere((bill) => !bill.partialPaymentAllowed);
    await payBill(alice, account);
    const again = await fetchBill(t.app, bob, {
      type: 'BROADBAND',
      operator: BROADBAND,
      accountNumber: account,
    });
    const res = await createOrder(
      bob,
      broadband({ accountNumber: account, amount: again.amount, billFetchRef: again.billFetchRef }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This bill has already been paid.', code: 'BILL_ALREADY_PAID' });
  });

  it('does not call a bill paid by another biller, or by a part payment', async () => {
    const account = await accountWhere(
      (bill) => bill.partialPaymentAllowed && bill.minimumAmount !== undefined,
    );
    const { bill } = await payBill(alice, account, undefined);
    // The whole bill was paid above: the same account at another biller is another bill.
    const other = await fetchBill(t.app, alice, {
      type: 'BROADBAND',
      operator: OTHER_BROADBAND,
      accountNumber: account,
    });
    expect(other).not.toHaveProperty('paidAt');
    expect(bill.partialPaymentAllowed).toBe(true);

    const partAccount = await accountWhere((b) => b.partialPaymentAllowed && b.minimumAmount !== undefined);
    const part = await fetchBill(t.app, alice, {
      type: 'BROADBAND',
      operator: BROADBAND,
      accountNumber: partAccount,
    });
    await payBill(alice, partAccount, part.minimumAmount);
    const after = await fetchBill(t.app, alice, {
      type: 'BROADBAND',
      operator: BROADBAND,
      accountNumber: partAccount,
    });
    expect(after).not.toHaveProperty('paidAt');
  });

  it('an order that was not completed does not make the bill paid', async () => {
    const account = await accountWhere((bill) => !bill.partialPaymentAllowed);
    const bill = await fetchBill(t.app, alice, {
      type: 'BROADBAND',
      operator: BROADBAND,
      accountNumber: account,
    });
    const res = await createOrder(
      alice,
      broadband({ accountNumber: account, amount: bill.amount, billFetchRef: bill.billFetchRef }),
    );
    expect(res.statusCode).toBe(201);
    const again = await fetchBill(t.app, alice, {
      type: 'BROADBAND',
      operator: BROADBAND,
      accountNumber: account,
    });
    expect(again).not.toHaveProperty('paidAt');
  });
});
