import { describe, expect, it } from 'vitest';
import {
  REFUND_BUSINESS_DAYS,
  addBusinessDays,
  isBusinessDay,
  isRefundPastDue,
  refundExpectedBy,
} from '../src/time';

/*
 * Business days (docs/decisions/0024): Monday to Saturday, except the second and fourth Saturday of the month and
 * Sundays. National bank holidays are not counted out (no list of them is kept).
 */
describe('business days', () => {
  it('are Monday to Saturday except Sundays and the second and fourth Saturday', () => {
    // November 2026: the 1st is a Sunday; Saturdays are the 7th, 14th, 21st and 28th.
    expect(isBusinessDay('2026-11-02')).toBe(true); // Monday
    expect(isBusinessDay('2026-11-01')).toBe(false); // Sunday
    expect(isBusinessDay('2026-11-07')).toBe(true); // first Saturday
    expect(isBusinessDay('2026-11-14')).toBe(false); // second Saturday
    expect(isBusinessDay('2026-11-21')).toBe(true); // third Saturday
    expect(isBusinessDay('2026-11-28')).toBe(false); // fourth Saturday
    // August 2026: the 1st is a Saturday (first), the 8th second, 22nd fourth, 29th fifth.
    expect(isBusinessDay('2026-08-01')).toBe(true);
    expect(isBusinessDay('2026-08-08')).toBe(false);
    expect(isBusinessDay('2026-08-22')).toBe(false);
    expect(isBusinessDay('2026-08-29')).toBe(true);
  });

  it('are counted after the starting day, skipping days that are not business days', () => {
    expect(addBusinessDays('2026-11-02', 1)).toBe('2026-11-03'); // Mon → Tue
    expect(addBusinessDays('2026-11-02', 5)).toBe('2026-11-07'); // Mon → first Saturday
    expect(addBusinessDays('2026-11-09', 5)).toBe('2026-11-16'); // skips the 2nd Saturday and the Sunday
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30'); // Fri → Mon over the 4th Saturday and Sunday
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30'); // from a holiday: the next business day
    expect(addBusinessDays('2026-12-29', 5)).toBe('2027-01-04'); // over the year's end
    expect(addBusinessDays('2026-11-02', 0)).toBe('2026-11-02');
  });
});

describe('the refund clock', () => {
  it('expects UPI and card refunds by T+5 business days and wallet refunds by T+1, on the India day', () => {
    expect(REFUND_BUSINESS_DAYS).toMatchObject({ UPI: 5, CARD: 5, WALLET: 1 });
    // 27 Nov 2026 20:00 UTC is 28 Nov 01:30 in India (the fourth Saturday): T is the 28th.
    const started = new Date('2026-11-27T20:00:00Z');
    expect(refundExpectedBy(started, 'UPI')).toBe('2026-12-04');
    expect(refundExpectedBy(started, 'CARD')).toBe('2026-12-04');
    expect(refundExpectedBy(started, 'WALLET')).toBe('2026-11-30');
    // A method we do not know, or none recorded: the longest clock.
    expect(refundExpectedBy(started, null)).toBe('2026-12-04');
    expect(refundExpectedBy(started, 'NETBANKING')).toBe('2026-12-04');
  });

  it('is past due from the India day after the expected day', () => {
    expect(isRefundPastDue('2026-12-04', new Date('2026-12-04T18:29:59Z'))).toBe(false); // 23:59 IST on the 4th
    expect(isRefundPastDue('2026-12-04', new Date('2026-12-04T18:30:00Z'))).toBe(true); // 00:00 IST on the 5th
  });
});
