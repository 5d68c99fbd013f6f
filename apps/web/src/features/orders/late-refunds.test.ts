import type { LateRefundDto } from '@paywise/domain/contracts/orders';
import {
  REFUND_AT_GATEWAY,
  REFUND_MISMATCH,
  REFUND_NOT_PAYABLE,
  REFUND_SECOND,
} from '@paywise/domain/order-states';
import { describe, expect, it } from 'vitest';
import { i18nIn } from '../../lib/i18n/test-catalogues';
import { lateRefundLines } from './late-refunds';

const refund = (over: Partial<LateRefundDto>): LateRefundDto => ({
  paymentReference: 'pay_late1',
  amount: 299,
  reason: REFUND_NOT_PAYABLE,
  status: 'refunded',
  refundReference: 'rfnd_1',
  paidAt: '2026-11-26T18:40:00.000Z',
  // 00:10 IST on the 27th: the date is India's, not UTC's (26th).
  refundedAt: '2026-11-26T18:40:00.000Z',
  ...over,
});

describe('the order page’s late refunds', () => {
  it('says a payment after the order closed was refunded, on the India date', () => {
    expect(lateRefundLines([refund({})])).toEqual([
      {
        key: 'pay_late1',
        text: '₹299 paid after the order closed was refunded on 27-11-2026.',
        refundReference: 'rfnd_1',
      },
    ]);
  });

  it('says it is being refunded until the gateway confirms', () => {
    const [line] = lateRefundLines([
      refund({ status: 'pending', refundedAt: null, refundReference: null, amount: 1234.5 }),
    ]);
    expect(line?.text).toBe(
      '₹1,234.50 paid after the order closed is being refunded. Refunds take 5–7 working days.',
    );
  });

  it('leaves the dates to the refund clock when the order has refund records (decision 0024)', () => {
    const [line] = lateRefundLines(
      [refund({ status: 'pending', refundedAt: null, refundReference: null, amount: 1234.5 })],
      { withClock: true },
    );
    expect(line?.text).toBe(
      '₹1,234.50 paid after the order closed is being refunded: its dates are under Refund.',
    );
  });

  it('words each reason, and one it does not know, plainly', () => {
    const texts = lateRefundLines([
      refund({ reason: REFUND_SECOND, paymentReference: 'a', paidAt: '2026-11-26T10:00:00.000Z' }),
      refund({ reason: REFUND_MISMATCH, paymentReference: 'b', paidAt: '2026-11-26T11:00:00.000Z' }),
      refund({ reason: REFUND_AT_GATEWAY, paymentReference: 'c', paidAt: '2026-11-26T12:00:00.000Z' }),
      refund({ reason: 'Something new.', paymentReference: 'd', paidAt: '2026-11-26T09:00:00.000Z' }),
    ]).map((line) => line.text);
    expect(texts).toEqual([
      '₹299 paid for this order was refunded on 27-11-2026.',
      'A second payment of ₹299 for this order was refunded on 27-11-2026.',
      '₹299 paid that did not match the order amount was refunded on 27-11-2026.',
      '₹299 paid for this order was refunded at the payment gateway on 27-11-2026.',
    ]);
  });

  it('shows nothing for an order without late refunds (or a server that does not send them)', () => {
    expect(lateRefundLines(undefined)).toEqual([]);
    expect(lateRefundLines([])).toEqual([]);
  });

  it('reads the same with the language on screen English', async () => {
    const en = await i18nIn('en');
    const refunds = [
      refund({ paymentReference: 'a', paidAt: '2026-11-26T10:00:00.000Z' }),
      refund({ reason: REFUND_AT_GATEWAY, paymentReference: 'b', paidAt: '2026-11-26T11:00:00.000Z' }),
      refund({
        status: 'pending',
        refundedAt: null,
        paymentReference: 'c',
        paidAt: '2026-11-26T12:00:00.000Z',
      }),
    ];
    expect(lateRefundLines(refunds, { i18n: en })).toEqual(lateRefundLines(refunds));
    expect(lateRefundLines(refunds, { i18n: en, withClock: true })).toEqual(
      lateRefundLines(refunds, { withClock: true }),
    );
  });

  it('says each reason and outcome in Hindi and Tamil, with the language’s amounts and dates', async () => {
    const hi = await i18nIn('hi');
    const ta = await i18nIn('ta');
    const [notPayable] = lateRefundLines([refund({})], { i18n: hi });
    expect(notPayable?.text).toBe('ऑर्डर बंद होने के बाद चुकाए गए ₹299 27/11/2026 को रिफ़ंड कर दिए गए।');
    const [pending] = lateRefundLines(
      [refund({ status: 'pending', refundedAt: null, reason: REFUND_SECOND })],
      {
        i18n: ta,
      },
    );
    expect(pending?.text).toBe(
      'இந்த ஆர்டருக்கான ₹299 இரண்டாவது கட்டணம் திருப்பி அளிக்கப்படுகிறது. பணத்திருப்பத்திற்கு 5–7 வேலை நாட்கள் ஆகும்.',
    );
    for (const i18n of [hi, ta])
      for (const withClock of [false, true])
        for (const status of ['refunded', 'pending'] as const)
          for (const reason of [
            REFUND_NOT_PAYABLE,
            REFUND_SECOND,
            REFUND_MISMATCH,
            REFUND_AT_GATEWAY,
            'New.',
          ])
            expect(
              lateRefundLines(
                [refund(status === 'pending' ? { status, reason, refundedAt: null } : { status, reason })],
                { i18n, withClock },
              )[0]?.text,
            ).not.toMatch(/[a-z]{3,}/i);
  });
});
