import { sql, type SQL } from 'drizzle-orm';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { SERVICE_LIST, SERVICES } from '@paywise/domain/catalogue/services';
import type { CreatedOrderDto } from '@paywise/domain/contracts/orders';
import { formatInr } from '@paywise/domain/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSandboxBiller } from '../../../src/adapters/biller/sandbox-biller';
import { fetchBill } from '../../helpers/bills';
import { payOrder } from '../../helpers/pay';
import { createVerifiedUser, injectAs, type TestUser, useTestApp } from '../../helpers/test-app';

/** Bills as Bharat BillPay presents them: a fetch names the bill (billFetchRef), an order pays that bill. */
const t = useTestApp({ RATE_LIMIT_ORDERS: '1000', RATE_LIMIT_BILL_FETCH: '1000' }, { jobs: false });
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  alice = await createVerifiedUser(t.app, { username: 'Alice' });
  bob = await createVerifiedUser(t.app, { username: 'Bob' });
});

const BROADBAND = OPERATORS.BROADBAND[0].name;
const ELECTRICITY = OPERATORS.ELECTRICITY[0].name;
const WATER = OPERATORS.WATER[0].name;
const biller = createSandboxBiller();

let counter = 0;
/** An account number no other test uses: 8 digits, never ending in 0000. */
const freshAccount = () => `${70_000_000 + ++counter * 7}`;

/** An account of the sandbox biller whose bill matches `wanted` (overdue, part payment, ...). */
async function accountWhere(
  type: 'BROADBAND' | 'ELECTRICITY',
  operator: string,
  wanted: (bill: NonNullable<Awaited<ReturnType<typeof biller.fetchBill>>>) => boolean,
): Promise<string> {
  for (let i = 0; i < 2000; i++) {
    const accountNumber = freshAccount();
    const bill = await biller.fetchBill({ orderType: type, displayType: type, operator, accountNumber });
    if (bill && wanted(bill)) return accountNumber;
  }
  throw new Error('no such sandbox account');
}

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

let keyCounter = 0;
const createOrder = (user: TestUser, payload: Record<string, unknown>, key = `bill-key-${++keyCounter}`) =>
  injectAs(t.app, user, { method: 'POST', url: '/api/orders', payload, headers: { 'idempotency-key': key } });

const broadbandOrder = (accountNumber: string, amount: number, billFetchRef?: string) => ({
  type: 'BROADBAND',
  operator: BROADBAND,
  accountNumber,
  amount,
  ...(billFetchRef === undefined ? {} : { billFetchRef }),
});

const expectError = (res: { statusCode: number; json(): unknown }, status: number, message: string) => {
  expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status, body: { message } });
};

