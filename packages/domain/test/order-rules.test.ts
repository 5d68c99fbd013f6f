import { describe, expect, it } from 'vitest';
import { validateOrderInput, type OrderInput } from '../src/catalogue/order-rules';

const MAX = 100_000;
const mobile: OrderInput = {
  type: 'MOBILE',
  operator: 'airtel',
  number: '9876543210',
  circle: 'delhi ncr',
  amount: 299,
};

function errorOf(input: OrderInput) {
  const result = validateOrderInput(input, MAX);
  return result.ok ? null : result.error;
}

describe('validateOrderInput', () => {
  it('normalises a mobile order to the catalogue spelling and paise', () => {
    expect(validateOrderInput(mobile, MAX)).toEqual({
      ok: true,
      order: {
        orderType: 'MOBILE',
        displayType: 'MOBILE',
        slug: 'mobile',
        operator: 'Airtel',
        mobile: '9876543210',
        circle: 'Delhi NCR',
        accountNumber: null,
        serviceType: null,
        amountPaise: 29900,
      },
    });
  });

  it('tells data cards and cylinder bookings apart by serviceType (or the read labels as type)', () => {
    const datacard = validateOrderInput({ ...mobile, serviceType: 'data card recharge' }, MAX);
    expect(datacard.ok && datacard.order.displayType).toBe('DATACARD');
    expect(validateOrderInput({ ...mobile, type: 'DATACARD' }, MAX)).toMatchObject({
      ok: true,
      order: { orderType: 'MOBILE', displayType: 'DATACARD', serviceType: 'Data Card Recharge' },
    });
    const cylinder = { type: 'GAS', operator: 'hp gas', accountNumber: 'LPG123', amount: '903.50' };
    expect(validateOrderInput({ ...cylinder, serviceType: 'Book Cylinder' }, MAX)).toMatchObject({
      ok: true,
      order: { orderType: 'GAS', displayType: 'CYLINDER', operator: 'HP Gas', amountPaise: 90350 },
    });
    // HP Gas is on the cylinder list only: as a piped-gas bill it is not a known operator.
    expect(errorOf(cylinder)?.field).toBe('operator');
  });

  it('reads the older recharge shape as a mobile recharge', () => {
    const older = {
      rechargeType: 'Prepaid',
      mobileNumber: '9123456789',
      operator: 'Jio',
      circle: 'Mumbai',
      amount: '239',
    };
    expect(validateOrderInput(older, MAX)).toMatchObject({
      ok: true,
      order: { orderType: 'MOBILE', mobile: '9123456789' },
    });
    expect(errorOf({ ...older, mobileNumber: '91234' })?.field).toBe('mobileNumber');
  });

  it('never shortens an over-long identifier into a valid one', () => {
    expect(errorOf({ ...mobile, number: '98765432101' })?.field).toBe('number');
    expect(errorOf({ ...mobile, number: '+91 98765 432101' })?.field).toBe('number');
    expect(errorOf({ ...mobile, number: '98765abc43210' })?.field).toBe('number');
  });

  it('reads a mobile number written with +91, spaces or brackets whole (issue 39)', () => {
    for (const number of ['98765 43210', '+91 98765 43210', '(+91) 98765-43210', '098765 43210']) {
      expect(validateOrderInput({ ...mobile, number }, MAX)).toMatchObject({
        ok: true,
        order: { mobile: '9876543210' },
      });
    }
  });

  it('applies the page input filter to what is stored (challan upper-cased)', () => {
    const result = validateOrderInput(
      { type: 'CHALLAN', operator: 'Delhi Traffic Police', accountNumber: ' dl12345 ', amount: 500 },
      MAX,
    );
    expect(result).toMatchObject({ ok: true, order: { accountNumber: 'DL12345' } });
  });

  it.each([
    [0, 'must be greater than 0'],
    [-1, 'must be greater than 0'],
    ['-12.50', 'must be greater than 0'],
    [1.005, 'must be a number of rupees with at most 2 decimals'],
    ['1e3', 'must be a number of rupees with at most 2 decimals'],
  ])('refuses amount %s', (amount, message) => {
    expect(errorOf({ ...mobile, amount })).toEqual({ field: 'amount', message });
  });

  it('says an amount above the most is TOO_LARGE (issue 39: the page words it with the limit)', () => {
    expect(errorOf({ ...mobile, amount: 100_000.01 })).toEqual({
      field: 'amount',
      message: 'must be at most ₹1,00,000',
      code: 'TOO_LARGE',
    });
  });

  it('accepts exactly the maximum', () => {
    expect(validateOrderInput({ ...mobile, amount: 100_000 }, MAX).ok).toBe(true);
  });
});
