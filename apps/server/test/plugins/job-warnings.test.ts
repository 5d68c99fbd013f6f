import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsPlugin, type RecurringJob } from '../../src/plugins/jobs';
import type { DatabaseHandle } from '../../src/db/client';
import { logCapture } from '../helpers/fake-redis';
import { createTestDatabase } from '../helpers/test-app';

/**
 * Issue 25: a background job (the sweep, the rollup, the reminders, the reconciliation: every one runs through the
 * jobs plugin) that fails or expires is logged at warn, with its queue and job id, whether it expired in a live
 * process (it ran past its expiry) or its process died and pg-boss's maintenance failed it.
 */

const WARN = 40;

async function until<T>(probe: () => T | undefined, ms = 20_000): Promise<T | undefined> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const found = probe();
    if (found !== undefined) return found;
    await sleep(100);
  }
  return undefined;
}

describe('background jobs that fail or expire are logged at warn', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const log = logCapture();
  let failures = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = Fastify({ logger: { level: 'warn', stream: log.stream } });
    const jobs: RecurringJob[] = [
      {
        name: 'orders-rollup',
        everyMs: 1_000,
        run: async () => {
          failures++;
          throw new Error('rollup broke');
        },
      },
      {
        // Runs past its expiry (1 s) until the server closes.
        name: 'orders-sweep',
        everyMs: 60_000,
        expireInSeconds: 1,
        run: (stopping) =>
          new Promise((resolve) => {
            const timer = setTimeout(resolve, 4_000);
            stopping.addEventListener('abort', () => {
              clearTimeout(timer);
              resolve(null);
            });
          }),
      },
      { name: 'bill-reminders', cron: { pattern: '0 9 * * *', tz: 'Asia/Kolkata' }, run: async () => null },
      {
        name: 'orders-reconciliation',
        cron: { pattern: '30 3 * * *', tz: 'Asia/Kolkata' },
        run: async () => null,
      },
    ];
    await app.register(jobsPlugin, { handle: database, jobs, enabled: true, maintenanceIntervalSeconds: 1 });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('a job that fails: warn with its queue and id', async () => {
    const line = await until(() =>
      log.lines.find((l) => l.level === WARN && l.job === 'orders-rollup' && /failed/.test(l.msg)),
    );
    expect(line).toBeDefined();
    expect(line?.jobId).toEqual(expect.any(String));
    expect(failures).toBeGreaterThan(0);
  });

  it('a job that runs past its expiry in a live process: warn', async () => {
    const line = await until(() =>
      log.lines.find((l) => l.level === WARN && l.job === 'orders-sweep' && /expired/.test(l.msg)),
    );
    expect(line).toBeDefined();
    expect(line?.jobId).toEqual(expect.any(String));
  });

  it('a job left active by a dead process, failed by maintenance when it expired: warn, once', async () => {
    for (const queue of ['bill-reminders', 'orders-reconciliation']) {
      const inserted = (await database.db.execute(
        sql`insert into pgboss.job (id, name, state, started_on, expire_in, policy, data)
            select gen_random_uuid(), name, 'active', now() - interval '1 hour', interval '1 second', policy, '{}'::jsonb
            from pgboss.queue where name = ${queue} returning id::text as id`,
      )) as unknown as { rows: { id: string }[] };
      const id = inserted.rows[0]?.id;
      expect(id).toEqual(expect.any(String));
      const line = await until(() =>
        log.lines.find((l) => l.level === WARN && l.jobId === id && /expired/.test(l.msg)),
      );
      expect(line).toMatchObject({ job: queue });
      // Two more maintenance runs: the expiry is reported once.
      await sleep(2_500);
      expect(log.lines.filter((l) => l.jobId === id && /expired/.test(l.msg))).toHaveLength(1);
    }
  });
});
