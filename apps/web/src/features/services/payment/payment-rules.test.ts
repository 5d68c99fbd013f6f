import { SANDBOX_CARD_SUCCESS, VPA_MESSAGE } from '@paywise/domain/payments';
import { describe, expect, it } from 'vitest';
import { order } from './test-orders';
import {
  CARD_EXPIRY_INVALID,
  CARD_NUMBER_INVALID,
  CARD_NUMBER_REQUIRED,
  cardCvvInvalid,
  checkCard,
  checkVpa,
  cvvLength,
  formatCardNumberInput,
  formatExpiryInput,
  afterPlacing,
  payAgainStep,
  refusalToKeep,
  summaryAmounts,
  UPI_REQUIRED,
  upiIntentUrl,
} from './payment-rules';

const RULE = { percent: 2, maxDiscountPaise: 10_000 };

describe('summaryAmounts', () => {
  it('adds the biller’s convenience fee of the amount paid (Bharat Connect), the server’s rule', () => {
    const slabs = [
      { minPaise: 1, maxPaise: 200_000, flatFee: 590, percentFee: 0 },
      { minPaise: 200_001, maxPaise: 500_000, flatFee: 1180, percentFee: 0 },
    ];
    expect(summaryAmounts(2500, RULE, slabs)).toEqual({
      amountPaise: 250_000,
      discountPaise: 5000,
      feePaise: 1392,
      payablePaise: 250_000 - 5000 + 1392,
    });
    // A part payment of ₹2,000 falls in the first slab.
    expect(summaryAmounts(2000, undefined, slabs).feePaise).toBe(696);
    expect(summaryAmounts(299, RULE, [])).not.toHaveProperty('feePaise');
  });

  it('takes the rule’s percent of the amount, in whole paise, capped at the maximum', () => {
    expect(summaryAmounts(299, RULE)).toEqual({
      amountPaise: 29_900,
      discountPaise: 598,
      payablePaise: 29_302,
    });
    expect(summaryAmounts(1234.5, RULE)).toEqual({
      amountPaise: 123_450,
      discountPaise: 2469,
      payablePaise: 120_981,
    });
    // 2 % of ₹10,000 is ₹200: capped at ₹100.
    expect(summaryAmounts(10_000, RULE)).toEqual({
      amountPaise: 1_000_000,
      discountPaise: 10_000,
      payablePaise: 990_000,
    });
  });

  it('gives no discount while the rule is unknown or off', () => {
    expect(summaryAmounts(299, undefined)).toEqual({
      amountPaise: 29_900,
      discountPaise: 0,
      payablePaise: 29_900,
    });
    expect(summaryAmounts(299, { percent: 0, maxDiscountPaise: 10_000 }).discountPaise).toBe(0);
    expect(summaryAmounts(299, { percent: 5, maxDiscountPaise: 0 }).discountPaise).toBe(0);
  });

  it('reads decimal rupees without float error', () => {
    expect(summaryAmounts(0.29, undefined).amountPaise).toBe(29);
    expect(summaryAmounts(19.99, RULE)).toEqual({ amountPaise: 1999, discountPaise: 39, payablePaise: 1960 });
  });
});

describe('upiIntentUrl', () => {
  it('is a upi://pay intent with payee, name, rupees to two decimals, INR and the gateway order id', () => {
    const url = upiIntentUrl('paywise@razorpay', 29_302, 'order_Abc123');
    expect(url).toBe('upi://pay?pa=paywise%40razorpay&pn=PayWise&am=293.02&cu=INR&tr=order_Abc123');
    const params = new URL(url).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      pa: 'paywise@razorpay',
      pn: 'PayWise',
      am: '293.02',
      cu: 'INR',
      tr: 'order_Abc123',
    });
    expect(new URL(upiIntentUrl('a@b', 10_000, 'order_X')).searchParams.get('am')).toBe('100.00');
  });
});

describe('formatCardNumberInput', () => {
  it('keeps digits only, at most 19, in groups of four', () => {
    expect(formatCardNumberInput('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumberInput('4111-1111 1111x1111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumberInput('41111')).toBe('4111 1');
    expect(formatCardNumberInput('4111 ')).toBe('4111');
    expect(formatCardNumberInput('1234567890123456789012')).toBe('1234 5678 9012 3456 789');
    expect(formatCardNumberInput('')).toBe('');
  });
});

describe('formatExpiryInput', () => {
  it('adds the slash after the month while typing, and not back while deleting', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12', '1')).toBe('12/');
    expect(formatExpiryInput('12/3', '12/')).toBe('12/3');
    expect(formatExpiryInput('12/34', '12/3')).toBe('12/34');
    expect(formatExpiryInput('12/345', '12/34')).toBe('12/34');
    expect(formatExpiryInput('12', '12/')).toBe('12');
    expect(formatExpiryInput('1', '12')).toBe('1');
  });

  it('reads a single digit above 1 as a month, and a pasted 1234 as 12/34', () => {
    expect(formatExpiryInput('5')).toBe('05/');
    expect(formatExpiryInput('1234')).toBe('12/34');
    expect(formatExpiryInput('12 / 34')).toBe('12/34');
  });
});

