// Redis outage benchmark: how long rate-limited requests (POST /api/auth/login, POST /api/contact) take while the
// server's Redis is healthy, frozen (SIGSTOP: connections stay open, nothing answers), and down (killed), and how
// many warnings the server logs for it.
//
//   node bench/redis-outage.bench.mjs
//
// It starts its own redis-server (on BENCH_REDIS_PORT, 6391; never the machine's Redis, which it stops and kills)
// and one server on a fresh embedded database. Settings (environment): BENCH_PORT (3341), BENCH_FREEZE_SECONDS (10).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const PORT = Number(process.env.BENCH_PORT ?? 3341);
const REDIS_PORT = Number(process.env.BENCH_REDIS_PORT ?? 6391);
const FREEZE_SECONDS = Number(process.env.BENCH_FREEZE_SECONDS ?? 10);
const BASE = `http://127.0.0.1:${PORT}`;

const redis = spawn('redis-server', ['--port', String(REDIS_PORT), '--save', '', '--appendonly', 'no'], {
  stdio: 'ignore',
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paywise-redis-outage-'));
const logLines = [];
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PAYMENTS_SANDBOX: 'true',
    PORT: String(PORT),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
    WEB_DIST: '/nonexistent-web-dist',
    // Many logins from one address below: only the time of each is the question.
    RATE_LIMIT_LOGIN: '100000',
    RATE_LIMIT_LOGIN_ADDRESS: '100000',
    RATE_LIMIT_CONTACT: '100000',
  },
});
for (const stream of [server.stdout, server.stderr]) {
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => logLines.push(...chunk.split('\n').filter(Boolean)));
}
const stop = () => {
  if (redis.exitCode === null) {
    redis.kill('SIGCONT');
    redis.kill('SIGKILL');
  }
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error('the server did not start');
}

/** Milliseconds one request took (its status too); 'no answer' after 60 s. */
async function timed(url, body) {
  const started = performance.now();
  try {
    const res = await fetch(`${BASE}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  } catch {
    return { ms: performance.now() - started, status: 'no answer' };
  }
}

let n = 0;
const login = () =>
  timed('/api/auth/login', { email: `outage.${n++}@example.com`, password: 'not a password' });
const contact = () =>
  timed('/api/contact', {
    name: 'Asha',
    email: 'asha@example.com',
    subject: 'Outage',
    query: 'Is Redis there?',
  });

/**
 * `rounds` times, a second apart: one login and one contact message, not waiting for the answers (a frozen Redis
 * may hold them for as long as it is frozen); then `whenSent()` (thaw Redis), then the answers.
 */
async function phase(title, rounds, whenSent = async () => {}) {
  const pending = [];
  for (let i = 0; i < rounds; i++) {
    pending.push(login(), contact());
    await sleep(1000);
  }
  await whenSent();
  const results = await Promise.all(pending);
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const statuses = [...new Set(results.map((r) => r.status))].join(', ');
  const warnings = logLines.filter((line) => /redis/i.test(line) && /"level":40/.test(line)).length;
  console.log(
    `${title}: ${results.length} requests, median ${times[Math.floor(times.length / 2)].toFixed(0)} ms, ` +
      `max ${times.at(-1).toFixed(0)} ms (statuses ${statuses}); redis warnings logged so far: ${warnings}`,
  );
}

try {
  await waitForServer();
  console.log(
    `load average ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  await phase('Redis healthy', 3);
  redis.kill('SIGSTOP');
  await phase(`Redis frozen (SIGSTOP) for ${FREEZE_SECONDS} s`, FREEZE_SECONDS, async () => {
    redis.kill('SIGCONT');
  });
  await sleep(6_000);
  await phase('Redis thawed (SIGCONT), 6 s later', 3);
  redis.kill('SIGKILL');
  await sleep(500);
  await phase('Redis down (killed)', 5);
  const lines = logLines.filter((line) => /redis/i.test(line));
  console.log(`\nServer log lines about Redis (${lines.length}):`);
  for (const line of lines.slice(0, 8)) {
    try {
      const { level, msg, err } = JSON.parse(line);
      console.log(`  level ${level}: ${msg}${err?.message ? ` (${err.message})` : ''}`);
    } catch {
      console.log(`  ${line.slice(0, 160)}`);
    }
  }
} finally {
  stop();
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
