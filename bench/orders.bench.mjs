// Orders benchmark: POST /api/orders throughput and latency at 32 connections next to pgbench's single-row
// INSERT into an orders-shaped table on the same PostgreSQL in the same run (the reference), and GET /api/orders
// for the first page and a page ~500 pages deep, against a PostgreSQL database seeded by `npm run seed:bench`.
// The POST answers 'Payment Pending' (the customer pays next), so it also measures full sandbox purchases per
// second: create → sandbox payment (UPI success@razorpay) → the browser's signed confirmation → 'Completed', at
// the same concurrency, printed beside the reference too.
// After the runs it checks that no paid order is left unfinished and that the dashboard's daily aggregates equal
// the sums over the orders once the rollup job has run.
// Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/paywise_bench node --import tsx bench/orders.bench.mjs
// (the tsx loader lets it import the server's own list query, so EXPLAIN shows exactly what the server runs).
// Options (environment): BENCH_PORT (3311), BENCH_SECONDS (15 per run), BENCH_CONNECTIONS (32), BENCH_DEPTH (500).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { listOrdersQuery } from '../apps/server/src/modules/orders/repo/lists.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set DATABASE_URL to the PostgreSQL database seeded with `npm run seed:bench` (not PGlite).');
  process.exit(1);
}
const PORT = Number(process.env.BENCH_PORT ?? 3311);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DEPTH = Number(process.env.BENCH_DEPTH ?? 500);
const PASSWORD = 'bench-password-2026';
const base = `http://127.0.0.1:${PORT}`;
const email = (n) => `bench.customer.${n}@bench.paywise.local`;

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const { rows: countRows } = await db.query(
  "select count(*)::int as n from orders where idempotency_key like 'bench-%'",
);
if (countRows[0].n < 1_000_000) {
  console.error(
    `Only ${countRows[0].n} bench orders: run \`npm run seed:bench\` with this DATABASE_URL first.`,
  );
  process.exit(1);
}

/**
 * The reference: pgbench inserting one orders-shaped row per transaction (same columns, types and indexes as
 * orders, a fresh table so it never touches the app's data) at CONNECTIONS clients for SECONDS.
 */
function pgbenchInsertTps() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbench-'));
  const script = path.join(dir, 'insert.sql');
  fs.writeFileSync(
    script,
    `\\set n random(1, 1000000000)
insert into bench_reference_orders (customer_id, type, display_type, operator, mobile, circle, amount_paise, status,
  payment_source, idempotency_key)
values (2, 'MOBILE', 'MOBILE', 'Airtel', '9876543210', 'Delhi NCR', 29900, 'Completed', 'Online', 'ref-' || :n || '-' || :client_id);
`,
  );
  const url = new URL(databaseUrl);
  const args = [
    '-n',
    '-c',
    String(CONNECTIONS),
    '-j',
    '2',
    '-T',
    String(SECONDS),
    '-f',
    script,
    '-h',
    url.hostname,
  ];
  args.push(
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
    url.pathname.slice(1),
  );
  const result = spawnSync('pgbench', args, {
    encoding: 'utf8',
    env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) },
  });
  if (result.status !== 0) throw new Error(`pgbench failed: ${result.stderr || result.error}`);
  const tps = Number(/tps = ([\d.]+)/.exec(result.stdout)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(result.stdout)?.[1]);
  return { tps, latency };
}

// One node process with the tsx loader (not npx → sh → tsx), so stopping it stops the server.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PAYMENTS_SANDBOX: 'true',
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
    RATE_LIMIT_LOGIN: '1000',
    // One customer places every order of the POST run (~500 a second): far over the per-customer limit.
    RATE_LIMIT_ORDERS: '1000000',
  },
});
const SWEEP_WINDOW_MS = 60_000; // the server's defaults: 30 s interval + 30 s grace
const stopServer = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stopServer);

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error('the server did not start');
}

async function login(n) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: email(n), password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login of customer ${n} failed: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
}

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, connections: CONNECTIONS, ...options }, (err, result) => {
      if (err) return reject(err);
      const row = {
        run: title,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        requests: result.requests.total,
        'non-2xx': result.non2xx,
        errors: result.errors + result.timeouts,
      };
      console.log(`${title}: ${row['req/s']} req/s, p50 ${row['p50 ms']} ms, p99 ${row['p99 ms']} ms`);
      resolve(row);
    });
  });
}

