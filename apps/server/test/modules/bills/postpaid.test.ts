import { describe, expect, it } from 'vitest';
import { fetchBill as fetchBillAs } from '../../helpers/bills';
import { placePaidOrder } from '../../helpers/pay';
import { createVerifiedUser, injectAs, type TestUser, useTestApp } from '../../helpers/test-app';

/** Postpaid mobile: a bill fetched for a number, then paid as a MOBILE order filed as a postpaid bill payment. */
const t = useTestApp({ RATE_LIMIT_ORDERS: '1000' }, { jobs: false });

const fetchBill = (payload: Record<string, unknown>) =>
  injectAs(t.app, null, { method: 'POST', url: '/api/bills/fetch', payload });

/** A postpaid bill fetched by the customer, with the ref its order sends back. */
const fetchPostpaid = (user: TestUser, operator: string, number: string) =>
  fetchBillAs(t.app, user, { type: 'MOBILE', operator, accountNumber: number });

const recents = (user: TestUser, service: string) =>
  injectAs(t.app, user, { method: 'GET', url: '/api/me/recents', query: { service } });

const postpaidBill = {
  type: 'MOBILE',
  serviceType: 'Postpaid Bill Payment',
  operator: 'airtel',
  number: '9845000201',
};

describe('postpaid bill fetch (POST /api/bills/fetch, type MOBILE)', () => {
  it('answers the bill of a 10-digit postpaid number, the same every time', async () => {
    const res = await fetchBill({ type: 'MOBILE', operator: 'Airtel', accountNumber: '9845000201' });
    expect(res.statusCode).toBe(200);
    const bill = res.json();
    expect(bill.billFetchRef).toMatch(/^bf_/);
    expect(bill.amount).toBeGreaterThanOrEqual(500);
    expect(bill.amount).toBeLessThanOrEqual(2499);
    expect(bill.billNumber).toMatch(/^BL\d{10}$/);
    const again = await fetchBill({ type: 'mobile', operator: ' AIRTEL ', accountNumber: '98450 00201' });
    expect({ ...again.json(), billFetchRef: bill.billFetchRef }).toEqual(bill);
  });

  it('needs a known mobile operator and a 10-digit number; 0000 has no bill due', async () => {
    const noBill = await fetchBill({ type: 'MOBILE', operator: 'Jio', accountNumber: '9845000000' });
    expect(noBill.statusCode).toBe(404);
    expect(noBill.json().message).toBe('No bill is due for this account.');
    const short = await fetchBill({ type: 'MOBILE', operator: 'Jio', accountNumber: '98450' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Mobile Number must be 10 digits.');
    const operator = await fetchBill({ type: 'MOBILE', operator: 'Tata Power', accountNumber: '9845000201' });
    expect(operator.statusCode).toBe(400);
    expect(operator.json().message).toMatch(/^operator: /);
  });
});

describe('postpaid bill payment (POST /api/orders)', () => {
  it('is paid through the sandbox and reads back as POSTPAID, filed as a postpaid bill payment, with no circle', async () => {
    const customer = await createVerifiedUser(t.app);
    const bill = await fetchPostpaid(customer, 'Airtel', postpaidBill.number);
    const paid = await placePaidOrder(t.app, customer, {
      payload: {
        ...postpaidBill,
        amount: bill.amount,
        billFetchRef: bill.billFetchRef,
      },
    });
    expect(paid).toMatchObject({
      status: 'Completed',
      type: 'POSTPAID',
      serviceType: 'Postpaid Bill Payment',
      operator: 'Airtel',
      mobile: '9845000201',
      circle: null,
      amount: bill.amount,
      billNumber: bill.billNumber,
      billDueDate: bill.dueDate,
    });
    const read = await injectAs(t.app, customer, { method: 'GET', url: `/api/orders/${paid.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      type: 'POSTPAID',
      serviceType: 'Postpaid Bill Payment',
      circle: null,
      status: 'Completed',
    });
  });

  it('keeps postpaid numbers in their own recents, out of the prepaid (mobile) ones', async () => {
    const customer = await createVerifiedUser(t.app);
    const bill = await fetchPostpaid(customer, 'Airtel', '9845000202');
    await placePaidOrder(t.app, customer, {
      payload: {
        ...postpaidBill,
        number: '9845000202',
        amount: bill.amount,
        billFetchRef: bill.billFetchRef,
      },
    });
    await placePaidOrder(t.app, customer, {
      payload: {
        type: 'MOBILE',
        operator: 'Jio',
        number: '9845000203',
        circle: 'Kerala',
        amount: 199,
      },
    });
    const postpaid = (await recents(customer, 'postpaid')).json().recents;
    expect(postpaid).toEqual([
      {
        identifier: '9845000202',
        operator: 'Airtel',
        circle: null,
        lastAmount: bill.amount,
        lastPaidAmount: expect.any(Number),
        lastPaidAt: expect.any(String),
      },
    ]);
    const prepaid = (await recents(customer, 'mobile')).json().recents;
    expect(prepaid.map((entry: { identifier: string }) => entry.identifier)).toEqual(['9845000203']);
  });

  it('refuses an amount under ₹1 (a prepaid recharge keeps its own rule)', async () => {
    const customer = await createVerifiedUser(t.app);
    const res = await injectAs(t.app, customer, {
      method: 'POST',
      url: '/api/orders',
      payload: { ...postpaidBill, amount: 0.5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('amount');
    expect(res.json().message).toContain('must be at least ₹1');
    const vi = await fetchPostpaid(customer, 'Vi', '9845000204');
    const alias = await injectAs(t.app, customer, {
      method: 'POST',
      url: '/api/orders',
      payload: {
        type: 'POSTPAID',
        operator: 'Vi',
        number: '9845000204',
        amount: vi.amount,
        billFetchRef: vi.billFetchRef,
      },
    });
    expect(alias.statusCode).toBe(201);
    expect(alias.json()).toMatchObject({ type: 'POSTPAID', circle: null });
  });

  it('saves a postpaid number for the postpaid page', async () => {
    const customer = await createVerifiedUser(t.app);
    const saved = await injectAs(t.app, customer, {
      method: 'POST',
      url: '/api/me/saved',
      payload: { service: 'postpaid', identifier: '9845000205', operator: 'bsnl', nickname: 'Office' },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ service: 'postpaid', identifier: '9845000205', operator: 'BSNL' });
  });
});
