import { describe, expect, it } from 'vitest';
import { convenienceFeePaise, type ConvenienceFeeSlab } from '../src/bbps';

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
