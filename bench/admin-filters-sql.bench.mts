// The admin transactions filters at the database, without HTTP: each filter's list page (GET /api/admin/orders)
// and totals (GET /api/admin/orders/totals) through the same functions the routes call, run one at a time,
// p50/p99 over BENCH_RUNS runs (default 100), against the database admin-stats.bench.mjs seeded (run that first:
// BENCH_ORDERS=1000000 BENCH_ONLY_FILTERS=1 node bench/admin-stats.bench.mjs). On a machine shared with other work
// the HTTP figures measure mostly the CPU queue; these say what the SQL costs.
//
//   cd apps/server && node --import tsx ../../bench/admin-filters-sql.bench.mts
import os from 'node:os';
import { openPostgres } from '../apps/server/src/db/client';
import { orderTotals } from '../apps/server/src/modules/orders/export';
import { adminFilters } from '../apps/server/src/modules/orders/admin-filters';
import { listOrderPage } from '../apps/server/src/modules/orders/queries';

const DATABASE_URL =
  process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/paywise_bench_admin';
const RUNS = Number(process.env.BENCH_RUNS ?? 100);

const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
const cases: [string, Record<string, string>][] = [
  ['no filter', {}],
  ['status=Failed', { status: 'Failed' }],
  ['status=Refunded', { status: 'Refunded' }],
  ['status=Completed', { status: 'Completed' }],
  ['type=DTH', { type: 'DTH' }],
  ['orderType=GAS', { orderType: 'GAS' }],
  ['paymentMethod=WALLET', { paymentMethod: 'WALLET' }],
  ['paymentMethod=UPI', { paymentMethod: 'UPI' }],
  ['orderId', { orderId: 'ORDID00500000' }],
  ['email', { email: 'bench77@example.com' }],
  ['date range (30 days)', { from: day(60), to: day(31) }],
  ['status=Failed + 30 days', { status: 'Failed', from: day(60), to: day(31) }],
  ['type=DTH + paymentMethod=CARD', { type: 'DTH', paymentMethod: 'CARD' }],
  ['status=Refunded + email', { status: 'Refunded', email: 'bench77@example.com' }],
];

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function time(fn: () => Promise<unknown>) {
  await fn(); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await fn();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { p50: quantile(ms, 0.5).toFixed(1), p99: quantile(ms, 0.99).toFixed(1) };
}

async function main() {
  console.log(
    `load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${RUNS} runs each`,
  );
  const handle = await openPostgres(DATABASE_URL, 2);
  const rows = [];
  for (const [name, query] of cases) {
    const filters = adminFilters(query);
    const list = await time(() => listOrderPage(handle.db, filters, undefined, 20));
    const totals = await time(() => orderTotals(handle.db, filters));
    rows.push({
      filter: name,
      'list p50 ms': list.p50,
      'list p99 ms': list.p99,
      'totals p50 ms': totals.p50,
      'totals p99 ms': totals.p99,
    });
  }
  console.table(rows);
  console.log(
    `load at the end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await handle.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
