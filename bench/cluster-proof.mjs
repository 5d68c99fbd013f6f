// Scale-out proof on one machine: two real server processes on one PostgreSQL and one Redis behind a round-robin
// balancer (scripts/cluster.mjs), and, through the balancer only:
//   1. 50 concurrent POST /api/orders with ONE Idempotency-Key make one order (one 201, the rest 200 or 409);
//   2. a login rate limit of 5 is shared: 8 wrong passwords for one email, alternating servers, get 429 from
//      the 6th on, although each server saw only 4;
//   3. orders the sweeper must finish (1111: the operator confirms after 30 s; 3333: never paid, expires) end
//      final, and every 'orders-sweep' job ran once, in one process, one per interval slot, never two at once;
//   4. no order was processed twice: each order's events have each status at most once, along the state machine.
// It prints a report and exits 1 if any check failed.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/paywise_cluster REDIS_URL=redis://127.0.0.1:6379 \
//     node --import tsx bench/cluster-proof.mjs
//
// (the tsx loader lets it hash the customers' passwords with the server's own code, and read the state machine
// from the domain package). DATABASE_URL defaults to the line above; the database is created when missing and
// is never emptied (the checks look only at this run's customer and this run's jobs). `test` is refused.
// Settings: PROOF_PORT (balancer, default 3410; servers on the next ports), PROOF_WAIT_SECONDS (90),
// PROOF_CLIENT_ADDRESS (the loopback address the client connects from, default 127.0.0.7).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import { ORDER_TRANSITIONS, isFinalStatus } from '../packages/domain/src/order-states.ts';
import { hashPassword } from '../apps/server/src/modules/accounts/password.ts';
import { clusterDatabaseUrl, startCluster } from '../scripts/cluster.mjs';

const DATABASE_URL = clusterDatabaseUrl(
  process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/paywise_cluster',
);
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PORT = Number(process.env.PROOF_PORT ?? 3410);
const WAIT_SECONDS = Number(process.env.PROOF_WAIT_SECONDS ?? 90);
const CLIENT_ADDRESS = process.env.PROOF_CLIENT_ADDRESS ?? '127.0.0.7';
const LOGIN_LIMIT = 5;
const LOGIN_TRIES = 8;
const CONCURRENT = 50;
const SWEEP_INTERVAL_SECONDS = 2;
const PASSWORD = 'cluster-proof-passphrase-2026';
const run = `${Date.now().toString(36)}${randomUUID().slice(0, 4)}`;

const checks = [];
const check = (label, ok, detail = '') => {
  checks.push({ label, ok });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}${detail ? ` — ${detail}` : ''}`);
};
const tally = (values) => values.reduce((map, v) => map.set(v, (map.get(v) ?? 0) + 1), new Map());
const show = (map) => [...map].map(([k, n]) => `${k}: ${n}`).join(', ');

const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paywise-cluster-proof-'));
const logFiles = new Map();
const db = new pg.Client({ connectionString: DATABASE_URL });
const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
let cluster;
let serverDied = null;
/** The pid of the server this script has paused (SIGSTOP) right now, to be resumed whatever happens. */
let pausedPid = null;
const resume = () => {
  if (pausedPid === null) return;
  try {
    process.kill(pausedPid, 'SIGCONT');
  } catch {
    // it exited
  }
  pausedPid = null;
};

/**
 * The client connects from its own loopback address (not 127.0.0.1, which the balancer uses towards the
 * servers), so the servers' view of the client (request.ip, the rate-limit keys) shows X-Forwarded-For at work.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, localAddress: CLIENT_ADDRESS });

/** Every response through the balancer, by the server that answered (x-upstream). */
const served = [];
function call(method, url, { token, body, headers = {} } = {}) {
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${cluster.url}${url}`,
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const upstream = String(res.headers['x-upstream'] ?? '(none)');
          served.push(upstream);
          let json = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode, upstream, headers: res.headers, json });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function createUser(email, username) {
  const { rows } = await db.query(
    `insert into users (username, email, password_hash, is_email_verified)
     values ($1, $2, $3, true) returning id`,
    [username, email, await hashPassword(PASSWORD)],
  );
  return rows[0].id;
}

