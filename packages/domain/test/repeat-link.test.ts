import { describe, expect, it } from 'vitest';
import {
  orderIdentifierLabel,
  readPrefill,
  repeatOrderHref,
  serviceOfOrder,
} from '../src/catalogue/repeat-link';
import { OPERATORS } from '../src/catalogue/operators';
import { SERVICES } from '../src/catalogue/services';

const mobileOrder = {
  type: 'MOBILE',
  operator: 'Airtel',
  mobile: '9845000101',
  accountNumber: null,
  circle: 'Karnataka',
  amount: 299,
};

describe('repeatOrderHref', () => {
  it('opens the mobile page with the number, operator, circle and amount', () => {
    expect(repeatOrderHref(mobileOrder)).toBe(
      '/recharge/mobile?number=9845000101&operator=Airtel&circle=Karnataka&amount=299',
    );
  });

  it('opens the data card and cylinder pages by their read labels', () => {
    expect(repeatOrderHref({ ...mobileOrder, type: 'DATACARD' })).toMatch(/^\/recharge\/datacard\?number=/);
    expect(serviceOfOrder({ type: 'CYLINDER' })).toBe(SERVICES.cylinder);
    expect(serviceOfOrder({ type: 'GAS' })).toBe(SERVICES.gas);
  });

  it('leaves the amount out for a bill, which is another amount each time', () => {
    const href = repeatOrderHref({
      type: 'ELECTRICITY',
      operator: 'Bangalore Electricity Supply Company (BESCOM)',
      mobile: null,
      accountNumber: 'AB 12/34',
      circle: null,
      amount: 1200.5,
    });
    expect(href).toBe(
      '/bills/electricity?account=AB%2012%2F34&operator=Bangalore%20Electricity%20Supply%20Company%20(BESCOM)',
    );
  });

  it('answers null for an order no page takes', () => {
    expect(repeatOrderHref({ ...mobileOrder, type: 'LOTTERY' })).toBeNull();
    expect(repeatOrderHref({ ...mobileOrder, mobile: null })).toBeNull();
  });
});

/** A query string read as the browser's URLSearchParams would (the domain package has no DOM types). */
function params(query: string) {
  const values = new Map<string, string>();
  for (const pair of query.split('&').filter(Boolean)) {
    const [name = '', value = ''] = pair.split('=');
    const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
    if (!values.has(decode(name))) values.set(decode(name), decode(value));
  }
  return { get: (name: string) => values.get(name) ?? null };
}

describe('readPrefill', () => {
  const read = (slug: keyof typeof SERVICES, query: string) =>
    readPrefill(SERVICES[slug], params(query), OPERATORS[SERVICES[slug].operatorList]);

  it('reads back what repeatOrderHref wrote, in the catalogue spelling', () => {
    const href = repeatOrderHref(mobileOrder)!;
    expect(read('mobile', href.split('?')[1]!)).toEqual({
      identifier: '9845000101',
      operator: 'Airtel',
      circle: 'Karnataka',
      amount: '299',
    });
    expect(read('mobile', 'operator=jio&circle=kerala')).toEqual({ operator: 'Jio', circle: 'Kerala' });
  });

  it('ignores each value that fails its rule and keeps the others', () => {
    expect(read('mobile', 'number=12345&operator=Jio')).toEqual({ operator: 'Jio' });
    expect(read('mobile', 'number=98450001011&operator=BESCOM&circle=Mars&amount=-5')).toBeNull();
    expect(read('mobile', 'number=9845000101&amount=1e3')).toEqual({ identifier: '9845000101' });
    expect(read('mobile', 'number=9845000101&amount=0')).toEqual({ identifier: '9845000101' });
    expect(read('fastag', 'amount=100.5')).toBeNull();
    // A bill page takes no amount, and no circle.
    expect(read('water', 'account=W-1&amount=500&circle=Kerala')).toEqual({ identifier: 'W-1' });
    expect(read('mobile', '')).toBeNull();
  });
});

describe('orderIdentifierLabel', () => {
  it('uses the label of the form the order came from', () => {
    expect(orderIdentifierLabel({ type: 'BROADBAND', operator: 'JioFiber' })).toBe(
      'Account/Directory Number',
    );
    expect(orderIdentifierLabel({ type: 'ELECTRICITY', operator: 'Tata Power Mumbai' })).toBe(
      'Consumer Number',
    );
    expect(orderIdentifierLabel({ type: 'DTH', operator: 'Tata Sky' })).toBe('Subscriber ID');
    expect(orderIdentifierLabel({ type: 'POSTPAID', operator: 'Airtel' })).toBe('Mobile Number');
    expect(orderIdentifierLabel({ type: 'SOMETHING', operator: 'X' })).toBe('Account Number');
  });
});
