/**
 * A biller's amount rule (Bharat Connect's exactness: the guide "bill payment options") enforced by the server for
 * every bill payment, as the fetched bill's own rule was (docs/decisions/0031); and a biller of the registry with
 * two customer parameters, the second one checked and asked for by the bill fetch.
 */
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import type { CreatedOrderDto } from '@paywise/domain/contracts/orders';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RegistryBiller } from '../../../src/adapters/biller/biller';
import { sandboxRegistry } from '../../../src/adapters/biller/sandbox-biller';
import { syncBillers } from '../../../src/modules/billers';
import { upsertBillers } from '../../../src/modules/billers/repo';
import { seedBillFetch } from '../../helpers/bills';
import { createVerifiedUser, injectAs, type TestUser, useTestApp } from '../../helpers/test-app';

const t = useTestApp({ RATE_LIMIT_ORDERS: '1000', RATE_LIMIT_BILL_FETCH: '1000' }, { jobs: false });
let alice: TestUser;
beforeAll(async () => {
  alice = await createVerifiedUser(t.app, { username: 'Alice' });
  // The sandbox's registry (the catalogue), as the billers-sync job fills it at start.
  await syncBillers({ db: t.app.db, biller: t.app.adapters.biller, provider: 'sandbox', log: t.app.log });
});

const ADVANCE_BOARD = OPERATORS.ELECTRICITY[5].name;
const ANY_BOARD = OPERATORS.ELECTRICITY[6].name;
const TWO_PARAM_BOARD = OPERATORS.ELECTRICITY[7].name;

/** The sandbox registry's entry of a catalogue electricity board (its own id), with what the test changes. */
const registryEntry = (name: string, changes: Partial<RegistryBiller>): RegistryBiller => ({
  id: sandboxRegistry().find((b) => b.name === name && b.category === 'Electricity')!.id,
  name,
  category: 'Electricity',
  coverage: null,
  fetchRequirement: 'OPTIONAL',
  exactness: 'EXACT',
  params: [{ name: 'Consumer Number', dataType: 'ALPHANUMERIC', regex: null, optional: false }],
  convenienceFeeSlabs: [],
  active: true,
  ...changes,
});

let counter = 0;
const freshAccount = () => `${81_000_000 + ++counter * 13}`;
let ip = 0;

function fetchBill(payload: Record<string, unknown>) {
  return injectAs(t.app, alice, {
    method: 'POST',
    url: '/api/bills/fetch',
    payload: { type: 'ELECTRICITY', ...payload },
    remoteAddress: `10.31.0.${++ip}`,
  });
}

function order({
  operator,
  accountNumber,
  amount,
  billFetchRef,
}: {
  operator: string;
  accountNumber: string;
  amount: number;
  billFetchRef: string;
}) {
  return injectAs(t.app, alice, {
    method: 'POST',
    url: '/api/orders',
    payload: { type: 'ELECTRICITY', operator, accountNumber, amount, billFetchRef },
  });
}

