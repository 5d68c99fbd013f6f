import type { I18n } from '@lingui/core';
import type { LateRefundDto } from '@paywise/domain/contracts/orders';
import { formatDate } from '@paywise/domain/format';
import { formatInr } from '@paywise/domain/money';
import {
  lateRefundNotice,
  REFUND_AT_GATEWAY,
  REFUND_MISMATCH,
  REFUND_NOT_PAYABLE,
  REFUND_SECOND,
} from '@paywise/domain/order-states';
import { LANGUAGE_TAGS, type Language } from '../../lib/i18n/languages';

/** One line on the order page per payment the order could not take (refunded, or being refunded). */
export interface LateRefundLine {
  key: string;
  text: string;
  refundReference: string | null;
}

/** The refund's reason as the messages' `select` names it (an unknown reason: `other`). */
const REASON_KEY: Record<string, string> = {
  [REFUND_NOT_PAYABLE]: 'notPayable',
  [REFUND_SECOND]: 'second',
  [REFUND_MISMATCH]: 'mismatch',
};

/**
 * The domain's sentence (lateRefundNotice, English) in another language: one message per outcome, each whole
 * sentence per reason, so a translation can order its words as the language wants.
 */
function translatedNotice(
  i18n: I18n,
  {
    refund,
    amount,
    date,
    withClock,
  }: { refund: LateRefundDto; amount: string; date: string | null; withClock: boolean },
): string {
  const reason = REASON_KEY[refund.reason] ?? 'other';
  if (refund.status === 'refunded' && date) {
    if (refund.reason === REFUND_AT_GATEWAY)
      return i18n._({
        id: 'orders.lateRefund.refundedAtGateway',
        message: '{amount} paid for this order was refunded at the payment gateway on {date}.',
        values: { amount, date },
      });
    return i18n._({
      id: 'orders.lateRefund.refunded',
      message:
        '{reason, select, notPayable {{amount} paid after the order closed was refunded on {date}.} second {A second payment of {amount} for this order was refunded on {date}.} mismatch {{amount} paid that did not match the order amount was refunded on {date}.} other {{amount} paid for this order was refunded on {date}.}}',
      values: { reason, amount, date },
    });
  }
  return withClock
    ? i18n._({
        id: 'orders.lateRefund.pendingClock',
        message:
          '{reason, select, notPayable {{amount} paid after the order closed is being refunded: its dates are under Refund.} second {A second payment of {amount} for this order is being refunded: its dates are under Refund.} mismatch {{amount} paid that did not match the order amount is being refunded: its dates are under Refund.} other {{amount} paid for this order is being refunded: its dates are under Refund.}}',
        values: { reason, amount },
      })
    : i18n._({
        id: 'orders.lateRefund.pending',
        message:
          '{reason, select, notPayable {{amount} paid after the order closed is being refunded. Refunds take 5–7 working days.} second {A second payment of {amount} for this order is being refunded. Refunds take 5–7 working days.} mismatch {{amount} paid that did not match the order amount is being refunded. Refunds take 5–7 working days.} other {{amount} paid for this order is being refunded. Refunds take 5–7 working days.}}',
        values: { reason, amount },
      });
}

/** The order's late refunds as the order page says them, oldest payment first. */
export function lateRefundLines(
  refunds: readonly LateRefundDto[] | undefined,
  {
    withClock = false,
    i18n,
  }: {
    /** `withClock`: the order page shows the refunds with their dates (decision 0024). */
    withClock?: boolean;
    /** The language on screen; English (or none) is the domain's text exactly. */
    i18n?: I18n;
  } = {},
): LateRefundLine[] {
  const language = (i18n?.locale ?? 'en') as Language;
  const locale = LANGUAGE_TAGS[language];
  return [...(refunds ?? [])]
    .sort((a, b) => a.paidAt.localeCompare(b.paidAt))
    .map((refund) => {
      const english = language === 'en' || !i18n || !locale;
      const amount = english ? formatInr(refund.amount) : formatInr(refund.amount, locale);
      const refundedOn = refund.refundedAt
        ? (english ? formatDate(refund.refundedAt) : formatDate(refund.refundedAt, locale)) || null
        : null;
      return {
        key: refund.paymentReference,
        text: english
          ? lateRefundNotice(refund, { amountText: amount, refundedOn, withClock })
          : translatedNotice(i18n, { refund, amount, date: refundedOn, withClock }),
        refundReference: refund.refundReference,
      };
    });
}
