import type { RecurringJob } from '../../plugins/jobs';
import { BILLERS_SYNC_CHECK_MS, BILLERS_SYNC_JOB, syncBillersIfDue, type RegistryDeps } from './service';

/** The registry sync: looked at every 15 minutes, run when the registry is empty (at start) or a day old. */
export function billerJobs(deps: RegistryDeps): RecurringJob[] {
  return [{ name: BILLERS_SYNC_JOB, everyMs: BILLERS_SYNC_CHECK_MS, run: () => syncBillersIfDue(deps) }];
}
