import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/lib/app-error';
import {
  hashPassword,
  limitPasswordHashing,
  verifyPassword,
  type PasswordHashLimits,
} from '../../../src/modules/accounts/password';
import { buildTestApp, createUser, uniqueEmail, type TestApp } from '../../helpers/test-app';

const login = (app: TestApp['app'], body: { email: string; password: string }, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress });

describe('failed logins per address, across every email (password spraying)', () => {
  it('answers 429 with Retry-After after RATE_LIMIT_LOGIN_ADDRESS failed logins from one address', async () => {
    const t = await buildTestApp({ RATE_LIMIT_LOGIN_ADDRESS: '5' });
    try {
      const user = await createUser(t.app);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        statuses.push(
          (await login(t.app, { email: uniqueEmail('spray'), password: 'Summer2026!' }, '203.0.113.5'))
            .statusCode,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
      // A wrong password of a real account is answered like any other guess past the limit.
      const blocked = await login(t.app, { email: user.email, password: 'not the password' }, '203.0.113.5');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('RATE_LIMITED');
      expect(blocked.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not affected.
      expect(
        (await login(t.app, { email: user.email, password: user.password }, '203.0.113.6')).statusCode,
      ).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('holds for failed logins sent at the same moment (the ones still running count too)', async () => {
    const t = await buildTestApp({ RATE_LIMIT_LOGIN_ADDRESS: '5' }, { jobs: false });
    try {
      const responses = await Promise.all(
        Array.from({ length: 12 }, () =>
          login(t.app, { email: uniqueEmail('burst'), password: 'Summer2026!' }, '203.0.113.7'),
        ),
      );
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    } finally {
      await t.close();
    }
  });

  it('does not count successful logins (many customers share one carrier address)', async () => {
    const t = await buildTestApp({ RATE_LIMIT_LOGIN_ADDRESS: '3', RATE_LIMIT_LOGIN: '100' });
    try {
      const users = await Promise.all([createUser(t.app), createUser(t.app)]);
      for (let i = 0; i < 6; i++) {
        const user = users[i % 2];
        const res = await login(t.app, { email: user.email, password: user.password }, '198.51.100.9');
        expect(res.statusCode).toBe(200);
      }
      for (let i = 0; i < 3; i++) {
        expect(
          (await login(t.app, { email: uniqueEmail(), password: 'wrong one' }, '198.51.100.9')).statusCode,
        ).toBe(401);
      }
      // Past the limit the address's guesses are refused, but a right password still signs in.
      expect(
        (await login(t.app, { email: uniqueEmail(), password: 'wrong one' }, '198.51.100.9')).statusCode,
      ).toBe(429);
      expect(
        (await login(t.app, { email: users[0].email, password: users[0].password }, '198.51.100.9'))
          .statusCode,
      ).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('past ten times the limit, every attempt is refused without checking the password', async () => {
    const t = await buildTestApp({ RATE_LIMIT_LOGIN_ADDRESS: '1' }, { jobs: false });
    try {
      const user = await createUser(t.app);
      const address = '100.64.0.20';
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        statuses.push(
          (await login(t.app, { email: uniqueEmail('far'), password: 'Summer2026!' }, address)).statusCode,
        );
      }
      expect(statuses).toEqual([401, ...Array(9).fill(429)]);
      expect((await login(t.app, { email: user.email, password: user.password }, address)).statusCode).toBe(
        429,
      );
    } finally {
      await t.close();
    }
  });

  it('carrier NAT: 30 failures from one address do not lock out a customer behind it who knows the password', async () => {
    const t = await buildTestApp({ RATE_LIMIT_LOGIN: '3' }, { jobs: false });
    try {
      const [owner, sprayed] = await Promise.all([createUser(t.app), createUser(t.app)]);
      const nat = '100.64.0.10';
      for (let i = 0; i < 30; i++) {
        const res = await login(t.app, { email: uniqueEmail('nat'), password: 'Summer2026!' }, nat);
        expect(res.statusCode).toBe(401);
      }
      // Every wrong answer past the limit is the same 429, for an account or for no account, so the spraying
      // learns nothing from it; the account's owner signs in.
      const wrongs = [
        await login(t.app, { email: uniqueEmail('nat'), password: 'Summer2026!' }, nat),
        await login(t.app, { email: sprayed.email, password: 'Summer2026!' }, nat),
      ];
      for (const res of wrongs) {
        expect(res.statusCode).toBe(429);
        expect(res.json()).toEqual({
          code: 'RATE_LIMITED',
          message: expect.stringMatching(/^Too many attempts/),
        });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      const res = await login(t.app, { email: owner.email, password: owner.password }, nat);
      expect(res.statusCode).toBe(200);
      expect(res.json().token).toEqual(expect.any(String));
      // The per-account limit still holds past the address limit: RATE_LIMIT_LOGIN attempts, right or wrong.
      await login(t.app, { email: sprayed.email, password: 'Winter2026!' }, nat);
      await login(t.app, { email: sprayed.email, password: 'Monsoon2026!' }, nat);
      const overAccount = await login(t.app, { email: sprayed.email, password: sprayed.password }, nat);
      expect(overAccount.statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('concurrent password hashes are capped', () => {
  let restore: PasswordHashLimits | undefined;
  afterEach(() => {
    if (restore) limitPasswordHashing(restore);
    restore = undefined;
  });

  it('runs at most `concurrency` argon2 operations, queues `queue` more and refuses the rest with 503', async () => {
    restore = limitPasswordHashing({ concurrency: 1, queue: 1 });
    const hash = await hashPassword('first secret 123');
    const results = await Promise.allSettled([
      verifyPassword(hash, 'first secret 123'),
      hashPassword('second secret 123'),
      verifyPassword(hash, 'wrong'),
      hashPassword('third secret 123'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected']);
    for (const r of results.slice(2)) {
      const error = (r as PromiseRejectedResult).reason as AppError;
      expect(error).toBeInstanceOf(AppError);
      expect(error.statusCode).toBe(503);
      expect(error.headers).toEqual({ 'retry-after': '1' });
    }
    expect((results[0] as PromiseFulfilledResult<boolean>).value).toBe(true);
    // The slots are given back: the next ones run.
    expect(await verifyPassword(hash, 'first secret 123')).toBe(true);
  });

  it('answers a login flood over the cap with 503 and Retry-After, quickly, never 500', async () => {
    const t = await buildTestApp({
      PASSWORD_HASH_CONCURRENCY: '1',
      PASSWORD_HASH_QUEUE: '2',
      TRUST_PROXY: '1',
    });
    try {
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: uniqueEmail('flood'), password: 'Summer2026!' },
            headers: { 'x-forwarded-for': `10.0.0.${i + 1}` },
          }),
        ),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
      expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(1);
      const busy = responses.filter((r) => r.statusCode === 503);
      expect(busy.length).toBeGreaterThanOrEqual(1);
      for (const r of busy) {
        expect(r.headers['retry-after']).toBe('1');
        expect(r.json()).toEqual({
          message: 'The server is busy. Please try again in a moment.',
          code: 'SERVER_BUSY',
        });
      }
    } finally {
      await t.close();
    }
  });
});
