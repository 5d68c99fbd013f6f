// The provider fault run of issue 46: two PayWise servers (NODE_ENV=production) on their real adapters, chosen by
// configuration as in production (PAYMENT_GATEWAY=razorpay, RECHARGE_PROVIDER=setu, BILLER_PROVIDER=setu), against
// the local fakes of Razorpay, Setu prepaid and Setu BBPS (bench/fault/fakes.ts, a process of its own), with a fault
// proxy of the run's own between each server and each fake (bench/fault/proxy.mjs: HTTPS, timeouts, 5xx, 429,
// answers dropped after the fake acted). Customers buy prepaid recharges and pay electricity bills: they pay at
// fake Razorpay as Checkout would, the browser confirms (or the tab is closed), Razorpay's webhooks arrive lost,
// duplicated or reordered; recharges and bill payments stay pending and then succeed or fail, some are reversed
// after success (a Setu prepaid reversal, a BBPS Credit_Adjustment) with their webhooks lost, late or duplicated.
// A server is SIGKILLed just after it sent `recharge/request` and just after `bills/payment/request` (the fake
// acted, the server never read the answer), and started again; PostgreSQL (a cluster of the run's own) restarts.
//
// Once purchases and faults stop it waits the documented waits (below, and bench/README.md) and counts, from the
// database against each fake's own ledger:
//   KEPT                  a captured payment neither delivered (its order Completed and the provider's own ledger
//                         says delivered) nor refunded (a refund at the gateway that has not failed);
//   DOUBLE DELIVERY       two successful recharges of one order's number / two bill payments of one consumer;
//   DELIVERED + REFUNDED  delivered at the provider and refunded at the gateway;
//   TWO REFUNDS           two refunds (not failed) of one payment at the gateway, or more refunded than paid;
//   REFUNDED UNPROCESSED  the order page says a refund is processed while the gateway's refund is not (sampled
//                         every 2 s during the run and at the end), or an order 'Refunded' with no refund at the
//                         gateway at all;
// and exits 1 when any is not 0 (2 when the run itself broke). A captured payment whose order still waits on a
// documented wait longer than the run (a recharge/request that never reached Setu is failed and refunded 15 minutes
// after its claim, REQUEST_LOST_MS) is listed apart, not counted; what only the daily reconciliation finishes is
// counted before it, then the reconciliation is run (as its 03:30 schedule would) and the money counted again.
//
//   node --import tsx bench/provider-fault-run.mjs            # full run, a few minutes (root: its own cluster)
//   node --import tsx bench/provider-fault-run.mjs --short    # or FAULT_SHORT=1: about a minute
//
// PostgreSQL: FAULT_DATABASE_URL (a server to make the run's database on; no restarts), else in short mode
// TEST_DATABASE_URL (as the vitest test runs it; no restarts), else a cluster of its own (`15 pfault`, port 5439,
// pg_createcluster, trust auth; needs root), restarted twice in the full run and once in the short one.
// Settings: FAULT_SECONDS (purchase phase; 150, short 35), FAULT_WORKERS (concurrent customers; 6, short 4),
// FAULT_RATE (share of provider requests given a fault during purchases; 0.12), FAULT_PORT (first of the ports
// used, 3470: servers 3470-3471, fakes 3472-3474, control 3475, proxies 3480-3485).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { OPERATORS } from '../packages/domain/src/catalogue/operators.ts';
import { createTokenService } from '../apps/server/src/modules/accounts/tokens.ts';
import { startFaultProxy } from './fault/proxy.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHORT = process.argv.includes('--short') || process.env.FAULT_SHORT === '1';
const PHASE_SECONDS = Number(process.env.FAULT_SECONDS ?? (SHORT ? 35 : 150));
const WORKERS = Number(process.env.FAULT_WORKERS ?? (SHORT ? 4 : 6));
const FAULT_RATE = Number(process.env.FAULT_RATE ?? 0.12);
const BASE_PORT = Number(process.env.FAULT_PORT ?? 3470);
const PORTS = {
  servers: [BASE_PORT, BASE_PORT + 1],
  razorpay: BASE_PORT + 2,
  prepaid: BASE_PORT + 3,
  bbps: BASE_PORT + 4,
  control: BASE_PORT + 5,
  proxies: [BASE_PORT + 10, BASE_PORT + 13], // + 0 razorpay, + 1 prepaid, + 2 bbps, per server
};
const SWEEP_INTERVAL_SECONDS = 2;
const SWEEP_GRACE_SECONDS = 3;
const EXPIRY_MINUTES = 2;
/** The adapters' own timeouts: Razorpay 10 s, Setu prepaid and BBPS 15 s (a hung request ends within these). */
const ADAPTER_TIMEOUT_SECONDS = 15;
/** Fake Razorpay settles a refund 'processed' this long after it was made (a bank's time, shortened). */
const REFUND_SETTLE_MS = 3000;
/** setu-recharge-provider.ts REQUEST_LOST_MS: a recharge Setu never heard of is failed (refunded) this long after its claim. */
const REQUEST_LOST_SECONDS = 15 * 60;
const BOARD = OPERATORS.ELECTRICITY[0].name;
const BILLER_ID = 'ADAN00000MUM01';
const SETU_WEBHOOK_SECRET = `setu-webhook-${randomBytes(12).toString('hex')}`;
const PREPAID_WEBHOOK_TOKEN = `prepaid-${randomBytes(16).toString('hex')}`;
const JWT_SECRET = randomBytes(32).toString('hex');
const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'paywise-pfault-'));
const LOG = path.join(DATA_DIR, 'servers.log');
const logStream = fs.createWriteStream(LOG);

