import { describe, expect, it } from 'vitest';
import { paymentMethodText } from './order-payment';

describe('paymentMethodText', () => {
  it('names the method the gateway captured', () => {
    const paid = { status: 'Completed', paymentSource: 'Online' } as const;
    expect(paymentMethodText({ ...paid, paymentMethod: 'UPI' })).toBe('UPI');
    expect(paymentMethodText({ ...paid, paymentMethod: 'CARD' })).toBe('Card');
    expect(paymentMethodText({ ...paid, paymentMethod: 'NETBANKING' })).toBe('Net banking');
    expect(paymentMethodText({ ...paid, status: 'Refunded', paymentMethod: 'WALLET' })).toBe('Wallet');
  });

  it('says nothing was paid for an order waiting or failed, and keeps the old source for older orders', () => {
    const none = { paymentMethod: null, paymentSource: 'Online' } as const;
    expect(paymentMethodText({ ...none, status: 'Payment Pending' })).toBe('Awaiting payment');
    expect(paymentMethodText({ ...none, status: 'Failed' })).toBe('Not paid');
    expect(paymentMethodText({ ...none, status: 'Completed' })).toBe('Online');
  });
});
