// The fault run of issue 25 ("Measure"): two PayWise servers on one PostgreSQL, sandbox purchases by many
// customers (paid at once, paid at the very instant the order expires, never paid, refused by the operator), while
//   - PostgreSQL is restarted three times (the second time while a sweep runs),
//   - one server is SIGKILLed during purchases (and started again), and later the server running a sweep is
//     SIGKILLed in the middle of it (not started again: the other one must carry on alone).
// At the end it counts, straight from the database:
//   - captured payments neither delivered (their order Completed with that payment) nor refunded;
//   - double refunds (a payment refunded twice in the ledger, an order refunded twice, or an order delivered AND
//     its payment refunded);
//   - orders unfinished two sweep intervals after the last fault (among those whose expiry had passed by then);
//   - the longest gap between two finished sweeps (pg-boss's own record of every orders-sweep job).
// It prints the figures and exits 1 when one of the first three is not 0 or the gap exceeds three intervals.
//
//   node --import tsx bench/fault-run.mjs
//
// PostgreSQL: by default a cluster of its own, `15 faultrun` on port 5439 (pg_createcluster, trust auth), made at
// the start and dropped at the end, so restarting it disturbs no one else on a shared machine; the commands are
// the same (`pg_ctlcluster 15 faultrun restart`). FAULT_PG_CLUSTER=main FAULT_PG_PORT=5432 restarts the machine's
// own cluster instead (then every other user of it sees the restarts too). The run's database is `paywise_fault`
// (dropped and created anew). Needs root (pg_ctlcluster) and `ss` (iproute2) to tell which server runs a sweep.
// Settings: FAULT_SECONDS (purchase phase, default 110), FAULT_WORKERS (concurrent customers, 8), FAULT_PORT
// (first server's port, 3460; the second is the next).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createTokenService } from '../apps/server/src/modules/accounts/tokens.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PG_VERSION = '15';
const PG_CLUSTER = process.env.FAULT_PG_CLUSTER ?? 'faultrun';
const PG_PORT = Number(process.env.FAULT_PG_PORT ?? (PG_CLUSTER === 'main' ? 5432 : 5439));
const OWN_CLUSTER = PG_CLUSTER !== 'main';
const DATABASE = 'paywise_fault';
const SERVER_URL = `postgres://postgres@127.0.0.1:${PG_PORT}`;
const DATABASE_URL = `${SERVER_URL}/${DATABASE}`;
const PHASE_SECONDS = Number(process.env.FAULT_SECONDS ?? 110);
const WORKERS = Number(process.env.FAULT_WORKERS ?? 8);
const PORT = Number(process.env.FAULT_PORT ?? 3460);
const SWEEP_INTERVAL_SECONDS = 2;
const SWEEP_GRACE_SECONDS = 2;
const EXPIRY_SECONDS = 6; // PAYMENT_EXPIRY_MINUTES=0.1
const JWT_SECRET = randomBytes(32).toString('hex');
const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'paywise-fault-'));
const LOG = path.join(DATA_DIR, 'servers.log');
const logStream = fs.createWriteStream(LOG);

const started = Date.now();
const at = () => `${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`;
const say = (line) => console.log(`${at()}  ${line}`);
const sh = (cmd, args) => execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

// ------------------------------------------------------------------------------------------------------------
// PostgreSQL
// ------------------------------------------------------------------------------------------------------------
function clusterExists() {
  return sh('pg_lsclusters', ['-h'])
    .split('\n')
    .some((l) => l.split(/\s+/)[1] === PG_CLUSTER);
}
if (OWN_CLUSTER) {
  if (clusterExists()) sh('pg_dropcluster', [PG_VERSION, PG_CLUSTER, '--stop']);
  sh('pg_createcluster', [PG_VERSION, PG_CLUSTER, '-p', String(PG_PORT), '--start', '--', '--auth=trust']);
}
async function admin(query) {
  const client = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}
await admin(`drop database if exists ${DATABASE} with (force)`);
await admin(`create database ${DATABASE}`);

/** A fresh connection per question: the restarts would break a long-lived one. */
async function q1(text, values) {
  const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 3_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}
/** q1, asked again while PostgreSQL restarts (every question here is a read, or an insert safe to repeat). */
async function q(text, values = []) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await q1(text, values);
    } catch (err) {
      if (attempt >= 40 || (err.code && !/^(57P|08)/.test(err.code))) throw err;
      await sleep(250);
    }
  }
}
process.on('unhandledRejection', (err) => say(`unhandled: ${err?.message ?? err}`));
const tryQ = (text, values = []) => q1(text, values).catch(() => null);

