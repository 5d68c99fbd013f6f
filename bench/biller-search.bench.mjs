// Biller search benchmark (issue 26: "≤ 20 ms p99 at 10,000 billers"): GET /api/billers?category=&q= on
// PostgreSQL with 10,000 billers in the registry, a spread of queries (empty, one letter, a prefix, one word, two
// words, a word no biller has), each measured with autocannon, beside a reference measured in the same run:
// GET /api/health (a `SELECT 1` and one small read, through the same server, plugins and HTTP stack).
//
//   node bench/biller-search.bench.mjs
//
// Settings (environment): BENCH_BILLERS_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/paywise_bench_billers; created when missing, its billers REPLACED),
// BENCH_BILLERS (default 10000), BENCH_DURATION seconds per measurement (default 5), BENCH_CONNECTIONS (default
// "1,8": one request at a time, then eight at once), BENCH_PORT (default 3297).
//
// The registry is seeded like Setu's: the sandbox's own billers (synced by the server at start from the
// catalogue) plus generated ones up to BENCH_BILLERS, most of them in one category (Education Fees: schools and
// colleges are most of BBPS's billers), the rest spread over the other bill categories.
import { spawn } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';

const DATABASE_URL =
  process.env.BENCH_BILLERS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/paywise_bench_billers';
const BILLERS = Number(process.env.BENCH_BILLERS ?? 10_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,8').split(',').map(Number);
const PORT = Number(process.env.BENCH_PORT ?? 3297);
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
  return spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL,
      JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
      PAYMENTS_SANDBOX: 'true',
      BILLER_PROVIDER: 'sandbox',
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      WEB_CONCURRENCY: '1',
      WEB_DIST: '/nonexistent-web-dist',
    },
  });
}

