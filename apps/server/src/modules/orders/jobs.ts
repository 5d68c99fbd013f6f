import type { FastifyBaseLogger } from 'fastify';
import { INDIA_TIME_ZONE } from '@paywise/domain/time';
import type { Mailer } from '../../adapters/mailer/mailer';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { RecurringJob } from '../../plugins/jobs';
import { REFUNDS_PAST_DUE_CRON, REFUNDS_PAST_DUE_JOB, runRefundsPastDueMail } from './refund-clock';
import type { OrderService, UnansweredNotice } from './pipeline';

/** Names of the background jobs (pg-boss queues and job_runs rows). */
export const SWEEP_JOB = 'orders-sweep';
export const RECONCILIATION_JOB = 'orders-reconciliation';
export const ROLLUP_JOB = 'orders-rollup';

/** What the daily mail of refunds past due needs (docs/decisions/0024). */
export interface OrderMailDeps {
  db: Database;
  /** The app's mailer, known once the API scope is registered. */
  mailer: () => Mailer | null;
  log: FastifyBaseLogger;
  appUrl: string;
  /** The kept provider notices that need a person, listed in the same daily mail. */
  noticesNeedingAttention?: () => Promise<UnansweredNotice[]>;
}

/**
 * The orders module's background work: the sweeper, the dashboard's rollup, the daily reconciliation (03:30
 * India time, a quiet hour; its window is 48 hours, so a day it is missed is covered by the next) and the daily
 * mail of refunds past due to the admins (10:00 India time).
 */
export function orderJobs(
  service: OrderService,
  pipeline: AppConfig['pipeline'],
  mail: OrderMailDeps,
): RecurringJob[] {
  return [
    { name: SWEEP_JOB, everyMs: pipeline.sweepIntervalMs, run: (stopping) => service.sweep(stopping) },
    { name: ROLLUP_JOB, everyMs: pipeline.rollupIntervalMs, run: () => service.rollup() },
    {
      name: RECONCILIATION_JOB,
      cron: { pattern: '30 3 * * *', tz: 'Asia/Kolkata' },
      run: () => service.reconcile(),
    },
    {
      name: REFUNDS_PAST_DUE_JOB,
      cron: { pattern: REFUNDS_PAST_DUE_CRON, tz: INDIA_TIME_ZONE },
      run: async () => {
        const mailer = mail.mailer();
        if (!mailer) throw new Error('the mailer is not ready');
        return runRefundsPastDueMail({
          db: mail.db,
          mailer,
          log: mail.log,
          appUrl: mail.appUrl,
          attentionFailures: pipeline.refundAttentionFailures,
          ...(mail.noticesNeedingAttention ? { notices: mail.noticesNeedingAttention } : {}),
        });
      },
    },
  ];
}
