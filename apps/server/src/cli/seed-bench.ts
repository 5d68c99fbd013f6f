/**
 * `npm run seed:bench`: 10,000 customers and 1,000,000 orders on PostgreSQL for the benchmarks in bench/.
 * Generated inside PostgreSQL (INSERT ... SELECT over generate_series), in batches, then daily_order_stats is
 * rebuilt from the orders. Re-runnable: customers and orders carry fixed keys and are inserted with
 * ON CONFLICT DO NOTHING, so a second run only adds what is missing (nothing, after a complete run).
 *
 * Customer 1 (bench.customer.1@bench.paywise.local) holds HEAVY_ORDERS orders so that a page ~500 pages deep
 * exists; the others share the rest (about 98 each). Every customer's password is BENCH_PASSWORD.
 */
import { sql } from 'drizzle-orm';
import { rollupDailyStats } from '../modules/orders/repo';
import { ROLLUP_JOB } from '../modules/orders/jobs';
import { OPERATORS } from '@paywise/domain/catalogue/operators';
import { SERVICE_LIST } from '@paywise/domain/catalogue/services';
import { ConfigError, loadConfig } from '../config';
import { openPostgres, type Database } from '../db/client';
import { hashPassword } from '../modules/accounts/password';

export const BENCH_PASSWORD = 'bench-password-2026';
const CUSTOMERS = 10_000;
const ORDERS = 1_000_000;
const HEAVY_ORDERS = 20_000;
const BATCH = 100_000;
const EMAIL_DOMAIN = 'bench.paywise.local';

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function seedCustomers(db: Database) {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await db.execute(sql`
    insert into users (username, email, password_hash, is_email_verified, role, created_at)
    select 'Bench Customer ' || n, 'bench.customer.' || n || '@' || ${EMAIL_DOMAIN}, ${passwordHash}, true, 'CUSTOMER',
           now() - make_interval(days => 400) + make_interval(mins => n)
    from generate_series(1, ${CUSTOMERS}) as n
    on conflict (lower(email)) do nothing`);
}

/** One order kind per service page: its type, read type, first operator and serviceType. */
function orderKinds() {
  return SERVICE_LIST.map((def) => ({
    type: def.orderType,
    displayType: def.displayType,
    operator: OPERATORS[def.operatorList][0].name,
    serviceType: def.serviceType ?? null,
    isMobile: def.identifier.orderField === 'number',
    hasCircle: def.hasCircle,
  }));
}