describe('POST /api/bills/fetch', () => {
  const billServices = SERVICE_LIST.filter((def) => def.bill !== 'none');

  it('covers the services whose billers present bills', () => {
    expect(billServices.map((def) => def.slug).sort()).toEqual(
      [
        'broadband',
        'cable',
        'education',
        'electricity',
        'gas',
        'hospital',
        'housing',
        'landline',
        'municipal',
        'postpaid',
        'water',
      ].sort(),
    );
    expect(SERVICES.broadband.bill).toBe('required');
    expect(SERVICES.postpaid.bill).toBe('required');
    expect(SERVICES.electricity.bill).toBe('optional');
  });

  it.each(billServices.map((def) => [def.slug, def] as const))(
    'answers the bill of a %s account with a ref, dates and the part-payment terms',
    async (_slug, def) => {
      const identifier = def.identifier.orderField === 'number' ? '9845001234' : '12345678';
      const bill = await fetchBill(t.app, null, {
        type: def.orderType,
        operator: OPERATORS[def.operatorList][0].name,
        accountNumber: identifier,
      });
      expect(bill.billFetchRef).toMatch(/^bf_[A-Za-z0-9_-]{24}$/);
      expect(bill).toMatchObject({
        customerName: expect.any(String),
        billNumber: expect.stringMatching(/^BL\d{10}$/),
        billDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        amount: expect.any(Number),
        partialPaymentAllowed: expect.any(Boolean),
      });
      expect(bill.billDate! < bill.dueDate).toBe(true);
      expect('minimumAmount' in bill).toBe(bill.partialPaymentAllowed);
      const [stored] = await rows<Record<string, unknown>>(
        sql`select customer_id, service, operator, identifier, amount_paise from bill_fetches where ref = ${bill.billFetchRef}`,
      );
      expect(stored).toMatchObject({ customer_id: null, service: def.slug, identifier });
      expect(Number(stored.amount_paise)).toBe(bill.amount * 100);
    },
  );

  it("records a signed-in customer's fetch as theirs", async () => {
    const bill = await fetchBill(t.app, alice, {
      type: 'BROADBAND',
      operator: BROADBAND,
      accountNumber: '4455',
    });
    const [stored] = await rows<{ customer_id: number }>(
      sql`select customer_id from bill_fetches where ref = ${bill.billFetchRef}`,
    );
    expect(stored.customer_id).toBe(alice.id);
  });

  it.each(['DTH', 'FASTAG', 'CHALLAN', 'METRO'])(
    'answers 400 naming type for %s (no bills)',
    async (type) => {
      const def = SERVICE_LIST.find((d) => d.orderType === type)!;
      const res = await injectAs(t.app, null, {
        method: 'POST',
        url: '/api/bills/fetch',
        payload: { type, operator: OPERATORS[def.operatorList][0].name, accountNumber: '12345678' },
        remoteAddress: '10.9.9.9',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^type: /);
      expect(res.json().fields).toHaveProperty('type');
    },
  );

  it('answers 404 when no bill is due (0000) and records nothing', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from bill_fetches`);
    const res = await injectAs(t.app, null, {
      method: 'POST',
      url: '/api/bills/fetch',
      payload: { type: 'WATER', operator: WATER, accountNumber: '55550000' },
      remoteAddress: '10.9.9.8',
    });
    expectError(res, 404, 'No bill is due for this account.');
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from bill_fetches`);
    expect(after[0].n).toBe(before[0].n);
  });

  it('sandbox: about one bill in five is overdue and one in ten takes part payment (10-30 %, whole rupees)', async () => {
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    let overdue = 0;
    let partial = 0;
    for (let i = 0; i < 1000; i++) {
      const bill = (await biller.fetchBill({
        orderType: 'WATER',
        displayType: 'WATER',
        operator: WATER,
        accountNumber: `A${i}`,
      }))!;
      if (bill.dueDate < today) overdue++;
      if (bill.partialPaymentAllowed) {
        partial++;
        expect(Number.isInteger(bill.minimumAmount)).toBe(true);
        expect(bill.minimumAmount!).toBeGreaterThanOrEqual(Math.max(1, Math.floor(bill.amount * 0.1)));
        expect(bill.minimumAmount!).toBeLessThanOrEqual(Math.ceil(bill.amount * 0.3));
      }
      const days = (Date.parse(bill.dueDate) - Date.parse(bill.billDate)) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(15);
      expect(days).toBeLessThanOrEqual(25);
    }
    expect(overdue).toBeGreaterThan(120);
    expect(overdue).toBeLessThan(280);
    expect(partial).toBeGreaterThan(50);
    expect(partial).toBeLessThan(150);
  });
});

