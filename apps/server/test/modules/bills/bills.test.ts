import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { describe, expect, it } from 'vitest';
import { createSandboxBiller } from '../../../src/adapters/biller/sandbox-biller';
import { createUser, injectAs, useTestApp } from '../../helpers/test-app';

const t = useTestApp({ RATE_LIMIT_BILL_FETCH: '5' });

const BROADBAND = OPERATORS.BROADBAND[0].name;
const ELECTRICITY = OPERATORS.ELECTRICITY[3].name;
let ipCounter = 0;
/** Each test gets its own client address, so only the rate-limit test meets the limit. */
const nextIp = () => `10.0.0.${++ipCounter}`;

const fetchBill = (payload: Record<string, unknown>, ip = nextIp(), token?: string) =>
  injectAs(t.app, token ? { token } : null, {
    method: 'POST',
    url: '/api/bills/fetch',
    payload,
    remoteAddress: ip,
  });

describe('POST /api/bills/fetch', () => {
  it('answers a visitor with the bill: whole rupees in 500..2499, a bill number, an India due date and a name', async () => {
    const res = await fetchBill({ type: 'BROADBAND', operator: BROADBAND, accountNumber: 'ACC-12345' });
    expect(res.statusCode).toBe(200);
    const bill = res.json();
    expect(Object.keys(bill).sort()).toEqual(
      [
        'amount',
        // What may be paid of it (the biller's exactness: EXACT in the sandbox, EXACT_AND_BELOW with a minimum).
        'amountRule',
        'billDate',
        'billFetchRef',
        'billNumber',
        'customerName',
        'dueDate',
        'partialPaymentAllowed',
        ...(bill.partialPaymentAllowed ? ['minimumAmount'] : []),
      ].sort(),
    );
    expect(Number.isInteger(bill.amount)).toBe(true);
    expect(bill.amount).toBeGreaterThanOrEqual(500);
    expect(bill.amount).toBeLessThanOrEqual(2499);
    expect(bill.billNumber).toMatch(/^BL\d{10}$/);
    expect(bill.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(bill.customerName).not.toBe('');
  });

  it('gives the same bill for the same operator and account, whatever the case or spaces sent', async () => {
    const body = { type: 'ELECTRICITY', operator: ELECTRICITY, accountNumber: '99887766' };
    const first = await fetchBill(body);
    const again = await fetchBill({
      ...body,
      type: 'electricity',
      operator: ` ${ELECTRICITY.toUpperCase()} `,
    });
    expect(again.statusCode).toBe(200);
    // The same bill, under a ref of its own (each fetch is recorded).
    const { billFetchRef: firstRef, ...firstBill } = first.json();
    const { billFetchRef: againRef, ...againBill } = again.json();
    expect(againBill).toEqual(firstBill);
    expect(againRef).not.toBe(firstRef);
    const other = await fetchBill({ ...body, accountNumber: '99887767' });
    expect(other.json().billNumber).not.toBe(first.json().billNumber);
  });

  it('accepts a signed-in customer too', async () => {
    const user = await createUser(t.app);
    const res = await fetchBill(
      { type: 'BROADBAND', operator: BROADBAND, accountNumber: '4455' },
      nextIp(),
      user.token,
    );
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 when no bill is due (sandbox accounts ending in 0000)', async () => {
    const res = await fetchBill({ type: 'BROADBAND', operator: BROADBAND, accountNumber: '12340000' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No bill is due for this account.', code: 'NO_BILL_DUE' });
  });

  it('refuses an operator that is not in the catalogue list of the type', async () => {
    const res = await fetchBill({ type: 'BROADBAND', operator: ELECTRICITY, accountNumber: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^operator: /);
    expect(res.json().fields).toHaveProperty('operator');
  });

  it.each([
    ['no body fields', {}, 'type'],
    ['an unknown type', { type: 'PIZZA', operator: BROADBAND, accountNumber: '1' }, 'type'],
    ['a blank operator', { type: 'BROADBAND', operator: '  ', accountNumber: '1' }, 'operator'],
    ['a blank account', { type: 'BROADBAND', operator: BROADBAND, accountNumber: ' ' }, 'accountNumber'],
    [
      'a number as account',
      { type: 'BROADBAND', operator: BROADBAND, accountNumber: 12345 },
      'accountNumber',
    ],
    [
      'a huge account',
      { type: 'BROADBAND', operator: BROADBAND, accountNumber: 'x'.repeat(5000) },
      'accountNumber',
    ],
    [
      'characters the service refuses',
      { type: 'BROADBAND', operator: BROADBAND, accountNumber: '<script>' },
      'accountNumber',
    ],
  ])('answers 400 JSON naming the field for %s', async (_name, payload, field) => {
    const res = await fetchBill(payload);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().fields ?? { [res.json().message.split(':')[0]]: true }).toHaveProperty(field);
  });

  it('limits each IP address (429 with a JSON message) without affecting another address', async () => {
    const ip = '10.9.9.9';
    const body = { type: 'BROADBAND', operator: BROADBAND, accountNumber: '777' };
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await fetchBill(body, ip)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await fetchBill(body, ip);
    expect(limited.json().message).toMatch(/^Too many attempts/);
    expect((await fetchBill(body, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('sandbox biller', () => {
  const biller = createSandboxBiller({ now: () => new Date('2026-03-01T20:00:00Z') });
  const query = { orderType: 'WATER', displayType: 'WATER', operator: 'Board', accountNumber: 'A1' } as const;

  it('dates the bill 3 to 12 days after today in India time, or 1 to 10 days before when it is overdue', async () => {
    for (const accountNumber of ['A1', 'A2', 'A3', 'A4', 'A5', 'A6']) {
      const bill = await biller.fetchBill({ ...query, accountNumber });
      // 20:00 UTC on 1 March is already 2 March in India.
      const days = (Date.parse(bill!.dueDate) - Date.parse('2026-03-02')) / 86_400_000;
      expect(days >= 3 ? days <= 12 : days >= -10 && days <= -1).toBe(true);
    }
  });

  it('spreads amounts over the whole range', async () => {
    const amounts = await Promise.all(
      Array.from({ length: 200 }, (_, i) => biller.fetchBill({ ...query, accountNumber: `A${i}` })),
    );
    const values = amounts.map((bill) => bill!.amount);
    expect(Math.min(...values)).toBeLessThan(700);
    expect(Math.max(...values)).toBeGreaterThan(2300);
  });

  it('fulfils at once, except 1111 (pending for 30 s after the order) and 2222 (refused)', async () => {
    const placed = new Date('2026-03-01T19:59:50Z'); // 10 s before the biller's clock
    const order = { orderType: 'MOBILE', amountPaise: 19900, createdAt: placed };
    const done = await biller.fulfil({ ...order, id: 7, identifier: '9876543210' });
    expect(done.status).toBe('fulfilled');
    expect(done.reference).toMatch(/^SBX[0-9A-F]{12}$/);
    const pending = await biller.fulfil({ ...order, id: 8, identifier: '9876541111' });
    expect(pending.status).toBe('pending');
    const later = await biller.fulfil({
      ...order,
      id: 8,
      identifier: '9876541111',
      createdAt: new Date('2026-03-01T19:59:29Z'), // 31 s before the biller's clock
    });
    expect(later).toEqual({ status: 'fulfilled', reference: pending.reference });
    const refused = await biller.fulfil({ ...order, id: 9, identifier: '9876542222' });
    expect(refused.status).toBe('failed');
    expect(refused.failureReason).toMatch(/could not complete/);
  });
});