describe("the biller's amount rule, on the server for every bill payment", () => {
  it('EXACT_AND_ABOVE (advance): the fetch says so; less than the bill is refused, the bill or more is paid', async () => {
    await upsertBillers(t.app.db, 'sandbox', [
      registryEntry(ADVANCE_BOARD, { exactness: 'EXACT_AND_ABOVE' }),
    ]);
    const accountNumber = freshAccount();
    const fetched = await fetchBill({ operator: ADVANCE_BOARD, accountNumber });
    expect(fetched.statusCode).toBe(200);
    const bill = fetched.json();
    expect(bill.amountRule).toBe('EXACT_AND_ABOVE');
    const less = await order({
      operator: ADVANCE_BOARD,
      accountNumber,
      amount: bill.amount - 1,
      billFetchRef: bill.billFetchRef,
    });
    expect(less.statusCode).toBe(400);
    expect(less.json().message).toMatch(/^amount: must be at least ₹[\d,]+, the bill amount$/);
    const more = await order({
      operator: ADVANCE_BOARD,
      accountNumber,
      amount: bill.amount + 100,
      billFetchRef: bill.billFetchRef,
    });
    expect(more.statusCode).toBe(201);
    expect(more.json<CreatedOrderDto>().amount).toBe(bill.amount + 100);
  });

  it('ANY: a smaller or a larger amount is paid', async () => {
    await upsertBillers(t.app.db, 'sandbox', [registryEntry(ANY_BOARD, { exactness: 'ANY' })]);
    const accountNumber = freshAccount();
    const bill = (await fetchBill({ operator: ANY_BOARD, accountNumber })).json();
    expect(bill.amountRule).toBe('ANY');
    const res = await order({
      operator: ANY_BOARD,
      accountNumber,
      amount: 100,
      billFetchRef: bill.billFetchRef,
    });
    expect(res.statusCode).toBe(201);
  });

  it('EXACT (the sandbox registry): another amount is refused as before', async () => {
    const operator = OPERATORS.ELECTRICITY[0].name;
    let accountNumber = freshAccount();
    let bill = (await fetchBill({ operator, accountNumber })).json();
    // The sandbox lets one account in ten pay in part: take one that may not.
    while (bill.partialPaymentAllowed) {
      accountNumber = freshAccount();
      bill = (await fetchBill({ operator, accountNumber })).json();
    }
    expect(bill.amountRule).toBe('EXACT');
    const res = await order({
      operator,
      accountNumber,
      amount: bill.amount + 1,
      billFetchRef: bill.billFetchRef,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^amount: must be ₹[\d,]+, the bill amount$/);
  });

  it('the rule stored with the fetch decides (EXACT_AND_BELOW from a minimum; ABOVE; ANY)', async () => {
    const operator = OPERATORS.ELECTRICITY[2].name;
    const seed = (accountNumber: string, exactness: string, minimumPaise?: number) =>
      seedBillFetch(t.app, {
        customerId: alice.id,
        service: 'electricity',
        orderType: 'ELECTRICITY',
        displayType: 'ELECTRICITY',
        operator,
        identifier: accountNumber,
        amountPaise: 100_000,
        ...(minimumPaise !== undefined ? { minimumPaise } : {}),
        exactness,
      } as Parameters<typeof seedBillFetch>[1]);
    const below = freshAccount();
    const belowRef = await seed(below, 'EXACT_AND_BELOW', 20_000);
    expect(
      (await order({ operator, accountNumber: below, amount: 150, billFetchRef: belowRef })).json().message,
    ).toBe('amount: must be between ₹200 and ₹1,000');
    expect(
      (await order({ operator, accountNumber: below, amount: 1001, billFetchRef: belowRef })).statusCode,
    ).toBe(400);
    expect(
      (await order({ operator, accountNumber: below, amount: 500, billFetchRef: belowRef })).statusCode,
    ).toBe(201);
    const above = freshAccount();
    const aboveRef = await seed(above, 'EXACT_AND_ABOVE');
    expect(
      (await order({ operator, accountNumber: above, amount: 999, billFetchRef: aboveRef })).statusCode,
    ).toBe(400);
    expect(
      (await order({ operator, accountNumber: above, amount: 1000, billFetchRef: aboveRef })).statusCode,
    ).toBe(201);
  });
});

describe('a biller with two customer parameters', () => {
  beforeAll(async () => {
    await upsertBillers(t.app.db, 'sandbox', [
      registryEntry(TWO_PARAM_BOARD, {
        params: [
          { name: 'Consumer Number', dataType: 'NUMERIC', regex: '^[0-9]{6,12}$', optional: false },
          { name: 'Billing Unit', dataType: 'NUMERIC', regex: '^[0-9]{4}$', optional: false },
          { name: 'Email (optional)', dataType: 'ALPHANUMERIC', regex: null, optional: true },
        ],
      }),
    ]);
  });

  it('the registry declares both, in order, for the page to render', async () => {
    const res = await injectAs(t.app, null, {
      method: 'GET',
      url: `/api/billers?category=Electricity&q=${encodeURIComponent(TWO_PARAM_BOARD)}`,
    });
    expect(res.json().billers[0]).toMatchObject({
      name: TWO_PARAM_BOARD,
      params: [
        { name: 'Consumer Number', regex: '^[0-9]{6,12}$', optional: false },
        { name: 'Billing Unit', regex: '^[0-9]{4}$', optional: false },
        { name: 'Email (optional)', optional: true },
      ],
    });
  });

  it('the second one is required and checked against its pattern; with it the bill is fetched', async () => {
    const accountNumber = freshAccount();
    const missing = await fetchBill({ operator: TWO_PARAM_BOARD, accountNumber });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('customerParams: Billing Unit is required');
    const wrong = await fetchBill({
      operator: TWO_PARAM_BOARD,
      accountNumber,
      customerParams: [{ name: 'Billing Unit', value: '12' }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('customerParams: Billing Unit is not valid');
    const unknown = await fetchBill({
      operator: TWO_PARAM_BOARD,
      accountNumber,
      customerParams: [
        { name: 'Billing Unit', value: '4821' },
        { name: 'PAN', value: 'ABCDE1234F' },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('customerParams: PAN is not asked by this biller');
    const ok = await fetchBill({
      operator: TWO_PARAM_BOARD,
      accountNumber,
      customerParams: [{ name: 'Billing Unit', value: '4821' }],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().billFetchRef).toMatch(/^bf_/);
  });

  it('a billerId naming another biller is refused', async () => {
    const res = await fetchBill({
      operator: TWO_PARAM_BOARD,
      accountNumber: freshAccount(),
      billerId: registryEntry(ADVANCE_BOARD, {}).id,
      customerParams: [{ name: 'Billing Unit', value: '4821' }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^billerId: /);
  });
});
