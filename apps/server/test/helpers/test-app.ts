import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { isErrorCode, FIELD_ERROR_CODES } from '@paywise/domain/contracts/errors';
import type { OrderAdapters } from '../../src/adapters';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/client';
import { createTokenService } from '../../src/modules/accounts/tokens';
import { hashPassword } from '../../src/modules/accounts/password';
import { sessions, users } from '../../src/db/schema';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';
export const usingPostgres = process.env.TEST_DB === 'postgres';

function databaseUrlWithName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new database
 * created on TEST_DATABASE_URL's server and dropped afterwards.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (!usingPostgres) return openPglite('memory://');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `paywise_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const handle = await openPostgres(databaseUrlWithName(adminUrl, name), 5);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Payment and biller adapters to use instead of the sandboxes (fault injection). */
  adapters?: OrderAdapters;
  /** false: no background workers (default: on, as in every server process). */
  jobs?: boolean;
  /** Another app's database: a second "server process" on the same data (it is not closed with this app). */
  database?: DatabaseHandle;
  /** Where the app's log lines go (set LOG_LEVEL too: tests log nothing by default). */
  logStream?: DestinationStream;
}

/** The real app on a real (fresh) database; `env` overrides configuration like environment variables. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    // A test that sets NODE_ENV=production runs on the sandbox gateway on purpose.
    PAYMENTS_SANDBOX: 'true',
    // CI sets REDIS_URL: rate limits then run on the real Redis, as in production.
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp(config, {
    database,
    rateLimitNamespace: `test-${randomBytes(6).toString('hex')}:`,
    adapters: options.adapters,
    jobs: options.jobs,
    logStream: options.logStream,
  });
  requireErrorCodes(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/** The app `useTestApp` gives: read `app` and `database` in hooks and tests, once its beforeAll has built it. */
export type UsedTestApp = Omit<TestApp, 'close'>;

/**
 * The app of a test file (or of a describe block): built in a beforeAll with `env` and `options` (functions of
 * them when they depend on something an earlier beforeAll starts, such as a fake gateway) and closed in an
 * afterAll.
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: TestAppOptions | (() => TestAppOptions) = {},
): UsedTestApp {
  let built: TestApp | undefined;
  const current = () => {
    if (!built) throw new Error('the test app is built in beforeAll: use it in hooks and tests');
    return built;
  };
  beforeAll(async () => {
    built = await buildTestApp(
      typeof env === 'function' ? env() : env,
      typeof options === 'function' ? options() : options,
    );
  });
  afterAll(async () => {
    await built?.close();
    built = undefined;
  });
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
  };
}

/** What an error answer without a valid code is turned into, so that the test expecting it fails loudly. */
export const MISSING_CODE_STATUS = 599;

/**
 * Every error answer (4xx, 5xx) with a JSON `message` in every API test must carry a `code` of the union in
 * packages/domain/src/contracts/errors.ts, and a known field code for each of its `fields` (decision 0028). One
 * that does not is replaced by a 599 naming the fault: no test expecting the real answer can pass.
 */
function requireErrorCodes(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (typeof body !== 'object' || body === null || !('message' in body)) return payload;
    const { code, fields, fieldCodes } = body as {
      code?: unknown;
      fields?: Record<string, string>;
      fieldCodes?: Record<string, unknown>;
    };
    const fault = !isErrorCode(code)
      ? `no valid code (${String(code)})`
      : fields &&
          Object.keys(fields).some(
            (name) => !(FIELD_ERROR_CODES as readonly unknown[]).includes(fieldCodes?.[name]),
          )
        ? 'a field without a valid field code'
        : null;
    if (!fault) return payload;
    const status = reply.statusCode;
    reply.code(MISSING_CODE_STATUS);
    return JSON.stringify({
      message: `TEST: ${request.method} ${request.url} answered ${status} with ${fault}: ${payload}`,
    });
  });
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}.${(counter++).toString(36)}@example.com`;

let mobileCounter = 0;
/**
 * A 10-digit mobile number starting with `prefix` that no other order of the test file used lately (the time and a
 * counter); `suffix` ends it when given.
 */
export const uniqueMobileNumber = (prefix: string, suffix = '') => {
  const base = `${prefix}${String(Date.now() % 1e6).padStart(6, '0')}${String(mobileCounter++ % 100).padStart(2, '0')}`;
  return suffix ? base.slice(0, 10 - suffix.length) + suffix : base;
};

/** createUser always gives an email and a password (a phone-first account is made through the API). */
export type TestUser = typeof users.$inferSelect & {
  email: string;
  passwordHash: string;
  password: string;
  token: string;
  /** The session of `token` (a sessions row, as a sign-in makes). */
  sessionId: string;
};

/** Inserts a user straight into the database and returns it with its password and a valid token. */
export async function createUser(
  app: FastifyInstance,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<TestUser> {
  const { password = 'correct horse battery', ...fields } = overrides;
  const [row] = await app.db
    .insert(users)
    .values({
      username: 'Test User',
      email: uniqueEmail(),
      passwordHash: await hashPassword(password),
      ...fields,
    })
    .returning();
  const sessionId = randomBytes(16).toString('base64url');
  await app.db.insert(sessions).values({ id: sessionId, userId: row.id });
  const token = await createTokenService(TEST_JWT_SECRET).sign({
    userId: row.id,
    tokenVersion: row.tokenVersion,
    sessionId,
  });
  return { ...row, email: row.email ?? '', passwordHash: row.passwordHash ?? '', password, token, sessionId };
}

export const createAdmin = (app: FastifyInstance, overrides: Partial<typeof users.$inferInsert> = {}) =>
  createUser(app, { role: 'ADMIN', username: 'Admin', ...overrides });

/**
 * A customer who has verified their email: the customer of the order tests. createUser keeps the database's
 * default (not verified, as after registering), which the verification tests rely on; an unverified customer may
 * place only UNVERIFIED_ORDER_LIMIT orders.
 */
export const createVerifiedUser = (
  app: FastifyInstance,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) => createUser(app, { isEmailVerified: true, ...overrides });

/** inject() with the user's bearer token. */
export function injectAs(app: FastifyInstance, user: { token: string } | null, options: InjectOptions) {
  const headers = { ...(options.headers ?? {}), ...(user ? { authorization: `Bearer ${user.token}` } : {}) };
  return app.inject({ ...options, headers });
}
