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

/** Our payment methods → Bharat Connect's payment modes (all eligible on the INT and MOB agent channels). */
export const BBPS_PAYMENT_MODES: Readonly<Record<string, string>> = {
  UPI: 'UPI',
  CARD: 'Debit Card',
  NETBANKING: 'Internet Banking',
  WALLET: 'Wallet',
};

/** The BBPS payment mode of a payment method (UPI when none is known). */
export const bbpsPaymentMode = (method: string | null | undefined): string =>
  BBPS_PAYMENT_MODES[method ?? ''] ?? 'UPI';

/* ------------------------------------------------------------------------------------------------------------ */
/* Payment options (the guide "bill payment options")                                                          */

/**
 * One amount choice a fetched bill offers besides its amount (`paymentOptions`: Minimum Due, 1 Month EMI, Late
 * Payment Amount...): a fixed `amountPaise`, or a range (`minPaise`/`maxPaise`, a multiple of `multiplePaise`).
 */
export interface BillPaymentOption {
  name: string;
  amountPaise?: number;
  minPaise?: number;
  maxPaise?: number;
  multiplePaise?: number;
}

export type PaymentChoice =
  | { ok: true; option: BillPaymentOption | null }
  | {
      ok: false;
      code: 'PAYMENT_OPTION_UNKNOWN' | 'AMOUNT_NOT_ALLOWED';
      /** What is wrong, naming what is allowed ('must be ₹500.00 (Minimum Due)'). */
      message: string;
      /** The allowed amounts, as the message names them. */
      allowed: string[];
    };

/** The amounts an option allows, in words: its amount, else its range (and multiple). */
function optionAllows(option: BillPaymentOption, format: (paise: number) => string): string {
  if (option.amountPaise !== undefined) return `${format(option.amountPaise)} (${option.name})`;
  const range =
    option.minPaise !== undefined && option.maxPaise !== undefined
      ? `between ${format(option.minPaise)} and ${format(option.maxPaise)}`
      : option.minPaise !== undefined
        ? `at least ${format(option.minPaise)}`
        : option.maxPaise !== undefined
          ? `at most ${format(option.maxPaise)}`
          : 'any amount';
  const multiple = option.multiplePaise ? `, in steps of ${format(option.multiplePaise)}` : '';
  return `${range}${multiple} (${option.name})`;
}

/** Whether an option takes `amountPaise` (its amount exactly; else its bounds and multiple). */
function optionTakes(option: BillPaymentOption, amountPaise: number): boolean {
  if (option.amountPaise !== undefined) return amountPaise === option.amountPaise;
  if (amountPaise <= 0) return false;
  if (option.minPaise !== undefined && amountPaise < option.minPaise) return false;
  if (option.maxPaise !== undefined && amountPaise > option.maxPaise) return false;
  return !option.multiplePaise || amountPaise % option.multiplePaise === 0;
}

/**
 * Whether `amountPaise` may be paid of a fetched bill, with the option named (`optionName`) or none:
 * - an option named must be one of the bill's, by its exact name (PAYMENT_OPTION_UNKNOWN otherwise), and the
 *   amount its amount, or within its bounds and multiple (AMOUNT_NOT_ALLOWED);
 * - no option: the bill's amount rule (exactness, from the bill's minimum); an amount that is exactly one fixed
 *   option's (and not the bill's) is that option (the guide: an option's amount is paid naming it);
 * the refusal names every allowed amount. `format` writes paise as the message shows them.
 */
export function checkPaymentChoice(input: {
  rule: AmountRule;
  bill: { amountPaise: number; minimumPaise: number | null };
  options: readonly BillPaymentOption[];
  optionName: string | null;
  amountPaise: number;
  format: (paise: number) => string;
}): PaymentChoice {
  const { rule, bill, options, optionName, amountPaise, format } = input;
  const allowedOptions = options.map((option) => optionAllows(option, format));
  if (optionName !== null) {
    const option = options.find((candidate) => candidate.name === optionName);
    if (!option) {
      const names = options.map((candidate) => candidate.name);
      return {
        ok: false,
        code: 'PAYMENT_OPTION_UNKNOWN',
        message: names.length
          ? `must be one of the bill's options: ${names.join(', ')}`
          : 'must be left out: this bill offers no options',
        allowed: names,
      };
    }
    if (optionTakes(option, amountPaise)) return { ok: true, option };
    const allowed = [optionAllows(option, format)];
    return { ok: false, code: 'AMOUNT_NOT_ALLOWED', message: `must be ${allowed[0]}`, allowed };
  }
  const fixed = options.find(
    (option) => option.amountPaise !== undefined && option.amountPaise === amountPaise,
  );
  if (fixed && amountPaise !== bill.amountPaise) return { ok: true, option: fixed };
  const byRule = amountRuleError(rule, bill, amountPaise, format);
  if (byRule === null) return { ok: true, option: null };
  const billAllows = byRule.replace(/^must be /, '');
  const allowed = [billAllows, ...allowedOptions];
  return {
    ok: false,
    code: 'AMOUNT_NOT_ALLOWED',
    message: allowedOptions.length ? `must be ${billAllows}, or ${allowedOptions.join(', or ')}` : byRule,
    allowed,
  };
}
