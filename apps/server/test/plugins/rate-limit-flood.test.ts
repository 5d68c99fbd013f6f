import { describe, expect, it } from 'vitest';
import pino from 'pino';
import {
  DEFAULT_CIRCUIT,
  fallbackStore,
  MemoryCounts,
  RedisCircuit,
  type Count,
} from '../../src/plugins/rate-limit-store';
import { buildTestApp, createUser, uniqueEmail } from '../helpers/test-app';

/**
 * Issue 25: flooding the rate-limit store with fresh keys must not reset another key's count. A failed-login or
 * code counter at its limit stays until its window ends, whatever else is counted meanwhile (without Redis, and
 * while Redis is down: both count in this process's memory).
 */

const WINDOW = 15 * 60_000;

type Store = {
  incr(key: string, cb: (e: Error | null, r?: Count) => void, windowMs: number, max: number): void;
  read(key: string, cb: (e: Error | null, r?: Count) => void, windowMs: number, max: number): void;
  child(options: object): Store;
};

const incr = (store: Store, key: string, max: number) =>
  new Promise<Count>((resolve) => store.incr(key, (_e, r) => resolve(r!), WINDOW, max));

function memoryStore() {
  const Store = fallbackStore({
    circuit: new RedisCircuit(pino({ level: 'silent' }), DEFAULT_CIRCUIT),
    nameSpace: 'flood:',
  });
  const root = new (Store as unknown as new () => Store)();
  return {
    login: root.child({ routeInfo: { method: 'POST', url: '/api/auth/login' } }),
    otp: root.child({ routeInfo: { method: 'POST', url: '/api/users/me/verify-email' } }),
    contact: root.child({ routeInfo: { method: 'POST', url: '/api/contact' } }),
    root,
  };
}

describe('the in-memory rate-limit counts under a flood of fresh keys', () => {
  it('an SMS code counter under its limit is not forgotten by a flood of other keys (issue 28 counts as an account)', async () => {
    const store = memoryStore();
    for (let i = 0; i < 4; i++) await incr(store.root, 'sms-number:9876543210', 5);
    for (let i = 0; i < 12_000; i++) await incr(store.contact, `198.51.${i % 250}.${i % 7}-${i}`, 5);
    expect((await incr(store.root, 'sms-number:9876543210', 5)).current).toBe(5);
  });

  it('a locked-out email and an OTP counter at their limit stay locked after 20,000 fresh keys', async () => {
    const store = memoryStore();
    for (let i = 0; i < 10; i++) await incr(store.login, 'login:203.0.113.9:victim@example.com', 10);
    for (let i = 0; i < 10; i++) await incr(store.otp, 'otp:42', 10);
    expect((await incr(store.login, 'login:203.0.113.9:victim@example.com', 10)).current).toBe(11);

    for (let i = 0; i < 12_000; i++) {
      const which = i % 3;
      if (which === 0) await incr(store.login, `login:198.51.100.${i % 250}:fresh${i}@example.com`, 10);
      else if (which === 1) await incr(store.contact, `198.51.${i % 250}.${i % 7}-${i}`, 5);
      else await incr(store.root, `login-failed:2001:db8::${i.toString(16)}`, 30);
    }

    expect((await incr(store.login, 'login:203.0.113.9:victim@example.com', 10)).current).toBeGreaterThan(10);
    expect((await incr(store.otp, 'otp:42', 10)).current).toBeGreaterThan(10);
  });

  it('a counter under its limit on another route is not reset by a flood of login keys', async () => {
    const counts = new MemoryCounts(1_000);
    for (let i = 0; i < 3; i++) counts.incr('x:POST/api/contact-10.0.0.1', WINDOW, { max: 5 });
    for (let i = 0; i < 20_000; i++)
      counts.incr(`x:POST/api/auth/login-login:10.1.0.1:f${i}@example.com`, WINDOW, { max: 10 });
    expect(counts.read('x:POST/api/contact-10.0.0.1', WINDOW).current).toBe(3);
  });
});

describe('over HTTP: the login lock-out holds through a flood of fresh emails', () => {
  it('the locked email is still refused after 12,000 logins with fresh emails from 2 other addresses (more keys than the old store held)', async () => {
    const t = await buildTestApp({ RATE_LIMIT_LOGIN: '3', RATE_LIMIT_LOGIN_ADDRESS: '1' }, { jobs: false });
    try {
      const user = await createUser(t.app);
      const login = (email: string, password: string, remoteAddress: string) =>
        t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
      for (let i = 0; i < 3; i++) await login(user.email, 'wrong password!', '203.0.113.20');
      expect((await login(user.email, user.password, '203.0.113.20')).statusCode).toBe(429);
      for (let i = 0; i < 12_000; i++) {
        // Two addresses: past RATE_LIMIT_LOGIN_ADDRESS × 10 failures each, nothing is hashed (decision 0048).
        await login(`f${i}.${uniqueEmail('flood')}`, 'wrong password!', `198.51.100.${i % 2}`);
      }
      expect((await login(user.email, user.password, '203.0.113.20')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  }, 240_000);
});

describe('in-memory counts shared out between the server processes (WEB_CONCURRENCY without Redis)', () => {
  it('each process counts a request as its share of the limit, so all of them together stay near it', () => {
    // Two processes behind one port, each with its own memory: each counts a request as two, so a limit of 5
    // lets each through 2 (2, 4 under; 6 over) and both together 4, never 10.
    const counts = new MemoryCounts(1_000, 1_000, 2);
    const allowed = [1, 2, 3, 4].filter(
      () => counts.incr('login:a@b.in', 60_000, { max: 5 }).current <= 5,
    ).length;
    expect(allowed).toBe(2);
    expect(counts.incr('login:a@b.in', 60_000, { max: 5 }).current).toBeGreaterThan(5);
    // One process (the default, and the embedded database) counts one per request, as before.
    const single = new MemoryCounts(1_000);
    expect([1, 2, 3, 4, 5].map(() => single.incr('k', 60_000, { max: 5 }).current)).toEqual([1, 2, 3, 4, 5]);
  });
});
