// Admin dashboard benchmark: GET /api/admin/stats latency (autocannon p50/p99) at 1,000 and at 1,000,000 orders
// on PostgreSQL, plus the dashboard series, the filtered totals and the CSV export of every order (time, size and
// the server's peak memory, to show the export streams instead of loading the rows).
//
//   node bench/admin-stats.bench.mjs
//
// Settings (environment): BENCH_ADMIN_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/paywise_bench_admin;
// the database is created when missing and its tables are EMPTIED), BENCH_ORDERS (default "1000,1000000"),
// BENCH_DURATION seconds per measurement (default 10), BENCH_CONNECTIONS (default 10), BENCH_PORT (default 3291),
// BENCH_FILTER_DURATION seconds per filter measurement (default 5), BENCH_FILTER_CONNECTIONS (default 1: one
// admin's request, not queued behind others), BENCH_ONLY_FILTERS=1 (skip the dashboard and the export),
// BENCH_KEEP_SEED=1 (reuse the database when it already holds exactly that many orders: for iterating on indexes).
//
// Every admin transactions filter (GET /api/admin/orders and GET /api/admin/orders/totals) is measured on its own:
// status, service type (type), order type (orderType), payment method, order id, customer e-mail and a date range
// (whole India days, and one that is not), plus two combinations.
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';
import pg from 'pg';

const DATABASE_URL =
  process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/paywise_bench_admin';
const ORDER_COUNTS = (process.env.BENCH_ORDERS ?? '1000,1000000').split(',').map(Number);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3291);
const FILTER_DURATION = Number(process.env.BENCH_FILTER_DURATION ?? 5);
const FILTER_CONNECTIONS = Number(process.env.BENCH_FILTER_CONNECTIONS ?? 1);
const ONLY_FILTERS = process.env.BENCH_ONLY_FILTERS === '1';
const KEEP_SEED = process.env.BENCH_KEEP_SEED === '1';
// The server's V8 heap is capped well below the size of the full CSV export (115 MB at 1,000,000 orders):
// the export can only succeed if it streams.
const SERVER_HEAP_MB = Number(process.env.BENCH_SERVER_HEAP_MB ?? 96);
const CUSTOMERS = 10_000;
const JWT_SECRET = 'bench-secret-that-is-long-enough-0123456789';
const BASE = `http://127.0.0.1:${PORT}`;

if (/\/test$/.test(new URL(DATABASE_URL).pathname)) throw new Error('Refusing to use the "test" database.');

async function ensureDatabase() {
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  await admin.end();
}

