import type { AppConfig } from '../../config';
import type { RecurringJob } from '../../plugins/jobs';
import { ROLLUP_JOB, SWEEP_JOB, type OrderService } from './service';

/** The orders module's background work: the sweeper and the dashboard's daily rollup. */
export function orderJobs(service: OrderService, pipeline: AppConfig['pipeline']): RecurringJob[] {
  return [
    { name: SWEEP_JOB, everyMs: pipeline.sweepIntervalMs, run: (stopping) => service.sweep(stopping) },
    { name: ROLLUP_JOB, everyMs: pipeline.rollupIntervalMs, run: () => service.rollup() },
  ];
}
