import { describe, expect, it } from 'vitest';
import { amountFloorCheck, validateServiceForm } from '../src/catalogue/form-rules';
import { validateOrderInput, type OrderInput } from '../src/catalogue/order-rules';
import {
  identifierHref,
  readPrefill,
  repeatOrderHref,
  serviceOfOrder,
  suggestsLastAmount,
} from '../src/catalogue/repeat-link';
import { OPERATORS } from '../src/catalogue/operators';
import { SERVICES } from '../src/catalogue/services';

const MAX = 100_000;
const postpaid: OrderInput = {
  type: 'MOBILE',
  serviceType: 'Postpaid Bill Payment',
  operator: 'airtel',
  number: '9876543210',
  amount: 512.5,
};

function errorOf(input: OrderInput, max = MAX) {
  const result = validateOrderInput(input, max);
  return result.ok ? null : result.error;
}

describe('validateOrderInput for a postpaid bill', () => {
  it('files a MOBILE order with the postpaid serviceType as a postpaid bill payment, with no circle', () => {
    expect(validateOrderInput(postpaid, MAX)).toEqual({
      ok: true,
      order: {
        orderType: 'MOBILE',
        displayType: 'POSTPAID',
        slug: 'postpaid',
        operator: 'Airtel',
        mobile: '9876543210',
        circle: null,
        accountNumber: null,
        serviceType: 'Postpaid Bill Payment',
        amountPaise: 51250,
      },
    });
  });

  it('reads the serviceType case-insensitively and takes POSTPAID as a type alias', () => {
    const lower = validateOrderInput({ ...postpaid, serviceType: '  postpaid bill payment ' }, MAX);
    expect(lower.ok && lower.order.displayType).toBe('POSTPAID');
    expect(validateOrderInput({ ...postpaid, type: 'postpaid', serviceType: undefined }, MAX)).toMatchObject({
      ok: true,
      order: { orderType: 'MOBILE', displayType: 'POSTPAID', serviceType: 'Postpaid Bill Payment' },
    });
  });

  it('ignores a circle sent along (a postpaid bill needs operator and number only)', () => {
    const result = validateOrderInput({ ...postpaid, circle: 'Karnataka' }, MAX);
    expect(result.ok && result.order.circle).toBeNull();
  });

  it('still needs a circle for a prepaid recharge, and names the allowed serviceTypes', () => {
    expect(errorOf({ ...postpaid, serviceType: undefined })).toEqual({
      field: 'circle',
      message: 'is required',
    });
    expect(errorOf({ ...postpaid, serviceType: 'Postpaid' })).toEqual({
      field: 'serviceType',
      message: "must be empty, 'Data Card Recharge' or 'Postpaid Bill Payment' for MOBILE",
    });
  });

  it('takes any amount from ₹1 up to the maximum', () => {
    expect(errorOf({ ...postpaid, amount: 0.5 })).toEqual({
      field: 'amount',
      message: 'must be at least ₹1',
      code: 'TOO_SMALL',
    });
    expect(errorOf({ ...postpaid, amount: '0.99' })).toEqual({
      field: 'amount',
      message: 'must be at least ₹1',
      code: 'TOO_SMALL',
    });
    expect(errorOf({ ...postpaid, amount: 0 })).toEqual({
      field: 'amount',
      message: 'must be greater than 0',
    });
    expect(errorOf({ ...postpaid, amount: 1 })).toBeNull();
    expect(errorOf({ ...postpaid, amount: MAX })).toBeNull();
    expect(errorOf({ ...postpaid, amount: MAX + 0.01 })).toEqual({
      field: 'amount',
      message: 'must be at most ₹1,00,000',
      code: 'TOO_LARGE',
    });
  });

  it('keeps the other pages’ amount rule: ₹1 at least (issue 25: Razorpay’s minimum), ₹1 accepted', () => {
    const prepaid = { ...postpaid, serviceType: undefined, circle: 'Delhi NCR', amount: 0.5 };
    expect(errorOf(prepaid)).toEqual({ field: 'amount', message: 'must be at least ₹1', code: 'TOO_SMALL' });
    expect(errorOf({ ...prepaid, amount: 1 })).toBeNull();
    expect(
      errorOf({ type: 'WATER', operator: 'Delhi Jal Board', accountNumber: 'W-1', amount: 1 }),
    ).toBeNull();
  });

  it('needs a 10-digit number', () => {
    expect(errorOf({ ...postpaid, number: '98765' })).toEqual({
      field: 'number',
      message: 'must be 10 digits',
    });
  });
});