describe('checkVpa', () => {
  it('needs a UPI ID like name@handle', () => {
    expect(checkVpa('')).toBe(UPI_REQUIRED);
    expect(checkVpa('   ')).toBe(UPI_REQUIRED);
    expect(checkVpa('success@razorpay')).toBeNull();
    expect(checkVpa(' ravi.kumar-1@okhdfcbank ')).toBeNull();
    expect(checkVpa('ravi')).toBe(VPA_MESSAGE);
    expect(checkVpa('ravi@')).toBe(VPA_MESSAGE);
    expect(checkVpa('ravi@1bank')).toBe(VPA_MESSAGE);
  });
});

describe('checkCard', () => {
  const now = new Date('2026-11-15T10:00:00+05:30');
  const valid = { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' };

  it('accepts a Luhn-valid number, an expiry not in the past and a CVV of the network’s length', () => {
    expect(checkCard(valid, now)).toEqual({});
    expect(checkCard({ ...valid, number: SANDBOX_CARD_SUCCESS, expiry: '11/26' }, now)).toEqual({});
    expect(checkCard({ number: '3782 822463 10005', expiry: '01/29', cvv: '1234' }, now)).toEqual({});
  });

  it('names each field that is wrong', () => {
    expect(checkCard({ number: '', expiry: '', cvv: '' }, now)).toEqual({
      number: CARD_NUMBER_REQUIRED,
      expiry: CARD_EXPIRY_INVALID,
      cvv: cardCvvInvalid(3),
    });
    expect(checkCard({ ...valid, number: '4111 1111 1111 1112' }, now)).toEqual({
      number: CARD_NUMBER_INVALID,
    });
    expect(checkCard({ ...valid, expiry: '10/26' }, now)).toEqual({ expiry: CARD_EXPIRY_INVALID });
    expect(checkCard({ ...valid, expiry: '13/30' }, now)).toEqual({ expiry: CARD_EXPIRY_INVALID });
    expect(checkCard({ ...valid, cvv: '12' }, now)).toEqual({ cvv: cardCvvInvalid(3) });
    // American Express: four digits.
    expect(checkCard({ number: '378282246310005', expiry: '01/29', cvv: '123' }, now)).toEqual({
      cvv: cardCvvInvalid(4),
    });
  });

  it('asks for 4 CVV digits for American Express only', () => {
    expect(cvvLength('American Express')).toBe(4);
    expect(cvvLength('Visa')).toBe(3);
    expect(cvvLength(null)).toBe(3);
  });
});

describe('payAgainStep', () => {
  it('pays the same order only while it waits for its payment, shows one paid meanwhile, replaces a failed one', () => {
    expect(payAgainStep('Payment Pending')).toBe('pay');
    expect(payAgainStep('Processing')).toBe('show');
    expect(payAgainStep('Completed')).toBe('show');
    expect(payAgainStep('Refunded')).toBe('show');
    expect(payAgainStep('Failed')).toBe('new');
  });
});

describe('afterPlacing', () => {
  it('pays an order waiting for its payment with a gateway order', () => {
    expect(afterPlacing(order())).toBe('pay');
  });

  it('cannot pay an order the gateway never opened (the next Pay is a new order)', () => {
    expect(afterPlacing(order({ payment: null }))).toBe('notStarted');
  });

  it('shows an order paid already (a replayed key) and fails a final one (its payment expired)', () => {
    expect(afterPlacing(order({ status: 'Processing' }))).toBe('show');
    expect(afterPlacing(order({ status: 'Completed' }))).toBe('show');
    expect(afterPlacing(order({ status: 'Refunded' }))).toBe('show');
    expect(afterPlacing(order({ status: 'Failed', failureReason: 'Payment not completed' }))).toBe('failed');
  });
});

describe('refusalToKeep', () => {
  const context = { hasBill: false, isEmailUnverified: false };

  it("keeps the customer's limits beside Pay; Verify now only for the unverified customer's order limit", () => {
    expect(
      refusalToKeep('ORDER_LIMIT_UNVERIFIED', 'Verify', { ...context, isEmailUnverified: true }),
    ).toEqual({
      message: 'Verify',
      verify: true,
    });
    expect(refusalToKeep('ORDER_LIMIT_UNVERIFIED', 'Verify', context)).toEqual({
      message: 'Verify',
      verify: false,
    });
    expect(refusalToKeep('RATE_LIMITED', 'Too many', context)).toEqual({
      message: 'Too many',
      verify: false,
    });
    expect(refusalToKeep('FORBIDDEN', 'No', context)).toEqual({ message: 'No', verify: false });
  });

  it('offers Fetch again when the bill on the summary changed, only when a bill was fetched', () => {
    for (const code of ['BILL_FETCH_EXPIRED', 'BILL_ALREADY_PAID', 'VALIDATION'] as const) {
      expect(refusalToKeep(code, 'Bill', { ...context, hasBill: true })).toEqual({
        message: 'Bill',
        fetchAgain: true,
      });
      expect(refusalToKeep(code, 'Bill', context)).toBeNull();
    }
  });

  it('only notifies any other refusal', () => {
    expect(refusalToKeep('PROVIDER_REFUSED', 'Later', { hasBill: true, isEmailUnverified: true })).toBeNull();
    expect(refusalToKeep(undefined, 'Offline', context)).toBeNull();
  });
});
