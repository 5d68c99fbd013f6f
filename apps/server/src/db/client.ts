import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the app codes against, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** How the job engine (pg-boss) reaches the same database: its own small pool, or the one PGlite connection. */
export type JobsConnection =
  | { connectionString: string; max: number }
  | { db: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } };

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  jobsConnection: JobsConnection;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The connection pool's state (PostgreSQL; PGlite has one connection and no pool). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * Calls `listener` with the id of every users row whose change was committed, by any process (migration 0025's
   * trigger announces them on USERS_CHANNEL), and with null when changes may have been missed (the listening
   * connection broke: forget everything) until `isWatching()` is true again. Returns the unsubscribe function.
   */
  watchUsers(listener: (userId: number | null) => void): Promise<() => Promise<void>>;
  /** True while every committed change of a users row reaches the watchers. */
  isWatching(): boolean;
}

/** The channel migration 0025's trigger notifies with the id of every updated or deleted users row. */
export const USERS_CHANNEL = 'paywise_users';

/** The listeners of a handle, told of every change (a user id) or of a possible loss (null). */
function usersFanOut() {
  const listeners = new Set<(userId: number | null) => void>();
  return {
    listeners,
    emit(payload: string | null | undefined) {
      const id = payload === null ? null : Number(payload);
      if (id !== null && !Number.isSafeInteger(id)) return;
      for (const listener of listeners) listener(id);
    },
  };
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Any fixed number: serialises migrations when several servers start at once. */
const MIGRATION_LOCK_ID = 728_431_001;

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const client = dataDir === 'memory://' ? new PGlite() : new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  // One session: its own notifications arrive with the statement that caused them, before it resolves.
  const users = usersFanOut();
  let unlisten: (() => Promise<void>) | null = null;
  return {
    db,
    kind: 'pglite',
    jobsConnection: {
      db: {
        // pg-boss sends parameterless, multi-statement SQL (migrations, locked maintenance): that needs exec;
        // the rest goes through the extended protocol. The rows are those of the last statement that has any.
        executeSql: async (text, values) => {
          if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
          const results = await client.exec(text);
          const withRows = [...results].reverse().find((r) => r.fields.length > 0);
          return { rows: withRows?.rows ?? [] };
        },
      },
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
    watchUsers: async (listener) => {
      users.listeners.add(listener);
      unlisten ??= await client.listen(USERS_CHANNEL, (payload) => users.emit(payload));
      return async () => {
        users.listeners.delete(listener);
        if (users.listeners.size === 0 && unlisten && !client.closed) {
          const stop = unlisten;
          unlisten = null;
          await stop();
        }
      };
    },
    isWatching: () => unlisten !== null && !client.closed,
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const users = usersFanOut();
  // Every pool connection listens too: a change this process commits reaches its watchers before the committing
  // statement resolves (PostgreSQL sends a session its own notifications ahead of ReadyForQuery), so the next
  // request of this process never sees the old row. Other processes hear it on their listener (below).
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
    Client: listeningClient((payload) => users.emit(payload)),
  });
  // An idle client that errors (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const listener = usersListener(url, users);
  return {
    db,
    kind: 'postgres',
    jobsConnection: { connectionString: url, max: 3 },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await listener.stop();
      await pool.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    watchUsers: async (watcher) => {
      users.listeners.add(watcher);
      await listener.start();
      return async () => {
        users.listeners.delete(watcher);
        if (users.listeners.size === 0) await listener.stop();
      };
    },
    isWatching: () => listener.listening(),
  };
}

/**
 * The pool's connections: connected, then LISTENing on USERS_CHANNEL before the pool hands them out (a LISTEN
 * sent from the pool's 'connect' event would run alongside the first statement, which pg deprecates).
 */
function listeningClient(onUsersChange: (payload: string | undefined) => void): typeof pg.Client {
  return class ListeningClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('notification', (message) => {
        if (message.channel === USERS_CHANNEL) onUsersChange(message.payload);
      });
    }

    // pg-pool calls connect(callback); the promise form is kept for everyone else.
    override connect(): Promise<pg.Client>;
    override connect(callback: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): void;
    override connect(
      callback?: ((err: Error) => void) | ((err: null, c: pg.Client) => void),
    ): Promise<pg.Client> | void {
      const ready = super.connect().then(async (client) => {
        await this.query(`LISTEN ${USERS_CHANNEL}`);
        return client;
      });
      if (!callback) return ready;
      const done = callback as (err: Error | null, c?: pg.Client) => void;
      ready.then(
        (client) => done(null, client),
        (err: Error) => done(err),
      );
    }
  };
}

/**
 * One connection of its own that LISTENs on USERS_CHANNEL while anyone watches (pool connections come and go with
 * the load; this one stays): it hears the changes other processes commit. When it breaks, the watchers are told
 * (null: forget everything) and it reconnects after a second.
 */
function usersListener(url: string, fanOut: ReturnType<typeof usersFanOut>) {
  let client: pg.Client | null = null;
  let connected = false;
  let wanted = false;
  let retry: NodeJS.Timeout | null = null;
  let starting: Promise<void> | null = null;

  const lost = () => {
    if (!connected && client === null) return;
    connected = false;
    const broken = client;
    client = null;
    broken?.removeAllListeners('notification');
    void broken?.end().catch(() => {});
    fanOut.emit(null);
    if (wanted && !retry) {
      retry = setTimeout(() => {
        retry = null;
        void connect().catch(() => {});
      }, 1_000);
      retry.unref();
    }
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    next.on('error', () => lost());
    next.on('end', () => {
      if (client === next) lost();
    });
    next.on('notification', (message) => {
      if (message.channel === USERS_CHANNEL) fanOut.emit(message.payload);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${USERS_CHANNEL}`);
    } catch (error) {
      if (client === next) lost();
      throw error;
    }
    if (!wanted) {
      client = null;
      await next.end().catch(() => {});
      return;
    }
    // Changes committed before LISTEN took effect were never heard: forget them before trusting the cache.
    fanOut.emit(null);
    connected = true;
  };

  return {
    listening: () => connected,
    async start() {
      wanted = true;
      if (connected) return;
      starting ??= connect().finally(() => (starting = null));
      await starting.catch(() => {});
    },
    async stop() {
      wanted = false;
      if (retry) clearTimeout(retry);
      retry = null;
      const current = client;
      client = null;
      connected = false;
      await current?.end().catch(() => {});
    },
  };
}

export function openDatabase(options: {
  databaseUrl?: string;
  pgliteDir: string;
  databasePoolSize?: number;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.databasePoolSize)
    : openPglite(options.pgliteDir);
}