describe('POST /api/orders with a bill', () => {
  it('refuses a broadband or postpaid order without a ref', async () => {
    expectError(await createOrder(alice, broadbandOrder('ACC-1', 871)), 400, 'billFetchRef: is required');
    const postpaid = await createOrder(alice, {
      type: 'MOBILE',
      serviceType: 'Postpaid Bill Payment',
      operator: 'Airtel',
      number: '9845000201',
      amount: 1,
    });
    expectError(postpaid, 400, 'billFetchRef: is required');
  });

  it('still takes a typed water or electricity amount without a ref', async () => {
    const water = await createOrder(alice, {
      type: 'WATER',
      operator: WATER,
      accountNumber: '12345',
      amount: 1,
    });
    expect(water.statusCode).toBe(201);
    expect(water.json()).toMatchObject({ billNumber: null, billDueDate: null });
    const electricity = await createOrder(alice, {
      type: 'ELECTRICITY',
      operator: ELECTRICITY,
      accountNumber: '12345678',
      amount: 250,
    });
    expect(electricity.statusCode).toBe(201);
  });

  it('pays a fetched broadband bill: the order reads back its bill number and due date; the ref is used', async () => {
    const account = freshAccount();
    const bill = await fetchBill(t.app, alice, {
      type: 'BROADBAND',
      operator: BROADBAND,
      accountNumber: account,
    });
    const res = await createOrder(alice, broadbandOrder(account, bill.amount, bill.billFetchRef));
    expect(res.statusCode).toBe(201);
    const created = res.json<CreatedOrderDto>();
    expect(created).toMatchObject({
      amount: bill.amount,
      billNumber: bill.billNumber,
      billDueDate: bill.dueDate,
    });
    const paid = await payOrder(t.app, alice, { order: created });
    expect(paid).toMatchObject({
      status: 'Completed',
      billNumber: bill.billNumber,
      billDueDate: bill.dueDate,
    });
    const read = await injectAs(t.app, alice, { method: 'GET', url: `/api/orders/${created.id}` });
    expect(read.json()).toMatchObject({ billNumber: bill.billNumber, billDueDate: bill.dueDate });
    // The sandbox answers Bharat Connect's references as Setu does (decision 0021).
    expect(read.json().bbpsTransactionId).toMatch(/^SB[0-9A-F]{18}$/);
    expect(read.json().billerReference).toMatch(/^SBR[0-9A-F]{10}$/);
    const [stored] = await rows<{ used_by_order_id: number | string }>(
      sql`select used_by_order_id from bill_fetches where ref = ${bill.billFetchRef}`,
    );
    expect(Number(stored.used_by_order_id)).toBe(created.id);
  });

  it("lets a customer pay a visitor's fetch (the bill card shows before login)", async () => {
    const account = freshAccount();
    const bill = await fetchBill(t.app, null, {
      type: 'BROADBAND',
      operator: BROADBAND,
      accountNumber: account,
    });
    const res = await createOrder(bob, broadbandOrder(account, bill.amount, bill.billFetchRef));
    expect(res.statusCode).toBe(201);
  });

  it("refuses another customer's fetch, another biller or identifier, and an unknown ref, all alike", async () => {
    const account = freshAccount();
    const bobs = await fetchBill(t.app, bob, {
      type: 'BROADBAND',
      operator: BROADBAND,
      accountNumber: account,
    });
    const message = 'billFetchRef: was not fetched for this account';
    expectError(
      await createOrder(alice, broadbandOrder(account, bobs.amount, bobs.billFetchRef)),
      400,
      message,
    );

    const mine = await fetchBill(t.app, alice, {
      type: 'BROADBAND',
      operator: BROADBAND,
      accountNumber: account,
    });
    const otherAccount = await createOrder(
      alice,
      broadbandOrder(freshAccount(), mine.amount, mine.billFetchRef),
    );
    expectError(otherAccount, 400, message);
    const otherBiller = await createOrder(alice, {
      ...broadbandOrder(account, mine.amount, mine.billFetchRef),
      operator: OPERATORS.BROADBAND[1].name,
    });
    expectError(otherBiller, 400, message);
    const otherService = await createOrder(alice, {
      type: 'WATER',
      operator: WATER,
      accountNumber: account,
      amount: mine.amount,
      billFetchRef: mine.billFetchRef,
    });
    expectError(otherService, 400, message);
    const unknown = await createOrder(
      alice,
      broadbandOrder(account, mine.amount, 'bf_AAAAAAAAAAAAAAAAAAAAAAAA'),
    );
    expectError(unknown, 400, message);
    expect(unknown.json().fields).toEqual({ billFetchRef: 'was not fetched for this account' });
    // None of these placed an order, and the ref is still unused.
    const [stored] = await rows<{ used_by_order_id: unknown }>(
      sql`select used_by_order_id from bill_fetches where ref = ${mine.billFetchRef}`,
    );
    expect(stored.used_by_order_id).toBeNull();
    expect(
      (await createOrder(alice, broadbandOrder(account, mine.amount, mine.billFetchRef))).statusCode,
    ).toBe(201);
  });

  it('refuses an amount other than the bill (the ₹871 bill paid with ₹1)', async () => {
    const account = await accountWhere('BROADBAND', BROADBAND, (b) => !b.partialPaymentAllowed);
    const bill = await fetchBill(t.app, alice, {
      type: 'BROADBAND',
      operator: BROADBAND,
      accountNumber: account,
    });
    const message = `amount: must be ${formatInr(bill.amount)}, the bill amount`;
    expectError(await createOrder(alice, broadbandOrder(account, 1, bill.billFetchRef)), 400, message);
    expectError(
      await createOrder(alice, broadbandOrder(account, bill.amount + 1, bill.billFetchRef)),
      400,
      message,
    );
    // Electricity's ref is optional, but checked when sent.
    const power = await fetchBill(t.app, alice, {
      type: 'ELECTRICITY',
      operator: ELECTRICITY,
      accountNumber: account,
    });
    const typed = await createOrder(alice, {
      type: 'ELECTRICITY',
      operator: ELECTRICITY,
      accountNumber: account,
      amount: power.partialPaymentAllowed ? power.amount + 1 : 1,
      billFetchRef: power.billFetchRef,
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().message).toMatch(/^amount: must be /);
  });

  it('takes a part payment between the minimum and the bill', async () => {
    const account = await accountWhere('BROADBAND', BROADBAND, (b) => b.partialPaymentAllowed);
    const bill = await fetchBill(t.app, alice, {
      type: 'BROADBAND',
      operator: BROADBAND,
      accountNumber: account,
    });
    expect(bill.partialPaymentAllowed).toBe(true);
    const min = bill.minimumAmount!;
    const message = `amount: must be between ${formatInr(min)} and ${formatInr(bill.amount)}`;
    expectError(
      await createOrder(alice, broadbandOrder(account, min - 0.01, bill.billFetchRef)),
      400,
      message,
    );
    expectError(
      await createOrder(alice, broadbandOrder(account, bill.amount + 0.01, bill.billFetchRef)),
      400,
      message,
    );
    const part = await createOrder(alice, broadbandOrder(account, min, bill.billFetchRef));
    expect(part.statusCode).toBe(201);
    expect(part.json().amount).toBe(min);
  });

  it(`answers 409 for a bill fetched more than BILL_FETCH_TTL_MINUTES ago`, async () => {
    const account = freshAccount();
    const bill = await fetchBill(t.app, alice, {
      type: 'BROADBAND',
      operator: BROADBAND,
      accountNumber: account,
    });
    await rows(
      sql`update bill_fetches set created_at = now() - interval '31 minutes' where ref = ${bill.billFetchRef}`,
    );
    const expired = await createOrder(alice, broadbandOrder(account, bill.amount, bill.billFetchRef));
    expectError(expired, 409, 'This bill has expired. Please fetch it again.');
    expect(expired.json()).toMatchObject({ code: 'BILL_FETCH_EXPIRED' });
  });

  it('pays one order per ref: a second order is 409, an Idempotency-Key replay answers the first order', async () => {
    const account = freshAccount();
    const bill = await fetchBill(t.app, alice, {
      type: 'BROADBAND',
      operator: BROADBAND,
      accountNumber: account,
    });
    const body = broadbandOrder(account, bill.amount, bill.billFetchRef);
    const first = await createOrder(alice, body, 'replay-key-1');
    expect(first.statusCode).toBe(201);
    const replay = await createOrder(alice, body, 'replay-key-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().id).toBe(first.json().id);
    expect(replay.json().billNumber).toBe(bill.billNumber);
    const paid = await createOrder(alice, body, 'replay-key-2');
    expectError(paid, 409, 'This bill has already been paid.');
    expect(paid.json()).toMatchObject({ code: 'BILL_ALREADY_PAID' });
    const [{ n }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from orders where customer_id = ${alice.id} and account_number = ${account}`,
    );
    expect(n).toBe(1);
  });

  it('lets only one of two concurrent orders use a ref', async () => {
    const account = freshAccount();
    const bill = await fetchBill(t.app, alice, {
      type: 'BROADBAND',
      operator: BROADBAND,
      accountNumber: account,
    });
    const body = broadbandOrder(account, bill.amount, bill.billFetchRef);
    const answers = await Promise.all([
      createOrder(alice, body, 'race-1'),
      createOrder(alice, body, 'race-2'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const [{ n }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from orders where account_number = ${account}`,
    );
    expect(n).toBe(1);
  });

  it('pays a postpaid bill fetched with type MOBILE', async () => {
    const bill = await fetchBill(t.app, alice, {
      type: 'MOBILE',
      operator: 'Airtel',
      accountNumber: '9845000777',
    });
    const res = await createOrder(alice, {
      type: 'POSTPAID',
      operator: 'airtel',
      number: '9845000777',
      amount: bill.amount,
      billFetchRef: bill.billFetchRef,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'POSTPAID', billNumber: bill.billNumber });
  });
});