/**
 * After the POST run: no order is left unfinished past the sweep window, and once the rollup job has run after
 * the last order, daily_order_stats equals the sums over the orders.
 */
async function checkPipeline(since) {
  // Requests still in flight when autocannon stopped finish first; then wait for a rollup that started after
  // the last change of any order (its watermark is its start).
  await sleep(2000);
  for (let i = 0; i < 60; i++) {
    const { rows } = await db.query(
      "select (select watermark from job_runs where name = 'orders-rollup') > (select max(updated_at) from orders) as done",
    );
    if (rows[0].done) break;
    await sleep(1000);
  }
  const { rows: byStatus } = await db.query(
    'select status, count(*)::int as n from orders where created_at >= $1 group by 1 order by 1',
    [since],
  );
  console.log(`Orders of the POST run by status: ${byStatus.map((r) => `${r.status} ${r.n}`).join(', ')}`);
  // 'Payment Pending' orders of the POST-only run wait for a customer who never pays (they expire later);
  // a paid order must not stay 'Processing' past the sweep window.
  const { rows: stale } = await db.query(
    `select count(*)::int as n from orders where status = 'Processing'
     and updated_at < now() - make_interval(secs => $1)`,
    [SWEEP_WINDOW_MS / 1000],
  );
  const { rows: sums } = await db.query(`
    select (select count(*) from orders)::bigint::text as orders,
           (select coalesce(sum(order_count), 0) from daily_order_stats)::bigint::text as stats_orders,
           (select coalesce(sum(amount_paise - discount_paise), 0) from orders where status = 'Completed')::text
             as paise,
           (select coalesce(sum(completed_paise), 0) from daily_order_stats)::text as stats_paise`);
  const s = sums[0];
  console.log(
    `Paid orders still Processing after the sweep window: ${stale[0].n}. Dashboard aggregates vs orders after the ` +
      `rollup: ${s.stats_orders} vs ${s.orders} orders, ${s.stats_paise} vs ${s.paise} paise completed ` +
      `(${s.stats_orders === s.orders && s.stats_paise === s.paise ? 'equal' : 'NOT EQUAL'}).`,
  );
}

/**
 * Full sandbox purchases for SECONDS at CONNECTIONS concurrent customers' browsers: POST /api/orders, POST
 * /api/sandbox/payments (UPI success@razorpay), POST /api/orders/{id}/payment; a purchase counts when the
 * confirmation answers 'Completed'. Latency is the whole purchase (three requests).
 */
async function purchases(token) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const post = async (url, body, extra = {}) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { ...headers, ...extra },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${json.message}`);
    return json;
  };
  const latencies = [];
  let failures = 0;
  const until = Date.now() + SECONDS * 1000;
  async function customer() {
    while (Date.now() < until) {
      const started = performance.now();
      try {
        const order = await post(
          '/api/orders',
          { type: 'MOBILE', operator: 'Airtel', number: '9876543210', circle: 'Delhi NCR', amount: 299 },
          { 'idempotency-key': randomUUID() },
        );
        const payment = await post('/api/sandbox/payments', {
          gatewayOrderId: order.payment.gatewayOrderId,
          method: 'UPI',
          vpa: 'success@razorpay',
        });
        const paid = await post(`/api/orders/${order.id}/payment`, {
          gatewayOrderId: order.payment.gatewayOrderId,
          paymentId: payment.paymentId,
          signature: payment.signature,
        });
        if (paid.status !== 'Completed') throw new Error(`ended ${paid.status}`);
        latencies.push(performance.now() - started);
      } catch (err) {
        failures++;
        if (failures <= 3) console.error(`purchase failed: ${err.message}`);
      }
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, customer));
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  const row = {
    run: `Full sandbox purchase (${CONNECTIONS} customers)`,
    'req/s': Math.round(latencies.length / SECONDS),
    'p50 ms': at(0.5),
    'p99 ms': at(0.99),
    requests: latencies.length * 3,
    'non-2xx': failures,
    errors: failures,
  };
  console.log(
    `${row.run}: ${row['req/s']} purchases/s, p50 ${row['p50 ms']} ms, p99 ${row['p99 ms']} ms, ${failures} failed`,
  );
  return row;
}

/** EXPLAIN ANALYZE of the server's own list query (repo.listOrdersQuery) for a customer's page. */
async function explain(label, customerId, cursor) {
  const keyset = cursor ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) : null;
  const after = keyset ? { createdAt: keyset[0], id: keyset[1] } : null;
  const query = listOrdersQuery(drizzle(db), { customerId }, after, 20).toSQL();
  const { rows } = await db.query(`explain (analyze, buffers, costs off) ${query.sql}`, query.params);
  console.log(`\nEXPLAIN ${label}:\n${rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
}

