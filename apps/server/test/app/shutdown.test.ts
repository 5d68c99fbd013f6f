import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { usingPostgres } from '../helpers/test-app';

const root = path.resolve(import.meta.dirname, '../../../..');
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const parentOf = (pid: number) =>
  Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim());

/** Where the started server keeps its data: a temporary PGlite directory, or a fresh PostgreSQL database. */
async function serverDatabase(): Promise<Record<string, string>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paywise-shutdown-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (!usingPostgres) return { DATA_DIR: dataDir };
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `paywise_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { DATA_DIR: dataDir, DATABASE_URL: url.toString() };
}

interface LogLine {
  msg?: string;
  pid?: number;
  req?: { method: string; url: string };
}

/** Starts a command from the repository root the way a person or a container would, and reads its log. */
async function start(command: string, args: string[]) {
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH!,
    HOME: process.env.HOME ?? os.homedir(),
    PORT: String(port),
    // debug: the server's 'request received' line tells that the login below is in flight.
    LOG_LEVEL: 'debug',
    // Set: start.mjs serves it as it is and builds nothing (the API answers without a web app).
    WEB_DIST: '/nonexistent-web-dist',
    ...(await serverDatabase()),
  };
  const top = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: LogLine[] = [];
  const waiters: { test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  let output = '';
  top.stderr.on('data', (chunk) => (output += chunk));
  readline.createInterface({ input: top.stdout }).on('line', (text) => {
    output += `${text}\n`;
    let line: LogLine;
    try {
      line = JSON.parse(text);
    } catch {
      return; // npm's banner
    }
    lines.push(line);
    for (const waiter of waiters.splice(0)) {
      if (waiter.test(line)) waiter.resolve(line);
      else waiters.push(waiter);
    }
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    top.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const waitFor = (test: (line: LogLine) => boolean, what: string) =>
    new Promise<LogLine>((resolve, reject) => {
      const found = lines.find(test);
      if (found) return resolve(found);
      const timer = setTimeout(() => reject(new Error(`no log line ${what}; output:\n${output}`)), 45_000);
      waiters.push({ test, resolve: (line) => (clearTimeout(timer), resolve(line)) });
      void exited.then(() => reject(new Error(`exited before ${what}; output:\n${output}`)));
    });

  const running = await waitFor((l) => !!l.msg?.startsWith('PayWise is running'), 'PayWise is running');
  const serverPid = running.pid!;
  const processes = [serverPid, parentOf(serverPid)];
  const grandparent = parentOf(processes[1]);
  // Whatever happens in the test, nothing started here outlives it.
  cleanups.push(() => {
    for (const pid of [top.pid!, ...processes]) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  });
  return { top, port, serverPid, processes, grandparent, exited, waitFor, output: () => output, env };
}

/** A request that is in flight: headers sent, body not finished. */
function startLogin(port: number) {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });
  const socket = net.connect(port, '127.0.0.1');
  let response = '';
  socket.on('data', (chunk) => (response += chunk));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(response)));
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
  );
  return { finish: () => socket.write(body.slice(10)), closed };
}

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => (socket.destroy(), resolve(false)));
    socket.on('error', () => resolve(true));
  });

describe('stopping the server with a signal', () => {
  it('npm start: SIGTERM to npm drains the in-flight request, stops the server and exits 0', async () => {
    const server = await start('npm', ['start']);
    const login = startLogin(server.port);
    await server.waitFor((l) => l.msg === 'request received' && l.req?.url === '/api/auth/login', 'login');
    server.top.kill('SIGTERM');
    await server.waitFor((l) => !!l.msg?.startsWith('SIGTERM received'), 'SIGTERM received');
    // Draining: the port soon takes no new connection, the request already in flight is still answered.
    const signalled = Date.now();
    while (!(await refusesConnections(server.port)) && Date.now() - signalled < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await refusesConnections(server.port)).toBe(true);
    login.finish();
    expect(await login.closed).toMatch(/^HTTP\/1\.1 401 /);

    expect(await server.exited).toEqual({ code: 0, signal: null });
    for (const pid of server.processes) expect(isAlive(pid), `process ${pid}`).toBe(false);
    expect(fs.existsSync(path.join(server.env.DATA_DIR, 'server.pid'))).toBe(false);
    // npm → node scripts/start.mjs → the server: no shell in between that would die without passing it on.
    expect(server.grandparent).toBe(server.top.pid);
  }, 60_000);

  it('node scripts/start.mjs (the container command): SIGINT stops the server and exits 0', async () => {
    const server = await start(process.execPath, ['scripts/start.mjs']);
    expect(server.processes[1]).toBe(server.top.pid);
    server.top.kill('SIGINT');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(isAlive(server.serverPid)).toBe(false);
    expect(await refusesConnections(server.port)).toBe(true);
  }, 60_000);
});
