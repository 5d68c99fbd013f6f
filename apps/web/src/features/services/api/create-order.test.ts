import { validateOrderInput } from '@paywise/domain/catalogue/order-rules';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { SERVICE_LIST, SERVICES } from '@paywise/domain/catalogue/services';
import { describe, expect, it } from 'vitest';
import { buildOrderBody, newIdempotencyKey } from './create-order';

const IDENTIFIERS = {
  none: ' AC-1234 ',
  digits: '0801234567',
  digits10: '9876543210',
  vehicle: 'KL01AB1234',
  upper: 'DL12345',
};

describe('buildOrderBody', () => {
  it.each(SERVICE_LIST.map((def) => [def.slug, def] as const))(
    '%s: builds a body the server accepts as an order of this service',
    (_slug, def) => {
      const body = buildOrderBody(def, {
        operator: OPERATORS[def.operatorList][0].name,
        identifier: IDENTIFIERS[def.identifier.filter],
        circle: 'Karnataka',
        amount: 199.5,
      });
      const checked = validateOrderInput(body, 100_000);
      expect(checked).toMatchObject({ ok: true, order: { slug: def.slug, displayType: def.displayType } });
      expect(body.type).toBe(def.orderType);
      expect(body.amount).toBe(199.5);
    },
  );

  it('sends number and circle for mobile and data card, accountNumber (trimmed) for the others', () => {
    const mobile = buildOrderBody(SERVICES.mobile, {
      operator: 'Jio',
      identifier: '9876543210',
      circle: 'Delhi',
      amount: 299,
    });
    expect(mobile).toEqual({
      type: 'MOBILE',
      operator: 'Jio',
      amount: 299,
      number: '9876543210',
      circle: 'Delhi',
    });
    const datacard = buildOrderBody(SERVICES.datacard, {
      operator: 'Vi',
      identifier: '9876543210',
      circle: 'Delhi',
      amount: 99,
    });
    expect(datacard).toMatchObject({ type: 'MOBILE', serviceType: 'Data Card Recharge' });
    const water = buildOrderBody(SERVICES.water, {
      operator: 'X',
      identifier: '  W-77 ',
      circle: '',
      amount: 10,
    });
    expect(water).toEqual({ type: 'WATER', operator: 'X', amount: 10, accountNumber: 'W-77' });
  });

  it('sends the serviceType of gas and cylinder bookings', () => {
    const input = { operator: 'HP Gas', identifier: '123', circle: '', amount: 900 };
    expect(buildOrderBody(SERVICES.gas, input).serviceType).toBe('Pay Bill');
    expect(buildOrderBody(SERVICES.cylinder, input)).toMatchObject({
      type: 'GAS',
      serviceType: 'Book Cylinder',
    });
  });
});

describe('newIdempotencyKey', () => {
  it('makes distinct version 4 UUIDs, also where crypto.randomUUID is missing (plain http)', () => {
    const pattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(pattern);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(pattern);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