try {
  await waitForServer();
  const heavyToken = await login(1); // 20,000 orders: the deep page exists
  const payerToken = await login(2);
  const auth = (token) => ({ authorization: `Bearer ${token}` });
  const heavyId = (await db.query('select id from users where lower(email) = $1', [email(1)])).rows[0].id;

  // Follow the cursors DEPTH pages deep once.
  let cursor = null;
  const followed = Date.now();
  for (let page = 0; page < DEPTH; page++) {
    const res = await fetch(`${base}/api/orders?limit=20${cursor ? `&cursor=${cursor}` : ''}`, {
      headers: auth(heavyToken),
    });
    const body = await res.json();
    if (!body.nextCursor) throw new Error(`only ${page + 1} pages`);
    cursor = body.nextCursor;
  }
  console.log(`Followed ${DEPTH} pages of 20 in ${Date.now() - followed} ms.`);

  // The reference first, on the same PostgreSQL, in the same run.
  await db.query('drop table if exists bench_reference_orders');
  await db.query('create table bench_reference_orders (like orders including all)');
  const reference = pgbenchInsertTps();
  await db.query('drop table bench_reference_orders');
  console.log(
    `pgbench single-row INSERT into an orders-shaped table (${CONNECTIONS} clients, ${SECONDS} s): ` +
      `${Math.round(reference.tps)} tps, latency average ${reference.latency} ms`,
  );

  const postStartedAt = new Date();
  const results = [];
  results.push(
    await run(`POST /api/orders (${CONNECTIONS} connections)`, {
      url: `${base}/api/orders`,
      method: 'POST',
      headers: { ...auth(payerToken), 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'MOBILE',
        operator: 'Airtel',
        number: '9876543210',
        circle: 'Delhi NCR',
        amount: 299,
      }),
      requests: [
        {
          setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }),
        },
      ],
    }),
  );
  const post = results[0];
  console.log(
    `Ratio POST /api/orders ÷ pgbench INSERT: ${(post['req/s'] / reference.tps).toFixed(3)} ` +
      `(${post['req/s']} req/s ÷ ${Math.round(reference.tps)} tps); p99 ${post['p99 ms']} ms; non-2xx ${post['non-2xx']}`,
  );
  const purchase = await purchases(payerToken);
  results.push(purchase);
  console.log(
    `Ratio full sandbox purchases ÷ pgbench INSERT: ${(purchase['req/s'] / reference.tps).toFixed(3)} ` +
      `(${purchase['req/s']} purchases/s ÷ ${Math.round(reference.tps)} tps; target ≥ 0.05)`,
  );
  await checkPipeline(postStartedAt);

  results.push(
    await run('GET /api/orders first page', {
      url: `${base}/api/orders?limit=20`,
      headers: auth(heavyToken),
    }),
  );
  results.push(
    await run(`GET /api/orders page ${DEPTH + 1}`, {
      url: `${base}/api/orders?limit=20&cursor=${cursor}`,
      headers: auth(heavyToken),
    }),
  );
  console.log('');
  console.table(results);

  await explain('first page', heavyId, null);
  await explain(`page ${DEPTH + 1}`, heavyId, cursor);
  const { rows: cores } = await db.query('select count(*)::int as n from orders');
  console.log(`\n${cores[0].n.toLocaleString('en-IN')} orders in the database after the run.`);
} finally {
  await db.end();
  stopServer();
}
