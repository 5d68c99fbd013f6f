import { formatOrderId } from '@paywise/domain/format';
import { csvRupees } from '@paywise/domain/money';
import { addDays, indiaDay, indiaDayStart } from '@paywise/domain/time';
import type { FastifyBaseLogger } from 'fastify';
import { describeSmsError, SmsError, type Sms, type SmsSender } from '../../adapters/sms';
import type { Database } from '../../db/client';
import type { RecurringJob } from '../../plugins/jobs';
import { mayNotify } from '../privacy';
import { orderCompletedSms, refundStartedSms } from './messages';
import {
  countSentSince,
  dueNotificationIds,
  findUser,
  finishNotification,
  insertNotification,
  leaseNotification,
  type NotificationRow,
} from './repo';

/** What the notifier needs of an order that just changed status (the orders module's row has these fields). */
export interface OrderChange {
  id: number;
  customerId: number;
  status: string;
  amountPaise: number;
  discountPaise: number;
  displayType: string;
  mobile: string | null;
  accountNumber: string | null;
}

/** Days a refund takes to reach the customer's account, as the refund SMS promises (India dates). */
export const REFUND_EXPECTED_DAYS = 7;
/** Attempts of one SMS while the provider is failing (5xx, timeout), spaced by RETRY_SECONDS. */
const MAX_ATTEMPTS = 5;
const RETRY_SECONDS = [60, 300, 900, 3600];
/** A leased notification is the leaseholder's this long (longer than one send may take). */
const LEASE_SECONDS = 60;
export const SMS_NOTIFICATIONS_JOB = 'sms-notifications';

export interface SmsNotifier {
  /** Called after an order moved (tiny hook in the orders service): never throws, never waits for the SMS. */
  orderChanged(order: OrderChange): void;
  /** Sends the notifications that are due (the job's work; tests call it). */
  sendDue(): Promise<number>;
  /** Resolves once the sends started by orderChanged are done (app close, tests). */
  settled(): Promise<void>;
  jobs(): RecurringJob[];
}

/**
 * Transactional SMS: order completed and refund started, to the customer's verified number when they have not
 * turned them off, at most `dailyCap` per number per India day (sign-in codes are not counted or capped here).
 * Each is recorded first (one per order and kind), then sent; a provider failing for a while is retried by the job.
 */
export function createSmsNotifier(deps: {
  db: Database;
  sms: () => SmsSender;
  log: FastifyBaseLogger;
  dailyCap: number;
}): SmsNotifier {
  const { db, log } = deps;
  const running = new Set<Promise<unknown>>();

  function messageFor(order: OrderChange, to: string, language: string | null): Sms | null {
    const amount = csvRupees(order.amountPaise - order.discountPaise);
    const orderId = formatOrderId(order.id);
    if (order.status === 'Completed') {
      return orderCompletedSms(
        to,
        {
          amount,
          service: order.displayType,
          number: order.mobile ?? order.accountNumber ?? '',
          order: orderId,
        },
        language,
      );
    }
    if (order.status === 'Refunded') {
      const date = addDays(indiaDay(new Date()), REFUND_EXPECTED_DAYS);
      const [y, m, d] = date.split('-');
      return refundStartedSms(to, { amount, order: orderId, date: `${d}-${m}-${y}` }, language);
    }
    return null;
  }

  async function record(order: OrderChange): Promise<void> {
    if (order.status !== 'Completed' && order.status !== 'Refunded') return;
    if (deps.sms().kind === 'none') return;
    const customer = await findUser(db, order.customerId);
    if (!customer?.phoneNumber || !customer.mobileVerifiedAt) return;
    // Order completed and refund started are order updates: the customer's choice (docs/decisions/0023).
    if (!mayNotify(customer, 'sms', 'orderUpdates')) return;
    // Written now, in the customer's saved language, and kept: a retry sends the same text.
    const sms = messageFor(order, customer.phoneNumber, customer.language);
    if (!sms) return;
    const row = await insertNotification(db, {
      orderId: order.id,
      kind: sms.kind,
      mobile: sms.to,
      variables: JSON.stringify(sms.variables),
      text: sms.text,
    });
    if (row) await attempt(row.id);
  }

  /** One attempt of one notification, if it is still due and pending (leased first). */
  async function attempt(id: number): Promise<void> {
    const row = await leaseNotification(db, id, LEASE_SECONDS);
    if (!row) return;
    const sent = await countSentSince(db, row.mobile, indiaDayStart(indiaDay(new Date())));
    if (sent >= deps.dailyCap) {
      log.info({ notificationId: row.id }, 'transactional SMS over the daily cap of its number: not sent');
      await finishNotification(db, row.id, { status: 'capped', attempts: row.attempts });
      return;
    }
    const attempts = row.attempts + 1;
    try {
      await deps.sms().send(toSms(row));
      await finishNotification(db, row.id, { status: 'sent', attempts });
    } catch (error) {
      const retryable = error instanceof SmsError && error.retryable && attempts < MAX_ATTEMPTS;
      log.warn(
        { notificationId: row.id, attempts, sms: describeSmsError(error) },
        'transactional SMS not sent',
      );
      await finishNotification(
        db,
        row.id,
        retryable
          ? {
              status: 'pending',
              attempts,
              retryInSeconds: RETRY_SECONDS[Math.min(attempts - 1, RETRY_SECONDS.length - 1)],
            }
          : { status: 'failed', attempts },
      );
    }
  }

  function toSms(row: NotificationRow): Sms {
    return {
      to: row.mobile,
      kind: row.kind === 'refund' ? 'refund' : 'order',
      variables: JSON.parse(row.variables) as Record<string, string>,
      text: row.text,
    };
  }

  const track = (work: Promise<unknown>) => {
    const guarded = work.catch((err: unknown) => {
      log.error({ err }, 'transactional SMS could not be recorded or sent');
    });
    running.add(guarded);
    void guarded.finally(() => running.delete(guarded));
  };

  return {
    orderChanged(order) {
      track(record(order));
    },
    async sendDue() {
      const ids = await dueNotificationIds(db, 50);
      for (const id of ids) await attempt(id);
      return ids.length;
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
    jobs() {
      return [{ name: SMS_NOTIFICATIONS_JOB, everyMs: 60_000, run: () => this.sendDue() }];
    },
  };
}
