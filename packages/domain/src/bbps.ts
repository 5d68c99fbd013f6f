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

/* ------------------------------------------------------------------------------------------------------------ */
/* Biller search and a biller's amount rule                                                                     */

/** Lower case, brackets and punctuation as spaces: 'Bangalore Electricity (BESCOM)' → 'bangalore electricity bescom'. */
export const searchableText = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The words of a search, as the biller search matches them (each must appear, in any order). */
export const searchWords = (query: string): string[] => searchableText(query).split(' ').filter(Boolean);

/** What a biller is found by: its name and the other names customers know it by. */
export const billerSearchText = (name: string, aliases: readonly string[] = []): string =>
  ` ${searchableText([name, ...aliases].join(' '))}`;

/**
 * What amount may be paid of a fetched bill (Bharat Connect's `exactness`, the guide "bill payment options"):
 * the bill's amount only; at least it (advance); up to it (part payment, from the bill's minimum); any amount;
 * or between the bill's minimum and its amount (RANGE, checked as EXACT_AND_BELOW).
 */
export const AMOUNT_RULES = ['EXACT', 'EXACT_AND_ABOVE', 'EXACT_AND_BELOW', 'ANY', 'RANGE'] as const;
export type AmountRule = (typeof AMOUNT_RULES)[number];

/**
 * Why `amountPaise` may not be paid of a bill of `billPaisa` under `rule` (the minimum, in paise, for part
 * payments), in the words of a field message ('must be ₹500.00, the bill amount'); null when it may.
 * `format` writes paise as the message shows them.
 */
export function amountRuleError(
  rule: AmountRule,
  bill: { amountPaise: number; minimumPaise: number | null },
  amountPaise: number,
  format: (paise: number) => string,
): string | null {
  const billText = format(bill.amountPaise);
  switch (rule) {
    case 'ANY':
      return amountPaise > 0 ? null : 'must be more than zero';
    case 'EXACT_AND_ABOVE':
      return amountPaise >= bill.amountPaise ? null : `must be at least ${billText}, the bill amount`;
    case 'EXACT_AND_BELOW':
    case 'RANGE': {
      const minimum = Math.max(1, bill.minimumPaise ?? 1);
      if (amountPaise >= minimum && amountPaise <= bill.amountPaise) return null;
      return bill.minimumPaise !== null
        ? `must be between ${format(minimum)} and ${billText}`
        : `must be at most ${billText}, the bill amount`;
    }
    default:
      return amountPaise === bill.amountPaise ? null : `must be ${billText}, the bill amount`;
  }
}
