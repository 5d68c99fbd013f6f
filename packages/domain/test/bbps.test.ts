import { describe, expect, it } from 'vitest';
import { convenienceFeePaise, type ConvenienceFeeSlab } from '../src/bbps';
import { bbpsComplaintCoolingHours, bbpsComplaintOpensAt, bbpsComplaintWindow } from '../src/bbps-complaints';
import { SERVICE_LIST } from '../src/catalogue/services';

/** The guide's tiered example: ₹5.90 up to ₹2,000, ₹11.80 from ₹2,000.01 to ₹5,000. */
const TIERED: ConvenienceFeeSlab[] = [
  { minPaise: 1, maxPaise: 200_000, flatFee: 590, percentFee: 0 },
  { minPaise: 200_001, maxPaise: 500_000, flatFee: 1180, percentFee: 0 },
];

describe('convenienceFeePaise (the CCF guide, section 5)', () => {
  it("computes the guide's examples: flat fee plus 18 % GST, rounded to the paisa", () => {
    expect(
      convenienceFeePaise([{ minPaise: 1, maxPaise: 999_999_999_999, flatFee: 50, percentFee: 0 }], 200_000),
    ).toBe(59);
    expect(
      convenienceFeePaise([{ minPaise: 1, maxPaise: 999_999_999_999, flatFee: 100, percentFee: 0 }], 50_000),
    ).toBe(118);
    expect(convenienceFeePaise(TIERED, 250_000)).toBe(1392);
  });

  it('takes the slab whose range holds the amount, both ends inclusive', () => {
    expect(convenienceFeePaise(TIERED, 1)).toBe(696);
    expect(convenienceFeePaise(TIERED, 200_000)).toBe(696);
    expect(convenienceFeePaise(TIERED, 200_001)).toBe(1392);
    expect(convenienceFeePaise(TIERED, 500_000)).toBe(1392);
  });

  it('is zero outside every slab, with no slabs, and for a zero slab', () => {
    expect(convenienceFeePaise(TIERED, 500_001)).toBe(0);
    expect(convenienceFeePaise([], 100_000)).toBe(0);
    expect(
      convenienceFeePaise([{ minPaise: 1, maxPaise: 9_999_999_999, flatFee: 0, percentFee: 0 }], 150_000),
    ).toBe(0);
  });

  it('adds a percentage of the bill amount', () => {
    // (0 + 100000 × 1.2 / 100) × 1.18 = 1416
    expect(
      convenienceFeePaise([{ minPaise: 1, maxPaise: 1_000_000, flatFee: 0, percentFee: 1.2 }], 100_000),
    ).toBe(1416);
  });
});

describe('when a Bharat Connect complaint may be raised (the harmonised TAT: cooling period)', () => {
  const paidAt = new Date('2026-11-27T10:15:00.000Z');
  const HOUR = 60 * 60_000;
  const at = (ms: number) => new Date(paidAt.getTime() + ms);
  const completed = (type: string) => ({
    type,
    status: 'Completed',
    createdAt: paidAt.toISOString(),
    bbpsTransactionId: 'SB0123456789ABCDEF01',
    paysFetchedBill: true,
  });

  it('waits 24 hours for utilities and every other category, none for FASTag, DTH and mobile prepaid', () => {
    for (const type of ['ELECTRICITY', 'WATER', 'GAS', 'BROADBAND', 'POSTPAID', 'MUNICIPAL', 'CYLINDER']) {
      expect(bbpsComplaintCoolingHours(type), type).toBe(24);
    }
    for (const type of ['FASTAG', 'DTH', 'MOBILE', 'DATACARD', 'fastag']) {
      expect(bbpsComplaintCoolingHours(type), type).toBe(0);
    }
    // A category the table does not know yet is a utility's "other category".
    expect(bbpsComplaintCoolingHours('INSURANCE')).toBe(24);
    // Every service of the catalogue has its entry.
    for (const service of SERVICE_LIST) {
      expect([0, 24], service.displayType).toContain(bbpsComplaintCoolingHours(service.displayType));
    }
  });

  it('opens exactly 24 hours after an electricity payment: not a millisecond before', () => {
    expect(bbpsComplaintOpensAt('ELECTRICITY', paidAt).toISOString()).toBe('2026-11-28T10:15:00.000Z');
    expect(bbpsComplaintWindow(completed('ELECTRICITY'), at(24 * HOUR - 1))).toEqual({
      state: 'early',
      opensAt: at(24 * HOUR),
    });
    expect(bbpsComplaintWindow(completed('ELECTRICITY'), at(24 * HOUR)).state).toBe('open');
    expect(bbpsComplaintWindow(completed('ELECTRICITY'), at(24 * HOUR + 1)).state).toBe('open');
    expect(bbpsComplaintWindow(completed('ELECTRICITY'), at(0)).state).toBe('early');
  });

  it('is open at once for FASTag, DTH and mobile prepaid', () => {
    for (const type of ['FASTAG', 'DTH', 'MOBILE']) {
      expect(bbpsComplaintWindow(completed(type), paidAt), type).toEqual({ state: 'open', opensAt: paidAt });
    }
  });

  it('names no window for a payment Bharat Connect has not confirmed, nor for a failed or refunded one', () => {
    const processing = { ...completed('ELECTRICITY'), status: 'Processing', bbpsTransactionId: null };
    expect(bbpsComplaintWindow(processing, at(25 * HOUR))).toEqual({
      state: 'unconfirmed',
      opensAt: at(24 * HOUR),
    });
    // A recharge being processed pays no fetched bill: not a Bharat Connect payment.
    expect(bbpsComplaintWindow({ ...processing, paysFetchedBill: false }, at(25 * HOUR))).toEqual({
      state: 'none',
    });
    for (const status of ['Failed', 'Refunded', 'Payment Pending']) {
      expect(bbpsComplaintWindow({ ...completed('ELECTRICITY'), status }, at(25 * HOUR)), status).toEqual({
        state: 'none',
      });
    }
    // Completed without a B-Connect transaction id (a recharge, a bill paid without a fetch).
    expect(
      bbpsComplaintWindow({ ...completed('ELECTRICITY'), bbpsTransactionId: undefined }, at(25 * HOUR)),
    ).toEqual({ state: 'none' });
  });
});