const mobileOrder = (number, amount = 199) => ({
  type: 'MOBILE',
  operator: 'Airtel',
  number,
  circle: 'Delhi NCR',
  amount,
});

try {
  await db.connect();
  await redis.connect();
  cluster = await startCluster({
    databaseUrl: DATABASE_URL,
    redisUrl: REDIS_URL,
    servers: 2,
    port: PORT,
    env: {
      LOG_LEVEL: 'info',
      RATE_LIMIT_LOGIN: String(LOGIN_LIMIT),
      // One customer sends the 50 concurrent requests of check 1 and the orders of check 3 within a minute.
      RATE_LIMIT_ORDERS: '1000',
      SWEEP_INTERVAL_SECONDS: String(SWEEP_INTERVAL_SECONDS),
      SWEEP_GRACE_SECONDS: '2',
      PAYMENT_EXPIRY_MINUTES: '0.1',
      WEB_DIST: '/nonexistent-web-dist',
    },
    log: (name, line) => {
      if (!logFiles.has(name)) logFiles.set(name, fs.createWriteStream(path.join(logDir, `${name}.log`)));
      logFiles.get(name).write(`${line}\n`);
    },
    onServerExit: (server, code) => {
      serverDied = `${server.name} (pid ${server.pid}) exited (${code}) during the proof`;
    },
  });
  const serverOfPid = new Map(cluster.servers.map((s) => [String(s.pid), s.name]));
  const [{ now: startedAt }] = (await db.query('select now()')).rows;
  console.log(
    `Cluster up: balancer ${cluster.url} → ${cluster.servers.map((s) => `${s.name} pid ${s.pid} :${s.port}`).join(', ')}` +
      `\nDatabase ${new URL(DATABASE_URL).pathname.slice(1)}, Redis ${REDIS_URL}, server logs in ${logDir}\n`,
  );

  // The customers, made with the server's own password hashing (no mail outbox in production).
  const customerEmail = `cluster.proof.${run}@example.com`;
  const victimEmail = `cluster.victim.${run}@example.com`;
  const customerId = await createUser(customerEmail, 'Cluster Proof');
  await createUser(victimEmail, 'Cluster Victim');
  const login = await call('POST', '/api/auth/login', { body: { email: customerEmail, password: PASSWORD } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.json)}`);
  const token = login.json.token;

  // 1. One order per Idempotency-Key, whichever server each request reaches.
  console.log(`1. ${CONCURRENT} concurrent POST /api/orders with one Idempotency-Key`);
  const key = `cluster-proof-${run}`;
  const idem = await Promise.all(
    Array.from({ length: CONCURRENT }, () =>
      call('POST', '/api/orders', {
        token,
        body: mobileOrder('9876500001'),
        headers: { 'idempotency-key': key },
      }),
    ),
  );
  const idemByServer = new Map();
  for (const r of idem) {
    const label = `${r.status}${r.headers['idempotent-replayed'] === 'true' ? ' replayed' : ''}`;
    const row = idemByServer.get(r.upstream) ?? new Map();
    row.set(label, (row.get(label) ?? 0) + 1);
    idemByServer.set(r.upstream, row);
  }
  for (const [server, row] of [...idemByServer].sort()) console.log(`   ${server}: ${show(row)}`);
  const idemIds = new Set(idem.filter((r) => r.status < 300).map((r) => r.json.id));
  const { rows: keyRows } = await db.query(
    'select id from orders where customer_id = $1 and idempotency_key = $2',
    [customerId, key],
  );
  check(
    'one order row for the key',
    keyRows.length === 1,
    `${keyRows.length} row(s) in orders for Idempotency-Key ${key}`,
  );
  check(
    'exactly one 201, every other answer 200 (replay) or 409',
    idem.filter((r) => r.status === 201).length === 1 &&
      idem.every((r) => [200, 201, 409].includes(r.status)),
    show(tally(idem.map((r) => r.status))),
  );
  check(
    'every 2xx answer is that order',
    idemIds.size === 1 && keyRows.length === 1 && idemIds.has(Number(keyRows[0].id)),
    `order id(s) answered: ${[...idemIds].join(', ')}`,
  );
  check('both servers answered some of them', idemByServer.size === 2, [...idemByServer.keys()].join(', '));

  // 2. The login limit is counted in Redis, so it holds across servers.
  console.log(`\n2. ${LOGIN_TRIES} wrong-password logins for one email (limit ${LOGIN_LIMIT} per 15 min)`);
  const tries = [];
  for (let i = 0; i < LOGIN_TRIES; i++) {
    tries.push(
      await call('POST', '/api/auth/login', { body: { email: victimEmail, password: 'wrong-password-0' } }),
    );
  }
  console.log(`   ${tries.map((r, i) => `#${i + 1} ${r.upstream} ${r.status}`).join(' · ')}`);
  const perServer = tally(tries.map((r) => r.upstream));
  // @fastify/rate-limit's Redis key: namespace + route + the server's key (login:<client address>:<email>).
  const redisKey = `paywise-rl:POST/api/auth/login-login:${CLIENT_ADDRESS}:${victimEmail}`;
  const redisCount = await redis.get(redisKey);
  check(
    `tries 1–${LOGIN_LIMIT} are 401, ${LOGIN_LIMIT + 1}–${LOGIN_TRIES} are 429`,
    tries.every((r, i) => r.status === (i < LOGIN_LIMIT ? 401 : 429)),
    tries.map((r) => r.status).join(' '),
  );
  check(
    `each server saw fewer than ${LOGIN_LIMIT + 1} tries (a per-process count would never say 429)`,
    perServer.size === 2 && [...perServer.values()].every((n) => n <= LOGIN_LIMIT),
    show(perServer),
  );
  check(
    `one count in Redis for both servers, keyed by the client's address (${CLIENT_ADDRESS}, not the balancer's)`,
    Number(redisCount) === LOGIN_TRIES,
    `${redisKey} = ${redisCount}`,
  );
  // The servers trust one hop (TRUST_PROXY=1): the balancer's own X-Forwarded-For entry is the client's address.
  const spoofed = await call('POST', '/api/auth/login', {
    body: { email: victimEmail, password: 'wrong-password-0' },
    headers: { 'x-forwarded-for': '203.0.113.9' },
  });
  check(
    'a client-supplied X-Forwarded-For does not reset the count',
    spoofed.status === 429,
    `try ${LOGIN_TRIES + 1} with X-Forwarded-For: 203.0.113.9 → ${spoofed.status}`,
  );

  // 3. Orders only the sweeper can finish, and ones finished at once, for the event checks.
  console.log('\n3. Orders the sweeper finishes (1111: operator confirms after 30 s; 3333: never paid)');
  const plan = [
    ...['9800001111', '9800011111', '9800021111', '9800031111'].map((n) => [n, 'Completed']),
    ...['9800003333', '9800013333', '9800023333', '9800033333'].map((n) => [n, 'Failed']),
    ...['9800002222', '9800012222'].map((n) => [n, 'Refunded']),
    ...['9800000000', '9800010000'].map((n) => [n, 'Failed']),
    ...['9800000001', '9800000002', '9800000003'].map((n) => [n, 'Completed']),
  ];
  const placed = [];
  for (const [number, expected] of plan) {
    const res = await call('POST', '/api/orders', {
      token,
      body: mobileOrder(number),
      headers: { 'idempotency-key': `${key}-${number}` },
    });
    if (res.status !== 201) throw new Error(`order for ${number}: ${res.status} ${JSON.stringify(res.json)}`);
    placed.push({ id: res.json.id, number, expected, first: res.json.status, createdBy: res.upstream });
  }
  console.log(
    `   placed ${placed.length}: ${show(tally(placed.map((p) => `${p.number.slice(-4)} → ${p.first}`)))}`,
  );
  const waitStarted = Date.now();
  let unfinished = placed;
  const final = new Map();
  while (unfinished.length > 0 && Date.now() - waitStarted < WAIT_SECONDS * 1000 && !serverDied) {
    await sleep(2_000);
    for (const order of unfinished) {
      const res = await call('GET', `/api/orders/${order.id}`, { token });
      if (res.status === 200 && isFinalStatus(res.json.status)) final.set(order.id, res.json);
    }
    unfinished = unfinished.filter((o) => !final.has(o.id));
  }
  const waited = ((Date.now() - waitStarted) / 1000).toFixed(0);
  console.log(`   all final after ${waited} s of polling GET /api/orders/{id} through the balancer`);
  check(
    'every order ended final, as the sandbox says it should',
    placed.every((o) => final.get(o.id)?.status === o.expected),
    placed
      .filter((o) => final.get(o.id)?.status !== o.expected)
      .map((o) => `${o.number}: ${final.get(o.id)?.status ?? 'not final'} (expected ${o.expected})`)
      .join('; ') || `${placed.length} orders`,
  );
  // Which server ran which job: each job's output names its process (apps/server/src/plugins/jobs.ts).
  const readSweepJobs = async (since) =>
    (
      await db.query(
        `select id, state, retry_count, singleton_on::text as slot, started_on, completed_on, output
           from pgboss.job where name = 'orders-sweep' and created_on >= $1
         union all
         select id, state, retry_count, singleton_on::text, started_on, completed_on, output
           from pgboss.archive where name = 'orders-sweep' and created_on >= $1
         order by started_on nulls last`,
        [since],
      )
    ).rows.map((job) => ({
      ...job,
      server: job.output?.worker
        ? (serverOfPid.get(String(job.output.worker).split(':').pop()) ?? `unknown ${job.output.worker}`)
        : null,
    }));
  const runsByServer = (jobs) => {
    const byServer = new Map(cluster.servers.map((s) => [s.name, { runs: 0, orders: 0 }]));
    for (const job of jobs.filter((j) => j.state === 'completed')) {
      const entry = byServer.get(job.server) ?? { runs: 0, orders: 0 };
      entry.runs += 1;
      entry.orders += Number(job.output?.result ?? 0);
      byServer.set(job.server, entry);
    }
    return byServer;
  };

  // Both servers are workers of the queue. Whoever asks for a slot's job first usually runs it at once (pg-boss
  // wakes its own worker), so one server can win every slot for a while: pause the busier one (SIGSTOP, between
  // two runs) and the other must take the next slots.
  const busiest = [...runsByServer(await readSweepJobs(startedAt))].sort(
    (x, y) => y[1].runs - x[1].runs,
  )[0][0];
  const pausedServer = cluster.servers.find((s) => s.name === busiest);
  const PAUSE_SECONDS = 4 * SWEEP_INTERVAL_SECONDS;
  let paused = false;
  for (let attempt = 0; attempt < 10 && !paused; attempt++) {
    pausedPid = pausedServer.pid;
    process.kill(pausedPid, 'SIGSTOP');
    // Not while it holds a sweep (the queue runs one at a time: a job held by a stopped process blocks it).
    const { rows } = await db.query(
      `select 1 from pgboss.job where name = 'orders-sweep' and state = 'active'`,
    );
    paused = rows.length === 0;
    if (!paused) {
      resume();
      await sleep(300);
    }
  }
  const [{ now: pausedAt }] = (await db.query('select now()')).rows;
  if (paused) await sleep(PAUSE_SECONDS * 1000);
  const [{ now: resumedAt }] = (await db.query('select now()')).rows;
  resume();
  const pauseRuns = runsByServer(
    (await readSweepJobs(startedAt)).filter((j) => j.started_on >= pausedAt && j.started_on < resumedAt),
  );
  const stand = cluster.servers.find((s) => s !== pausedServer).name;
  console.log(
    `   ${busiest} paused ${PAUSE_SECONDS} s: sweeps run meanwhile: ${[...pauseRuns].map(([s, e]) => `${s} ${e.runs}`).join(', ')}`,
  );
  check(
    `while ${busiest} was paused, ${stand} ran the sweeps`,
    paused && pauseRuns.get(stand).runs >= 2 && pauseRuns.get(busiest).runs === 0,
    paused ? `${pauseRuns.get(stand).runs} runs by ${stand}` : `could not pause ${busiest} between two runs`,
  );

  // Let the sweeper slot that is running now finish, so every job counted below has its outcome.
  await sleep((SWEEP_INTERVAL_SECONDS + 1) * 1000);
  const jobs = await readSweepJobs(startedAt);
  const done = jobs.filter((j) => j.state === 'completed');
  const slots = tally(jobs.map((j) => j.slot));
  const twice = [...slots].filter(([, n]) => n > 1);
  let overlaps = 0;
  for (let i = 1; i < done.length; i++) {
    if (done[i].started_on < done[i - 1].completed_on) overlaps++;
  }
  const byServer = runsByServer(jobs);
  console.log(
    `   orders-sweep jobs since the start: ${jobs.length} (${show(tally(jobs.map((j) => j.state)))})` +
      `\n   run by: ${[...byServer].map(([s, e]) => `${s} ${e.runs} runs (${e.orders} orders re-driven)`).join(', ')}`,
  );
  check(
    'every finished sweeper job completed once (no failure, no retry, one worker in its output)',
    jobs.every((j) => ['completed', 'created', 'active'].includes(j.state)) &&
      jobs.every((j) => j.retry_count === 0) &&
      done.every((j) => j.server !== null && !j.server.startsWith('unknown')) &&
      jobs.filter((j) => j.state !== 'completed').length <= 2,
    `${done.length} completed, ${jobs.length - done.length} waiting or running now`,
  );
  check(
    'no interval slot (singleton_on) has two jobs, even after the pause',
    twice.length === 0,
    `${slots.size} slots`,
  );
  check('no two sweeps ran at the same time', overlaps === 0, `${overlaps} overlapping runs`);
  check(
    'both servers ran sweeper jobs',
    cluster.servers.every((s) => byServer.get(s.name).runs > 0),
    show(new Map([...byServer].map(([s, e]) => [s, e.runs]))),
  );
  const redriven = done.reduce((sum, j) => sum + Number(j.output?.result ?? 0), 0);
  const needSweeper = placed.filter((o) => /(1111|3333)$/.test(o.number)).length;
  check(
    `the sweeper re-drove the ${needSweeper} orders left unfinished by their requests`,
    redriven >= needSweeper,
    `${redriven} re-drives over ${done.length} runs`,
  );

  // 4. No order processed twice: its events, in order, are a path of the state machine with no repeat.
  console.log('\n4. Order events');
  const { rows: events } = await db.query(
    `select o.id, o.status as now, array_agg(e.status order by e.id) as path
       from orders o join order_events e on e.order_id = o.id
      where o.customer_id = $1 group by o.id, o.status order by o.id`,
    [customerId],
  );
  const bad = events.filter(({ now, path: steps }) => {
    if (steps[0] !== 'Payment Pending' || steps[steps.length - 1] !== now) return true;
    if (new Set(steps).size !== steps.length) return true;
    return steps.slice(1).some((to, i) => !ORDER_TRANSITIONS[steps[i]]?.includes(to));
  });
  console.log(`   ${show(tally(events.map((e) => e.path.join(' → '))))}`);
  check(
    'every order: each status at most once, along the state machine, ending where the order is',
    bad.length === 0 && events.length === placed.length + 1,
    bad.length
      ? bad.map((e) => `${e.id}: ${e.path.join(' → ')}`).join('; ')
      : `${events.length} orders checked`,
  );

  console.log(`\nRequests through the balancer: ${served.length} (${show(tally(served))})`);
  if (serverDied) check('both servers stayed up', false, serverDied);
} catch (error) {
  check('the proof ran to the end', false, error instanceof Error ? error.stack : String(error));
} finally {
  resume();
  await cluster?.stop();
  agent.destroy();
  for (const file of logFiles.values()) file.end();
  await db.end().catch(() => {});
  redis.disconnect();
}

const failed = checks.filter((c) => !c.ok);
console.log(
  `\n${checks.length - failed.length} passed, ${failed.length} failed` +
    `\nMachine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; server logs: ${logDir}`,
);
process.exit(failed.length ? 1 : 0);