function startServer() {
  const child = spawn(
    process.execPath,
    [`--max-old-space-size=${SERVER_HEAP_MB}`, '--import', 'tsx', 'apps/server/src/server.ts'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL,
        JWT_SECRET,
        PAYMENTS_SANDBOX: 'true',
        PORT: String(PORT),
        LOG_LEVEL: 'warn',
        REDIS_URL: '',
        WEB_DIST: '/nonexistent-web-dist',
      },
    },
  );
  return child;
}

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`${BASE}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/** Empties the tables and inserts CUSTOMERS customers, one admin and `orders` orders over the last 400 days. */
async function seed(client, orders) {
  const started = Date.now();
  if (KEEP_SEED) {
    const { rows } = await client.query(
      `select (select count(*) from orders)::int as orders,
              (select id from users where email = 'bench-admin@example.com') as id,
              (select token_version from users where email = 'bench-admin@example.com') as token_version`,
    );
    if (rows[0].orders === orders && rows[0].id) {
      console.log(`  kept the seeded ${orders.toLocaleString('en-IN')} orders`);
      await client.query('vacuum analyze orders');
      return { id: rows[0].id, token_version: rows[0].token_version };
    }
  }
  await client.query(
    'truncate order_events, complaint_events, complaints, orders, daily_order_stats, order_totals_daily, api_latency_minutes, users restart identity cascade',
  );
  await client.query(
    `insert into users (username, email, password_hash, role, created_at)
     select 'Bench Customer ' || g, 'bench' || g || '@example.com', 'not-a-real-hash', 'CUSTOMER',
            now() - (g::double precision / $1) * interval '400 days'
     from generate_series(1, $1) g`,
    [CUSTOMERS],
  );
  const {
    rows: [admin],
  } = await client.query(
    `insert into users (username, email, password_hash, role) values ('Bench Admin', 'bench-admin@example.com', 'x', 'ADMIN')
     returning id, token_version`,
  );
  // Display types as the orders module stores them (DATACARD is a MOBILE order, CYLINDER a GAS one);
  // 1 in 20 orders failed, 1 in 33 refunded, the rest completed (every past order is final).
  await client.query(
    `insert into orders (customer_id, type, display_type, operator, mobile, account_number, amount_paise, status,
                         payment_source, payment_method, created_at, updated_at)
     select 1 + (g % $2), case d when 'DATACARD' then 'MOBILE' when 'CYLINDER' then 'GAS' else d end, d,
            'Bench Operator',
            case when d in ('MOBILE', 'DATACARD') then '9' || lpad((g % 1000000000)::text, 9, '0') end,
            case when d not in ('MOBILE', 'DATACARD') then 'ACC' || g end,
            1000 + (g::bigint * 7919) % 300000,
            case when g % 20 = 0 then 'Failed' when g % 33 = 0 then 'Refunded' else 'Completed' end,
            'Online',
            -- How it was paid: none for a failed order, 1 in 50 by wallet (a rare method), the rest UPI/card/net banking.
            case when g % 20 = 0 then null when g % 50 = 1 then 'WALLET'
                 else (array['UPI','CARD','NETBANKING'])[1 + g % 3] end,
            at, at
     from (select g, (array['MOBILE','DTH','ELECTRICITY','DATACARD','BROADBAND','GAS','CYLINDER','FASTAG'])[1 + g % 8] as d,
                  now() - ((1 - g::double precision / $1) * interval '400 days') as at
           from generate_series(1, $1) g) s`,
    [orders, CUSTOMERS],
  );
  // The per-day aggregates the rollup job builds from the orders, built in bulk for the seed; the rollup's
  // watermark is set to now, so the server's rollup job reads only orders that change from here on.
  await client.query(
    `insert into daily_order_stats (day, display_type, order_count, completed_count, completed_paise)
     select (created_at at time zone 'Asia/Kolkata')::date, display_type, count(*),
            count(*) filter (where status = 'Completed'),
            coalesce(sum(amount_paise) filter (where status = 'Completed'), 0)
     from orders group by 1, 2
     on conflict (day, display_type) do update
       set order_count = excluded.order_count, completed_count = excluded.completed_count,
           completed_paise = excluded.completed_paise`,
  );
  // The admin totals' aggregates by filter value (order_totals_daily), as the rollup builds them.
  await client.query(
    `insert into order_totals_daily (day, display_type, type, status, payment_method, order_count, paid_paise)
     select (created_at at time zone 'Asia/Kolkata')::date, display_type, type, status, coalesce(payment_method, ''),
            count(*), coalesce(sum(amount_paise - discount_paise + convenience_fee_paise), 0)
     from orders group by 1, 2, 3, 4, 5
     -- the server's rollup job may have run between the orders' insert and this one: the bulk figures win
     on conflict (day, display_type, type, status, payment_method) do update
       set order_count = excluded.order_count, paid_paise = excluded.paid_paise`,
  );
  await client.query(
    `insert into job_runs (name, last_finished_at, watermark) values ('orders-rollup', now(), now())
     on conflict (name) do update set last_finished_at = excluded.last_finished_at, watermark = excluded.watermark`,
  );
  // VACUUM as autovacuum would soon after such a bulk insert (PostgreSQL 13+ vacuums after inserts too).
  await client.query('vacuum analyze');
  const {
    rows: [counts],
  } = await client.query(
    'select (select count(*) from orders)::int as orders, (select count(*) from daily_order_stats)::int as stats_rows',
  );
  console.log(
    `  seeded ${counts.orders.toLocaleString('en-IN')} orders (${counts.stats_rows} daily_order_stats rows) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return admin;
}

