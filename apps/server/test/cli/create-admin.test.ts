import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { verifyPassword } from '../../src/modules/accounts/password';
import { usingPostgres } from '../helpers/test-app';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '../..');
const cli = path.join(serverDir, 'src/cli/create-admin.ts');
const tsx = path.resolve(serverDir, '../../node_modules/.bin/tsx');

/** Runs the CLI as a user would; resolves with its exit code and output whatever the code. */
async function createAdmin(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(tsx, [cli, ...args], {
      cwd: serverDir,
      env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent', DATABASE_URL: '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// The embedded case runs in the PGlite project, the DATABASE_URL case in the PostgreSQL project.
if (!usingPostgres)
  describe('create-admin on the embedded database', () => {
    it('creates, promotes, refuses bad input, and never opens a directory the app holds', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paywise-cli-'));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const env = { DATA_DIR: dataDir };

      const created = await createAdmin(
        ['--email', 'Boss@Example.com', '--password', 'boss secret 12345'],
        env,
      );
      expect(created.code, created.stderr).toBe(0);
      expect(created.stdout).toMatch(/^Created ADMIN account Boss@Example.com \(id \d+\)\.$/m);

      const common = await createAdmin(['--email', 'x@example.com', '--password', 'password1'], env);
      expect(common.code).toBe(1);
      expect(common.stderr).toMatch(/too common/);
      const noPassword = await createAdmin(['--email', 'new@example.com'], env);
      expect(noPassword.code).toBe(1);
      expect(
        (await createAdmin(['--email', 'not-an-email', '--password', 'boss secret 12345'], env)).code,
      ).toBe(1);

      // Someone registered as a customer is promoted (any letter case of the email).
      const handle = await openPglite(path.join(dataDir, 'pglite'));
      await handle.db
        .insert(users)
        .values({ username: 'Cust', email: 'cust@example.com', passwordHash: 'x' });
      await handle.close();
      const promoted = await createAdmin(
        ['--email', 'CUST@example.com', '--password', 'new admin secret 9'],
        env,
      );
      expect(promoted.code, promoted.stderr).toBe(0);
      expect(promoted.stdout).toMatch(/Promoted cust@example.com \(id \d+\) to ADMIN and set its password\./);

      // The app is running (its pid holds the directory): one clear line, exit 1, nothing opened.
      fs.writeFileSync(path.join(dataDir, 'server.pid'), String(process.pid));
      const busy = await createAdmin(['--email', 'late@example.com', '--password', 'late secret 12345'], env);
      expect(busy.code).toBe(1);
      expect(busy.stderr.trim().split('\n')).toHaveLength(1);
      expect(busy.stderr).toMatch(/is in use by another process .*Stop the app first, or set DATABASE_URL\./);
      expect(fs.readFileSync(path.join(dataDir, 'server.pid'), 'utf8')).toBe(String(process.pid));
      fs.rmSync(path.join(dataDir, 'server.pid'));

      const check = await openPglite(path.join(dataDir, 'pglite'));
      const rows = await check.db.select().from(users).orderBy(users.id);
      await check.close();
      expect(rows.map((r) => [r.email, r.role])).toEqual([
        ['Boss@Example.com', 'ADMIN'],
        ['cust@example.com', 'ADMIN'],
      ]);
      expect(await verifyPassword(rows[1].passwordHash ?? '', 'new admin secret 9')).toBe(true);
      expect(rows[1].tokenVersion).toBe(1);
    }, 180_000);
  });

if (usingPostgres)
  describe('create-admin with DATABASE_URL', () => {
    it('creates an admin in PostgreSQL', async () => {
      const adminUrl = new URL(process.env.TEST_DATABASE_URL!);
      const name = `paywise_cli_${randomBytes(5).toString('hex')}`;
      const client = new pg.Client({ connectionString: adminUrl.toString() });
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      cleanups.push(async () => {
        const dropper = new pg.Client({ connectionString: adminUrl.toString() });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      });
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const result = await createAdmin(
        ['--email', 'pg-admin@example.com', '--password', 'pg admin secret 1'],
        {
          DATABASE_URL: url.toString(),
          DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'paywise-cli-unused-')),
        },
      );
      expect(result.code, result.stderr).toBe(0);
      const handle = await openPostgres(url.toString(), 1);
      const [row] = await handle.db.select().from(users).where(eq(users.email, 'pg-admin@example.com'));
      await handle.close();
      expect(row.role).toBe('ADMIN');
    }, 60_000);
  });
