/**
 * Issue 42 (decision 0043): every Bharat Connect category and biller, driven by the registry. The sandbox
 * registry's categories (GET /api/bills/categories) and billers (GET /api/billers), every category fetched (when
 * its billers present bills) and paid end to end in one table, the amount choices of card, loan and insurance
 * bills, a category the registry lists with no local entry, and the same through Setu's fake (its categories,
 * payment options sent as the guide "bill payment options" says).
 */
import { CATEGORY_ENTRIES } from '@paywise/domain/catalogue/bill-categories';
import { CIRCLES } from '@paywise/domain/catalogue/circles';
import { SERVICES } from '@paywise/domain/catalogue/services';
import type { ServiceSlug } from '@paywise/domain/catalogue/types';
import type { BillCategoryDto, BillDto, RegistryBillerDto } from '@paywise/domain/contracts/bills';
import type { CreatedOrderDto, OrderDto } from '@paywise/domain/contracts/orders';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { syncBillers } from '../../../src/modules/billers';
import { recountCategories, upsertBillers } from '../../../src/modules/billers/repo';
import { billerCategories, billerPayments } from '../../../src/db/schema';
import { syncBillersIfDue } from '../../../src/modules/billers/service';
import { setuBbpsEnv, startFakeSetuBbps, type FakeSetuBbps } from '../../helpers/fake-setu-bbps';
import { payOrder } from '../../helpers/pay';
import {
  buildTestApp,
  createVerifiedUser,
  injectAs,
  type TestApp,
  type TestUser,
} from '../../helpers/test-app';

let ip = 0;
let key = 0;
type App = TestApp['app'];

const get = (app: App, url: string, user: TestUser | null = null) =>
  injectAs(app, user, { method: 'GET', url });

async function fetchBill(app: App, user: TestUser | null, payload: Record<string, unknown>) {
  return injectAs(app, user, {
    method: 'POST',
    url: '/api/bills/fetch',
    payload,
    remoteAddress: `10.42.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`,
  });
}

function placeOrder(app: App, user: TestUser, payload: Record<string, unknown>) {
  return injectAs(app, user, {
    method: 'POST',
    url: '/api/orders',
    payload,
    headers: { 'idempotency-key': `cat-${++key}` },
  });
}

/** A value the parameter's pattern takes (none of the sandbox's special endings 0000/1111/2222/3333). */
function valueFor(param: RegistryBillerDto['params'][number], seed: number): string {
  const n = String(10 + seed).padStart(2, '0');
  const candidates = [
    `98450123${n}`,
    `4${n.slice(-1)}21`,
    `15/08/1985`,
    `KL01AB12${n}`,
    `0221234${n}5`,
    `ACC1234${n}5`,
    `12345678901234${n}`,
    `1234567890${n}`,
    `AB12345${n}`,
  ];
  const pattern = param.regex ? new RegExp(param.regex, 'u') : /.*/;
  const found = candidates.find((candidate) => pattern.test(candidate));
  if (!found) throw new Error(`no test value for ${param.name} (${param.regex})`);
  return found;
}

const paramsOf = (biller: RegistryBillerDto, seed: number) =>
  biller.params.map((param) => ({ name: param.name, value: valueFor(param, seed) }));