/** Each filter of the admin transactions page, as the page sends it (India dates), and two combinations. */
function filterCases(orders) {
  const day = (daysAgo) =>
    new Date(Date.now() - daysAgo * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
  return [
    ['no filter', ''],
    ['status=Failed', 'status=Failed'],
    ['status=Refunded', 'status=Refunded'],
    ['status=Completed', 'status=Completed'],
    ['status=Processing (none)', 'status=Processing'],
    ['type=DTH', 'type=DTH'],
    ['orderType=GAS', 'orderType=GAS'],
    ['paymentMethod=WALLET', 'paymentMethod=WALLET'],
    ['paymentMethod=UPI', 'paymentMethod=UPI'],
    ['orderId', `orderId=ORDID00${Math.ceil(orders / 2)}`],
    ['email (one customer)', 'email=bench77@example.com'],
    ['date range (30 days)', `from=${day(60)}&to=${day(31)}`],
    ['date range (1 day)', `from=${day(10)}&to=${day(10)}`],
    ['status=Failed + 30 days', `status=Failed&from=${day(60)}&to=${day(31)}`],
    ['type=DTH + paymentMethod=CARD', 'type=DTH&paymentMethod=CARD'],
    ['status=Refunded + email', 'status=Refunded&email=bench77@example.com'],
  ];
}

async function measure(label, path, token, duration = DURATION, connections = CONNECTIONS) {
  const headers = { authorization: `Bearer ${token}` };
  // Warm-up: connections, JIT, plans.
  await autocannon({ url: `${BASE}${path}`, connections, duration: 2, headers });
  const result = await autocannon({ url: `${BASE}${path}`, connections, duration, headers });
  const ok = result['2xx'];
  const line = {
    endpoint: label,
    connections,
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
  };
  if (!ok) throw new Error(`${label}: no successful response`);
  return line;
}

function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

/** Downloads the whole CSV export, sampling the server's resident memory while it streams. */
async function measureExport(token, pid) {
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 100);
  const started = Date.now();
  const res = await fetch(`${BASE}/api/admin/orders/export.csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
  }
  clearInterval(sampler);
  return {
    status: res.status,
    rows: lines - 1,
    mb: (bytes / 1e6).toFixed(1),
    seconds: ((Date.now() - started) / 1000).toFixed(1),
    rssBeforeMb: (before / 1e6).toFixed(0),
    rssPeakMb: (peak / 1e6).toFixed(0),
  };
}

async function main() {
  console.log(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 1e9).toFixed(0)} GB, Node ${process.version}, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await ensureDatabase();
  const server = startServer();
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  try {
    await waitForHealth(); // migrations ran
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    const { rows: version } = await client.query('show server_version');
    console.log(
      `PostgreSQL ${version[0].server_version}; ${CONNECTIONS} connections, ${DURATION} s per run; server heap capped at ${SERVER_HEAP_MB} MB`,
    );
    const results = [];
    for (const count of ORDER_COUNTS) {
      console.log(`\n▶ ${count.toLocaleString('en-IN')} orders`);
      const admin = await seed(client, count);
      // A token opens only a session that exists (decision 0046).
      const sessionId = randomBytes(16).toString('base64url');
      await client.query('insert into sessions (id, user_id) values ($1, $2)', [sessionId, admin.id]);
      const token = await new SignJWT({ ver: admin.token_version, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(admin.id))
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(JWT_SECRET));
      const filterRows = [];
      for (const [name, query] of filterCases(count)) {
        for (const [what, path] of [
          ['list', `/api/admin/orders?${query}`],
          ['totals', `/api/admin/orders/totals?${query}`],
        ]) {
          const r = await measure(`${what} ${name}`, path, token, FILTER_DURATION, FILTER_CONNECTIONS);
          filterRows.push(r);
        }
      }
      console.table(filterRows);
      const over = filterRows.filter((r) => r['p99 ms'] > 50).map((r) => `${r.endpoint} (${r['p99 ms']} ms)`);
      console.log(`  filters over 50 ms p99: ${over.length ? over.join(', ') : 'none'}`);
      if (ONLY_FILTERS) {
        results.push({ orders: count, filterRows });
        continue;
      }
      const rows = [
        await measure('GET /api/admin/stats', '/api/admin/stats', token),
        // One request at a time: the latency of a single dashboard load, without queueing behind others.
        await measure('GET /api/admin/stats (1 connection)', '/api/admin/stats', token, DURATION, 1),
        await measure('GET /api/admin/stats/series', '/api/admin/stats/series', token),
        await measure('GET /api/admin/orders/totals (aggregates)', '/api/admin/orders/totals', token, 5),
        await measure(
          'GET /api/admin/orders/totals?status=Failed (sums orders)',
          '/api/admin/orders/totals?status=Failed',
          token,
          5,
        ),
      ];
      console.table(rows);
      const exported = await measureExport(token, server.pid);
      console.log('  CSV export of every order:', exported);
      results.push({ orders: count, rows, exported, filterRows });
    }
    await client.end();
    console.log('\nSummary (GET /api/admin/stats):');
    for (const r of results) {
      if (!r.rows) continue;
      const [loaded, single] = r.rows;
      console.log(
        `  ${r.orders.toLocaleString('en-IN')} orders: ${CONNECTIONS} connections p50 ${loaded['p50 ms']} ms, ` +
          `p99 ${loaded['p99 ms']} ms; 1 connection p50 ${single['p50 ms']} ms, p99 ${single['p99 ms']} ms; ` +
          `CSV export ${r.exported.rows} rows in ${r.exported.seconds} s, server RSS ${r.exported.rssBeforeMb} -> ${r.exported.rssPeakMb} MB`,
      );
    }
    console.log(
      `Load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
