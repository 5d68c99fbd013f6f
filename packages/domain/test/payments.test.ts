import { describe, expect, it } from 'vitest';
import {
  VPA_PATTERN,
  cardNetwork,
  discountPaise,
  isExpiryValid,
  isLuhnValid,
  paymentMethodOf,
  promoRuleText,
  promoRuleValues,
} from '../src/payments';

describe('the instant discount rule', () => {
  const rule = { percent: 2, maxDiscountPaise: 10_000 };
  it('is percent of the amount rounded down to the paisa, at most the cap', () => {
    expect(discountPaise(29_900, rule)).toBe(598);
    expect(discountPaise(1_999, rule)).toBe(39); // 39.98 paise → 39
    expect(discountPaise(5_000_000, rule)).toBe(10_000);
    expect(discountPaise(500_000, rule)).toBe(10_000);
    expect(discountPaise(499_900, rule)).toBe(9_998);
  });
  it('is off at 0 % or a 0 cap, and never leaves less than ₹1 to pay', () => {
    expect(discountPaise(29_900, { percent: 0, maxDiscountPaise: 10_000 })).toBe(0);
    expect(discountPaise(29_900, { percent: 2, maxDiscountPaise: 0 })).toBe(0);
    expect(discountPaise(150, { percent: 50, maxDiscountPaise: 10_000 })).toBe(50);
    expect(discountPaise(100, { percent: 50, maxDiscountPaise: 10_000 })).toBe(0);
  });
  it('reads as the banner states it', () => {
    expect(promoRuleText(rule)).toBe('2 % off, up to ₹100');
    expect(promoRuleText({ percent: 5, maxDiscountPaise: 15_050 })).toBe('5 % off, up to ₹150.50');
  });
});

describe('card checks', () => {
  it('Luhn: the test cards pass, one digit changed fails', () => {
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('5555555555554444')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('4111')).toBe(false);
    expect(isLuhnValid('41111111111111a1')).toBe(false);
  });
  it('names the network from the first digits', () => {
    expect(cardNetwork('4111')).toBe('Visa');
    expect(cardNetwork('5555')).toBe('Mastercard');
    expect(cardNetwork('2221')).toBe('Mastercard');
    expect(cardNetwork('6521')).toBe('RuPay');
    expect(cardNetwork('3782')).toBe('American Express');
    expect(cardNetwork('1')).toBeNull();
  });
  it('expiry MM/YY must be a month not yet over', () => {
    const now = new Date(2026, 10, 26);
    expect(isExpiryValid('11/26', now)).toBe(true);
    expect(isExpiryValid('10/26', now)).toBe(false);
    expect(isExpiryValid('13/30', now)).toBe(false);
    expect(isExpiryValid('1/30', now)).toBe(false);
    expect(isExpiryValid('01 / 30', now)).toBe(true);
  });
});

describe('UPI ids and methods', () => {
  it('accepts name@handle only', () => {
    for (const vpa of ['success@razorpay', 'ravi.kumar-1@okhdfcbank', 'a1@ybl'])
      expect(VPA_PATTERN.test(vpa)).toBe(true);
    for (const vpa of ['@ybl', 'ravi@', 'ravi kumar@ybl', 'ravi@@ybl', 'ravi@1bank', 'r@ybl']) {
      expect(VPA_PATTERN.test(vpa)).toBe(false);
    }
  });
  it("maps Razorpay's method names to ours", () => {
    expect(paymentMethodOf('upi')).toBe('UPI');
    expect(paymentMethodOf('card')).toBe('CARD');
    expect(paymentMethodOf('netbanking')).toBe('NETBANKING');
    expect(paymentMethodOf('wallet')).toBe('WALLET');
    expect(paymentMethodOf('paylater')).toBeNull();
  });
});

describe('the instant discount rule’s values', () => {
  it('are what its sentence names, formatted for a language', () => {
    const rule = { percent: 2, maxDiscountPaise: 10_000 };
    expect(promoRuleValues(rule)).toEqual({ percent: '2', max: '₹100' });
    expect(promoRuleValues({ percent: 5, maxDiscountPaise: 15_050 }, 'hi-IN').max).toBe('₹150.50');
  });
});