const faults = [];
async function restartPostgres(label) {
  const t0 = Date.now();
  sh('pg_ctlcluster', [PG_VERSION, PG_CLUSTER, 'restart']);
  faults.push({ at: Date.now(), what: `PostgreSQL restarted (${label}), ${Date.now() - t0} ms` });
  say(`FAULT  PostgreSQL restarted (${label}) in ${Date.now() - t0} ms`);
}

// ------------------------------------------------------------------------------------------------------------
// Servers
// ------------------------------------------------------------------------------------------------------------
const servers = [1, 2].map((n) => ({ name: `server-${n}`, port: PORT + n - 1, child: null, alive: false }));

async function startServer(server) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(server.port),
      DATABASE_URL,
      DATA_DIR,
      JWT_SECRET,
      PAYMENTS_SANDBOX: 'true',
      WEB_DIST: '/nonexistent-web-dist',
      LOG_LEVEL: 'warn',
      SWEEP_INTERVAL_SECONDS: String(SWEEP_INTERVAL_SECONDS),
      SWEEP_GRACE_SECONDS: String(SWEEP_GRACE_SECONDS),
      ROLLUP_INTERVAL_SECONDS: '10',
      PAYMENT_EXPIRY_MINUTES: String(EXPIRY_SECONDS / 60),
      RATE_LIMIT_ORDERS: '10000',
      RATE_LIMIT_SANDBOX_PAYMENTS: '10000',
      REDIS_URL: '',
    },
  });
  for (const stream of [child.stdout, child.stderr]) {
    readline
      .createInterface({ input: stream })
      .on('line', (line) => logStream.write(`[${server.name}] ${line}\n`));
  }
  server.child = child;
  child.once('exit', () => {
    server.alive = false;
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${server.port}/api/health`)).ok) {
        server.alive = true;
        return;
      }
    } catch {
      // not yet
    }
    if (child.exitCode !== null) throw new Error(`${server.name} exited with ${child.exitCode} (see ${LOG})`);
    await sleep(250);
  }
  throw new Error(`${server.name} did not start (see ${LOG})`);
}

function killServer(server, label) {
  server.alive = false;
  server.child.kill('SIGKILL');
  faults.push({ at: Date.now(), what: `${server.name} SIGKILLed (${label})` });
  say(`FAULT  ${server.name} (pid ${server.child.pid}) SIGKILLed (${label})`);
}

/** The node processes holding each local port of a connection to PostgreSQL (from `ss -tnp`). */
function portOwners() {
  const owners = new Map();
  for (const line of sh('ss', ['-Htnp', 'dport', `= :${PG_PORT}`]).split('\n')) {
    const local = line.trim().split(/\s+/)[3];
    const pid = /pid=(\d+)/.exec(line)?.[1];
    if (local && pid) owners.set(Number(local.split(':').pop()), Number(pid));
  }
  return owners;
}

/** Which server's process is running a sweep statement right now (null when none is seen). */
async function serverInSweep() {
  const rows = await tryQ(
    `select client_port from pg_stat_activity
     where datname = current_database() and state = 'active' and pid <> pg_backend_pid()
       and (query ilike '%skip locked%' or query ilike '%job_runs%' or query ilike '%sandbox_payments%')`,
  );
  if (!rows?.length) return null;
  const active = await tryQ(`select 1 from pgboss.job where name = 'orders-sweep' and state = 'active'`);
  if (!active?.length) return null;
  const owners = portOwners();
  for (const { client_port: port } of rows) {
    const pid = owners.get(port);
    const server = servers.find((s) => s.alive && s.child.pid === pid);
    if (server) return server;
  }
  return null;
}

// ------------------------------------------------------------------------------------------------------------
// Customers
// ------------------------------------------------------------------------------------------------------------
let nextServer = 0;
function pickServer(avoid) {
  const alive = servers.filter((s) => s.alive && s !== avoid);
  if (!alive.length) return null;
  return alive[nextServer++ % alive.length];
}

async function call(method, url, { token, body, avoid } = {}) {
  const server = pickServer(avoid);
  if (!server) return { status: 0, server: null, json: null };
  try {
    const res = await fetch(`http://127.0.0.1:${server.port}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: res.status, server, json: await res.json().catch(() => null) };
  } catch {
    return { status: 0, server, json: null };
  }
}

