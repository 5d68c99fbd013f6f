import type { FastifyBaseLogger } from 'fastify';
import { repeatOrderHref } from '@paywise/domain/catalogue/repeat-link';
import { SERVICE_LIST, SERVICES } from '@paywise/domain/catalogue/services';
import type { ServiceDefinition } from '@paywise/domain/catalogue/types';
import { DAY_MS, INDIA_TIME_ZONE, indiaDay } from '@paywise/domain/time';
import type { Biller } from '../../adapters/biller/biller';
import type { Mailer } from '../../adapters/mailer/mailer';
import { describeMailError } from '../../adapters/mailer/mailer';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import { translator } from '../../lib/i18n';
import { isBillPaidByCustomer } from '../orders';
import { linkSecret, readLinkToken, signLinkToken } from '../../lib/signed-link';
import { mayNotify, unsubscribeHeaders, unsubscribeUrl as unsubscribeLink } from '../privacy';
import {
  claimBillReminder,
  deleteStaleBillFetches,
  listReminderTargets,
  releaseBillReminder,
  turnRemindersOff,
} from './repo';

/* Bill due reminders: the daily mail of the saved billers whose bill is due soon, and its turn-off links. */

/** The pg-boss queue of the daily reminders (also its job_runs row). */
export const BILL_REMINDERS_JOB = 'bill-reminders';
/** 09:00 India time, every day. */
export const BILL_REMINDERS_CRON = '0 9 * * *';
export const BILL_REMINDERS_TZ = INDIA_TIME_ZONE;

/** The services whose saved billers get reminders: those that present bills. */
export const REMINDER_SERVICES = SERVICE_LIST.filter((def) => def.bill !== 'none').map((def) => def.slug);

export interface BillReminderDeps {
  db: Database;
  biller: Biller;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The web app's public address, without a trailing slash (links in the mail). */
  appUrl: string;
  /** Remind when the bill is due within this many days (or overdue). */
  reminderDays: number;
  /** Signs the one-click 'turn off reminders' links (remindersSecret). */
  secret: string | Buffer;
}

/** The secret of the 'turn off reminders' links: derived from the JWT secret under its own label. */
export const remindersSecret = (jwtSecret: string) => linkSecret(jwtSecret, 'bill-reminders-off');

/** `<saved number id>.<HMAC-SHA256 of it>`: the token of a saved biller's 'turn off reminders' link. */
export function remindersOffToken(secret: string | Buffer, savedNumberId: number): string {
  return signLinkToken(secret, 'reminders-off', String(savedNumberId));
}

