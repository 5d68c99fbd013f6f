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
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** Any fixed number: serialises migrations when several servers start at once. */
const MIGRATION_LOCK_ID = 728_431_001;

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const client = dataDir === 'memory://' ? new PGlite() : new PGlite(dataDir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
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
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
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
  return {
    db,
    kind: 'postgres',
    jobsConnection: { connectionString: url, max: 3 },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
