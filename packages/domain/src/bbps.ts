/**
 * Bharat Connect (BBPS) rules shared by the server and the web app: the customer convenience fee (CCF) a biller
 * may charge, from its slabs (Setu's guide "Customer Convenience Fee": `interchangeFeeDetailsV2`, fee code CCF1,
 * direction C2B). Amounts are integer paise.
 */

/** One CCF slab: for bill amounts from `minPaise` to `maxPaise` (both inclusive). */
export interface ConvenienceFeeSlab {
  minPaise: number;
  maxPaise: number;
  /** Paise. */
  flatFee: number;
  /** Percent of the bill amount (0.5 = 0.5 %). */
  percentFee: number;
}

/** GST on the convenience fee, percent (the guide: "currently 18 %"). */
export const CCF_GST_PERCENT = 18;

/**
 * The fee for paying `amountPaise` of a bill: `(flatFee + amount × percentFee / 100) × (1 + GST / 100)` of the
 * slab whose range holds the amount, rounded to the paisa; 0 when no slab holds it (no CCF entry: zero CCF).
 * It is never part of the bill amount sent to the biller (`custConvFee` travels on its own).
 */
export function convenienceFeePaise(slabs: readonly ConvenienceFeeSlab[], amountPaise: number): number {
  const slab = slabs.find((s) => s.minPaise <= amountPaise && amountPaise <= s.maxPaise);
  if (!slab) return 0;
  const base = slab.flatFee + (amountPaise * slab.percentFee) / 100;
  return Math.max(0, Math.round((base * (100 + CCF_GST_PERCENT)) / 100));
}
