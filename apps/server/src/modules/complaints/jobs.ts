import type { Database } from '../../db/client';
import type { RecurringJob } from '../../plugins/jobs';
import { pollBbpsComplaints, type BbpsComplaintDeps } from './service';

/** The pg-boss queue of the BBPS complaints poll (also its job_runs row). */
export const BBPS_COMPLAINTS_JOB = 'bbps-complaints';

/** Every 15 minutes: BBPS complaints not filed yet are filed, open ones asked about (Setu's complaint response). */
export function complaintJobs(db: Database, deps: BbpsComplaintDeps): RecurringJob[] {
  return [{ name: BBPS_COMPLAINTS_JOB, everyMs: 15 * 60_000, run: () => pollBbpsComplaints(db, deps) }];
}
