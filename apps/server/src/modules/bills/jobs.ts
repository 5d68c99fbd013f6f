import type { FastifyBaseLogger } from 'fastify';
import type { Biller } from '../../adapters/biller/biller';
import type { Mailer } from '../../adapters/mailer/mailer';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { RecurringJob } from '../../plugins/jobs';
import {
  BILL_REMINDERS_CRON,
  BILL_REMINDERS_JOB,
  BILL_REMINDERS_TZ,
  remindersSecret,
  runBillReminders,
} from './bill-reminders';

/** The bills module's background work: the bill due reminders, daily at 09:00 India time. */
export function billJobs(input: {
  config: AppConfig;
  db: Database;
  biller: Biller;
  log: FastifyBaseLogger;
  /** The app's mailer, known once the API scope is registered. */
  mailer: () => Mailer | null;
}): RecurringJob[] {
  const { config } = input;
  return [
    {
      name: BILL_REMINDERS_JOB,
      cron: { pattern: BILL_REMINDERS_CRON, tz: BILL_REMINDERS_TZ },
      run: async () => {
        const mailer = input.mailer();
        if (!mailer) throw new Error('the mailer is not ready');
        return runBillReminders({
          db: input.db,
          biller: input.biller,
          mailer,
          log: input.log,
          appUrl: config.appUrl,
          reminderDays: config.bills.reminderDays,
          secret: remindersSecret(config.jwtSecret),
        });
      },
    },
  ];
}
