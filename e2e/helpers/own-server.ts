import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/**
 * A server of a spec's own on PostgreSQL, for a state the shared e2e server (embedded database) cannot reach: a
 * fresh database on TEST_DATABASE_URL's PostgreSQL, `e2e/serve.mjs` on E2E_PORT + `portOffset` with `env` added,
 * the database dropped afterwards. A spec without TEST_DATABASE_URL skips itself (`available` is false; CI sets
 * it). Use:
 *
 *   const server = ownServerOnPostgres({ name: 'refunds', portOffset: 60 });
 *   test.use({ baseURL: server.base });
 *   test.describe.configure({ mode: 'serial' });
 *   test.skip(!server.available, 'needs PostgreSQL: set TEST_DATABASE_URL (CI does)');
 *   test.beforeAll(async () => { test.setTimeout(120_000); await server.start(); });
 *   test.afterAll(() => server.stop());
 */
export interface OwnServerOptions {
  /** A word in the database's name (paywise_e2e_<name>_…). */
  name: string;
  /** Added to E2E_PORT (3210 by default); each spec its own. */
  portOffset: number;
  /** More environment for the server (a fast sweeper…). */
  env?: Record<string, string>;
  /** When the server counts as started (default: GET /api/health answers 200). */
  ready?: (base: string) => Promise<boolean>;
}

export interface OwnServer {
  available: boolean;
  base: string;
  /** A statement on the server's database (or another database of the same PostgreSQL). */
  sql: (text: string, values?: unknown[], database?: string) => Promise<pg.QueryResult>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

export function ownServerOnPostgres(options: OwnServerOptions): OwnServer {
  const port = Number(process.env.E2E_PORT ?? 3210) + options.portOffset;
  const base = `http://127.0.0.1:${port}`;
  const pgUrl = process.env.TEST_DATABASE_URL ?? '';
  const dbName = `paywise_e2e_${options.name}_${process.pid}_${Date.now().toString(36)}`;
  const dbUrl = (name: string) => {
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const ready = options.ready ?? (async (at: string) => (await fetch(`${at}/api/health`)).ok);
  let server: ChildProcess | undefined;

  async function sql(text: string, values: unknown[] = [], database = dbName) {
    const client = new pg.Client({ connectionString: dbUrl(database) });
    await client.connect();
    try {
      return await client.query(text, values);
    } finally {
      await client.end();
    }
  }

  return {
    available: pgUrl !== '',
    base,
    sql,
    async start() {
      await sql(`create database ${dbName}`, [], 'postgres');
      server = spawn(process.execPath, ['e2e/serve.mjs'], {
        stdio: 'inherit',
        env: { ...process.env, E2E_PORT: String(port), E2E_DATABASE_URL: dbUrl(dbName), ...options.env },
      });
      for (let i = 0; i < 400; i++) {
        if (server.exitCode !== null)
          throw new Error(`the ${options.name} server exited with ${server.exitCode}`);
        try {
          if (await ready(base)) return;
        } catch {
          // not listening yet
        }
        await sleep(250);
      }
      throw new Error(`the ${options.name} server did not start`);
    },
    async stop() {
      if (server && server.exitCode === null) {
        const exited = new Promise((resolve) => server!.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      await sql(`drop database if exists ${dbName} with (force)`, [], 'postgres');
    },
  };
}
