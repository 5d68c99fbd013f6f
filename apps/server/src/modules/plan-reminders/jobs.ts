import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mailer/mailer';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { RecurringJob } from '../../plugins/jobs';
import { createWebPushSender } from '../../adapters/push/web-push-sender';
import { remindersSecret } from '../bills';
import { createPushNotifier } from '../push';
import { PLAN_REMINDERS_CRON, PLAN_REMINDERS_JOB, PLAN_REMINDERS_TZ, runPlanReminders } from './service';

/** The plan-expiry reminders, daily at 09:30 India time (docs/decisions/0025). */
export function planReminderJobs(input: {
  config: AppConfig;
  db: Database;
  log: FastifyBaseLogger;
  /** The app's mailer, known once the API scope is registered. */
  mailer: () => Mailer | null;
}): RecurringJob[] {
  const { push } = input.config;
  const pushNotifier = push
    ? createPushNotifier({
        db: input.db,
        sender: createWebPushSender(push, { pushServiceHosts: input.config.pushServiceHosts }),
        log: input.log,
      })
    : null;
  return [
    {
      name: PLAN_REMINDERS_JOB,
      cron: { pattern: PLAN_REMINDERS_CRON, tz: PLAN_REMINDERS_TZ },
      run: async () => {
        const mailer = input.mailer();
        if (!mailer) throw new Error('the mailer is not ready');
        return runPlanReminders({
          db: input.db,
          mailer,
          log: input.log,
          push: pushNotifier,
          appUrl: input.config.appUrl,
          // The mail links' one secret (the unsubscribe route checks every link with it).
          secret: remindersSecret(input.config.jwtSecret),
        });
      },
    },
  ];
}