const tokens = createTokenService(JWT_SECRET);
const tally = {
  ordersCreated: 0,
  paidAtOnce: 0,
  paidAtExpiry: 0,
  payRefused: 0,
  captured: 0,
  abandoned: 0,
  operatorRefuses: 0,
  errors: 0,
};

let seq = 0;
function identifier(kind) {
  seq += 1;
  const base = `9${String(Date.now() % 1e5).padStart(5, '0')}${String(seq % 1e4).padStart(4, '0')}`;
  if (kind === 'refuse') return `${base.slice(0, 6)}2222`;
  // never a sandbox suffix by chance
  return /(0000|1111|2222)$/.test(base) ? `${base.slice(0, 9)}5` : base;
}

/** Confirms a captured payment as the browser would, on another server if the first does not answer. */
async function confirm(token, order, payment) {
  let avoid;
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await call('POST', `/api/orders/${order.id}/payment`, {
      token,
      avoid,
      body: {
        gatewayOrderId: order.payment.gatewayOrderId,
        paymentId: payment.paymentId,
        signature: payment.signature,
      },
    });
    if (res.status > 0 && res.status < 500) return;
    avoid = res.server;
    await sleep(300);
  }
}

async function purchase(token, stopAt) {
  const roll = Math.random();
  const kind = roll < 0.45 ? 'atExpiry' : roll < 0.8 ? 'atOnce' : roll < 0.92 ? 'abandon' : 'refuse';
  const res = await call('POST', '/api/orders', {
    token,
    body: {
      type: 'MOBILE',
      operator: 'Airtel',
      number: identifier(kind),
      circle: 'Delhi NCR',
      amount: 100 + (seq % 90),
    },
  });
  if (res.status !== 201 || !res.json?.payment) {
    tally.errors += 1;
    await sleep(200);
    return;
  }
  const order = res.json;
  const createdAt = Date.now();
  tally.ordersCreated += 1;
  if (kind === 'abandon') {
    tally.abandoned += 1;
    return;
  }
  if (kind === 'atExpiry') {
    // The instant the order stops taking payments (its expiry), give or take the sweeper's own timing.
    const target =
      createdAt + EXPIRY_SECONDS * 1000 + (Math.random() * 2 - 0.5) * SWEEP_INTERVAL_SECONDS * 1000;
    if (target > stopAt + 5_000) return;
    await sleep(Math.max(0, target - Date.now()));
    tally.paidAtExpiry += 1;
  } else {
    tally.paidAtOnce += 1;
    if (kind === 'refuse') tally.operatorRefuses += 1;
  }
  const pay = await call('POST', '/api/sandbox/payments', {
    token,
    body: { gatewayOrderId: order.payment.gatewayOrderId, method: 'UPI', vpa: 'success@razorpay' },
  });
  if (pay.status !== 200 || pay.json?.status !== 'captured') {
    tally.payRefused += 1;
    return;
  }
  tally.captured += 1;
  await confirm(token, order, pay.json);
}

async function customer(stopAt) {
  const [{ id }] = await q(
    `insert into users (username, email, password_hash, is_email_verified)
     values ('Fault Run', $1, 'fault-run: no sign-in', true) returning id`,
    [`fault.${randomBytes(6).toString('hex')}@example.com`],
  );
  // A token opens only a session that exists (decision 0046).
  const sessionId = randomBytes(16).toString('base64url');
  await q(`insert into sessions (id, user_id) values ($1, $2)`, [sessionId, id]);
  const token = await tokens.sign({ userId: Number(id), tokenVersion: 0, sessionId });
  const running = new Set();
  while (Date.now() < stopAt) {
    // Each customer keeps up to three purchases going (one waits for the expiry while the next starts).
    while (running.size < 3 && Date.now() < stopAt) {
      const p = purchase(token, stopAt).catch(() => {
        tally.errors += 1;
      });
      running.add(p);
      void p.finally(() => running.delete(p));
      await sleep(150 + Math.random() * 300);
    }
    await Promise.race(running);
  }
  await Promise.all(running);
}

// ------------------------------------------------------------------------------------------------------------
// The run
// ------------------------------------------------------------------------------------------------------------
async function waitFor(probe, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found) return found;
    await sleep(25);
  }
  return null;
}