describe('the postpaid page form rules', () => {
  const def = SERVICES.postpaid;
  const values = { identifier: '9876543210', operator: 'Airtel', circle: '', amount: '' };

  it('checks number, operator, then an amount of at least ₹1 (no circle)', () => {
    expect(validateServiceForm(def, { ...values, identifier: '98' })?.message).toBe(
      'Please enter a valid Mobile Number',
    );
    expect(validateServiceForm(def, { ...values, operator: '' })?.message).toBe('Please select an Operator');
    expect(validateServiceForm(def, values)).toEqual({
      field: 'amount',
      message: 'Please enter the amount.',
    });
    for (const amount of ['0', '0.5', '.99', '.']) {
      expect(validateServiceForm(def, { ...values, amount })).toEqual({
        field: 'amount',
        message: 'Amount must be at least ₹1.',
      });
    }
    expect(validateServiceForm(def, { ...values, amount: '1' })).toBeNull();
    expect(validateServiceForm(def, { ...values, amount: '250.75' })).toBeNull();
  });

  it('refuses under ₹1 on every typed-amount page, before Proceed, as the server does (issue 25)', () => {
    const under = { field: 'amount', message: 'Amount must be at least ₹1.' };
    expect(amountFloorCheck(SERVICES.mobile, '0.5')).toEqual(under);
    expect(validateServiceForm(SERVICES.water, { ...values, amount: '0.5' })).toEqual(under);
    expect(validateServiceForm(SERVICES.water, { ...values, amount: '.99' })).toEqual(under);
    expect(validateServiceForm(SERVICES.water, { ...values, amount: '1' })).toBeNull();
    // Electricity's amount is optional (empty means the fetched bill's), but one typed must be at least ₹1.
    const electricity = { identifier: '1234567', operator: 'BESCOM', circle: '', amount: '' };
    expect(validateServiceForm(SERVICES.electricity, electricity)).toBeNull();
    expect(validateServiceForm(SERVICES.electricity, { ...electricity, amount: '0.5' })).toEqual(under);
    expect(validateServiceForm(SERVICES.electricity, { ...electricity, amount: '2' })).toBeNull();
  });
});

describe('Pay again for a postpaid order', () => {
  const order = {
    type: 'POSTPAID',
    operator: 'Vi',
    mobile: '9845000101',
    accountNumber: null,
    circle: null,
    amount: 1234.5,
  };

  it('opens the postpaid page with the number and operator, without the last amount or a circle', () => {
    expect(serviceOfOrder(order)).toBe(SERVICES.postpaid);
    expect(serviceOfOrder({ type: 'postpaid' })).toBe(SERVICES.postpaid);
    expect(repeatOrderHref(order)).toBe('/recharge/postpaid?number=9845000101&operator=Vi');
    expect(repeatOrderHref({ ...order, circle: 'Karnataka' })).toBe(
      '/recharge/postpaid?number=9845000101&operator=Vi',
    );
  });

  it('reads the number and operator back, never an amount', () => {
    expect(suggestsLastAmount(SERVICES.postpaid)).toBe(false);
    const query = new Map([
      ['number', '9845000101'],
      ['operator', 'vi'],
      ['circle', 'Karnataka'],
      ['amount', '300'],
    ]);
    expect(
      readPrefill(
        SERVICES.postpaid,
        { get: (name) => query.get(name) ?? null },
        OPERATORS[SERVICES.postpaid.operatorList],
      ),
    ).toEqual({
      identifier: '9845000101',
      operator: 'Vi',
    });
  });
});

describe('the Prepaid/Postpaid switch', () => {
  it('carries a complete number to the other page, and nothing else', () => {
    expect(identifierHref(SERVICES.postpaid, '9845000101')).toBe('/recharge/postpaid?number=9845000101');
    expect(identifierHref(SERVICES.mobile, '9845000101')).toBe('/recharge/mobile?number=9845000101');
    expect(identifierHref(SERVICES.postpaid, '98450')).toBe('/recharge/postpaid');
    expect(identifierHref(SERVICES.mobile, '')).toBe('/recharge/mobile');
  });
});
