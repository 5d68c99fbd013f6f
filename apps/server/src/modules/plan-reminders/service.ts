import type { FastifyBaseLogger } from 'fastify';
import { repeatOrderHref } from '@paywise/domain/catalogue/repeat-link';
import { paiseToRupees } from '@paywise/domain/money';
import { addDays, INDIA_TIME_ZONE, indiaDay } from '@paywise/domain/time';
import type { Mailer } from '../../adapters/mailer/mailer';
import { describeMailError } from '../../adapters/mailer/mailer';
import { maskMobile } from '../../adapters/sms';
import type { Database } from '../../db/client';
import { translator } from '../../lib/i18n';
import { mayNotify, unsubscribeHeaders, unsubscribeUrl } from '../privacy';
import type { PushNotifier } from '../push';
import {
  claimPlanReminder,
  listPlanReminderTargets,
  releasePlanReminder,
  type PlanReminderTarget,
} from './repo';

/** The pg-boss queue of the daily plan-expiry reminders (also its job_runs row). */
export const PLAN_REMINDERS_JOB = 'plan-reminders';
/** 09:30 India time, every day (after the bill reminders). */
export const PLAN_REMINDERS_CRON = '30 9 * * *';
export const PLAN_REMINDERS_TZ = INDIA_TIME_ZONE;
/** The reminder goes this many days before the plan ends. */
export const PLAN_REMINDER_DAYS = 3;

export interface PlanReminderDeps {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Web push to the customer's browsers; null when web push is not configured. */
  push?: PushNotifier | null;
  /** The web app's public address, without a trailing slash (links in the mail). */
  appUrl: string;
  /** Signs the unsubscribe links: the mail links' secret (remindersSecret of the bills module). */
  secret: string | Buffer;
}

/** '30 Nov': an India day as the reminder says it (in the language's Intl locale, en-IN by default). */
export function endDayText(day: string, locale = 'en-IN'): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The reminder of one order: subject, text, the push's title and the one-tap "Recharge again" address. */
export function planReminderMail(input: {
  target: Pick<
    PlanReminderTarget,
    'displayType' | 'operator' | 'mobile' | 'circle' | 'amountPaise' | 'plan' | 'endsOn'
  > & { language?: string | null };
  appUrl: string;
  unsubscribeUrl: string;
}) {
  const { target } = input;
  const tr = translator(target.language);
  const price = tr.rupees(target.plan.price);
  // '98xxxxxx10': the masked number as SMS show it, without the country code.
  const number = maskMobile(target.mobile).replace(/^\+91 /, '');
  const ends = endDayText(target.endsOn, tr.locale);
  const path = repeatOrderHref({
    type: target.displayType,
    operator: target.operator,
    mobile: target.mobile,
    accountNumber: null,
    circle: target.circle,
    amount: paiseToRupees(target.amountPaise),
    plan: target.plan,
  });
  const rechargeUrl = `${input.appUrl}${path ?? '/'}`;
  const subject = tr.t('mail.planReminder.subject', { price, operator: target.operator, number, ends });
  return {
    subject,
    rechargeUrl,
    pushTitle: tr.t('push.planReminder.title'),
    text: tr.t('mail.planReminder.text', { subject, url: rechargeUrl, unsubscribeUrl: input.unsubscribeUrl }),
  };
}

export interface PlanReminderRun {
  checked: number;
  sent: number;
  failed: number;
  /** Push messages delivered to the push services. */
  pushed: number;
}

/**
 * One daily run (the plan-reminders job; tests call it directly): every Completed order whose plan (validity in
 * days) ends within PLAN_REMINDER_DAYS, of a customer who allows plan-expiry emails, is claimed (plan_reminders,
 * ON CONFLICT DO NOTHING) and mailed only when the claim inserted it, so two runs or two servers send one mail per
 * order. A mail that fails releases its claim (the next run tries again) and the run goes on with the others.
 */
export async function runPlanReminders(deps: PlanReminderDeps, now = new Date()): Promise<PlanReminderRun> {
  const { db, mailer, log } = deps;
  const today = indiaDay(now);
  const run: PlanReminderRun = { checked: 0, sent: 0, failed: 0, pushed: 0 };
  for (const target of await listPlanReminderTargets(db, today, addDays(today, PLAN_REMINDER_DAYS))) {
    const byEmail = mayNotify(target, 'email', 'planExpiry');
    const byPush = Boolean(deps.push) && mayNotify(target, 'push', 'planExpiry');
    if (!byEmail && !byPush) continue;
    run.checked++;
    try {
      if (!(await claimPlanReminder(db, target.orderId, target.endsOn))) continue;
      const unsubscribe = unsubscribeUrl({
        appUrl: deps.appUrl,
        secret: deps.secret,
        userId: target.customerId,
        channel: 'email',
        kind: 'planExpiry',
      });
      const mail = planReminderMail({ target, appUrl: deps.appUrl, unsubscribeUrl: unsubscribe });
      if (byEmail) {
        try {
          await mailer.send({
            to: target.email,
            subject: mail.subject,
            text: mail.text,
            headers: unsubscribeHeaders(unsubscribe),
          });
          run.sent++;
        } catch (err) {
          run.failed++;
          await releasePlanReminder(db, target.orderId);
          log.error(
            { err: describeMailError(err), orderId: target.orderId },
            'plan reminder mail not sent; the next run tries again',
          );
          // The push goes with the mail of the next run (one claim for both).
          continue;
        }
      }
      if (byPush && deps.push) {
        // A push that fails is not tried again: the mail (when allowed) carried the reminder.
        const pushed = await deps.push.notify(target.customerId, {
          title: mail.pushTitle,
          body: mail.subject,
          url: mail.rechargeUrl,
          tag: `plan-${target.orderId}`,
        });
        run.pushed += pushed.sent;
      }
    } catch (err) {
      run.failed++;
      log.error({ err, orderId: target.orderId }, 'plan reminder failed for an order');
    }
  }
  return run;
}