const loadBefore = os.loadavg();
let lastFault = Date.now();
let exitCode = 0;
try {
  say(
    `PostgreSQL ${PG_VERSION}/${PG_CLUSTER} on port ${PG_PORT}; servers on ${PORT} and ${PORT + 1}; log ${LOG}`,
  );
  await startServer(servers[0]); // migrates first
  await startServer(servers[1]);
  say('both servers answer /api/health');
  const stopAt = Date.now() + PHASE_SECONDS * 1000;
  const customers = Promise.all(Array.from({ length: WORKERS }, () => customer(stopAt)));
  const purchasesFrom = Date.now();
  const phase = (fraction) =>
    sleep(Math.max(0, purchasesFrom + fraction * PHASE_SECONDS * 1000 - Date.now()));

  await phase(0.15);
  await restartPostgres('during purchases');

  await phase(0.3);
  killServer(servers[1], 'during purchases');
  await sleep(3_000);
  await startServer(servers[1]);
  say('server-2 started again');

  await phase(0.45);
  const sweeping = await waitFor(
    async () =>
      (await tryQ(`select 1 from pgboss.job where name = 'orders-sweep' and state = 'active'`))?.length,
    30_000,
  );
  await restartPostgres(sweeping ? 'while a sweep job was active' : 'no sweep seen active within 30 s');

  await phase(0.6);
  await restartPostgres('during purchases');

  await phase(0.75);
  const victim = await waitFor(serverInSweep, 30_000);
  if (victim) killServer(victim, 'while it ran a sweep');
  else killServer(servers[1], 'no sweep caught within 30 s: killed anyway');
  lastFault = Date.now();
  const survivor = servers.find((s) => s.alive);
  say(`${survivor?.name ?? 'no server'} carries on alone`);

  await customers;
  const lastPurchase = Date.now();
  say(`purchases stopped: ${JSON.stringify(tally)}`);

  // Two sweep intervals after the last fault, and after the last purchase's expiry had passed.
  const settleAt = Math.max(
    lastFault + 2 * SWEEP_INTERVAL_SECONDS * 1000,
    lastPurchase + (EXPIRY_SECONDS + SWEEP_GRACE_SECONDS + 2 * SWEEP_INTERVAL_SECONDS) * 1000,
  );
  await sleep(Math.max(0, settleAt - Date.now()));
  const [{ unfinished }] = await q(
    `select count(*)::int as unfinished from orders
     where status in ('Payment Pending', 'Processing')
       and created_at < now() - make_interval(secs => ${EXPIRY_SECONDS + SWEEP_GRACE_SECONDS + 2 * SWEEP_INTERVAL_SECONDS})`,
  );
  const [{ waiting }] = await q(
    `select count(*)::int as waiting from orders where status in ('Payment Pending', 'Processing')`,
  );

  // Every captured payment (the sandbox marks a refunded one 'refunded'): delivered, or refunded in the ledger.
  const [money] = await q(`
    select count(*)::int as captured,
           count(*) filter (where o.status = 'Completed' and o.payment_ref = p.id)::int as delivered,
           count(*) filter (where r.status = 'refunded')::int as refunded,
           count(*) filter (where r.status = 'pending')::int as "refundPending",
           count(*) filter (where not (o.status = 'Completed' and o.payment_ref = p.id)
                              and coalesce(r.status, '') <> 'refunded')::int as kept,
           count(*) filter (where o.status = 'Completed' and o.payment_ref = p.id
                              and r.status is not null)::int as "deliveredAndRefunded",
           count(*) filter (where r.kind = 'late')::int as "lateRefunds"
    from sandbox_payments p
    join orders o on o.gateway_order_id = p.gateway_order_id
    left join payment_refunds r on r.payment_id = p.id
    where p.status in ('captured', 'refunded')`);
  const keptList = await q(`
    select o.id, o.status, p.id as payment, p.status as "paymentStatus", r.status as refund
    from sandbox_payments p join orders o on o.gateway_order_id = p.gateway_order_id
    left join payment_refunds r on r.payment_id = p.id
    where p.status in ('captured', 'refunded')
      and not (o.status = 'Completed' and o.payment_ref = p.id) and coalesce(r.status, '') <> 'refunded'
    limit 20`);
  const [{ twiceRefunded }] = await q(`
    select count(*)::int as "twiceRefunded" from (
      select order_id from order_events where status = 'Refunded' group by order_id having count(*) > 1
    ) x`);
  const [{ refundedWithSandboxTwice }] = await q(`
    select count(*)::int as "refundedWithSandboxTwice" from (
      select payment_id from payment_refunds group by payment_id having count(*) > 1
    ) x`);

  // Sweeps: every orders-sweep job pg-boss finished (completed ones are archived after an hour: both tables).
  const sweeps = await q(`
    select completed_on from pgboss.job where name = 'orders-sweep' and state = 'completed'
    union all
    select completed_on from pgboss.archive where name = 'orders-sweep' and state = 'completed'
    order by 1`);
  const times = sweeps.map((r) => new Date(r.completed_on).getTime()).filter((t) => t >= started);
  let longestGap = 0;
  let gapEnd = null;
  for (let i = 1; i < times.length; i++) {
    if (times[i] - times[i - 1] > longestGap) {
      longestGap = times[i] - times[i - 1];
      gapEnd = times[i];
    }
  }
  const expired = await q(`
    select count(*)::int as n from pgboss.job
    where name = 'orders-sweep' and output->'value'->>'message' = 'job failed by timeout in active state'`);
  const orphaned = await q(`
    select count(*)::int as n from pgboss.job where name = 'orders-sweep' and state = 'active'
      and started_on < to_timestamp(${lastFault / 1000})`);
  const failedSweeps = await q(`
    select count(*)::int as n from (
      select id from pgboss.job where name = 'orders-sweep' and state in ('failed', 'retry')
      union all select id from pgboss.archive where name = 'orders-sweep' and state = 'failed') x`);
  const warnLines = fs
    .readFileSync(LOG, 'utf8')
    .split('\n')
    .filter((l) => /background job (failed|expired)/.test(l)).length;

  const loadAfter = os.loadavg();
  const gapIntervals = longestGap / 1000 / SWEEP_INTERVAL_SECONDS;
  console.log('\n==== fault run: figures ====');
  console.log(`purchases               ${JSON.stringify(tally)}`);
  console.log(
    `faults                  ${faults.map((f) => `${((f.at - started) / 1000).toFixed(1)} s ${f.what}`).join('; ')}`,
  );
  console.log(
    `captured payments       ${money.captured} (delivered ${money.delivered}, refunded ${money.refunded} of which late ${money.lateRefunds}, refund pending ${money.refundPending})`,
  );
  console.log(`KEPT (neither delivered nor refunded)   ${money.kept}`);
  if (keptList.length) console.log(`  ${JSON.stringify(keptList)}`);
  console.log(
    `DOUBLE REFUNDS          delivered and refunded ${money.deliveredAndRefunded}, order refunded twice ${twiceRefunded}, ledger rows per payment > 1 ${refundedWithSandboxTwice}`,
  );
  console.log(
    `UNFINISHED two intervals after the last fault (expiry passed)   ${unfinished} (still waiting, incl. not yet due: ${waiting})`,
  );
  console.log(
    `LONGEST GAP between finished sweeps     ${(longestGap / 1000).toFixed(1)} s = ${gapIntervals.toFixed(1)} intervals (ending ${gapEnd ? ((gapEnd - started) / 1000).toFixed(1) : '-'} s); ${times.length} sweeps`,
  );
  console.log(
    `sweep jobs left 'active' by a killed process: still active ${orphaned[0].n}, expired by maintenance ${expired[0].n}; failed or retried ${failedSweeps[0].n}; warn lines 'background job failed/expired' ${warnLines}`,
  );
  console.log(
    `load average            before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}; after ${loadAfter.map((l) => l.toFixed(2)).join(' ')} (${os.cpus().length} cores)`,
  );
  console.log(`duration                ${((Date.now() - started) / 1000).toFixed(0)} s; server log ${LOG}`);
  const doubles = money.deliveredAndRefunded + twiceRefunded + refundedWithSandboxTwice;
  if (money.kept > 0 || doubles > 0 || unfinished > 0 || gapIntervals > 3) exitCode = 1;
} catch (err) {
  console.error(err);
  exitCode = 2;
} finally {
  for (const server of servers)
    if (server.child && server.child.exitCode === null) server.child.kill('SIGTERM');
  await sleep(2_000);
  for (const server of servers)
    if (server.child && server.child.exitCode === null) server.child.kill('SIGKILL');
  if (OWN_CLUSTER) {
    try {
      sh('pg_dropcluster', [PG_VERSION, PG_CLUSTER, '--stop']);
    } catch (err) {
      console.error(`could not drop the cluster ${PG_CLUSTER}: ${err.message}`);
    }
  } else {
    await admin(`drop database if exists ${DATABASE} with (force)`).catch(() => {});
  }
  logStream.end();
}
process.exit(exitCode);
