// Login flood benchmark: 300 logins with 300 different (unknown) emails at 32 connections, while a signed-in
// customer keeps reading GET /api/operators and GET /api/orders; prints the latency of those reads during the
// flood (the question: does a password-spraying flood starve everyone else?) and what the logins got.
//
//   node bench/login-flood.bench.mjs
//
// Two floods against one server (TRUST_PROXY=1, so X-Forwarded-For is the client's address):
//   1. from many addresses: every login has its own X-Forwarded-For (a botnet; per-address limits do not help);
//   2. from one address: every login comes from 203.0.113.50 (the per-address limit on failed logins applies).
// Every login is a failed one (the emails do not exist), so each costs the server one argon2id verification.
//
// The server runs with NODE_ENV=production on a fresh embedded database in a temporary directory, or on
// BENCH_DATABASE_URL (a PostgreSQL database of its own, never `test`). Settings (environment): BENCH_LOGINS (300),
// BENCH_CONNECTIONS (32), BENCH_PORT (3331), BENCH_REDIS_URL (unset: limits in memory), BENCH_BASELINE_SECONDS (3),
// and any server setting (PASSWORD_HASH_CONCURRENCY, RATE_LIMIT_LOGIN_ADDRESS, ...) is passed on.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';

const LOGINS = Number(process.env.BENCH_LOGINS ?? 300);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PORT = Number(process.env.BENCH_PORT ?? 3331);
const BASELINE_SECONDS = Number(process.env.BENCH_BASELINE_SECONDS ?? 3);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? '';
const BASE = `http://127.0.0.1:${PORT}`;
/** The customer's own address: never one of the flood's. */
const CUSTOMER_ADDRESS = '198.51.100.7';

if (DATABASE_URL && /\/test$/.test(new URL(DATABASE_URL).pathname)) {
  throw new Error('Refusing to use the "test" database.');
}

const dataDir = DATABASE_URL ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'paywise-login-flood-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    // Production refuses the sandbox gateway unless told: the bench pays through it on purpose.
    PAYMENTS_SANDBOX: 'true',
    REDIS_URL,
    DATABASE_URL,
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    WEB_DIST: '/nonexistent-web-dist',
  },
});
const stopServer = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', () => {
  stopServer();
});

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

async function call(method, url, { token, body, headers = {} } = {}) {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: {
      'x-forwarded-for': CUSTOMER_ADDRESS,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : '—');

/** Reads `url` over and over (one at a time) until `stop` is set; returns each read's time. */
async function probe(url, token, isDone) {
  const times = [];
  const statuses = new Map();
  while (!isDone()) {
    const started = performance.now();
    const res = await fetch(`${BASE}${url}`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': CUSTOMER_ADDRESS },
    });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    await sleep(5);
  }
  times.sort((a, b) => a - b);
  return {
    count: times.length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: times.at(-1),
    statuses,
  };
}

/** Runs the two probes while `work` runs (or for `seconds` when there is no work). */
async function measure(token, work) {
  let done = false;
  const probes = Promise.all([
    probe('/api/operators', token, () => done),
    probe('/api/orders?limit=20', token, () => done),
  ]);
  const result = await work();
  done = true;
  const [operators, orders] = await probes;
  return { result, operators, orders };
}

let sprayed = 0;
/** The flood: LOGINS logins with different unknown emails; `addressOf(n)` is the n-th login's client address. */
function flood(addressOf) {
  return new Promise((resolve, reject) => {
    const statuses = new Map();
    const started = performance.now();
    autocannon(
      {
        url: `${BASE}/api/auth/login`,
        connections: CONNECTIONS,
        amount: LOGINS,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const n = sprayed++;
              return {
                ...request,
                headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(n) },
                body: JSON.stringify({ email: `spray.${n}@example.com`, password: 'Summer2026!' }),
              };
            },
            onResponse: (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        resolve({
          seconds: (performance.now() - started) / 1000,
          statuses,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts,
        });
      },
    );
  });
}

const showStatuses = (statuses) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ');

function report(title, { result, operators, orders }) {
  console.log(`\n${title}`);
  if (result) {
    console.log(
      `  logins: ${LOGINS} in ${result.seconds.toFixed(1)} s (${(LOGINS / result.seconds).toFixed(0)}/s), ` +
        `${showStatuses(result.statuses)}${result.errors ? `, ${result.errors} errors` : ''}; ` +
        `latency p50 ${result.p50} ms, p99 ${result.p99} ms`,
    );
  }
  for (const [name, p] of [
    ['GET /api/operators', operators],
    ['GET /api/orders   ', orders],
  ]) {
    console.log(
      `  ${name}: ${p.count} reads, p50 ${ms(p.p50)}, p99 ${ms(p.p99)}, max ${ms(p.max)} (${showStatuses(p.statuses)})`,
    );
  }
}

try {
  await waitForServer();
  console.log(
    `Server on ${DATABASE_URL ? new URL(DATABASE_URL).pathname.slice(1) : 'the embedded database'}` +
      `${REDIS_URL ? ` and ${REDIS_URL}` : ''}; ${os.availableParallelism()} CPUs; load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );
  const customer = {
    username: 'Flood Witness',
    email: `flood.witness.${Date.now().toString(36)}@example.com`,
    password: 'a long bench passphrase',
  };
  const registered = await call('POST', '/api/auth/register', { body: customer });
  if (registered.status !== 201)
    throw new Error(`register: ${registered.status} ${JSON.stringify(registered.json)}`);
  const login = await call('POST', '/api/auth/login', {
    body: { email: customer.email, password: customer.password },
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.json)}`);
  const token = login.json.token;
  for (let i = 0; i < 3; i++) {
    const order = await call('POST', '/api/orders', {
      token,
      headers: { 'idempotency-key': `flood-${i}-${Date.now()}` },
      body: {
        type: 'MOBILE',
        operator: 'Airtel',
        number: '9876543210',
        circle: 'Delhi NCR',
        amount: 199 + i,
      },
    });
    if (order.status !== 201) throw new Error(`order: ${order.status} ${JSON.stringify(order.json)}`);
  }

  report(
    `Baseline (${BASELINE_SECONDS} s, no flood)`,
    await measure(token, async () => {
      await sleep(BASELINE_SECONDS * 1000);
      return null;
    }),
  );
  report(
    `Flood 1: ${LOGINS} logins, ${CONNECTIONS} connections, every login from its own address`,
    await measure(token, () => flood((n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`)),
  );
  report(
    `Flood 2: ${LOGINS} logins, ${CONNECTIONS} connections, all from 203.0.113.50`,
    await measure(token, () => flood(() => '203.0.113.50')),
  );
  const after = await call('POST', '/api/auth/login', {
    body: { email: customer.email, password: customer.password },
  });
  console.log(`\nThe customer logs in after the floods: ${after.status}`);
  console.log(
    `Load average after: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  stopServer();
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
