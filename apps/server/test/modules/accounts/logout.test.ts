import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../../src/db/client';
import { sessionCacheStats } from '../../../src/modules/accounts';
import {
  buildTestApp,
  createAdmin,
  createUser,
  injectAs,
  usingPostgres,
  type TestApp,
} from '../../helpers/test-app';

// Logging out ends the session the token belongs to (issue 40): the token is refused on every process from the
// next request on, while the account's other sessions go on; a session unused for longer than its idle timeout
// (customers and admins apart) ends by itself.

const me = (t: TestApp, token: string) => injectAs(t.app, { token }, { method: 'GET', url: '/api/users/me' });
const logout = (t: TestApp, token: string) =>
  injectAs(t.app, { token }, { method: 'POST', url: '/api/auth/logout' });

async function login(t: TestApp, user: { email: string; password: string }): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('ends the session of the token it was called with, and only that one', async () => {
    const user = await createUser(t.app);
    const phone = await login(t, user);
    const laptop = await login(t, user);
    expect((await me(t, phone)).statusCode).toBe(200);
    expect((await me(t, phone)).statusCode).toBe(200);

    const out = await logout(t, phone);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'You have been logged out.' });

    const after = await me(t, phone);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SESSION_EXPIRED');
    expect((await me(t, laptop)).statusCode).toBe(200);
    expect((await me(t, user.token)).statusCode).toBe(200);
  });

  it('the old token cannot log out again or sign anything', async () => {
    const user = await createUser(t.app);
    expect((await logout(t, user.token)).statusCode).toBe(200);
    expect((await logout(t, user.token)).statusCode).toBe(401);
    const order = await injectAs(t.app, user, { method: 'GET', url: '/api/orders' });
    expect(order.statusCode).toBe(401);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
  });
});

describe('idle timeout', () => {
  let t: TestApp;
  beforeAll(async () => {
    // About 1.5 seconds for customers and 0.6 for admins: long enough for a request, short enough to wait out.
    t = await buildTestApp({
      CUSTOMER_IDLE_TIMEOUT_DAYS: String(1.5 / 86_400),
      ADMIN_IDLE_TIMEOUT_MINUTES: '0.01',
    });
  });
  afterAll(() => t.close());

  it('ends a session unused for longer than its timeout', async () => {
    const user = await createUser(t.app);
    expect((await me(t, user.token)).statusCode).toBe(200);
    await sleep(1_800);
    const res = await me(t, user.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
  });

  it('keeps a session in use alive past its timeout', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await me(t, user.token)).statusCode).toBe(200);
      await sleep(500);
    }
  });

  it("an admin's session times out sooner than a customer's", async () => {
    const admin = await createAdmin(t.app);
    const customer = await createUser(t.app);
    expect((await me(t, admin.token)).statusCode).toBe(200);
    expect((await me(t, customer.token)).statusCode).toBe(200);
    await sleep(800);
    expect((await me(t, admin.token)).statusCode).toBe(401);
    expect((await me(t, customer.token)).statusCode).toBe(200);
  });
});

describe('idle timeout defaults', () => {
  it('are 30 days for customers and 30 minutes for admins', async () => {
    const t = await buildTestApp();
    try {
      expect(t.app.config.sessions).toEqual({
        customerIdleMs: 30 * 86_400_000,
        adminIdleMs: 30 * 60_000,
      });
    } finally {
      await t.close();
    }
  });
});

describe.runIf(usingPostgres)('logout across two processes (PostgreSQL)', () => {
  // Two apps, each on its own pool and listener: what two server processes of `npm start` are.
  const name = `paywise_test_${randomBytes(6).toString('hex')}`;
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const url = () => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    first = await openPostgres(url(), 5);
    second = await openPostgres(url(), 5);
    a = await buildTestApp({}, { database: first });
    b = await buildTestApp({}, { database: second, jobs: false });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await second?.close();
    await first?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('a logout on one process closes the token on the other, whose cache held it', async () => {
    const user = await createUser(a.app);
    const token = await login(a, user);
    expect((await me(b, token)).statusCode).toBe(200);
    const hits = sessionCacheStats(b.app.db).hits;
    expect((await me(b, token)).statusCode).toBe(200);
    expect(sessionCacheStats(b.app.db).hits).toBe(hits + 1);

    let heard!: () => void;
    const bHeard = new Promise<void>((resolve) => (heard = resolve));
    const stop = await second.watchUsers((userId) => {
      if (userId === user.id) heard();
    });
    expect((await logout(a, token)).statusCode).toBe(200);
    await bHeard;
    await stop();
    expect((await me(b, token)).statusCode).toBe(401);
    expect((await me(b, user.token)).statusCode).toBe(200);
  });
});
