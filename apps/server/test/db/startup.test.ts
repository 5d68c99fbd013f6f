import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openPglite } from '../../src/db/client';
import { createUser } from '../helpers/test-app';

const serverEntry = path.join(import.meta.dirname, '../../src/server.ts');
const tsx = path.join(import.meta.dirname, '../../../../node_modules/.bin/tsx');
const dataDirs: string[] = [];

function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'paywise-startup-'));
  dataDirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function startServer(dataDir: string, port: number) {
  const child = spawn(tsx, [serverEntry], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent-web-dist',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, child: ChildProcess) {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error('server exited early');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return res.json();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

describe('embedded database', () => {
  it('keeps data across a restart of the app', async () => {
    const dataDir = tempDataDir();
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent-web-dist' });
    const first = await openPglite(config.pgliteDir);
    const app1 = await buildApp(config, { database: first });
    const user = await createUser(app1, { email: 'persist@example.com' });
    await app1.close();
    await first.close();

    const second = await openPglite(config.pgliteDir);
    const app2 = await buildApp(config, { database: second });
    const rows = await app2.db.query.users.findMany();
    expect(rows.map((r) => [r.id, r.email])).toEqual([[user.id, 'persist@example.com']]);
    // The development secret is kept in DATA_DIR, so the same secret signs tokens after a restart.
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
    await app2.close();
    await second.close();
  });

  it('starts, refuses a second server on the same data directory, and shuts down gracefully', async () => {
    const dataDir = tempDataDir();
    const port = 40_000 + Math.floor(Math.random() * 10_000);
    const first = startServer(dataDir, port);
    expect(await waitForHealth(port, first.child)).toEqual({ status: 'ok', database: 'ok', sweeper: 'ok' });

    const second = startServer(dataDir, port + 1);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another process');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
  }, 60_000);
});