async function seedOrders(db: Database) {
  const kinds = orderKinds();
  const pgText = (values: (string | null)[]) =>
    sql`${`{${values.map((v) => (v === null ? 'NULL' : `"${v}"`)).join(',')}}`}::text[]`;
  const types = pgText(kinds.map((k) => k.type));
  const displayTypes = pgText(kinds.map((k) => k.displayType));
  const operators = pgText(kinds.map((k) => k.operator));
  const serviceTypes = pgText(kinds.map((k) => k.serviceType));
  const mobileKinds = pgText(kinds.map((k) => (k.isMobile ? 't' : 'f')));
  const circleKinds = pgText(kinds.map((k) => (k.hasCircle ? 't' : 'f')));
  const kindCount = kinds.length;

  for (let start = 1; start <= ORDERS; start += BATCH) {
    const end = Math.min(ORDERS, start + BATCH - 1);
    const began = Date.now();
    // g: the order's number. Orders are spread evenly over the last 365 days, newest = highest g.
    // Customer 1 gets g <= HEAVY_ORDERS, the others g % (CUSTOMERS - 1). Status: 92% Completed, 5% Failed,
    // 3% Refunded: every order of the past is final, as the pipeline leaves them. Amounts ₹10.00 to ₹2,999.99.
    await db.execute(sql`
      with c as (
        select array_agg(id order by n) as ids
        from (select id, substring(email from 'bench\\.customer\\.([0-9]+)@')::int as n
              from users where email like ${`bench.customer.%@${EMAIL_DOMAIN}`}) x
      ),
      g as (
        select g, 1 + (g % ${kindCount}) as k,
               case when g % 100 < 92 then 'Completed' when g % 100 < 97 then 'Failed'
                    else 'Refunded' end as status
        from generate_series(${start}::int, ${end}::int) as g
      )
      insert into orders (customer_id, type, display_type, operator, mobile, account_number, circle, amount_paise,
                          status, payment_source, service_type, failure_reason, payment_ref, refund_ref,
                          idempotency_key, created_at, updated_at)
      select case when g <= ${HEAVY_ORDERS} then c.ids[1] else c.ids[2 + (g % ${CUSTOMERS - 1})] end,
             (${types})[k], (${displayTypes})[k], (${operators})[k],
             case when (${mobileKinds})[k] = 't' then (7000000000 + g)::text end,
             case when (${mobileKinds})[k] = 'f' then 'BENCH' || g end,
             case when (${circleKinds})[k] = 't' then 'Delhi NCR' end,
             1000 + (g::bigint * 7919) % 299000,
             status, 'Online', (${serviceTypes})[k],
             case when status = 'Failed' then 'Payment declined by the bank (bench data).' end,
             case when status <> 'Failed' then 'bench_pay_' || g end,
             case when status = 'Refunded' then 'bench_rfnd_' || g end,
             'bench-' || g,
             now() - make_interval(secs => (${ORDERS} - g) * 31.536),
             now() - make_interval(secs => (${ORDERS} - g) * 31.536)
      from g cross join c
      on conflict (customer_id, idempotency_key) do nothing`);
    console.log(
      `  orders ${start.toLocaleString('en-IN')}–${end.toLocaleString('en-IN')}: ${Date.now() - began} ms`,
    );
  }
}

/** daily_order_stats from the orders themselves: the rollup job's own statement, over every day. */
async function rebuildDailyStats(db: Database) {
  await db.execute(sql`delete from job_runs where name = ${ROLLUP_JOB}`);
  await rollupDailyStats(db, ROLLUP_JOB);
}

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error(
      'seed:bench needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/paywise_bench). ' +
        'It refuses the embedded PGlite database, which is not meant for a million orders.',
    );
    process.exit(1);
  }
  const database = await openPostgres(config.databaseUrl, 2);
  const db = database.db;
  try {
    const began = Date.now();
    console.log(`Seeding ${CUSTOMERS.toLocaleString('en-IN')} customers…`);
    await seedCustomers(db);
    const [{ n: existing }] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from orders where idempotency_key like 'bench-%'`,
    );
    if (existing >= ORDERS) {
      console.log(`${existing.toLocaleString('en-IN')} bench orders already there: nothing to add.`);
    } else {
      console.log(
        `Seeding ${ORDERS.toLocaleString('en-IN')} orders (${existing.toLocaleString('en-IN')} already there)…`,
      );
      await seedOrders(db);
    }
    console.log('Rebuilding daily_order_stats and statistics…');
    await rebuildDailyStats(db);
    // VACUUM sets the visibility map too, so index-only scans need no heap fetches.
    await db.execute(sql`vacuum analyze users`);
    await db.execute(sql`vacuum analyze orders`);
    await db.execute(sql`vacuum analyze daily_order_stats`);
    const [totals] = await rows<{ users: number; orders: number }>(
      db,
      sql`select (select count(*)::int from users) as users, (select count(*)::int from orders) as orders`,
    );
    console.log(
      `Done in ${((Date.now() - began) / 1000).toFixed(1)} s: ${totals.users.toLocaleString('en-IN')} users, ` +
        `${totals.orders.toLocaleString('en-IN')} orders. Customers: bench.customer.<1..${CUSTOMERS}>@${EMAIL_DOMAIN}, ` +
        `password ${BENCH_PASSWORD}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