async function waitFor(check, what, tries = 240) {
  for (let i = 0; i < tries; i++) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what}: timed out`);
}

const CITIES = [
  'Delhi',
  'Mumbai',
  'Pune',
  'Chennai',
  'Kolkata',
  'Bengaluru',
  'Hyderabad',
  'Ahmedabad',
  'Jaipur',
  'Lucknow',
  'Kanpur',
  'Nagpur',
  'Indore',
  'Bhopal',
  'Patna',
  'Vadodara',
  'Ludhiana',
  'Agra',
  'Nashik',
  'Meerut',
  'Rajkot',
  'Varanasi',
  'Srinagar',
  'Amritsar',
  'Ranchi',
  'Coimbatore',
  'Madurai',
  'Kochi',
  'Mysuru',
  'Guwahati',
];
const KINDS = {
  'Education Fees': [
    'Public School',
    'Vidyalaya',
    'Convent School',
    'College',
    'Institute of Technology',
    'Academy',
    'International School',
    'Degree College',
    'Polytechnic',
    'Junior College',
  ],
  Electricity: ['Power Distribution', 'Electricity Supply', 'Vidyut Vitran Nigam', 'Energy Limited'],
  Water: ['Jal Board', 'Water Supply and Sewerage', 'Municipal Water Works'],
  'Municipal Taxes': ['Municipal Corporation', 'Nagar Palika', 'Nagar Nigam', 'Cantonment Board'],
  'Housing Society': [
    'Heights Residents Association',
    'Towers Society',
    'Apartment Owners Association',
    'Enclave',
  ],
  Hospital: ['Multispeciality Hospital', 'Medical College Hospital', 'Nursing Home'],
  'Clubs and Associations': ['Gymkhana', 'Sports Club', 'Golf Club'],
  'Broadband Postpaid': ['Fibernet', 'Broadband Services', 'Cable Net'],
};
// Shares of the generated billers per category (Education Fees the largest, as on BBPS), by the provider's category
// names (decision 0043: the registry keeps them; the pages' tile labels, 'Apartment', still find them).
const SHARES = [
  ['Education Fees', 0.55],
  ['Housing Society', 0.1],
  ['Municipal Taxes', 0.08],
  ['Electricity', 0.07],
  ['Water', 0.06],
  ['Hospital', 0.06],
  ['Clubs and Associations', 0.04],
  ['Broadband Postpaid', 0.04],
];

/** Replaces the generated billers so that the registry holds BILLERS active sandbox billers in all. */
async function seed(client) {
  await client.query(`delete from billers where id like 'BENCH%'`);
  const {
    rows: [{ n: own }],
  } = await client.query(`select count(*)::int as n from billers where provider = 'sandbox' and active`);
  const wanted = Math.max(0, BILLERS - own);
  const rows = [];
  let made = 0;
  for (const [category, share] of SHARES) {
    const count = category === SHARES[SHARES.length - 1][0] ? wanted - made : Math.round(wanted * share);
    for (let i = 0; i < count; i++, made++) {
      const city = CITIES[(i * 7) % CITIES.length];
      const kind = KINDS[category][i % KINDS[category].length];
      // Distinct names, as the registry's are: a founder's or area's name and a number where needed.
      const area = [
        'Shri Ram',
        'St. Mary',
        'Green Valley',
        'Sunrise',
        'Lotus',
        'Ganga',
        'Kaveri',
        'Model Town',
        'Saraswati',
        'Nehru Nagar',
        'Gandhi',
        'Holy Cross',
      ][Math.floor(i / KINDS[category].length) % 12];
      const name = `${area} ${kind} ${city} ${Math.floor(i / 120) + 1}`;
      const searchText = name
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
      rows.push([`BENCH${String(made).padStart(8, '0')}`, name, category, searchText, 1000 + made]);
    }
  }
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    const values = chunk
      .map(
        (_, j) => `($${j * 5 + 1}, 'sandbox', $${j * 5 + 2}, $${j * 5 + 3}, 'MANDATORY', 'EXACT',
        '[{"name":"Account Number","dataType":"ALPHANUMERIC","regex":null,"optional":false}]'::jsonb, '[]'::jsonb,
        true, now(), '[]'::jsonb, $${j * 5 + 4}, $${j * 5 + 5})`,
      )
      .join(', ');
    await client.query(
      `insert into billers (id, provider, name, category, fetch_requirement, exactness, params, ccf_slabs, active,
                            synced_at, aliases, search_text, position) values ${values}`,
      chunk.flat(),
    );
  }
  await client.query('vacuum analyze billers');
  const { rows: counts } = await client.query(
    `select category, count(*)::int as n from billers where provider = 'sandbox' and active
     group by 1 order by 2 desc`,
  );
  const total = counts.reduce((sum, r) => sum + r.n, 0);
  console.log(
    `  ${total.toLocaleString('en-IN')} active billers; largest categories:`,
    counts
      .slice(0, 4)
      .map((r) => `${r.category} ${r.n}`)
      .join(', '),
  );
  return total;
}

async function measure(label, path, connections) {
  // Warm-up: connections, JIT, plans.
  await autocannon({ url: `${BASE}${path}`, connections, duration: 1 });
  const result = await autocannon({ url: `${BASE}${path}`, connections, duration: DURATION });
  const failed = result.non2xx + result.errors;
  return {
    label,
    connections,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    failed,
  };
}

const QUERIES = [
  ['Education Fees, no q (first 20)', 'category=Education%20Fees'],
  ['Education Fees, q=s (one letter)', 'category=Education%20Fees&q=s'],
  ['Education Fees, q=sun (prefix)', 'category=Education%20Fees&q=sun'],
  ['Education Fees, q=college', 'category=Education%20Fees&q=college'],
  ['Education Fees, q=public school delhi', 'category=Education%20Fees&q=public%20school%20delhi'],
  ['Education Fees, q=zzqx (no match)', 'category=Education%20Fees&q=zzqx'],
  ['Education Fees, q=a, limit=100', 'category=Education%20Fees&q=a&limit=100'],
  ['Electricity, q=power', 'category=Electricity&q=power'],
  ['Apartment, q=towers pune', 'category=Apartment&q=towers%20pune'],
];

await ensureDatabase();
const server = startServer();
try {
  await waitFor(async () => (await fetch(`${BASE}/api/health`)).ok, 'server start');
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  // The server syncs the sandbox registry at start (it is empty, or a day old): wait for it, then seed.
  await waitFor(
    async () =>
      (
        await client.query(
          `select count(*)::int as n from billers where provider = 'sandbox' and id not like 'BENCH%'`,
        )
      ).rows[0].n > 0,
    'registry sync',
  );
  await new Promise((r) => setTimeout(r, 2000));
  const total = await seed(client);
  // The statements the server runs (apps/server/src/modules/billers/repo.ts searchBillers), timed in the database
  // alone (EXPLAIN ANALYZE, median of 30): the HTTP figures below carry the machine's load, these hardly do.
  const B = `provider = 'sandbox' and category = 'Education Fees' and active`;
  const sqlCases = [
    ['no q (first 21)', `select * from billers where ${B} order by position, name limit 21`],
    [
      'q=s, names starting with it',
      `select * from billers where ${B} and search_text like '%s%' and lower(name) like 's%' order by position, name limit 21`,
    ],
    [
      'q=s, the others',
      `select * from billers where ${B} and search_text like '%s%' and not (lower(name) like 's%') order by position, name limit 21`,
    ],
    [
      'q=zzqx (no match), the others',
      `select * from billers where ${B} and search_text like '%zzqx%' and not (lower(name) like 'zzqx%') order by position, name limit 21`,
    ],
    [
      'q=public school delhi, the others',
      `select * from billers where ${B} and search_text like '%public%' and search_text like '%school%' and search_text like '%delhi%' and not (lower(name) like 'public school delhi%') order by position, name limit 21`,
    ],
  ];
  const sqlTimes = [];
  for (const [label, text] of sqlCases) {
    const times = [];
    for (let i = 0; i < 30; i++) {
      const { rows } = await client.query(`explain (analyze, format json) ${text}`);
      times.push(rows[0]['QUERY PLAN'][0]['Execution Time']);
    }
    times.sort((a, b) => a - b);
    const { rows } = await client.query(`explain ${text}`);
    const scan =
      rows
        .map((r) => r['QUERY PLAN'])
        .find((line) => /Scan/.test(line))
        ?.trim() ?? '';
    sqlTimes.push(
      `| ${label} | ${times[15].toFixed(2)} | ${times[29].toFixed(2)} | ${scan.replace(/\s+\(cost.*$/, '')} |`,
    );
  }
  await client.end();

  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  console.log(`\nMachine: ${os.cpus().length} CPU, Node ${process.version}; load average before: ${load}`);
  const results = [];
  for (const connections of CONNECTIONS) {
    results.push(
      await measure('GET /api/health (reference: SELECT 1 + one read)', '/api/health', connections),
    );
    for (const [label, query] of QUERIES) {
      results.push(await measure(`GET /api/billers ${label}`, `/api/billers?${query}`, connections));
    }
  }
  console.log(`\n${total.toLocaleString('en-IN')} billers, ${DURATION} s per line\n`);
  console.log('| Request | Connections | req/s | p50 ms | p99 ms | max ms | failed |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    console.log(
      `| ${r.label} | ${r.connections} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.max} | ${r.failed} |`,
    );
  }
  console.log(
    `\nLoad average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')}`,
  );
  console.log('\nSQL alone (Education Fees, EXPLAIN ANALYZE):\n');
  console.log('| Statement | median ms | max ms | plan |');
  console.log('| --- | ---: | ---: | --- |');
  for (const line of sqlTimes) console.log(line);
} finally {
  server.kill('SIGTERM');
}
