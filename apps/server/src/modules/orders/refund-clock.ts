import type { FastifyBaseLogger } from 'fastify';
import type { OrderRefundDto, RefundStatus } from '@paywise/domain/contracts/orders';
import { formatDate, formatOrderId } from '@paywise/domain/format';
import { formatInr, paiseToRupees } from '@paywise/domain/money';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@paywise/domain/payments';
import { isRefundPastDue, refundExpectedBy } from '@paywise/domain/time';
import { describeMailError, type Mailer } from '../../adapters/mailer/mailer';
import type { UnansweredNotice } from './pipeline/deps';
import type { Executor } from './repo';
import { findAdminEmails, findUnprocessedRefunds, type ClockRefundRow } from './repo';

/*
 * The refund clock (docs/decisions/0024): every refund answered with the date it should reach the customer by
 * (T+5 business days for UPI, cards and net banking, T+1 for wallets; domain/time.ts), past-due refunds counted
 * for the admin and mailed to the admins daily.
 */

/** The daily mail of refunds past due: 10:00 India time, office hours. */
export const REFUNDS_PAST_DUE_JOB = 'orders-refunds-past-due';
export const REFUNDS_PAST_DUE_CRON = '0 10 * * *';

const asPaymentMethod = (value: string | null): PaymentMethod | null =>
  PAYMENT_METHODS.find((method) => method === value) ?? null;

/** The refund as the order reads it; `now` decides whether it is past due. */
export function toOrderRefund(row: ClockRefundRow, now: Date): OrderRefundDto {
  const method = asPaymentMethod(row.method) ?? asPaymentMethod(row.orderPaymentMethod);
  const expectedBy = refundExpectedBy(row.createdAt, method);
  const status: RefundStatus =
    row.processedAt || row.gatewayStatus === 'processed'
      ? 'processed'
      : row.gatewayStatus === 'failed'
        ? 'failed'
        : 'started';
  return {
    amount: paiseToRupees(row.amountPaise),
    method,
    startedAt: row.createdAt.toISOString(),
    expectedBy,
    processedAt: row.processedAt?.toISOString() ?? null,
    status,
    refundId: row.refundRef,
    pastDue: status !== 'processed' && isRefundPastDue(expectedBy, now),
  };
}

export interface PastDueRefund extends OrderRefundDto {
  orderId: number;
  paymentId: string;
  /** How often the gateway refused this payment's refund. */
  gatewayFailures: number;
}

/** The refunds past their expected date and not processed, oldest first. */
export async function findPastDueRefunds(
  db: Executor,
  { now = new Date(), attentionFailures }: { now?: Date; attentionFailures: number },
): Promise<PastDueRefund[]> {
  // Past its date, or refused by the gateway `attentionFailures` times or more (the sweeper keeps replacing it;
  // a person should look).
  const rows = await findUnprocessedRefunds(db, now);
  return rows
    .map((row) => ({
      ...toOrderRefund(row, now),
      orderId: row.orderId,
      paymentId: row.paymentId,
      gatewayFailures: row.gatewayFailures,
    }))
    .filter((refund) => refund.pastDue || refund.gatewayFailures >= attentionFailures);
}

export interface RefundsPastDueMailDeps {
  db: Executor;
  mailer: Mailer;
  log: FastifyBaseLogger;
  appUrl: string;
  /** A refund the gateway refused this often is listed even before its date (REFUND_ATTENTION_FAILURES). */
  attentionFailures: number;
  /** The kept provider notices that need a person (listed after the refunds); none when absent. */
  notices?: () => Promise<UnansweredNotice[]>;
  now?: Date;
}

/** One line of the admins' mail for a kept provider notice. */
function noticeLine(n: UnansweredNotice): string {
  return [
    `Order ${formatOrderId(n.orderId)}: the provider's ${n.kind} notice of ${formatDate(n.receivedAt.toISOString())}`,
    `  its status asked ${n.attempts} times without an answer (still asked), last: ${n.lastError ?? 'no error kept'}`,
  ].join('\n');
}

/** One line of the admins' mail. */
function pastDueLine(r: PastDueRefund): string {
  const method = r.method ? PAYMENT_METHOD_LABELS[r.method] : 'the payment source';
  return [
    `Order ${formatOrderId(r.orderId)}: ${formatInr(r.amount)} back to ${method}`,
    `  started ${formatDate(r.startedAt)}, expected by ${formatDate(r.expectedBy)}, ${r.status}`,
    `  payment ${r.paymentId}, refund ${r.refundId ?? 'not accepted by the gateway yet'}`,
    ...(r.gatewayFailures > 0
      ? [`  refused by the gateway ${r.gatewayFailures} times (a new refund is asked each time)`]
      : []),
  ].join('\n');
}

/**
 * The daily job: mails every admin the list of refunds past due and of kept provider notices nobody could get an
 * answer about (nothing when there is neither). A mail that cannot be sent is logged at warn and the others still
 * go. Returns the number of mails sent.
 */
export async function runRefundsPastDueMail(deps: RefundsPastDueMailDeps): Promise<number> {
  const pastDue = await findPastDueRefunds(deps.db, {
    now: deps.now ?? new Date(),
    attentionFailures: deps.attentionFailures,
  });
  const notices = (await deps.notices?.()) ?? [];
  if (pastDue.length === 0 && notices.length === 0) return 0;
  const admins = await findAdminEmails(deps.db);
  if (admins.length === 0) {
    deps.log.warn(
      { pastDue: pastDue.length, notices: notices.length },
      'refunds past due or provider notices unanswered, but no admin has an e-mail address to tell',
    );
    return 0;
  }
  const refundsPart =
    pastDue.length === 0
      ? []
      : [
          `${pastDue.length} refund${pastDue.length === 1 ? ' is' : 's are'} past the date promised to the customer ` +
            'and not processed by the payment gateway yet (T+5 business days for UPI, cards and net banking, T+1 ' +
            'for wallets; RBI compensation may be owed after the turnaround time).',
          '',
          ...pastDue.map(pastDueLine),
          '',
        ];
  const noticesPart =
    notices.length === 0
      ? []
      : [
          `${notices.length} provider notice${notices.length === 1 ? '' : 's'} (a webhook whose status query ` +
            'failed) could not be answered after repeated questions: a reversal or a refusal may be waiting. Check ' +
            "each order in the provider's dashboard; the app keeps asking every hour.",
          '',
          ...notices.map(noticeLine),
          '',
        ];
  const text = [...refundsPart, ...noticesPart, `Admin dashboard: ${deps.appUrl}/admin`].join('\n');
  const subject = [
    ...(pastDue.length > 0 ? [`Refunds past due: ${pastDue.length}`] : []),
    ...(notices.length > 0 ? [`Provider notices unanswered: ${notices.length}`] : []),
  ].join('; ');
  let sent = 0;
  for (const to of admins) {
    try {
      await deps.mailer.send({ to, subject, text });
      sent += 1;
    } catch (error) {
      deps.log.warn({ err: describeMailError(error) }, 'the refunds past due mail could not be sent');
    }
  }
  return sent;
}
