import type { DisplayType } from './catalogue/types';

/**
 * Bharat Connect (BBPS) rules shared by the server and the web app: the customer convenience fee (CCF) a biller
 * may charge, from its slabs (Setu's guide "Customer Convenience Fee": `interchangeFeeDetailsV2`, fee code CCF1,
 * direction C2B), biller search, a biller's amount rule, and when a complaint may be raised. Amounts are integer
 * paise.
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

/* ------------------------------------------------------------------------------------------------------------ */
/* Complaints: when one may be raised (the harmonised TAT's cooling period)                                     */

/**
 * Hours after a bill payment before a Bharat Connect complaint about it may be raised (Setu's guide "Harmonization
 * of TAT", cooling period): none for FASTag, DTH and mobile prepaid (data cards are prepaid mobile data); 24 hours
 * for utilities and every other category. One entry per service as orders are read (the display type: each is one
 * Bharat Connect category); a type not listed (a category added later) waits the 24 hours.
 */
export const BBPS_COMPLAINT_COOLING_HOURS: Readonly<Record<DisplayType, number>> = {
  MOBILE: 0,
  DATACARD: 0,
  DTH: 0,
  FASTAG: 0,
  POSTPAID: 24,
  ELECTRICITY: 24,
  BROADBAND: 24,
  WATER: 24,
  GAS: 24,
  CYLINDER: 24,
  LANDLINE: 24,
  EDUCATION: 24,
  HOUSING: 24,
  METRO: 24,
  ENTERTAINMENT: 24,
  MUNICIPAL: 24,
  CLUBS: 24,
  CABLE: 24,
  CHALLAN: 24,
  HOSPITAL: 24,
  SUBSCRIPTION: 24,
};

/** The cooling period of a category the table does not know ("utilities and other categories"). */
export const BBPS_DEFAULT_COOLING_HOURS = 24;

const HOUR_MS = 60 * 60_000;

/** The cooling period, in hours, of a payment of this display type (MOBILE, ELECTRICITY, …; case-insensitive). */
export function bbpsComplaintCoolingHours(displayType: string): number {
  const hours = (BBPS_COMPLAINT_COOLING_HOURS as Readonly<Record<string, number>>)[displayType.toUpperCase()];
  return hours ?? BBPS_DEFAULT_COOLING_HOURS;
}

/**
 * From when a Bharat Connect complaint about a payment may be raised: the transaction's creation (the order's,
 * `createdAt`: the date on the order page and the receipt) plus its category's cooling period. At that instant
 * exactly the period is over: the complaint may be raised.
 */
export function bbpsComplaintOpensAt(displayType: string, createdAt: Date | string): Date {
  const created = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  return new Date(created.getTime() + bbpsComplaintCoolingHours(displayType) * HOUR_MS);
}

/**
 * Whether a Bharat Connect complaint about an order may be raised now, and from when (the server refuses one
 * raised before; the order and complaint pages say when):
 * - `none`: the order has no Bharat Connect payment to complain about: not paid (Failed), paid and refunded
 *   (Refunded: the biller did not take it, the money went back by itself), or not a bill paid through Bharat
 *   Connect. The ordinary ticket is always there;
 * - `unconfirmed`: paid, the biller has not confirmed the payment yet (Processing): no B-Connect transaction to
 *   name; it is completed or refunded by itself, then a complaint may follow (from `opensAt`);
 * - `early`: completed, within the cooling period: from `opensAt`;
 * - `open`: completed, the cooling period over (or none).
 */
export type BbpsComplaintWindow =
  { state: 'none' } | { state: 'unconfirmed' | 'early' | 'open'; opensAt: Date };

export function bbpsComplaintWindow(
  order: {
    /** The display type (OrderDto.type; orders.display_type). */
    type: string;
    status: string;
    createdAt: Date | string;
    /** The B-Connect transaction id; present once Bharat Connect confirmed the payment. */
    bbpsTransactionId?: string | null;
    /** Whether the order pays a fetched bill (Bharat Connect pays fetched bills only). */
    paysFetchedBill?: boolean;
  },
  now: Date = new Date(),
): BbpsComplaintWindow {
  const opensAt = bbpsComplaintOpensAt(order.type, order.createdAt);
  if (order.status === 'Processing' && order.paysFetchedBill) return { state: 'unconfirmed', opensAt };
  if (order.status !== 'Completed' || !order.bbpsTransactionId) return { state: 'none' };
  return { state: now.getTime() < opensAt.getTime() ? 'early' : 'open', opensAt };
}
