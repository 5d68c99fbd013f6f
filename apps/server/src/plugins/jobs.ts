import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client';

/**
 * A job that runs every `everyMs`, or at the times of a cron pattern (`cron`), once across every server process
 * that shares the database.
 */
export interface RecurringJob {
  name: string;
  everyMs?: number;
  /** Minute-granular times in a time zone ('0 9 * * *' in Asia/Kolkata: 09:00 India time), pg-boss's schedule. */
  cron?: { pattern: string; tz: string };
  /** How long a run may take before pg-boss fails it (default: about two intervals; a daily job ten minutes). */
  expireInSeconds?: number;
  /** `stopping` is aborted when the server closes: a long run stops between two pieces of work. */
  run(stopping: AbortSignal): Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job engine, or null when this app runs without background work (some tests). */
    jobs: PgBoss | null;
  }
}

/** This process, as recorded in the output of every job it runs. */
const WORKER = `${os.hostname()}:${process.pid}`;

/**
 * Background work on pg-boss, in the same database as everything else (PostgreSQL, or the embedded PGlite
 * through its one connection). Every server process runs the workers; pg-boss makes each job run once:
 * - every process asks for the next run of each recurring job with `sendThrottled` (one job per interval
 *   slot, whoever asks first; the others' requests are dropped by the engine's singleton index);
 * - each queue is 'standard': a job is fetched by one worker only; a job left 'active' by a process that died
 *   blocks nothing and expires after about two intervals (decision 0013); the runs are idempotent, so two
 *   overlapping (a slow run and the next) only repeat harmless work;
 * - a daily job (`cron`) uses pg-boss's own schedule: its clock sends the job once per matching minute, whichever
 *   process notices first (the schedule is kept in the database, so every process registering it is the same).
 * docs/decisions/0006-order-pipeline.md says why pg-boss and why not its cron for the seconds-apart jobs.
 */
/** pg-boss's output on a job its maintenance failed because it stayed 'active' past its expiry. */
const EXPIRED_BY_MAINTENANCE = 'job failed by timeout in active state';