const started = Date.now();
const at = () => `${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`;
const say = (line) => console.log(`${at()}  ${line}`);
const sh = (cmd, args) => execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const chance = (p) => Math.random() < p;
const pick = (items) => items[Math.floor(Math.random() * items.length)];
process.on('unhandledRejection', (err) => say(`unhandled: ${err?.message ?? err}`));

// ------------------------------------------------------------------------------------------------------------
// PostgreSQL
// ------------------------------------------------------------------------------------------------------------
const PG_VERSION = '15';
const PG_CLUSTER = 'pfault';
const PG_PORT = 5439;
const externalUrl = process.env.FAULT_DATABASE_URL ?? (SHORT ? process.env.TEST_DATABASE_URL : undefined);
const DATABASE = `paywise_pfault_${randomBytes(3).toString('hex')}`;
let SERVER_URL;
let ownCluster = false;
if (externalUrl) {
  const u = new URL(externalUrl);
  u.pathname = '';
  SERVER_URL = u.toString().replace(/\/$/, '');
  say(
    'PostgreSQL restarts skipped: the run uses a server it does not own (FAULT_DATABASE_URL / TEST_DATABASE_URL)',
  );
} else {
  const canCreate = process.getuid?.() === 0 && fs.existsSync('/usr/bin/pg_createcluster');
  if (!canCreate) {
    console.error(
      'provider fault run: no PostgreSQL to use. Set FAULT_DATABASE_URL (or TEST_DATABASE_URL with --short), or ' +
        'run as root with pg_createcluster so that it makes a cluster of its own (port 5439).',
    );
    process.exit(2);
  }
  const exists = sh('pg_lsclusters', ['-h'])
    .split('\n')
    .some((l) => l.split(/\s+/)[1] === PG_CLUSTER);
  if (exists) sh('pg_dropcluster', [PG_VERSION, PG_CLUSTER, '--stop']);
  sh('pg_createcluster', [PG_VERSION, PG_CLUSTER, '-p', String(PG_PORT), '--start', '--', '--auth=trust']);
  ownCluster = true;
  SERVER_URL = `postgres://postgres@127.0.0.1:${PG_PORT}`;
}
const DATABASE_URL = `${SERVER_URL}/${DATABASE}`;

async function admin(query) {
  const client = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}
await admin(`create database ${DATABASE}`);

async function q(text, values = []) {
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 3_000 });
    client.on('error', () => {});
    try {
      await client.connect();
      return (await client.query(text, values)).rows;
    } catch (err) {
      if (attempt >= 40 || (err.code && !/^(57P|08)/.test(err.code))) throw err;
      await sleep(250);
    } finally {
      await client.end().catch(() => {});
    }
  }
}

const faults = [];
const fault = (what) => {
  faults.push({ at: Date.now(), what });
  say(`FAULT  ${what}`);
};
function restartPostgres(label) {
  const t0 = Date.now();
  sh('pg_ctlcluster', [PG_VERSION, PG_CLUSTER, 'restart']);
  fault(`PostgreSQL restarted (${label}) in ${Date.now() - t0} ms`);
}

// ------------------------------------------------------------------------------------------------------------
// The fakes (a process of their own) and the certificate the proxies present
// ------------------------------------------------------------------------------------------------------------
const keyFile = path.join(DATA_DIR, 'proxy-key.pem');
const certFile = path.join(DATA_DIR, 'proxy-cert.pem');
sh('openssl', [
  'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '1',
  '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
]); // prettier-ignore
const tls = { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8') };

const fakesChild = spawn(process.execPath, ['--import', 'tsx', 'bench/fault/fakes.ts'], {
  cwd: ROOT,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    FAKES_RAZORPAY_PORT: String(PORTS.razorpay),
    FAKES_PREPAID_PORT: String(PORTS.prepaid),
    FAKES_BBPS_PORT: String(PORTS.bbps),
    FAKES_CONTROL_PORT: String(PORTS.control),
    FAKES_BOARD: BOARD,
    FAKES_BILLER_ID: BILLER_ID,
    FAKES_REFUND_SETTLE_MS: String(REFUND_SETTLE_MS),
  },
});
fakesChild.stderr.on('data', (d) => logStream.write(`[fakes] ${d}`));
const fakes = await new Promise((resolve, reject) => {
  readline.createInterface({ input: fakesChild.stdout }).on('line', (line) => {
    if (line.startsWith('{"ready"')) resolve(JSON.parse(line).ready);
    else logStream.write(`[fakes] ${line}\n`);
  });
  fakesChild.once('exit', (code) => reject(new Error(`the fakes exited with ${code} (see ${LOG})`)));
});