/** The saved biller a token names, or null for a forged or altered token. */
export function readRemindersOffToken(secret: string | Buffer, token: string): number | null {
  const subject = readLinkToken(secret, 'reminders-off', token);
  if (subject === null || !/^\d{1,10}$/.test(subject)) return null;
  const id = Number(subject);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** Turns reminders off for the saved biller a link names: 400 for a forged token, 404 when it is gone. */
export async function turnOffReminders(db: Database, secret: string | Buffer, token: string): Promise<void> {
  const id = readRemindersOffToken(secret, token);
  if (id === null) throw badRequest('LINK_INVALID', 'This link is not valid.');
  if (!(await turnRemindersOff(db, id))) throw notFound('NOT_FOUND', 'This saved biller no longer exists.');
}

/** DD-MM-YYYY of an India date. */
const dayText = (day: string) => day.split('-').reverse().join('-');

export function billReminderMail(input: {
  biller: string;
  nickname: string | null;
  identifierLabel: string;
  identifier: string;
  amount: number;
  dueDate: string;
  isOverdue: boolean;
  payUrl: string;
  offUrl: string;
  /** Stops every bill reminder mail (the customer's notification choices). */
  unsubscribeUrl?: string;
  /** The customer's saved language; English when none. */
  language?: string | null;
}) {
  const tr = translator(input.language);
  const amount = tr.rupees(input.amount);
  const due = dayText(input.dueDate);
  const overdue = String(input.isOverdue);
  const name = input.nickname
    ? tr.t('mail.billReminder.name', { biller: input.biller, nickname: input.nickname })
    : input.biller;
  return {
    subject: tr.t('mail.billReminder.subject', { overdue, biller: input.biller, amount, due }),
    text:
      tr.t('mail.billReminder.text', {
        name,
        identifierLabel: tr.identifierLabel(input.identifierLabel),
        identifier: input.identifier,
        amount,
        overdue,
        due,
        payUrl: input.payUrl,
        offUrl: input.offUrl,
      }) + (input.unsubscribeUrl ? tr.t('mail.billReminder.unsubscribe', { url: input.unsubscribeUrl }) : ''),
  };
}

export interface BillReminderRun {
  checked: number;
  sent: number;
  failed: number;
}

/**
 * One daily run (the bill-reminders job; tests call it directly): for every saved biller with reminders on, of a
 * customer with a verified email, asks the biller for the current bill; when it is due within `reminderDays` (or
 * overdue), not paid through PayWise (an order of that bill number Processing or Completed) and not reminded yet,
 * claims the reminder (bill_reminders, ON CONFLICT DO NOTHING) and mails only when the claim inserted it, so two
 * runs or two servers send one mail. A mail that fails releases its claim (the next run tries again); a biller or
 * mail failure is logged and the run goes on with the others. Also forgets fetches nobody can pay any more.
 */
export async function runBillReminders(deps: BillReminderDeps, now = new Date()): Promise<BillReminderRun> {
  const { db, biller, mailer, log } = deps;
  const lastDay = indiaDay(new Date(now.getTime() + deps.reminderDays * DAY_MS));
  const today = indiaDay(now);
  const run: BillReminderRun = { checked: 0, sent: 0, failed: 0 };
  for (const target of await listReminderTargets(db, REMINDER_SERVICES)) {
    // The customer may have turned bill reminder emails off (their notification choices, docs/decisions/0023).
    if (!mayNotify(target, 'email', 'billReminders')) continue;
    run.checked++;
    const def = SERVICES[target.service as ServiceDefinition['slug']];
    try {
      const bill = await biller.fetchBill({
        orderType: def.orderType,
        displayType: def.displayType,
        operator: target.operator,
        accountNumber: target.identifier,
      });
      if (!bill || bill.dueDate > lastDay) continue;
      if (await isBillPaidByCustomer(db, target.customerId, bill.billNumber)) continue;
      const claimed = await claimBillReminder(db, target.savedNumberId, bill.billNumber, bill.dueDate);
      if (claimed === null) continue;
      const isMobile = def.identifier.orderField === 'number';
      const payPath = repeatOrderHref({
        type: def.displayType,
        operator: target.operator,
        mobile: isMobile ? target.identifier : null,
        accountNumber: isMobile ? null : target.identifier,
        circle: null,
        amount: 0,
      });
      const unsubscribeUrl = unsubscribeLink({
        appUrl: deps.appUrl,
        secret: deps.secret,
        userId: target.customerId,
        channel: 'email',
        kind: 'billReminders',
      });
      const mail = billReminderMail({
        biller: target.operator,
        nickname: target.nickname,
        identifierLabel: def.identifier.label,
        identifier: target.identifier,
        amount: bill.amount,
        dueDate: bill.dueDate,
        isOverdue: bill.dueDate < today,
        payUrl: `${deps.appUrl}${payPath ?? def.route}`,
        offUrl: `${deps.appUrl}/api/bills/reminders/off?token=${remindersOffToken(deps.secret, target.savedNumberId)}`,
        unsubscribeUrl,
        language: target.language,
      });
      try {
        await mailer.send({ to: target.email, ...mail, headers: unsubscribeHeaders(unsubscribeUrl) });
        run.sent++;
      } catch (err) {
        run.failed++;
        await releaseBillReminder(db, claimed);
        log.error(
          { err: describeMailError(err), savedNumberId: target.savedNumberId },
          'bill reminder mail not sent; the next run tries again',
        );
      }
    } catch (err) {
      run.failed++;
      log.error({ err, savedNumberId: target.savedNumberId }, 'bill reminder failed for a saved biller');
    }
  }
  // A fetch is payable for minutes (BILL_FETCH_TTL_MINUTES): a day-old unused one only takes room.
  await deleteStaleBillFetches(db, new Date(now.getTime() - DAY_MS));
  return run;
}
