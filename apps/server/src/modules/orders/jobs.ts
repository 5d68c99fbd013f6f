import type { AppConfig } from '../../config';
import type { RecurringJob } from '../../plugins/jobs';
import { RECONCILIATION_JOB, ROLLUP_JOB, SWEEP_JOB, type OrderService } from './service';

/**
 * The orders module's background work: the sweeper, the dashboard's rollup and the daily reconciliation (03:30
 * India time, a quiet hour; its window is 48 hours, so a day it is missed is covered by the next).
 */
export function orderJobs(service: OrderService, pipeline: AppConfig['pipeline']): RecurringJob[] {
  return [
    { name: SWEEP_JOB, everyMs: pipeline.sweepIntervalMs, run: (stopping) => service.sweep(stopping) },
    { name: ROLLUP_JOB, everyMs: pipeline.rollupIntervalMs, run: () => service.rollup() },
    {
      name: RECONCILIATION_JOB,
      cron: { pattern: '30 3 * * *', tz: 'Asia/Kolkata' },
      run: () => service.reconcile(),
    },
  ];
}