async function control(method, route, body) {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORTS.control}${route}`, {
        method,
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
      const json = await res.json();
      if (res.status !== 200) throw new Error(`control ${route}: ${json.error}`);
      return json;
    } catch (err) {
      if (attempt >= 3 || /control /.test(err.message)) throw err;
      await sleep(200);
    }
  }
}
const ledger = () => control('GET', '/ledger');

// ------------------------------------------------------------------------------------------------------------
// The fault proxies: one per server and provider
// ------------------------------------------------------------------------------------------------------------
let injecting = false;
const proxyCounts = {};
/** Kills asked for: the next request of that path from a live server is forwarded, then its server SIGKILLed. */
const killArmed = { '/recharge/request': false, '/api/v2/bbps/bills/payment/request': false };
const ACTING = new Set([
  '/recharge/request',
  '/api/v2/bbps/bills/payment/request',
  '/api/v2/bbps/bills/fetch/request',
]);

function decide(serverIndex) {
  return ({ method, path: p }) => {
    if (
      killArmed[p] !== undefined &&
      killArmed[p] &&
      servers[serverIndex].alive &&
      servers.every((s) => s.alive)
    ) {
      killArmed[p] = false;
      return 'kill-after';
    }
    if (!injecting || !chance(FAULT_RATE)) return 'pass';
    const acting = method === 'POST' && (ACTING.has(p) || /\/refund$|^\/v1\/orders$/.test(p));
    const roll = Math.random();
    if (roll < 0.2) return { status: pick([500, 502, 503]) };
    if (roll < 0.35) return { status: 429 };
    if (roll < 0.45) return 'hang';
    if (roll < 0.8) return acting ? 'drop-after' : { status: 503 };
    return 'hang-after';
  };
}
const razorpayError = (status) => ({
  error: {
    code: status === 429 ? 'BAD_REQUEST_ERROR' : 'SERVER_ERROR',
    description: status === 429 ? 'Too many requests' : 'The server encountered an error.',
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  },
});
const setuError = (status) => ({
  success: false,
  error: { code: status === 429 ? 'too-many-requests' : 'upstream-error', message: `proxy ${status}` },
  traceId: randomBytes(6).toString('hex'),
});

const servers = [0, 1].map((i) => ({
  name: `server-${i + 1}`,
  index: i,
  port: PORTS.servers[i],
  child: null,
  alive: false,
}));
const proxies = [];
for (const server of servers) {
  const base = PORTS.proxies[server.index];
  const onKill = () => void killAndRestart(server, 'just after it sent a provider request the fake acted on');
  const targets = [
    [base, `http://127.0.0.1:${PORTS.razorpay}`, razorpayError],
    [base + 1, `http://127.0.0.1:${PORTS.prepaid}`, setuError],
    [base + 2, `http://127.0.0.1:${PORTS.bbps}`, setuError],
  ];
  for (const [port, target, errorBody] of targets) {
    proxies.push(
      await startFaultProxy({
        name: `${server.name}→${target}`,
        port,
        target,
        tls,
        decide: decide(server.index),
        errorBody,
        onKill,
        counts: proxyCounts,
      }),
    );
  }
}

// ------------------------------------------------------------------------------------------------------------
// Servers
// ------------------------------------------------------------------------------------------------------------
function serverEnv(server) {
  const base = PORTS.proxies[server.index];
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(server.port),
    WEB_CONCURRENCY: '1',
    DATABASE_URL,
    DATA_DIR,
    JWT_SECRET,
    WEB_DIST: '/nonexistent-web-dist',
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
    NODE_EXTRA_CA_CERTS: certFile,
    SWEEP_INTERVAL_SECONDS: String(SWEEP_INTERVAL_SECONDS),
    SWEEP_GRACE_SECONDS: String(SWEEP_GRACE_SECONDS),
    PAYMENT_EXPIRY_MINUTES: String(EXPIRY_MINUTES),
    RATE_LIMIT_ORDERS: '100000',
    RATE_LIMIT_BILL_FETCH: '100000',
    PAYMENT_GATEWAY: 'razorpay',
    RAZORPAY_KEY_ID: fakes.razorpay.keyId,
    RAZORPAY_KEY_SECRET: fakes.razorpay.keySecret,
    RAZORPAY_WEBHOOK_SECRET: fakes.razorpay.webhookSecret,
    RAZORPAY_API_URL: `https://127.0.0.1:${base}/v1`,
    RECHARGE_PROVIDER: 'setu',
    SETU_PREPAID_URL: `https://127.0.0.1:${base + 1}`,
    SETU_PREPAID_AUTH_URL: `https://127.0.0.1:${base + 1}`,
    SETU_PREPAID_CLIENT_ID: fakes.prepaid.clientId,
    SETU_PREPAID_SECRET: fakes.prepaid.secret,
    SETU_PREPAID_PRODUCT_INSTANCE_ID: fakes.prepaid.productInstanceId,
    SETU_PREPAID_WEBHOOK_TOKEN: PREPAID_WEBHOOK_TOKEN,
    BILLER_PROVIDER: 'setu',
    SETU_BBPS_URL: `https://127.0.0.1:${base + 2}`,
    SETU_CLIENT_ID: fakes.bbps.clientId,
    SETU_CLIENT_SECRET: fakes.bbps.clientSecret,
    SETU_PARTNER_ID: fakes.bbps.partnerId,
    SETU_AGENT_ID: 'PW01PW01INT000000001',
    SETU_AGENT_IP: '203.0.113.10',
    SETU_AGENT_MAC: '02-00-00-00-00-01',
    SETU_BILLER_IDS: JSON.stringify({ [BOARD]: BILLER_ID }),
    SETU_WEBHOOK_SECRET,
  };
}