export const jobsPlugin = fp<{
  handle: DatabaseHandle;
  jobs: RecurringJob[];
  enabled: boolean;
  /** How often pg-boss's maintenance fails expired jobs (60 s; tests shorten it). */
  maintenanceIntervalSeconds?: number;
}>(async (app: FastifyInstance, { handle, jobs, enabled, maintenanceIntervalSeconds = 60 }) => {
  if (!enabled) {
    app.decorate('jobs', null);
    return;
  }
  const shortest = Math.min(...jobs.map((job) => job.everyMs ?? Infinity));
  const hasCron = jobs.some((job) => job.cron !== undefined);
  const boss = new PgBoss({
    ...handle.jobsConnection,
    // The seconds-apart jobs are sent by the timers below (cron's granularity is a minute); the clock runs only
    // for the daily ones, and looks for a due schedule twice a minute.
    schedule: hasCron,
    cronWorkerIntervalSeconds: 15,
    // PGlite is one connection shared with every request: poll modestly.
    monitorStateIntervalSeconds: 60,
    // Maintenance fails jobs whose process died (expired 'active' jobs) and retries them.
    maintenanceIntervalSeconds,
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 1,
  } as PgBoss.ConstructorOptions);
  let warnedAt = 0;
  boss.on('error', (err) => {
    // A database outage makes every poll fail: one warning a minute, not one per poll.
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    app.log.warn(
      { err: { message: err.message, code: (err as { code?: string }).code } },
      'job engine error',
    );
  });
  // A job whose process died (SIGKILL, a lost database) is failed by the maintenance of whichever process runs it
  // once the job has stayed 'active' past its expiry; no process is told. That process reports it: the jobs that
  // maintenance failed since its previous run (maintenance runs at most once per interval across all processes,
  // and fails jobs just before this event, so each expiry falls in exactly one window).
  const names = jobs.map((job) => job.name);
  boss.on('maintenance', () => {
    void reportExpired().catch((err: Error) => {
      app.log.debug({ err: { message: err.message } }, 'could not look for expired jobs');
    });
  });
  async function reportExpired() {
    const { rows } = await boss.getDb().executeSql(
      `select id::text as id, name, state::text as state, retry_count as "retryCount"
         from pgboss.job
         where name = any($1::text[]) and output->'value'->>'message' = $2
           and coalesce(completed_on, start_after - retry_delay * interval '1 second')
               > now() - $3 * interval '1 second'`,
      [names, EXPIRED_BY_MAINTENANCE, maintenanceIntervalSeconds],
    );
    for (const row of rows as { id: string; name: string; state: string; retryCount: number }[]) {
      app.log.warn(
        { job: row.name, jobId: row.id, state: row.state },
        row.state === 'failed'
          ? 'background job expired (its process died or lost the database); not retried again, the next run takes over'
          : 'background job expired (its process died or lost the database); it is retried, and the next run takes over',
      );
    }
  }
  await boss.start();

  const timers: NodeJS.Timeout[] = [];
  const stopping = new AbortController();
  for (const job of jobs) {
    const seconds = job.everyMs === undefined ? 60 : Math.max(1, Math.round(job.everyMs / 1000));
    // A job whose process died or lost its database stays 'active' until it expires. With the 'standard' policy
    // it blocks nothing (a 'stately' queue, one active job per key, would refuse every later job until then),
    // and it expires after about two intervals (a daily job: ten minutes), when pg-boss fails it and
    // retries it once. Two runs overlapping is harmless: every job is idempotent and claims its own work.
    const queue = {
      name: job.name,
      policy: 'standard',
      expireInSeconds: job.expireInSeconds ?? (job.cron ? 600 : Math.max(30, 2 * seconds)),
      retryLimit: 1,
      retryDelay: job.cron ? 60 : seconds,
    } as const;
    await boss.createQueue(job.name, queue);
    // Queues created by an earlier version ('stately', 300 s) take the settings above.
    await boss.updateQueue(job.name, queue);
    await boss.work(
      job.name,
      { pollingIntervalSeconds: job.cron ? 30 : Math.min(5, Math.max(0.5, seconds / 2)), batchSize: 1 },
      // The job's output (pgboss.job.output) names the process that ran it, so several servers' runs can be
      // told apart afterwards (bench/cluster-proof.mjs counts them per server).
      async ([run]) => {
        // pg-boss fails a run that outlasts its expiry (and retries it) without telling us: say so. The run
        // itself goes on until it finishes or the server closes; its work is idempotent.
        const expiry = setTimeout(() => {
          app.log.warn(
            { job: job.name, jobId: run?.id, expireInSeconds: queue.expireInSeconds },
            'background job expired while running; it is retried, and the next run takes over',
          );
        }, queue.expireInSeconds * 1000).unref();
        try {
          return { worker: WORKER, result: (await job.run(stopping.signal)) ?? null };
        } catch (err) {
          app.log.warn(
            { err, job: job.name, jobId: run?.id },
            'background job failed; it is retried, and the next run takes over',
          );
          throw err;
        } finally {
          clearTimeout(expiry);
        }
      },
    );
    if (job.cron) {
      await boss.schedule(job.name, job.cron.pattern, {}, { tz: job.cron.tz });
      continue;
    }
    const everyMs = job.everyMs ?? 60_000;
    const request = () =>
      boss.sendThrottled(job.name, {}, {}, seconds, job.name).catch((err: Error) => {
        app.log.debug({ err: { message: err.message } }, `could not request job ${job.name}`);
      });
    void request();
    timers.push(setInterval(request, Math.max(500, Math.min(everyMs, shortest))).unref());
  }
  app.decorate('jobs', boss);

  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    stopping.abort();
    // Lets a running job finish (up to 5 s), then stops polling; the database is closed after this. A job cut
    // short is harmless: the sweeper's work is idempotent and the next run takes it up again.
    await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
  });
});

/**
 * The job engine's backlog, for the metrics: per job, the runs due and not started yet and how long the oldest has
 * waited (pg-boss's own table, read through its connection; its index on name and state keeps this small).
 */
export async function readQueueLag(
  boss: PgBoss,
): Promise<{ job: string; waiting: number; lagSeconds: number }[]> {
  const { rows } = await boss.getDb().executeSql(
    `select name, count(*)::int as waiting,
            coalesce(extract(epoch from now() - min(start_after)), 0)::float8 as lag
       from pgboss.job
      where state in ('created', 'retry') and start_after <= now()
      group by name`,
    [],
  );
  return (rows as { name: string; waiting: number; lag: number }[]).map((r) => ({
    job: r.name,
    waiting: Number(r.waiting),
    lagSeconds: Math.max(0, Number(r.lag)),
  }));
}
