import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client';
import {
  buildTestApp,
  createVerifiedUser,
  injectAs,
  usingPostgres,
  type TestApp,
  type TestUser,
} from '../helpers/test-app';

/** A 503 that tells the caller to come back, not a 500. */
function expectUnavailable(res: LightMyRequestResponse) {
  expect({ status: res.statusCode, retryAfter: res.headers['retry-after'], body: res.json() }).toEqual({
    status: 503,
    retryAfter: '5',
    body: {
      message: 'The service is temporarily unavailable. Please try again in a moment.',
      code: 'SERVICE_UNAVAILABLE',
    },
  });
}

// The auth plugin reads the user from the database on every request: any signed-in call needs it.
const listOrders = (t: TestApp, user: TestUser) =>
  injectAs(t.app, user, { method: 'GET', url: '/api/orders' });

/**
 * The request path only: no background workers. pg-boss 10.4.2 does not catch a failed fail() after a job
 * failed (manager.js: `this.fail(name, jobIds, err)` without await), which during an outage is an unhandled
 * rejection that vitest reports against whichever test file is running.
 */
const withoutJobs = { jobs: false };

describe.skipIf(usingPostgres)('the embedded database closed under a running app', () => {
  it('answers 503 with Retry-After', async () => {
    const t = await buildTestApp({}, withoutJobs);
    const user = await createVerifiedUser(t.app);
    expect((await listOrders(t, user)).statusCode).toBe(200);

    await t.database.close();
    expectUnavailable(await listOrders(t, user));
    expectUnavailable(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      }),
    );
    await t.close();
  });
});

/** A TCP hop in front of PostgreSQL that can be cut (connections reset, then refused) and restored. */
function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  return {
    get port() {
      return port;
    },
    up: () =>
      new Promise<void>((resolve, reject) => {
        server = net.createServer((client) => {
          const upstream = net.connect(target.port, target.host);
          const drop = () => {
            client.destroy();
            upstream.destroy();
            sockets.delete(client);
            sockets.delete(upstream);
          };
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on('error', drop).on('close', drop);
          }
          client.pipe(upstream).pipe(client);
        });
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          port = (server!.address() as net.AddressInfo).port;
          resolve();
        });
      }),
    down: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        sockets.clear();
        server!.close(() => resolve());
      }),
  };
}

describe.runIf(usingPostgres)('PostgreSQL going away', () => {
  const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://unset');
  const urlOf = (database: string, port = Number(serverUrl.port || 5432)) => {
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    url.port = String(port);
    return url.toString();
  };
  let t: TestApp;
  let user: TestUser;
  let database: string;
  let admin: pg.Client;

  beforeAll(async () => {
    t = await buildTestApp({}, withoutJobs);
    user = await createVerifiedUser(t.app);
    const result = await t.database.db.execute(sql`select current_database() as name`);
    database = (result as unknown as { rows: { name: string }[] }).rows[0].name;
    admin = new pg.Client({ connectionString: serverUrl.toString() });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`alter database ${database} allow_connections true`);
    await admin.end();
    await t.close();
  });

  it('answers 503 to a request whose connection PostgreSQL terminates, and serves the next one', async () => {
    // Holds the request on a lock, so the connection is terminated while the request uses it.
    const locker = new pg.Client({ connectionString: urlOf(database) });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table users in access exclusive mode');
    const pending = listOrders(t, user);
    let waiting: number | undefined;
    for (let i = 0; i < 100 && waiting === undefined; i++) {
      const { rows } = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
        [database],
      );
      waiting = rows[0]?.pid;
      if (waiting === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(waiting).toBeDefined();
    await admin.query('select pg_terminate_backend($1)', [waiting]); // 57P01, as in a restart
    await locker.query('rollback');
    await locker.end();

    expectUnavailable(await pending);
    expect((await listOrders(t, user)).statusCode).toBe(200);
  });

  it('answers 503 while the database refuses connections, and recovers when it takes them again', async () => {
    await admin.query(`alter database ${database} allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
      database,
    ]);
    expectUnavailable(await listOrders(t, user));
    expectUnavailable(await listOrders(t, user));

    await admin.query(`alter database ${database} allow_connections true`);
    expect((await listOrders(t, user)).statusCode).toBe(200);
  });

  it('answers 503 while the server cannot be reached at all, and recovers when it is back', async () => {
    const proxy = tcpProxy({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
    await proxy.up();
    // A second server process on the same database, connected through the proxy.
    const handle = await openPostgres(urlOf(database, proxy.port), 2);
    const viaProxy = await buildTestApp({}, { ...withoutJobs, database: handle });
    try {
      expect((await listOrders(viaProxy, user)).statusCode).toBe(200);

      await proxy.down(); // open connections reset, new ones refused
      expectUnavailable(await listOrders(viaProxy, user));
      expectUnavailable(await listOrders(viaProxy, user));

      await proxy.up();
      expect((await listOrders(viaProxy, user)).statusCode).toBe(200);
    } finally {
      await viaProxy.close();
      await handle.close();
      await proxy.down();
    }
  });
});
