import { billerSearchText, searchWords } from '@paywise/domain/bbps';
import type { Operator } from '@paywise/domain/catalogue/types';
import type { BillDto } from '@paywise/domain/contracts/bills';
import { formatInr } from '@paywise/domain/money';
import { i18n } from '../../lib/i18n/i18n';
import { isLanguage, LANGUAGE_TAGS } from '../../lib/i18n/languages';

/** Rupees in the language on screen (these texts are made outside React). */
export const inr = (rupees: number) =>
  formatInr(rupees, LANGUAGE_TAGS[isLanguage(i18n.locale) ? i18n.locale : 'en']);

/** Whether the amount must be the bill's own (the biller takes no part payment, no advance, no other amount). */
export const isFullPaymentOnly = (bill: Pick<BillDto, 'partialPaymentAllowed' | 'amountRule'>): boolean =>
  bill.amountRule !== undefined ? bill.amountRule === 'EXACT' : bill.partialPaymentAllowed === false;

/**
 * The amount (rupees) checked against a fetched bill, as the server checks it again: the bill's amount when it
 * must be paid in full, else from the minimum (or the page's own least amount) up to the bill's amount. Null when
 * it fits, or when the biller says nothing about part payment.
 */
export function billAmountError(
  bill: Pick<BillDto, 'amount' | 'partialPaymentAllowed' | 'minimumAmount' | 'amountRule'>,
  amount: number,
  pageMinimum = 0,
): string | null {
  // An advance is welcome (at least the bill), or any amount is (the page's own least amount still holds).
  if (bill.amountRule === 'EXACT_AND_ABOVE') {
    return amount >= bill.amount
      ? null
      : i18n._({
          id: 'services.bill.atLeast',
          message: 'Amount must be at least {amount}, the bill amount.',
          values: { amount: inr(bill.amount) },
        });
  }
  if (bill.amountRule === 'ANY')
    return amount > 0 ? null : i18n._({ id: 'services.bill.enterAmount', message: 'Enter an amount.' });
  if (!bill.partialPaymentAllowed) {
    return amount === bill.amount
      ? null
      : i18n._({
          id: 'services.bill.exact',
          message: 'Amount must be {amount}, the bill amount.',
          values: { amount: inr(bill.amount) },
        });
  }
  const minimum = Math.max(bill.minimumAmount ?? 0, pageMinimum);
  if (amount > bill.amount || amount < minimum || amount <= 0) {
    return minimum > 0
      ? i18n._({
          id: 'services.bill.between',
          message: 'Amount must be between {min} and {max}.',
          values: { min: inr(minimum), max: inr(bill.amount) },
        })
      : i18n._({
          id: 'services.bill.atMost',
          message: 'Amount must be at most {amount}, the bill amount.',
          values: { amount: inr(bill.amount) },
        });
  }
  return null;
}

/**
 * The billers whose name or aliases hold every word typed, in any order and case ('bescom', 'bangalore',
 * 'power andhra'); the whole list for an empty search. The server's biller search matches the same way.
 */
export function searchOperators<T extends Pick<Operator, 'name' | 'aliases'>>(
  operators: readonly T[],
  query: string,
): T[] {
  const words = searchWords(query);
  if (words.length === 0) return [...operators];
  return operators.filter((operator) => {
    const haystack = billerSearchText(operator.name, operator.aliases);
    return words.every((word) => haystack.includes(word));
  });
}

/** Operator lists longer than this become a searchable combobox; shorter ones stay a native select. */
export const COMBOBOX_THRESHOLD = 12;
