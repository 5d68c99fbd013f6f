import { and, asc, desc, eq, gt, gte, isNotNull, sql } from 'drizzle-orm';
import { jobRuns, orders, reconciliationRuns } from '../../../db/schema';
import { INDIA_DAY, toOrderRow, type Executor, type OrderRow } from './shared';

/* Background jobs' bookkeeping (job_runs), the dashboard's rollup and the reconciliation runs. */

/**
 * Brings the daily aggregates (the dashboard's daily_order_stats, the admin totals' order_totals_daily) up to date
 * in one statement: the India days of every order changed
 * since the last run (minus a minute, for statements that started before that run and committed after it) are
 * summed again from the orders and written over their rows. Idempotent: running it twice, or two at once, only
 * writes the same sums. Returns how many days were rebuilt.
 */
export async function rollupDailyStats(db: Executor, name = 'rollup'): Promise<number> {
  // The watermark is read first and given as a value: inside the statement (a subquery) the planner estimated a
  // third of the orders for `days`, priced the statement in billions and JIT-compiled it on every run (about 0.5-1 s
  // of CPU every 10 s at 1,000,000 orders; 7 ms with the value). Milliseconds are enough: an earlier bound only
  // re-sums a day more.
  const [previous] = await db
    .select({ watermark: jobRuns.watermark })
    .from(jobRuns)
    .where(eq(jobRuns.name, name));
  const changedSince = previous?.watermark
    ? sql`orders.updated_at >= ${previous.watermark.toISOString()}::timestamptz - interval '1 minute'`
    : sql`true`;
  const result = (await db.execute(sql`
    with run as (
      select now() as started
    ), days as (
      select distinct ${INDIA_DAY} as day from orders where ${changedSince}
    ), fine as (
      -- Per day and per value of every admin filter (order_totals_daily, decision 0030).
      select days.day, o.display_type, o.type, o.status, coalesce(o.payment_method, '') as payment_method,
             count(*)::int as order_count,
             coalesce(sum(o.amount_paise - o.discount_paise + o.convenience_fee_paise), 0) as paid_paise
      from days join orders o
        on o.created_at >= (days.day::timestamp at time zone 'Asia/Kolkata')
       and o.created_at < ((days.day + 1)::timestamp at time zone 'Asia/Kolkata')
      group by days.day, o.display_type, o.type, o.status, coalesce(o.payment_method, '')
    ), totals as (
      select day, display_type, sum(order_count)::int as order_count,
             coalesce(sum(order_count) filter (where status = 'Completed'), 0)::int as completed_count,
             coalesce(sum(paid_paise) filter (where status = 'Completed'), 0) as completed_paise
      from fine group by day, display_type
    ), written as (
      insert into daily_order_stats (day, display_type, order_count, completed_count, completed_paise)
      select day, display_type, order_count, completed_count, completed_paise from totals
      on conflict (day, display_type) do update set order_count = excluded.order_count,
        completed_count = excluded.completed_count, completed_paise = excluded.completed_paise
    ), fine_written as (
      insert into order_totals_daily (day, display_type, type, status, payment_method, order_count, paid_paise)
      select day, display_type, type, status, payment_method, order_count, paid_paise from fine
      on conflict (day, display_type, type, status, payment_method) do update
        set order_count = excluded.order_count, paid_paise = excluded.paid_paise
    ), fine_emptied as (
      -- A combination the day no longer has (its orders moved on to another status): zero, not its old count.
      update order_totals_daily t set order_count = 0, paid_paise = 0
      where t.day in (select day from days) and t.order_count <> 0
        and not exists (select 1 from fine f where f.day = t.day and f.display_type = t.display_type
                          and f.type = t.type and f.status = t.status and f.payment_method = t.payment_method)
    ), mark as (
      insert into job_runs (name, last_finished_at, watermark) select ${name}, clock_timestamp(), started from run
      on conflict (name) do update set last_finished_at = excluded.last_finished_at, watermark = excluded.watermark
    )
    select count(*)::int as days from days`)) as unknown as { rows: { days: number | string }[] };
  return Number(result.rows[0]?.days ?? 0);
}

/** Records that a background job finished now. */
export async function markJobRun(db: Executor, name: string): Promise<void> {
  await db.execute(sql`
    insert into job_runs (name, last_finished_at) values (${name}, clock_timestamp())
    on conflict (name) do update set last_finished_at = excluded.last_finished_at`);
}

export async function readJobRuns(db: Executor): Promise<Map<string, Date | null>> {
  const rows = await db.select().from(jobRuns);
  return new Map(rows.map((r) => [r.name, r.lastFinishedAt]));
}

/* -------------------------------------------------------------------------------------------------------------- */
/* Daily reconciliation runs (reconciliation_runs, docs/decisions/0016)                                            */
/* -------------------------------------------------------------------------------------------------------------- */

export type ReconciliationRunRow = typeof reconciliationRuns.$inferSelect;

export async function insertReconciliationRun(
  db: Executor,
  run: typeof reconciliationRuns.$inferInsert,
): Promise<ReconciliationRunRow> {
  const [row] = await db.insert(reconciliationRuns).values(run).returning();
  return row!;
}

/**
 * A page of the Completed orders placed since `from` with a captured payment and no refund yet (the
 * reconciliation asks their providers for reversals), by id after `afterId`.
 */
export async function findCompletedOrdersToCheck(
  db: Executor,
  { from, afterId, limit }: { from: Date; afterId: number; limit: number },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'Completed'),
        gte(orders.createdAt, from),
        gt(orders.id, afterId),
        isNotNull(orders.paymentRef),
        sql`not exists (select 1 from payment_refunds r where r.payment_id = ${orders.paymentRef} and r.status = 'refunded')`,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
}

/**
 * Claims a batch of orders that expired unpaid within the last `withinMinutes` and are due to be asked about
 * again: a minute after expiry, then after 1, 2, 4, … more minutes (the row's `checks` doubles the wait). Two
 * sweeps never claim the same order at once (the upsert is the claim).
 */
export async function claimExpiredOrdersToCheck(
  db: Executor,
  { withinMinutes, limit }: { withinMinutes: number; limit: number },
): Promise<OrderRow[]> {
  const result = await db.execute(sql`
    with due as (
      select o.id from orders o
      left join expired_order_checks c on c.order_id = o.id
      where o.status = 'Failed' and o.gateway_order_id is not null and o.payment_ref is null
        and o.updated_at > now() - make_interval(mins => ${withinMinutes})
        and (c.order_id is null and o.updated_at < now() - interval '1 minute' or c.checked_at < now() - make_interval(mins => power(2, c.checks - 1)::int))
      order by o.updated_at
      limit ${limit}
      for update of o skip locked
    ), claimed as (
      insert into expired_order_checks (order_id, checks, checked_at)
      select id, 1, now() from due
      on conflict (order_id) do update set checks = expired_order_checks.checks + 1, checked_at = now()
      returning order_id
    )
    select o.* from orders o join claimed on claimed.order_id = o.id`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map(toOrderRow);
}

export async function findLastReconciliationRun(db: Executor): Promise<ReconciliationRunRow | undefined> {
  const [row] = await db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.id)).limit(1);
  return row;
}
