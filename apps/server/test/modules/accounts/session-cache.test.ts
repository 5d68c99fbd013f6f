import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../../src/db/client';
import { users } from '../../../src/db/schema';
import { sessionCacheStats } from '../../../src/modules/accounts';
import {
  buildTestApp,
  createAdmin,
  createUser,
  injectAs,
  usingPostgres,
  type TestApp,
} from '../../helpers/test-app';

// The session user is cached per process (decision 0036): a change of the row, committed by any process, must
// take effect on the very next request. Here on one app, and (PostgreSQL) across two apps with pools of their own,
// as two server processes are.

const me = (t: TestApp, user: { token: string }) =>
  injectAs(t.app, user, { method: 'GET', url: '/api/users/me' });

/** Resolves when `handle` hears that the users row `id` changed (the notification another process sent). */
async function heard(handle: DatabaseHandle, id: number): Promise<() => Promise<void>> {
  let seen!: () => void;
  const once = new Promise<void>((resolve) => (seen = resolve));
  const stop = await handle.watchUsers((userId) => {
    if (userId === id) seen();
  });
  return async () => {
    await once;
    await stop();
  };
}

describe('session-user cache in one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers a repeated request from the cache', async () => {
    const user = await createUser(t.app);
    expect((await me(t, user)).statusCode).toBe(200);
    const before = sessionCacheStats(t.app.db).hits;
    expect((await me(t, user)).statusCode).toBe(200);
    expect(sessionCacheStats(t.app.db).hits).toBe(before + 1);
  });

  it('logging out everywhere closes the old token on the next request', async () => {
    const user = await createUser(t.app);
    expect((await me(t, user)).statusCode).toBe(200);
    const out = await injectAs(t.app, user, { method: 'POST', url: '/api/auth/logout-all' });
    expect(out.statusCode).toBe(200);
    expect((await me(t, user)).statusCode).toBe(401);
  });

  it('a password change closes the old token on the next request', async () => {
    const user = await createUser(t.app);
    expect((await me(t, user)).statusCode).toBe(200);
    const changed = await injectAs(t.app, user, {
      method: 'PUT',
      url: '/api/users/change-password',
      payload: { oldPassword: user.password, newPassword: 'a different long passphrase 42' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(t, user)).statusCode).toBe(401);
  });

  it('a row changed straight in the database (verification, role) is read again', async () => {
    const user = await createUser(t.app);
    expect((await me(t, user)).json().isEmailVerified).toBe(false);
    await t.app.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, user.id));
    expect((await me(t, user)).json().isEmailVerified).toBe(true);

    const admin = await createAdmin(t.app);
    const list = () => injectAs(t.app, admin, { method: 'GET', url: '/api/admin/stats' });
    expect((await list()).statusCode).toBe(200);
    await t.app.db.update(users).set({ role: 'CUSTOMER' }).where(eq(users.id, admin.id));
    expect((await list()).statusCode).toBe(403);
  });

  it('an erased account is closed on the next request', async () => {
    const user = await createUser(t.app);
    expect((await me(t, user)).statusCode).toBe(200);
    await t.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await me(t, user)).statusCode).toBe(401);
  });
});

describe.runIf(usingPostgres)('session-user cache across two processes (PostgreSQL)', () => {
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

  /** A user known to B's cache (its second request was answered from it). */
  async function cachedInB() {
    const user = await createUser(a.app);
    expect((await me(b, user)).statusCode).toBe(200);
    const hits = sessionCacheStats(b.app.db).hits;
    expect((await me(b, user)).statusCode).toBe(200);
    expect(sessionCacheStats(b.app.db).hits).toBe(hits + 1);
    return user;
  }

  it('logging out everywhere on one process closes the token on the other', async () => {
    const user = await cachedInB();
    const bHears = await heard(second, user.id);
    expect((await injectAs(a.app, user, { method: 'POST', url: '/api/auth/logout-all' })).statusCode).toBe(
      200,
    );
    await bHears();
    expect((await me(b, user)).statusCode).toBe(401);
  });

  it('a password change on one process closes the old token on the other', async () => {
    const user = await cachedInB();
    const bHears = await heard(second, user.id);
    const changed = await injectAs(a.app, user, {
      method: 'PUT',
      url: '/api/users/change-password',
      payload: { oldPassword: user.password, newPassword: 'a different long passphrase 42' },
    });
    expect(changed.statusCode).toBe(200);
    await bHears();
    expect((await me(b, user)).statusCode).toBe(401);
  });

  it('a verification committed by one process is seen by the other', async () => {
    const user = await cachedInB();
    expect((await me(b, user)).json().isEmailVerified).toBe(false);
    const bHears = await heard(second, user.id);
    await a.app.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, user.id));
    await bHears();
    expect((await me(b, user)).json().isEmailVerified).toBe(true);
  });

  it('a role taken away by one process is refused by the other', async () => {
    const admin = await createAdmin(a.app);
    const list = () => injectAs(b.app, admin, { method: 'GET', url: '/api/admin/stats' });
    expect((await list()).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
    const bHears = await heard(second, admin.id);
    await a.app.db.update(users).set({ role: 'CUSTOMER' }).where(eq(users.id, admin.id));
    await bHears();
    expect((await list()).statusCode).toBe(403);
  });
});
