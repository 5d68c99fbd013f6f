import type { BillDto } from '@paywise/domain/contracts/bills';
import { DAY_MS, indiaDay } from '@paywise/domain/time';
import { i18n } from '../../lib/i18n/i18n';
import { inr } from './bill-rules';

// A fetched bill's texts (the bill card's): its code comes with the bill card's, not with the first page.

/** Today's date in India, YYYY-MM-DD (the domain's indiaDay). */
export const indiaToday: (now: Date) => string = indiaDay;

/** Whole days from today (India) to a YYYY-MM-DD date: 0 today, negative once it has passed; null if unreadable. */
export function daysUntil(date: string, now: Date): number | null {
  const due = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  const today = Date.parse(`${indiaToday(now)}T00:00:00Z`);
  if (Number.isNaN(due)) return null;
  return Math.round((due - today) / DAY_MS);
}

export type DueTone = 'upcoming' | 'soon' | 'overdue';

/** 'Due in 3 days', 'Due tomorrow', 'Due today', 'Overdue by 2 days', with how urgent it is. */
export function dueInText(dueDate: string, now: Date): { text: string; tone: DueTone } | null {
  const days = daysUntil(dueDate, now);
  if (days === null) return null;
  if (days < 0) {
    const late = -days;
    return {
      text: i18n._({
        id: 'services.bill.overdue',
        message: '{count, plural, one {Overdue by # day} other {Overdue by # days}}',
        values: { count: late },
      }),
      tone: 'overdue',
    };
  }
  if (days === 0)
    return { text: i18n._({ id: 'services.bill.dueToday', message: 'Due today' }), tone: 'soon' };
  if (days === 1)
    return { text: i18n._({ id: 'services.bill.dueTomorrow', message: 'Due tomorrow' }), tone: 'soon' };
  return {
    text: i18n._({
      id: 'services.bill.dueIn',
      message: '{count, plural, one {Due in # day} other {Due in # days}}',
      values: { count: days },
    }),
    tone: days <= 3 ? 'soon' : 'upcoming',
  };
}

/** The bill's part-payment rule in words, or null when it must be paid in full (or the biller does not say). */
export function partPaymentText(
  bill: Pick<BillDto, 'partialPaymentAllowed' | 'minimumAmount'>,
): string | null {
  if (!bill.partialPaymentAllowed) return null;
  return bill.minimumAmount !== undefined
    ? i18n._({
        id: 'services.bill.partPaymentMin',
        message: 'Part payment allowed (minimum {amount})',
        values: { amount: inr(bill.minimumAmount) },
      })
    : i18n._({ id: 'services.bill.partPayment', message: 'Part payment allowed' });
}