async function startServer(server) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: serverEnv(server),
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
  for (let i = 0; i < 360; i++) {
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

let restarting = 0;
async function killAndRestart(server, label) {
  server.alive = false;
  server.child.kill('SIGKILL');
  fault(`${server.name} (pid ${server.child.pid}) SIGKILLed ${label}`);
  restarting += 1;
  try {
    // As a supervisor (systemd, the orchestrator) would: started again, and again if it exits while starting
    // (PostgreSQL restarting under it: the server exits 1 when it cannot migrate or connect).
    for (let attempt = 1; ; attempt++) {
      await sleep(2_000);
      try {
        await startServer(server);
        say(`${server.name} started again`);
        break;
      } catch (err) {
        if (attempt >= 5) throw err;
        say(`${server.name} did not start (${err.message}); starting it again`);
      }
    }
  } finally {
    restarting -= 1;
  }
}

// ------------------------------------------------------------------------------------------------------------
// Customers
// ------------------------------------------------------------------------------------------------------------
let rr = 0;
function pickServer(avoid) {
  const alive = servers.filter((s) => s.alive && s !== avoid);
  return alive.length ? alive[rr++ % alive.length] : null;
}
async function call(method, url, { token, body, headers = {}, raw, avoid } = {}) {
  const server = pickServer(avoid);
  if (!server) return { status: 0, server: null, json: null };
  try {
    const res = await fetch(`http://127.0.0.1:${server.port}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body || raw ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: raw ?? (body ? JSON.stringify(body) : undefined),
      signal: AbortSignal.timeout(40_000),
    });
    return { status: res.status, server, json: await res.json().catch(() => null) };
  } catch {
    return { status: 0, server, json: null };
  }
}
/** Asked again (another server) on no answer, 5xx or 429, as a customer taps again or a provider redelivers. */
async function persist(method, url, options, tries = 4) {
  let res;
  let avoid;
  for (let i = 0; i < tries; i++) {
    res = await call(method, url, { ...options, avoid });
    if (res.status > 0 && res.status < 500 && res.status !== 429) return res;
    avoid = res.server;
    await sleep(500 + i * 700);
  }
  return res;
}

const tokens = createTokenService(JWT_SECRET);
const tally = {
  recharges: 0,
  bills: 0,
  ordersCreated: 0,
  orderNotCreated: 0,
  paid: 0,
  confirmed: 0,
  tabClosed: 0,
  webhooksLost: 0,
  webhooksDuplicated: 0,
  webhooksReordered: 0,
  pendingSettled: 0,
  reversed: 0,
  reversalWebhooksLate: 0,
  billFetchFailed: 0,
};
const bump = (k) => {
  tally[k] += 1;
};

let seq = 0;
const uniqueDigits = () => {
  seq += 1;
  return `${String(Date.now() % 1e5).padStart(5, '0')}${String(seq % 1e4).padStart(4, '0')}`;
};
const later = (ms, fn) => {
  const p = sleep(ms)
    .then(fn)
    .catch((err) => say(`background step failed: ${err.message}`));
  background.add(p);
  void p.finally(() => background.delete(p));
};
const background = new Set();

/** Razorpay's webhooks for a captured payment: lost, duplicated or reordered, retried on no 2xx. */
async function razorpayWebhooks(paymentId) {
  const deliver = async (event) => {
    const hook = await control('POST', '/razorpay/webhook', { event, paymentId });
    const send = () =>
      persist('POST', '/api/payments/webhook', {
        raw: hook.rawBody,
        headers: { 'x-razorpay-signature': hook.signature, 'x-razorpay-event-id': hook.eventId },
      });
    await send();
    if (chance(0.15)) {
      bump('webhooksDuplicated');
      later(1500, send);
    }
  };
  let events = ['payment.captured', 'order.paid'];
  if (chance(0.2)) {
    bump('webhooksReordered');
    events = events.reverse();
  }
  for (const event of events) {
    if (chance(0.3)) bump('webhooksLost');
    else await deliver(event);
    await sleep(300 + Math.random() * 1500);
  }
}

async function payAndNotify(token, order) {
  const { payment, checkout } = await control('POST', '/razorpay/pay', {
    gatewayOrderId: order.payment.gatewayOrderId,
  });
  bump('paid');
  const tabClosed = chance(0.25);
  const hooks = razorpayWebhooks(payment.id);
  if (tabClosed) bump('tabClosed');
  else {
    await sleep(Math.random() * 800);
    await persist('POST', `/api/orders/${order.id}/payment`, {
      token,
      body: {
        gatewayOrderId: checkout.razorpay_order_id,
        paymentId: checkout.razorpay_payment_id,
        signature: checkout.razorpay_signature,
      },
    });
    bump('confirmed');
  }
  await hooks;
  return payment;
}

async function createOrder(token, body) {
  const key = `pfault-${randomBytes(8).toString('hex')}`;
  const res = await persist('POST', '/api/orders', { token, body, headers: { 'idempotency-key': key } });
  if ((res.status !== 201 && res.status !== 200) || !res.json?.payment) {
    bump('orderNotCreated');
    return null;
  }
  bump('ordersCreated');
  return res.json;
}

async function waitStatus(token, orderId, wanted, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const res = await call('GET', `/api/orders/${orderId}`, { token });
    if (wanted.includes(res.json?.status)) return res.json.status;
    await sleep(1000);
  }
  return null;
}

/** What `find` finds within a minute (asked every second), else undefined. */
async function eventually(find) {
  for (let i = 0; i < 60; i++) {
    const found = await find();
    if (found) return found;
    await sleep(1000);
  }
  return undefined;
}

const stripped = (id) => id.replace(/[^A-Za-z0-9]/g, '');

async function rechargePurchase(token) {
  bump('recharges');
  const mobile = `9${uniqueDigits()}`;
  const roll = Math.random();
  const kind =
    roll < 0.5
      ? 'success'
      : roll < 0.65
        ? 'pendingOk'
        : roll < 0.75
          ? 'pendingFail'
          : roll < 0.85
            ? 'failure'
            : 'reversal';
  if (kind === 'failure') await control('POST', '/prepaid/script', { mobile, outcome: 'failure' });
  if (kind.startsWith('pending')) await control('POST', '/prepaid/script', { mobile, outcome: 'pending' });
  const order = await createOrder(token, {
    type: 'MOBILE',
    operator: 'Airtel',
    number: mobile,
    circle: 'Delhi NCR',
    amount: 100 + (seq % 150),
  });
  if (!order) return;
  const payment = await payAndNotify(token, order);
  const notice = async (recharge, kindOfHook) => {
    const send = () =>
      persist('POST', `/api/webhooks/setu-prepaid/${PREPAID_WEBHOOK_TOKEN}/payment/${kindOfHook}`, {
        body: { transactionRefId: recharge.transactionRefId, status: recharge.status, trace_id: 'PFAULT' },
      });
    if (chance(0.3)) {
      bump('reversalWebhooksLate'); // lost first, redelivered later (Setu retries)
      later(5000, send);
    } else await send();
    if (chance(0.2)) {
      bump('webhooksDuplicated');
      later(2000, send);
    }
  };
  const findRecharge = async () =>
    (await ledger()).recharges.find((r) => r.paymentRefId === stripped(payment.id) || r.mobile === mobile);
  if (kind.startsWith('pending')) {
    later(3000 + Math.random() * 7000, async () => {
      // The recharge request may come late (a hung request, a killed server): looked for up to a minute.
      const recharge = await eventually(findRecharge);
      if (!recharge || recharge.status !== 'Processing') return;
      const settled = await control('POST', '/prepaid/settle', {
        paymentRefId: recharge.paymentRefId,
        status: kind === 'pendingOk' ? 'Successful' : 'Failure',
      });
      bump('pendingSettled');
      if (!chance(0.3)) await notice(settled, 'status');
    });
  }
  if (kind === 'reversal') {
    if ((await waitStatus(token, order.id, ['Completed', 'Failed', 'Refunded'], 30_000)) !== 'Completed')
      return;
    const recharge = await findRecharge();
    if (!recharge || recharge.status !== 'Successful') return;
    const reversed = await control('POST', '/prepaid/settle', {
      paymentRefId: recharge.paymentRefId,
      status: 'REVERSED',
    });
    bump('reversed');
    await notice(reversed, 'reversal');
  }
}

async function billPurchase(token) {
  bump('bills');
  const roll = Math.random();
  const kind =
    roll < 0.5
      ? 'success'
      : roll < 0.62
        ? 'pendingOk'
        : roll < 0.72
          ? 'pendingFail'
          : roll < 0.82
            ? 'failure'
            : 'reversal';
  let consumer = `7${uniqueDigits()}`;
  if (kind === 'failure') consumer = `${consumer.slice(0, 6)}2222`;
  else if (kind.startsWith('pending')) consumer = `${consumer.slice(0, 6)}1111`;
  else if (/(0000|1111|2222)$/.test(consumer)) consumer = `${consumer.slice(0, 9)}5`;
  const fetched = await persist('POST', '/api/bills/fetch', {
    token,
    body: { type: 'ELECTRICITY', operator: BOARD, accountNumber: consumer },
  });
  if (fetched.status !== 200 || !fetched.json?.billFetchRef) {
    bump('billFetchFailed');
    return;
  }
  const order = await createOrder(token, {
    type: 'ELECTRICITY',
    operator: BOARD,
    accountNumber: consumer,
    amount: fetched.json.amount,
    billFetchRef: fetched.json.billFetchRef,
  });
  if (!order) return;
  await payAndNotify(token, order);
  const billPay = async (refId, status) => {
    const send = () =>
      persist('POST', '/api/billers/setu/webhook', {
        headers: { 'x-webhook-secret': SETU_WEBHOOK_SECRET },
        body: {
          event: 'BILL_PAY',
          timeStamp: new Date().toISOString(),
          traceId: 'PFAULT',
          data: { refId, status, billerId: BILLER_ID },
        },
      });
    if (chance(0.3)) {
      bump('reversalWebhooksLate');
      later(5000, send);
    } else await send();
    if (chance(0.2)) {
      bump('webhooksDuplicated');
      later(2000, send);
    }
  };
  const findPayment = async () => (await ledger()).billPayments.find((p) => p.consumer === consumer);
  if (kind.startsWith('pending')) {
    later(3000 + Math.random() * 7000, async () => {
      const found = await eventually(findPayment);
      if (!found) return;
      await control('POST', '/bbps/settle', {
        refId: found.refId,
        outcome: kind === 'pendingOk' ? 'Success' : 'Failure',
      });
      bump('pendingSettled');
      if (!chance(0.3)) await billPay(found.refId, kind === 'pendingOk' ? 'Success' : 'Failure');
    });
  }
  if (kind === 'reversal') {
    if ((await waitStatus(token, order.id, ['Completed', 'Failed', 'Refunded'], 30_000)) !== 'Completed')
      return;
    const found = await findPayment();
    if (!found) return;
    await control('POST', '/bbps/reverse', { refId: found.refId });
    bump('reversed');
    await billPay(found.refId, 'Credit_Adjustment');
  }
}

const customerTokens = [];
async function makeCustomer() {
  const [{ id }] = await q(
    `insert into users (username, email, password_hash, is_email_verified)
     values ('Provider Fault Run', $1, 'fault-run: no sign-in', true) returning id`,
    [`pfault.${randomBytes(6).toString('hex')}@example.com`],
  );
  const sessionId = randomBytes(16).toString('base64url');
  await q(`insert into sessions (id, user_id) values ($1, $2)`, [sessionId, id]);
  const token = await tokens.sign({ userId: Number(id), tokenVersion: 0, sessionId });
  customerTokens.push(token);
  return token;
}

async function customer(stopAt) {
  const token = await makeCustomer();
  const running = new Set();
  while (Date.now() < stopAt) {
    while (running.size < 2 && Date.now() < stopAt) {
      const p = (chance(0.5) ? rechargePurchase(token) : billPurchase(token)).catch((err) =>
        say(`purchase broke: ${err.message}`),
      );
      running.add(p);
      void p.finally(() => running.delete(p));
      await sleep(200 + Math.random() * 400);
    }
    await Promise.race(running);
  }
  await Promise.all(running);
}

// ------------------------------------------------------------------------------------------------------------
// What the order pages show against the gateway (sampled during the run and at the end)
// ------------------------------------------------------------------------------------------------------------
const shownUnprocessed = new Map();
async function sampleRefundsShown() {
  const rows = await q(`
    select r.payment_id, r.order_id, r.refund_ref, r.gateway_status, r.processed_at, o.status
    from payment_refunds r join orders o on o.id = r.order_id
    where r.processed_at is not null or r.gateway_status = 'processed' or o.status = 'Refunded'`).catch(
    () => [],
  );
  const book = await ledger(); // read after the database: a refund only ever moves pending → processed at the fake
  const refunds = new Map(book.refunds.map((r) => [r.id, r]));
  const byPayment = new Map();
  for (const r of book.refunds) if (r.status !== 'failed') byPayment.set(r.paymentId, r);
  for (const row of rows) {
    const says = row.processed_at !== null || row.gateway_status === 'processed';
    const atGateway = row.refund_ref ? refunds.get(row.refund_ref) : byPayment.get(row.payment_id);
    if (says && atGateway?.status !== 'processed')
      shownUnprocessed.set(row.payment_id, { ...row, gateway: atGateway?.status ?? 'none' });
    if (row.status === 'Refunded' && !byPayment.has(row.payment_id) && !atGateway)
      shownUnprocessed.set(row.payment_id, { ...row, gateway: 'none' });
  }
}

/** The money rule, from the database against the fakes' ledgers. */
async function moneyCheck() {
  const book = await ledger();
  const dbOrders = await q(`
      select o.id, o.type, o.status, o.payment_ref, o.gateway_order_id, o.mobile, o.account_number, o.failure_reason
      from orders o where o.gateway_order_id is not null`);
  const orderByGatewayOrder = new Map(dbOrders.map((o) => [o.gateway_order_id, o]));
  const liveRefunds = new Map();
  for (const r of book.refunds) {
    if (r.status === 'failed') continue;
    if (!liveRefunds.has(r.paymentId)) liveRefunds.set(r.paymentId, []);
    liveRefunds.get(r.paymentId).push(r);
  }
  const rechargesByRef = new Map(book.recharges.map((r) => [r.paymentRefId, r]));
  const billByRef = new Map(book.billPayments.map((p) => [stripped(String(p.paymentRefId ?? '')), p]));
  const deliveredAtProvider = (payment) => {
    const ref = stripped(payment.id);
    const recharge = rechargesByRef.get(ref);
    if (recharge) return recharge.status === 'Successful';
    const bill = billByRef.get(ref);
    if (bill) return bill.outcome === 'Success';
    return false;
  };
  const claims = new Map(
    (
      await q(
        `select order_id, extract(epoch from now() - requested_at)::float as age from recharge_requests`,
      )
    ).map((r) => [String(r.order_id), r]),
  );
  const withinWait = [];
  const kept = [];
  const deliveredAndRefunded = [];
  const twoRefunds = [];
  const completedNotDelivered = [];
  let captured = 0;
  let delivered = 0;
  let refunded = 0;
  for (const payment of book.payments) {
    if (payment.status !== 'captured' && payment.status !== 'refunded') continue;
    captured += 1;
    const order = orderByGatewayOrder.get(payment.orderId);
    const atProvider = deliveredAtProvider(payment);
    const completed = order?.status === 'Completed' && order.payment_ref === payment.id;
    const refunds = liveRefunds.get(payment.id) ?? [];
    if (atProvider && completed) delivered += 1;
    if (refunds.length) refunded += 1;
    if (!(atProvider && completed) && refunds.length === 0) {
      const ref = stripped(payment.id);
      const provider = rechargesByRef.get(ref) ?? billByRef.get(ref) ?? null;
      const claim = order ? claims.get(String(order.id)) : undefined;
      if (order?.status === 'Processing' && !provider && claim && claim.age < REQUEST_LOST_SECONDS) {
        // A recharge/request that never reached Setu (a 5xx or a timeout before it): the app cannot tell it from
        // one Setu took and answered late, so it asks recharge/status until REQUEST_LOST_MS (15 minutes) after the
        // claim, then fails the order and refunds it (setu-recharge-provider.ts): a documented wait not over yet.
        withinWait.push({ payment: payment.id, order: order.id, claimAgeSeconds: Math.round(claim.age) });
      } else kept.push({ payment: payment.id, order, provider });
    }
    if (completed && !atProvider && refunds.length === 0)
      completedNotDelivered.push({ payment: payment.id, order });
    if (atProvider && refunds.length) deliveredAndRefunded.push({ payment: payment.id, order, refunds });
    const sum = refunds.reduce((s, r) => s + r.amount, 0);
    if (refunds.length > 1 || sum > payment.amount) twoRefunds.push({ payment: payment.id, order, refunds });
  }
  const count = (list, key) => {
    const m = new Map();
    for (const item of list) m.set(key(item), (m.get(key(item)) ?? 0) + 1);
    return [...m.entries()].filter(([, n]) => n > 1);
  };
  const doubleRecharges = count(
    book.recharges.filter((r) => r.status === 'Successful' || r.status === 'Processing'),
    (r) => r.mobile,
  );
  const doubleBills = count(
    book.billPayments.filter((p) => p.outcome === 'Success' || p.outcome === 'Processing'),
    (p) => p.consumer,
  );
  return {
    withinWait,
    book,
    kept,
    deliveredAndRefunded,
    twoRefunds,
    completedNotDelivered,
    captured,
    delivered,
    refunded,
    doubleRecharges,
    doubleBills,
  };
}

// ------------------------------------------------------------------------------------------------------------
// The run
// ------------------------------------------------------------------------------------------------------------
const loadBefore = os.loadavg();
let exitCode = 0;
try {
  say(
    `${SHORT ? 'SHORT' : 'FULL'} run: ${PHASE_SECONDS} s of purchases, ${WORKERS} customers, fault rate ${FAULT_RATE}; ` +
      `database ${DATABASE}${ownCluster ? ` on its own cluster ${PG_VERSION}/${PG_CLUSTER}:${PG_PORT}` : ''}; log ${LOG}`,
  );
  await startServer(servers[0]); // migrates first
  await startServer(servers[1]);
  say(
    'both servers answer /api/health (Razorpay, Setu prepaid and Setu BBPS adapters, through the fault proxies)',
  );

  injecting = true;
  const stopAt = Date.now() + PHASE_SECONDS * 1000;
  const customers = Promise.all(Array.from({ length: WORKERS }, () => customer(stopAt)));
  const from = Date.now();
  const phase = (fraction) => sleep(Math.max(0, from + fraction * PHASE_SECONDS * 1000 - Date.now()));
  const sampler = (async () => {
    while (Date.now() < stopAt) {
      await sampleRefundsShown();
      await sleep(2000);
    }
  })();

  const kills = SHORT
    ? [
        [0.2, '/recharge/request'],
        [0.45, '/api/v2/bbps/bills/payment/request'],
      ]
    : [
        [0.15, '/recharge/request'],
        [0.35, '/api/v2/bbps/bills/payment/request'],
        [0.6, '/recharge/request'],
        [0.75, '/api/v2/bbps/bills/payment/request'],
      ];
  const restarts = !ownCluster ? [] : SHORT ? [0.65] : [0.25, 0.5];
  if (!ownCluster) say("no PostgreSQL restarts in this run (the cluster is not the run's own)");
  const plan = [
    ...kills.map(([f, p]) => ({ f, kill: p })),
    ...restarts.map((f) => ({ f, restart: true })),
  ].sort((a, b) => a.f - b.f);
  for (const step of plan) {
    await phase(step.f);
    if (step.restart) restartPostgres('during purchases');
    else {
      while (restarting > 0) await sleep(200);
      killArmed[step.kill] = true;
      say(`armed: the next ${step.kill} is forwarded, then its server SIGKILLed`);
    }
  }
  await customers;
  injecting = false;
  for (const k of Object.keys(killArmed)) {
    if (killArmed[k]) say(`no ${k} came after the kill was armed: that kill did not happen`);
    killArmed[k] = false;
  }
  while (restarting > 0) await sleep(200);
  await sampler;
  const lastFault = Math.max(Date.now(), ...faults.map((f) => f.at));
  say(`purchases and faults stopped: ${JSON.stringify(tally)}`);
  await Promise.all(background);

  // The documented waits: a request hung at the provider ends with the adapter's timeout (15 s); the sweeper takes
  // an order SWEEP_GRACE_SECONDS after its last change and runs every SWEEP_INTERVAL_SECONDS (three runs given);
  // refunds are processed REFUND_SETTLE_MS after they are made. Orders still waiting then are listed.
  const waitSeconds =
    ADAPTER_TIMEOUT_SECONDS +
    SWEEP_GRACE_SECONDS +
    3 * SWEEP_INTERVAL_SECONDS +
    (2 * REFUND_SETTLE_MS) / 1000 +
    5;
  say(`waiting ${waitSeconds} s (the documented waits) before counting`);
  await sleep(Math.max(0, lastFault + waitSeconds * 1000 - Date.now()));
  // A Setu prepaid webhook whose status query failed is kept and asked again NOTICE_FIRST_RETRY_SECONDS (60) later
  // by the recharge-notices job, which runs every minute: when one is kept, its documented wait is waited too.
  const [{ kept: keptNotices, due }] = await q(
    `select count(*)::int as kept, extract(epoch from max(next_attempt_at))::float as due from recharge_notices`,
  );
  if (keptNotices > 0) {
    const until = due * 1000 + 60_000 + 5_000;
    say(
      `${keptNotices} Setu prepaid notice(s) kept for the recharge-notices job: waiting ${((until - Date.now()) / 1000).toFixed(0)} s more`,
    );
    await sleep(Math.max(0, Math.min(until - Date.now(), 200_000)));
  }
  // What only the daily reconciliation (03:30 India time) would finish: counted before it, then it is run (a job
  // sent to its pg-boss queue, as its schedule would) and the money is counted after it.
  const beforeReconciliation = await moneyCheck();
  say(
    `before the daily reconciliation: ${beforeReconciliation.kept.length} captured payment(s) neither delivered nor refunded`,
  );
  await q(`insert into pgboss.job (name, data) values ('orders-reconciliation', '{}'::jsonb)`);
  const reconciled = await (async () => {
    for (let i = 0; i < 240; i++) {
      const rows = await q(
        `select state from pgboss.job where name = 'orders-reconciliation' order by created_on desc limit 1`,
      );
      if (rows[0] && ['completed', 'failed'].includes(rows[0].state)) return rows[0].state;
      await sleep(500);
    }
    return 'not finished in 120 s';
  })();
  say(`daily reconciliation run: ${reconciled}`);
  // Its counts (the gateway's, Setu BBPS's own transactions list, the per-order questions), as the admin card shows.
  const [lastRun] = await q(
    `select matched, refunded, unknown, provider_checked, provider_reversed, provider_settled, provider_unanswered,
       provider_unknown from reconciliation_runs order by id desc limit 1`,
  );
  if (lastRun) say(`reconciliation counts: ${JSON.stringify(lastRun)}`);
  await sleep(2 * REFUND_SETTLE_MS);
  await sampleRefundsShown();

  // ---------------------------------------------------------------------------------------------------------
  // Counting: the database against each fake's ledger
  // ---------------------------------------------------------------------------------------------------------
  const {
    withinWait,
    book,
    kept,
    deliveredAndRefunded,
    twoRefunds,
    completedNotDelivered,
    captured,
    delivered,
    refunded,
    doubleRecharges,
    doubleBills,
  } = await moneyCheck();
  const statusCounts = await q(
    `select status, count(*)::int as n from orders group by status order by status`,
  );
  const waiting = await q(
    `select id, type, status, updated_at from orders where status in ('Processing') or (status = 'Payment Pending' and payment_ref is not null)`,
  );
  const refundRows = await q(
    `select status, gateway_status, count(*)::int as n from payment_refunds group by 1, 2 order by 1, 2`,
  );
  const loadAfter = os.loadavg();

  console.log('\n==== provider fault run: figures ====');
  console.log(
    `mode                    ${SHORT ? 'short' : 'full'} (${PHASE_SECONDS} s purchases, ${WORKERS} customers, fault rate ${FAULT_RATE})`,
  );
  console.log(`purchases               ${JSON.stringify(tally)}`);
  const byKind = {};
  for (const [what, n] of Object.entries(proxyCounts)) {
    const kind = what.replace(/ (GET|POST) .*$/, '');
    byKind[kind] = (byKind[kind] ?? 0) + n;
  }
  console.log(`proxy faults by kind    ${JSON.stringify(byKind)}`);
  console.log(`proxy faults            ${JSON.stringify(proxyCounts)}`);
  console.log(
    `faults                  ${faults.map((f) => `${((f.at - started) / 1000).toFixed(1)} s ${f.what}`).join('; ')}`,
  );
  console.log(`orders by status        ${statusCounts.map((r) => `${r.status} ${r.n}`).join(', ')}`);
  console.log(
    `payment_refunds         ${refundRows.map((r) => `${r.status}/${r.gateway_status ?? '-'} ${r.n}`).join(', ')}`,
  );
  console.log(
    `gateway ledger          ${book.payments.length} payments, ${captured} captured (delivered ${delivered}, refunded ${refunded}); ` +
      `${book.refunds.length} refunds (${book.refunds.filter((r) => r.status === 'processed').length} processed, ${book.refunds.filter((r) => r.status === 'failed').length} failed)`,
  );
  console.log(
    `provider ledgers        ${book.recharges.length} recharges (${book.recharges.filter((r) => r.status === 'Successful').length} successful, ${book.recharges.filter((r) => r.status === 'REVERSED').length} reversed); ` +
      `${book.billPayments.length} bill payments (${book.billPayments.filter((p) => p.outcome === 'Success').length} success, ${book.billPayments.filter((p) => p.outcome === 'Credit_Adjustment').length} Credit_Adjustment)`,
  );
  console.log(
    `requests at the fakes   ${JSON.stringify(book.requests)}; contract problems ${JSON.stringify(book.contract)}`,
  );
  console.log(
    `KEPT (captured, neither delivered nor refunded)   ${kept.length} (before the daily reconciliation: ${beforeReconciliation.kept.length})`,
  );
  for (const k of beforeReconciliation.kept.slice(0, 10)) console.log(`  before: ${JSON.stringify(k)}`);
  for (const k of kept.slice(0, 10)) console.log(`  ${JSON.stringify(k)}`);
  console.log(`  of which Completed while the provider did not deliver: ${completedNotDelivered.length}`);
  console.log(
    `within a documented wait (recharge/request never reached Setu: refunded 15 min after its claim)   ${withinWait.length}`,
  );
  for (const w of withinWait.slice(0, 10)) console.log(`  ${JSON.stringify(w)}`);
  console.log(
    `DOUBLE DELIVERY         recharges ${doubleRecharges.length}, bill payments ${doubleBills.length}`,
  );
  for (const d of [...doubleRecharges, ...doubleBills].slice(0, 10)) console.log(`  ${JSON.stringify(d)}`);
  console.log(`DELIVERED AND REFUNDED  ${deliveredAndRefunded.length}`);
  for (const d of deliveredAndRefunded.slice(0, 10)) console.log(`  ${JSON.stringify(d)}`);
  console.log(`TWO REFUNDS             ${twoRefunds.length}`);
  for (const d of twoRefunds.slice(0, 10)) console.log(`  ${JSON.stringify(d)}`);
  console.log(`REFUNDED UNPROCESSED    ${shownUnprocessed.size}`);
  for (const d of [...shownUnprocessed.values()].slice(0, 10)) console.log(`  ${JSON.stringify(d)}`);
  console.log(`still Processing / paid and pending after the waits: ${waiting.length}`);
  for (const w of waiting.slice(0, 10)) console.log(`  ${JSON.stringify(w)}`);
  console.log(
    `load average            before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}; after ${loadAfter.map((l) => l.toFixed(2)).join(' ')} (${os.cpus().length} cores)`,
  );
  console.log(`duration                ${((Date.now() - started) / 1000).toFixed(0)} s; server log ${LOG}`);
  const violations =
    kept.length +
    doubleRecharges.length +
    doubleBills.length +
    deliveredAndRefunded.length +
    twoRefunds.length +
    shownUnprocessed.size;
  console.log(`VIOLATIONS              ${violations}`);
  if (violations > 0) exitCode = 1;
  if (tally.ordersCreated === 0) {
    console.log('no order was created: the run proves nothing');
    exitCode = 2;
  }
} catch (err) {
  console.error(err);
  exitCode = 2;
} finally {
  injecting = false;
  for (const server of servers)
    if (server.child && server.child.exitCode === null) server.child.kill('SIGTERM');
  await sleep(1_500);
  for (const server of servers)
    if (server.child && server.child.exitCode === null) server.child.kill('SIGKILL');
  fakesChild.kill('SIGTERM');
  for (const proxy of proxies) proxy.close();
  if (ownCluster) {
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
