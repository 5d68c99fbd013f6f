import { describe, expect, it } from 'vitest';
import { buildTestApp, createUser, uniqueEmail } from '../../helpers/test-app';

/**
 * Issue 40: reset-password with random unknown emails ran argon2 each time behind only a per-email limit, so one
 * address could fill the password-hash queue and make every login answer 503; and a known email answered faster
 * than an unknown one.
 */
const resetBody = (email: string) => ({ email, otp: '123456', newPassword: 'a brand new passphrase 2026' });

describe('POST /api/auth/reset-password limits', () => {
  it('40 concurrent unknown-email resets from one address do not make a real login 503', async () => {
    const t = await buildTestApp({
      PASSWORD_HASH_CONCURRENCY: '1',
      PASSWORD_HASH_QUEUE: '2',
      RATE_LIMIT_RESET_ADDRESS: '100',
    });
    try {
      const user = await createUser(t.app);
      const resets = Array.from({ length: 40 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: resetBody(uniqueEmail('nobody')),
          remoteAddress: '203.0.113.40',
        }),
      );
      const login = t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
        remoteAddress: '198.51.100.8',
      });
      const answers = await Promise.all(resets);
      expect(new Set(answers.map((r) => r.statusCode))).toEqual(new Set([400]));
      expect((await login).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('counts resets per address (default 20 per 15 minutes) before any work', async () => {
    const t = await buildTestApp({});
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: resetBody(uniqueEmail('spray')),
          remoteAddress: '203.0.113.41',
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
      expect(statuses.slice(20)).toEqual([429, 429]);
      // Another address is not affected.
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: resetBody(uniqueEmail('spray')),
        remoteAddress: '203.0.113.42',
      });
      expect(other.statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('and across every address (RATE_LIMIT_RESET_GLOBAL)', async () => {
    const t = await buildTestApp({ RATE_LIMIT_RESET_GLOBAL: '5' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: resetBody(uniqueEmail('botnet')),
          remoteAddress: `203.0.113.${100 + i}`,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/reset-password',
            payload: resetBody(uniqueEmail('botnet')),
          })
        ).json().code,
      ).toBe('RATE_LIMITED');
    } finally {
      await t.close();
    }
  });

  it('answers a known and an unknown email with a wrong code alike and in about the same time', async () => {
    const t = await buildTestApp({ RATE_LIMIT_RESET_ADDRESS: '1000', RATE_LIMIT_OTP: '1000' });
    try {
      const known = await createUser(t.app);
      const timed = async (email: string) => {
        const started = process.hrtime.bigint();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: resetBody(email),
        });
        return {
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          answer: res.json(),
          status: res.statusCode,
        };
      };
      // Warm-up, then interleaved samples so load on the machine falls on both alike.
      await timed(known.email);
      await timed(uniqueEmail('unknown'));
      const knownTimes: number[] = [];
      const unknownTimes: number[] = [];
      for (let i = 0; i < 15; i++) {
        const a = await timed(known.email);
        const b = await timed(uniqueEmail('unknown'));
        expect(a.status).toBe(400);
        expect(b).toMatchObject({ status: 400, answer: a.answer });
        knownTimes.push(a.ms);
        unknownTimes.push(b.ms);
      }
      const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
      // Before the fix the unknown email ran argon2 (~45 ms against ~17 ms): a ratio near 2.6.
      const ratio = median(unknownTimes) / median(knownTimes);
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(1.8);
    } finally {
      await t.close();
    }
  });
});
