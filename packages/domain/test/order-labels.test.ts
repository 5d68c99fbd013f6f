import { describe, expect, it } from 'vitest';
import { ORDER_TYPE_LABELS, orderTypeLabel } from '../src/catalogue/order-labels';
import { SERVICE_LIST } from '../src/catalogue/services';

describe('orderTypeLabel', () => {
  it('gives every service page a label of its own, read from its order type', () => {
    for (const service of SERVICE_LIST) {
      const label = orderTypeLabel(service.displayType);
      expect(label, service.slug).toBe(ORDER_TYPE_LABELS[service.slug]);
      expect(label, service.slug).not.toMatch(/^[A-Z_]+$/);
    }
    const labels = SERVICE_LIST.map((service) => orderTypeLabel(service.displayType));
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('names the types that share an order type apart', () => {
    expect(orderTypeLabel('MOBILE')).toBe('Mobile Recharge');
    expect(orderTypeLabel('POSTPAID')).toBe('Postpaid Bill Payment');
    expect(orderTypeLabel('DATACARD')).toBe('Data Card Recharge');
    expect(orderTypeLabel('CYLINDER')).toBe('Book Cylinder');
    expect(orderTypeLabel('GAS')).toBe('Gas Bill');
    expect(orderTypeLabel('ELECTRICITY')).toBe('Electricity Bill');
  });

  it('reads the type ignoring case and spaces, and words an unknown one', () => {
    expect(orderTypeLabel(' electricity ')).toBe('Electricity Bill');
    expect(orderTypeLabel('SOME_OLD_TYPE')).toBe('Some Old Type');
  });
});
