import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { limitBy, rateLimitPlugin } from '../../src/plugins/rate-limit';
import {
  logCapture,
  refusedRedisUrl,
  startFreezableProxy,
  startFrozenRedis,
  type FakeRedis,
} from '../helpers/fake-redis';
import { buildTestApp, createUser } from '../helpers/test-app';

const REDIS_DOWN = /^redis unavailable/;
const REDIS_BACK = /^redis answers again/;

/** The response, or 'no answer' when it took longer than `ms` (a hung request fails the test, not the run). */
async function within<T>(ms: number, pending: Promise<T>): Promise<T | 'no answer'> {
  return Promise.race([pending, sleep(ms, 'no answer' as const)]);
}

describe.each([
  {
    name: 'accepts connections and never answers (frozen after connecting)',
    start: () => startFrozenRedis({ handshake: true }),
    // Connected and ready at startup: requests find out, through the command timeout.
    cause: /timed out/i,
  },
  {
    name: 'accepts connections and never answers, not even the handshake',
    start: () => startFrozenRedis(),
    cause: /timed out|no answer within/i,
  },
  {
    name: 'refuses connections (down)',
    start: async (): Promise<FakeRedis> => ({ url: await refusedRedisUrl(), close: async () => {} }),
    cause: /ECONNREFUSED/,
  },
])('a Redis that $name', ({ start, cause }) => {
  it('costs a rate-limited request at most ~1 s, logs one warning, and limits still hold (in memory)', async () => {
    const redis = await start();
    const log = logCapture();
    const t = await buildTestApp(
      { REDIS_URL: redis.url, LOG_LEVEL: 'info', RATE_LIMIT_LOGIN: '3' },
      { logStream: log.stream, jobs: false },
    );
    try {
      const user = await createUser(t.app);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const started = Date.now();
        const res = await within(
          3_000,
          t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: user.email, password: 'not the password' },
          }),
        );
        expect(res, `login ${i + 1}`).not.toBe('no answer');
        expect(Date.now() - started, `login ${i + 1} took`).toBeLessThan(1_000);
        statuses.push(res === 'no answer' ? 0 : res.statusCode);
      }
      // Counted in this process's memory meanwhile: the limit of 3 still applies.
      expect(statuses).toEqual([401, 401, 401, 429]);
      const started = Date.now();
      const contact = await within(
        3_000,
        t.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: { name: 'Asha', email: 'asha@example.com', subject: 'Hello', query: 'Is Redis down?' },
        }),
      );
      expect(contact === 'no answer' ? 0 : contact.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(log.matching(REDIS_DOWN)).toHaveLength(1);
      expect(log.matching(REDIS_DOWN)[0]).toMatchObject({
        level: 40,
        err: { message: expect.stringMatching(cause) },
      });
    } finally {
      await t.close();
      await redis.close();
    }
  });
});

describe('REDIS_COMMAND_TIMEOUT_MS', () => {
  it('is 200 ms by default and at most 10 s', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).redisCommandTimeoutMs).toBe(200);
    expect(loadConfig({ DATA_DIR: 'memory://', REDIS_COMMAND_TIMEOUT_MS: '50' }).redisCommandTimeoutMs).toBe(
      50,
    );
    expect(() => loadConfig({ DATA_DIR: 'memory://', REDIS_COMMAND_TIMEOUT_MS: '60000' })).toThrow(
      /REDIS_COMMAND_TIMEOUT_MS/,
    );
  });
});

// The whole story against a real Redis (CI sets REDIS_URL): shared counts, a freeze, and back to shared counts.
describe.skipIf(!process.env.REDIS_URL)('a real Redis frozen and thawed', () => {
  const direct = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
  afterAll(() => direct?.quit());

  it('counts in Redis, in memory while it is frozen (one warning), then in Redis again (one info line)', async () => {
    const proxy = await startFreezableProxy(process.env.REDIS_URL!);
    const log = logCapture();
    const app = Fastify({ logger: { level: 'info', stream: log.stream } });
    const nameSpace = `test-${randomBytes(6).toString('hex')}:`;
    await app.register(rateLimitPlugin, {
      redisUrl: proxy.url,
      nameSpace,
      commandTimeoutMs: 100,
      circuit: { failures: 3, openMs: 300 },
    });
    app.get(
      '/limited',
      { config: { rateLimit: limitBy({ max: 1000, windowMs: 60_000 }, () => 'everyone') } },
      async () => ({ ok: true }),
    );
    await app.ready();
    const key = `${nameSpace}GET/limited-everyone`;
    const hit = async () => {
      const started = Date.now();
      const res = await within(3_000, app.inject({ url: '/limited' }));
      return { status: res === 'no answer' ? 0 : res.statusCode, ms: Date.now() - started };
    };
    try {
      for (let i = 0; i < 2; i++) expect((await hit()).status).toBe(200);
      expect(await direct!.get(key)).toBe('2');

      proxy.freeze();
      const frozen = [];
      for (let i = 0; i < 8; i++) frozen.push(await hit());
      expect(frozen.map((r) => r.status)).toEqual(Array(8).fill(200));
      // Three requests wait for the command timeout (100 ms), then the circuit is open: no waiting at all.
      expect(Math.max(...frozen.map((r) => r.ms))).toBeLessThan(500);
      expect(frozen.slice(3).every((r) => r.ms < 50)).toBe(true);
      await sleep(400);
      expect((await hit()).ms).toBeLessThan(500); // a probe, still frozen
      expect(log.matching(REDIS_DOWN)).toHaveLength(1);

      proxy.thaw();
      await sleep(400);
      for (let i = 0; i < 3; i++) expect((await hit()).status).toBe(200);
      expect(log.matching(REDIS_BACK)).toHaveLength(1);
      // Counted in Redis again (the probe that timed out while frozen may also have counted once thawed).
      expect(Number(await direct!.get(key))).toBeGreaterThanOrEqual(5);

      // A second outage is a second warning.
      proxy.freeze();
      for (let i = 0; i < 4; i++) await hit();
      expect(log.matching(REDIS_DOWN)).toHaveLength(2);
      proxy.thaw();
    } finally {
      await app.close();
      await proxy.close();
    }
  });
});