describe('the sandbox registry: every category', () => {
  let t: TestApp;
  let alice: TestUser;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_ORDERS: '1000', RATE_LIMIT_BILL_FETCH: '1000' }, { jobs: false });
    alice = await createVerifiedUser(t.app, { phoneNumber: '9876501234' });
    await syncBillers({ db: t.app.db, biller: t.app.adapters.biller, provider: 'sandbox', log: t.app.log });
  });
  afterAll(() => t?.close());

  const categories = async (lang = ''): Promise<BillCategoryDto[]> =>
    (await get(t.app, `/api/bills/categories${lang ? `?lang=${lang}` : ''}`)).json().categories;
  const billersOf = async (category: string): Promise<RegistryBillerDto[]> =>
    (await get(t.app, `/api/billers?category=${encodeURIComponent(category)}&limit=100`)).json().billers;

  it('lists every category the provider lists, in its order, named in the language asked', async () => {
    const list = await categories();
    expect(list.map((c) => c.providerName)).toEqual(Object.keys(CATEGORY_ENTRIES));
    const card = list.find((c) => c.slug === 'credit-card');
    expect(card).toEqual({
      slug: 'credit-card',
      name: 'Credit Card',
      providerName: 'Credit Card',
      group: 'Finance',
      billerCount: 7,
      type: 'CREDIT_CARD',
      route: '/bills/credit-card',
      service: null,
      instantDiscount: false,
      identifierLabel: 'Registered Mobile Number',
      topUp: false,
    });
    expect(list.find((c) => c.slug === 'electricity')).toMatchObject({
      name: 'Electricity',
      route: '/bills/electricity',
      service: 'electricity',
      type: 'ELECTRICITY',
    });
    for (const c of list) expect(c.billerCount, c.slug).toBeGreaterThanOrEqual(3);
    expect((await categories('hi')).find((c) => c.slug === 'credit-card')?.name).toBe('क्रेडिट कार्ड');
    expect((await categories('ta')).find((c) => c.slug === 'loan-repayment')?.name).toBe(
      'கடன் திருப்பிச் செலுத்துதல்',
    );
    // A signed-in customer's saved language when none is asked.
    await injectAs(t.app, alice, {
      method: 'PUT',
      url: '/api/users/me/preferences',
      payload: { language: 'hi' },
    });
    const saved = (await get(t.app, '/api/bills/categories', alice)).json().categories as BillCategoryDto[];
    expect(saved.find((c) => c.slug === 'insurance')?.name).toBe('बीमा');
    expect((await get(t.app, '/api/bills/categories?lang=fr')).statusCode).toBe(400);
  });

  it('finds a category’s billers by slug or name; an unknown one is 404 with a code', async () => {
    const bySlug = await billersOf('credit-card');
    expect(bySlug.map((b) => b.name)).toEqual(
      expect.arrayContaining([
        'HDFC Bank Credit Card',
        'ICICI Bank Credit Card',
        'SBI Card',
        'Axis Bank Credit Card',
        'Kotak Mahindra Bank Credit Card',
      ]),
    );
    expect(bySlug[0].params.map((p) => p.name)).toEqual([
      'Registered Mobile Number',
      'Last 4 digits of Credit Card Number',
    ]);
    expect((await billersOf('Credit Card')).map((b) => b.id)).toEqual(bySlug.map((b) => b.id));
    // A page's tile label still names its category (the bill pages ask by it).
    expect((await billersOf('Broadband')).length).toBeGreaterThan(0);
    const unknown = await get(t.app, '/api/billers?category=no-such-category');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'CATEGORY_UNKNOWN', message: expect.any(String) });
  });

  it('searches every category by name or alias; a bad or long q is 400 with a code', async () => {
    const hdfc = (await get(t.app, '/api/billers?q=hdfc')).json().billers as RegistryBillerDto[];
    expect(hdfc.map((b) => b.category)).toEqual(
      expect.arrayContaining(['Credit Card', 'Loan Repayment', 'Insurance']),
    );
    expect(hdfc[0].name).toMatch(/^HDFC/);
    const lic = (await get(t.app, '/api/billers?q=lic')).json().billers as RegistryBillerDto[];
    // By its alias (LIC); 'lic' is inside other names too (Public...), which the search's rule keeps.
    expect(lic).toContainEqual(
      expect.objectContaining({ name: 'Life Insurance Corporation of India', category: 'Insurance' }),
    );
    for (const q of ['', 'x', '%25', 'a'.repeat(101), Array.from({ length: 13 }, () => 'ab').join('+')]) {
      const res = await get(t.app, `/api/billers?q=${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(['SEARCH_QUERY_INVALID', 'VALIDATION']).toContain(res.json().code);
    }
  });

  it('fetches (when its billers present bills) and pays a biller of every category', async () => {
    const list = await categories();
    const paid: string[] = [];
    for (const [index, category] of list.entries()) {
      const [biller] = await billersOf(category.slug);
      const params = paramsOf(biller, index);
      const def = category.service ? SERVICES[category.service as ServiceSlug] : null;
      const identifier = params[0].value;
      const order: Record<string, unknown> = {
        type: category.type,
        operator: biller.name,
        ...(def?.identifier.orderField === 'number' ? { number: identifier } : { accountNumber: identifier }),
        ...(def?.hasCircle ? { circle: CIRCLES[0].name } : {}),
        ...(def ? {} : { billerId: biller.id }),
      };
      if (biller.fetchRequirement === 'NOT_SUPPORTED') {
        // No bill to fetch (recharges, FASTag, donations...): a typed amount, the biller's parameters with it.
        Object.assign(order, { amount: 499, ...(def ? {} : { customerParams: params.slice(1) }) });
      } else {
        const fetched = await fetchBill(t.app, alice, {
          type: category.type,
          operator: biller.name,
          accountNumber: identifier,
          billerId: biller.id,
          customerParams: params.slice(1),
        });
        expect(fetched.statusCode, `${category.slug}: ${fetched.body}`).toBe(200);
        const bill: BillDto = fetched.json();
        Object.assign(order, { amount: bill.amount, billFetchRef: bill.billFetchRef });
      }
      const created = await placeOrder(t.app, alice, order);
      expect(created.statusCode, `${category.slug}: ${created.body}`).toBe(201);
      const done = await payOrder(t.app, alice, { order: created.json() as CreatedOrderDto });
      expect(done.status, category.slug).toBe('Completed');
      if (!def) {
        expect(done).toMatchObject({
          type: category.type,
          category: category.providerName,
          billerId: biller.id,
        });
        expect(done.customerParams).toEqual(params);
      }
      if (!category.instantDiscount) expect(done.discount, category.slug).toBe(0);
      paid.push(category.slug);
    }
    expect(paid).toHaveLength(Object.keys(CATEGORY_ENTRIES).length);
  });

  describe('a credit-card bill', () => {
    let hdfc: RegistryBillerDto;
    let seed = 50;
    beforeAll(async () => {
      hdfc = (await billersOf('credit-card')).find((b) => b.name === 'HDFC Bank Credit Card')!;
    });
    const fetchCard = async () => {
      const mobile = `98861${String(++seed).padStart(5, '0')}`;
      const res = await fetchBill(t.app, alice, {
        type: 'CREDIT_CARD',
        operator: hdfc.name,
        accountNumber: mobile,
        billerId: hdfc.id,
        customerParams: [{ name: 'Last 4 digits of Credit Card Number', value: '4821' }],
      });
      expect(res.statusCode, res.body).toBe(200);
      return { mobile, bill: res.json() as BillDto };
    };
    const order = (mobile: string, bill: BillDto, extra: Record<string, unknown>) =>
      placeOrder(t.app, alice, {
        type: 'CREDIT_CARD',
        operator: hdfc.name,
        billerId: hdfc.id,
        accountNumber: mobile,
        billFetchRef: bill.billFetchRef,
        ...extra,
      });
    const option = (bill: BillDto, name: string) => bill.paymentOptions!.find((o) => o.name === name)!;

    it('offers Total Outstanding, Minimum Due and a custom amount, in rupees', async () => {
      const { bill } = await fetchCard();
      expect(bill.amountRule).toBe('EXACT_AND_BELOW');
      expect(bill.category).toBe('credit-card');
      expect(bill.paymentOptions).toEqual([
        { name: 'Total Outstanding', amount: bill.amount },
        { name: 'Minimum Due', amount: bill.minimumAmount },
        { name: 'Custom Amount', minAmount: bill.minimumAmount, maxAmount: bill.amount, amountMultiple: 1 },
      ]);
      expect(bill.customerParams).toEqual([
        { name: 'Registered Mobile Number', value: expect.stringMatching(/^98861/) },
        { name: 'Last 4 digits of Credit Card Number', value: '4821' },
      ]);
    });

    it('is paid at the minimum due, naming the option; the order says which of what', async () => {
      const { mobile, bill } = await fetchCard();
      const minimum = option(bill, 'Minimum Due').amount!;
      const res = await order(mobile, bill, { amount: minimum, paymentOption: 'Minimum Due' });
      expect(res.statusCode, res.body).toBe(201);
      const done: OrderDto = await payOrder(t.app, alice, { order: res.json() });
      expect(done).toMatchObject({
        status: 'Completed',
        type: 'CREDIT_CARD',
        amount: minimum,
        discount: 0,
        category: 'Credit Card',
        operator: 'HDFC Bank Credit Card',
        billerId: hdfc.id,
        paymentOption: { name: 'Minimum Due', billAmount: bill.amount },
        customerParams: [
          { name: 'Registered Mobile Number', value: mobile },
          { name: 'Last 4 digits of Credit Card Number', value: '4821' },
        ],
      });
    });

    it('is paid in total (the bill’s amount, no option) and at a custom amount', async () => {
      const total = await fetchCard();
      const whole = await order(total.mobile, total.bill, { amount: total.bill.amount });
      expect(whole.statusCode, whole.body).toBe(201);
      expect((await payOrder(t.app, alice, { order: whole.json() })).paymentOption).toBeUndefined();
      const custom = await fetchCard();
      const amount = custom.bill.minimumAmount! + 1;
      const part = await order(custom.mobile, custom.bill, { amount, paymentOption: 'Custom Amount' });
      expect(part.statusCode, part.body).toBe(201);
      expect(await payOrder(t.app, alice, { order: part.json() })).toMatchObject({
        status: 'Completed',
        amount,
        paymentOption: { name: 'Custom Amount' },
      });
    });

    it('is refused below the minimum due, with a code naming the allowed amounts', async () => {
      const { mobile, bill } = await fetchCard();
      const below = bill.minimumAmount! - 1;
      const res = await order(mobile, bill, { amount: below });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'AMOUNT_NOT_ALLOWED', fieldCodes: { amount: 'NOT_ALLOWED' } });
      expect(res.json().message).toContain('(Minimum Due)');
      expect(res.json().message).toContain('(Total Outstanding)');
      const named = await order(mobile, bill, { amount: below, paymentOption: 'Minimum Due' });
      expect(named.json()).toMatchObject({ code: 'AMOUNT_NOT_ALLOWED' });
      const unknown = await order(mobile, bill, { amount: bill.amount, paymentOption: 'Half' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'PAYMENT_OPTION_UNKNOWN' });
      // The card's last 4 digits are what the biller asks: missing or malformed is the field's 400.
      const missing = await fetchBill(t.app, alice, {
        type: 'CREDIT_CARD',
        operator: hdfc.name,
        accountNumber: mobile,
        billerId: hdfc.id,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/Last 4 digits of Credit Card Number is required/);
      const wrongCategory = await fetchBill(t.app, alice, {
        type: 'LOAN_REPAYMENT',
        operator: hdfc.name,
        accountNumber: mobile,
        billerId: hdfc.id,
      });
      expect(wrongCategory.statusCode).toBe(400);
      expect(wrongCategory.json().fields).toMatchObject({
        billerId: expect.stringMatching(/Loan Repayment/),
      });
    });
  });

  it('a loan EMI, and three months of it as the option', async () => {
    const [bajaj] = await billersOf('loan-repayment');
    const loan = async (accountNumber: string) => {
      const res = await fetchBill(t.app, alice, {
        type: 'LOAN_REPAYMENT',
        operator: bajaj.name,
        accountNumber,
        billerId: bajaj.id,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as BillDto;
    };
    const emi = await loan('LN40012345');
    expect(emi.amountRule).toBe('EXACT');
    expect(emi.paymentOptions?.map((o) => o.name)).toEqual(['3 Month EMI', 'Foreclosure']);
    const payload = (bill: BillDto, accountNumber: string, extra: Record<string, unknown> = {}) => ({
      type: 'LOAN_REPAYMENT',
      operator: '',
      billerId: bajaj.id,
      accountNumber,
      billFetchRef: bill.billFetchRef,
      amount: bill.amount,
      ...extra,
    });
    const wrong = await placeOrder(t.app, alice, payload(emi, 'LN40012345', { amount: emi.amount + 1 }));
    expect(wrong.json()).toMatchObject({ code: 'AMOUNT_NOT_ALLOWED' });
    const paid = await payOrder(t.app, alice, {
      order: (await placeOrder(t.app, alice, payload(emi, 'LN40012345'))).json(),
    });
    expect(paid).toMatchObject({
      status: 'Completed',
      amount: emi.amount,
      discount: 0,
      type: 'LOAN_REPAYMENT',
    });
    expect(paid.customerParams).toEqual([{ name: 'Loan Account Number', value: 'LN40012345' }]);
    const three = await loan('LN40067890');
    const threeMonths = three.paymentOptions!.find((o) => o.name === '3 Month EMI')!.amount!;
    expect(threeMonths).toBe(three.amount * 3);
    const res = await placeOrder(t.app, alice, payload(three, 'LN40067890', { amount: threeMonths }));
    expect(res.statusCode, res.body).toBe(201);
    expect(await payOrder(t.app, alice, { order: res.json() })).toMatchObject({
      status: 'Completed',
      paymentOption: { name: '3 Month EMI', billAmount: three.amount },
    });
  });

  it('insurance with the policy number and the date of birth', async () => {
    const lic = (await billersOf('insurance')).find((b) => b.name === 'Life Insurance Corporation of India')!;
    const fetchPolicy = (dob: string | null) =>
      fetchBill(t.app, alice, {
        type: 'INSURANCE',
        operator: lic.name,
        accountNumber: 'POL98765432',
        billerId: lic.id,
        ...(dob === null ? {} : { customerParams: [{ name: 'Date of Birth (DD/MM/YYYY)', value: dob }] }),
      });
    expect((await fetchPolicy(null)).statusCode).toBe(400);
    const malformed = await fetchPolicy('1985-08-15');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/Date of Birth \(DD\/MM\/YYYY\) is not valid/);
    const fetched = await fetchPolicy('15/08/1985');
    expect(fetched.statusCode, fetched.body).toBe(200);
    const bill: BillDto = fetched.json();
    const res = await placeOrder(t.app, alice, {
      type: 'INSURANCE',
      operator: lic.name,
      billerId: lic.id,
      accountNumber: 'POL98765432',
      amount: bill.amount,
      billFetchRef: bill.billFetchRef,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await payOrder(t.app, alice, { order: res.json() })).toMatchObject({
      status: 'Completed',
      category: 'Insurance',
      discount: 0,
      customerParams: [
        { name: 'Policy Number', value: 'POL98765432' },
        { name: 'Date of Birth (DD/MM/YYYY)', value: '15/08/1985' },
      ],
    });
  });

  it('a category in the registry with no local entry works with defaults', async () => {
    await upsertBillers(
      t.app.db,
      'sandbox',
      ['Paws Clinic', 'Happy Tails Grooming', 'Vet On Call'].map((name, i) => ({
        id: `PETC0000${i}`,
        name,
        category: 'Pet Care',
        coverage: null,
        fetchRequirement: 'MANDATORY' as const,
        exactness: 'EXACT' as const,
        params: [{ name: 'Pet ID', dataType: 'ALPHANUMERIC', regex: '^[A-Z0-9]{4,12}$', optional: false }],
        convenienceFeeSlabs: [],
        active: true,
      })),
      10_000,
    );
    await recountCategories(t.app.db, 'sandbox');
    const pet = (await categories('ta')).find((c) => c.providerName === 'Pet Care');
    expect(pet).toEqual({
      slug: 'pet-care',
      name: 'Pet Care',
      providerName: 'Pet Care',
      group: 'Others',
      billerCount: 3,
      type: 'PET_CARE',
      route: '/bills/pet-care',
      service: null,
      instantDiscount: true,
      identifierLabel: 'Customer ID',
      topUp: false,
    });
    const [clinic] = await billersOf('pet-care');
    const fetched = await fetchBill(t.app, alice, {
      type: 'PET_CARE',
      operator: clinic.name,
      accountNumber: 'DOG12345',
    });
    expect(fetched.statusCode, fetched.body).toBe(200);
    const bill: BillDto = fetched.json();
    expect(bill.category).toBe('pet-care');
    const res = await placeOrder(t.app, alice, {
      type: 'pet_care',
      operator: clinic.name,
      accountNumber: 'DOG12345',
      amount: bill.amount,
      billFetchRef: bill.billFetchRef,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await payOrder(t.app, alice, { order: res.json() })).toMatchObject({
      status: 'Completed',
      type: 'PET_CARE',
      category: 'Pet Care',
      billerId: clinic.id,
    });
    // A type no category has is still the old 400.
    const none = await fetchBill(t.app, alice, { type: 'NO_SUCH', operator: 'x', accountNumber: 'DOG12345' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('type: must be one of the service types, e.g. BROADBAND');
  });
});

describe('a registry synced before categories were kept', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { jobs: false });
  });
  afterAll(() => t?.close());

  it('is synced at the job’s next look, not a day later; then not again', async () => {
    const deps = { db: t.app.db, biller: t.app.adapters.biller, provider: 'sandbox', log: t.app.log };
    await syncBillers(deps);
    await t.app.db.delete(billerCategories);
    expect((await get(t.app, '/api/bills/categories')).json().categories).toEqual([]);
    expect(await syncBillersIfDue(deps)).not.toBeNull();
    const list = (await get(t.app, '/api/bills/categories')).json().categories as BillCategoryDto[];
    expect(list).toHaveLength(Object.keys(CATEGORY_ENTRIES).length);
    expect(await syncBillersIfDue(deps)).toBeNull();
  });
});

describe('Setu: categories and billers from its APIs, payment options sent as the guide says', () => {
  let fake: FakeSetuBbps;
  let t: TestApp;
  let alice: TestUser;
  const CARD_ID = 'HDFC00000NAT01';
  beforeAll(async () => {
    fake = await startFakeSetuBbps({
      categories: [
        { name: 'Electricity', billerCount: 120 },
        { name: 'Credit Card', billerCount: 30 },
        { name: 'Pet Care', billerCount: 4 },
      ],
      billers: [
        {
          id: CARD_ID,
          name: 'HDFC Bank Credit Card',
          categoryName: 'Credit Card',
          paramName: 'Registered Mobile Number',
          extraParams: [{ paramName: 'Last 4 digits of Credit Card', optional: false, regex: '^[0-9]{4}$' }],
          exactness: 'Exact and below',
          billAmount: 500_000,
          paymentOptions: [
            { name: 'Minimum Due', amount: 50_000 },
            { name: 'Custom Amount', minAmount: 50_000, maxAmount: 1_000_000, amountMultiple: 100 },
          ],
        },
        { id: 'PAWS00000NAT01', name: 'Paws Clinic', categoryName: 'Pet Care', paramName: 'Pet ID' },
      ],
    });
    t = await buildTestApp({ ...setuBbpsEnv(fake), RATE_LIMIT_ORDERS: '1000' }, { jobs: false });
    alice = await createVerifiedUser(t.app, { phoneNumber: '9876512345' });
    await syncBillers({ db: t.app.db, biller: t.app.adapters.biller, provider: 'setu', log: t.app.log });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  afterEach(() => expect(fake.contractProblems).toEqual([]));

  it('lists the categories Setu lists, with the registry’s counts and defaults for one without an entry', async () => {
    expect(fake.calls('/api/v2/bbps/categories')).toHaveLength(1);
    const list = (await get(t.app, '/api/bills/categories')).json().categories as BillCategoryDto[];
    expect(list.map((c) => [c.slug, c.billerCount, c.group])).toEqual([
      ['electricity', 0, 'Home'],
      ['credit-card', 1, 'Finance'],
      ['pet-care', 1, 'Others'],
    ]);
  });

  it('pays the Minimum Due naming it in selectedPaymentOptions, and the total with none', async () => {
    const pay = async (mobile: string, choice: { amount?: number; paymentOption?: string }) => {
      const fetched = await fetchBill(t.app, alice, {
        type: 'CREDIT_CARD',
        operator: 'HDFC Bank Credit Card',
        accountNumber: mobile,
        billerId: CARD_ID,
        customerParams: [{ name: 'Last 4 digits of Credit Card', value: '1234' }],
      });
      expect(fetched.statusCode, fetched.body).toBe(200);
      const bill: BillDto = fetched.json();
      expect(bill.paymentOptions).toEqual([
        { name: 'Minimum Due', amount: 500 },
        { name: 'Custom Amount', minAmount: 500, maxAmount: 10_000, amountMultiple: 1 },
      ]);
      const res = await placeOrder(t.app, alice, {
        type: 'CREDIT_CARD',
        operator: 'HDFC Bank Credit Card',
        billerId: CARD_ID,
        accountNumber: mobile,
        billFetchRef: bill.billFetchRef,
        amount: choice.amount ?? bill.amount,
        ...(choice.paymentOption ? { paymentOption: choice.paymentOption } : {}),
      });
      expect(res.statusCode, res.body).toBe(201);
      const done = await payOrder(t.app, alice, { order: res.json() });
      const [claim] = await t.app.db.select().from(billerPayments);
      expect(claim).toBeDefined();
      const request = fake
        .calls('/api/v2/bbps/bills/payment/request')
        .map((r) => r.body as { paymentDetails: Record<string, unknown> })
        .at(-1)!;
      return { done, details: request.paymentDetails };
    };
    const minimum = await pay('9845098450', { amount: 500, paymentOption: 'Minimum Due' });
    expect(minimum.done).toMatchObject({ status: 'Completed', paymentOption: { name: 'Minimum Due' } });
    expect(minimum.details).toMatchObject({
      amount: 50_000,
      selectedPaymentOptions: [{ name: 'Minimum Due', amount: 50_000 }],
    });
    const total = await pay('9845098451', {});
    expect(total.done.status).toBe('Completed');
    expect(total.details.amount).toBe(500_000);
    expect(total.details).not.toHaveProperty('selectedPaymentOptions');
  });
});
