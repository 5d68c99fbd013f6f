import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { logCapture } from '../../helpers/fake-redis';
import {
  createTestDatabase,
  buildTestApp,
  createAdmin,
  injectAs,
  usingPostgres,
  type TestApp,
} from '../../helpers/test-app';
import type { DatabaseHandle } from '../../../src/db/client';

/**
 * Issue 25: a sweep cut short by a dead process or a lost database must not stop the sweeper. A process killed
 * while it runs a sweep leaves that job 'active' in pg-boss's table; the next sweep must still run (on this or
 * any other server) within an interval or two, and the health check says when sweeps have stopped.
 */

async function rows<T>(database: DatabaseHandle, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const lastSweep = async (database: DatabaseHandle) =>
  (
    await rows<{ at: string | null }>(
      database,
      sql`select last_finished_at::text as at from job_runs where name = 'orders-sweep'`,
    )
  )[0]?.at ?? null;

/** Waits (polling the database) until a sweep finishes after `since`; false when none did within `ms`. */
async function sweepAfter(database: DatabaseHandle, since: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const at = await lastSweep(database);
    if (at !== null && new Date(at) > new Date(since)) return true;
    await sleep(200);
  }
  return false;
}

describe('a sweep job left active by a killed process', () => {
  let database: DatabaseHandle;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    t = await buildTestApp(
      { SWEEP_INTERVAL_SECONDS: '1', SWEEP_GRACE_SECONDS: '0', ROLLUP_INTERVAL_SECONDS: '1' },
      { database },
    );
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('does not stop the next sweeps', async () => {
    // The first sweep runs.
    expect(await sweepAfter(database, '1970-01-01', 20_000)).toBe(true);
    // A process died in the middle of a sweep: its job stays 'active', with the key every sweep job carries. (It is
    // inserted when no other sweep is active, as a live one would be then.)
    let orphaned = false;
    for (let attempt = 0; attempt < 100 && !orphaned; attempt++) {
      orphaned = await database.db
        .execute(
          sql`insert into pgboss.job (id, name, state, started_on, singleton_key, expire_in, policy, data)
              select gen_random_uuid(), name, 'active', now(), name, interval '1 hour', policy, '{}'::jsonb
              from pgboss.queue where name = 'orders-sweep'`,
        )
        .then(
          () => true,
          () => false,
        );
      if (!orphaned) await sleep(50);
    }
    expect(orphaned).toBe(true);
    const since = (await rows<{ now: string }>(database, sql`select now()::text as now`))[0].now;
    // The next sweeps still run (they are due every second).
    expect(await sweepAfter(database, since, 15_000)).toBe(true);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});

// PGlite is one in-process connection: there is no backend of a job to terminate (the whole database goes with the
// process, which the test above stands for). On PostgreSQL the sweep's own connection is cut mid-job.
describe.skipIf(!usingPostgres)('a sweep whose database connection is terminated mid-job', () => {
  const INTERVAL_S = 4;
  let database: DatabaseHandle;
  let first: TestApp;
  let second: TestApp;
  const log = logCapture();
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      SWEEP_INTERVAL_SECONDS: String(INTERVAL_S),
      SWEEP_GRACE_SECONDS: '0',
      ROLLUP_INTERVAL_SECONDS: '60',
      LOG_LEVEL: 'warn',
    };
    // Two server processes on one database, as in production.
    first = await buildTestApp(env, { database, logStream: log.stream });
    second = await buildTestApp(env, { database, logStream: log.stream });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  it('the job fails with a warn line and the next sweep runs within two intervals', async () => {
    expect(await sweepAfter(database, '1970-01-01', 30_000)).toBe(true);
    const url = (database.jobsConnection as { connectionString: string }).connectionString;
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    let since: string;
    try {
      // The next sweep stops at its last statement (recording that it finished) behind this row lock...
      await locker.query('begin');
      await locker.query(`select * from job_runs where name = 'orders-sweep' for update`);
      const lockerPid = (await locker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
      let victims: number[] = [];
      for (let i = 0; i < 200 && victims.length === 0; i++) {
        await sleep(100);
        victims = (
          await rows<{ pid: number }>(
            database,
            sql`select pid from pg_stat_activity where ${lockerPid}::int = any(pg_blocking_pids(pid))`,
          )
        ).map((r) => r.pid);
      }
      expect(victims.length).toBeGreaterThan(0);
      // ...and its connection is terminated there, as a database restart or a killed backend would.
      const killed = await rows<{ ok: boolean }>(
        database,
        sql`select pg_terminate_backend(pid) as ok from unnest(${`{${victims.join(',')}}`}::int[]) as pid`,
      );
      expect(killed.every((k) => k.ok)).toBe(true);
      since = (await rows<{ now: string }>(database, sql`select now()::text as now`))[0].now;
      await locker.query('rollback');
    } finally {
      await locker.end();
    }
    // The next sweep finishes within two intervals of the fault (on either server)...
    expect(await sweepAfter(database, since, 2 * INTERVAL_S * 1000)).toBe(true);
    // ...and the job cut short was said at warn.
    expect(
      log.lines.some((l) => l.level === 40 && l.job === 'orders-sweep' && /failed|expired/.test(l.msg)),
    ).toBe(true);
    // Both servers are still healthy.
    for (const t of [first, second]) {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ status: 'ok', database: 'ok' });
    }
  });
});

describe('the health check and the pipeline say when sweeps have stopped', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SWEEP_INTERVAL_SECONDS: '30' }, { jobs: false });
  });
  afterAll(() => t.close());

  it("'degraded' (still 200) when the last sweep is older than three intervals", async () => {
    const admin = await createAdmin(t.app);
    await t.database.db.execute(
      sql`insert into job_runs (name, last_finished_at) values ('orders-sweep', now() - interval '60 seconds')
          on conflict (name) do update set last_finished_at = excluded.last_finished_at`,
    );
    let health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', sweeper: 'ok' });
    let pipeline = (await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/pipeline' })).json();
    expect(pipeline.sweeperStale).toBe(false);

    await t.database.db.execute(
      sql`update job_runs set last_finished_at = now() - interval '91 seconds' where name = 'orders-sweep'`,
    );
    health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'degraded', database: 'ok', sweeper: 'stale' });
    pipeline = (await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/pipeline' })).json();
    expect(pipeline.sweeperStale).toBe(true);
  });
});
