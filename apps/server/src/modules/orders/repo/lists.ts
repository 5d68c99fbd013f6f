import { and, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@paywise/domain/order-states';
import { indiaDayStart } from '@paywise/domain/time';
import { dailyOrderStats, jobRuns, orders, orderTotalsDaily, users } from '../../../db/schema';
import { readColumns, INDIA_DAY, type Executor, type ReadOrderRow } from './shared';

/* Order lists, exports and the dashboard's sums. */

export interface Keyset {
  createdAt: string;
  id: number;
}

export interface OrderFilters {
  customerId?: number;
  displayType?: string;
  orderType?: string;
  status?: OrderStatus;
  paymentMethod?: string;
  /** Inclusive lower bound of created_at. */
  createdFrom?: Date;
  /** Exclusive upper bound of created_at. */
  createdBefore?: Date;
  /** Exact, case-insensitive. */
  customerEmail?: string;
  orderId?: number;
}

export function orderFilterConditions(filters: OrderFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.customerId !== undefined) conditions.push(eq(orders.customerId, filters.customerId));
  if (filters.displayType) conditions.push(eq(orders.displayType, filters.displayType));
  if (filters.orderType) conditions.push(eq(orders.orderType, filters.orderType));
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.paymentMethod) conditions.push(eq(orders.paymentMethod, filters.paymentMethod));
  if (filters.createdFrom) conditions.push(sql`${orders.createdAt} >= ${filters.createdFrom.toISOString()}`);
  if (filters.createdBefore)
    conditions.push(sql`${orders.createdAt} < ${filters.createdBefore.toISOString()}`);
  if (filters.orderId !== undefined) conditions.push(eq(orders.id, filters.orderId));
  if (filters.customerEmail !== undefined) {
    // users_email_lower_key answers this with one index lookup.
    conditions.push(
      sql`${orders.customerId} = (select ${users.id} from ${users} where lower(${users.email}) = lower(${filters.customerEmail}))`,
    );
  }
  return conditions;
}

/**
 * Newest first, keyset-paginated on (created_at, id), up to `rows` rows: with a customer this walks
 * orders_customer_created_idx, without one orders_created_idx, so a deep page costs what the first does.
 */
function keysetQuery(
  db: Executor,
  { filters, after, rows }: { filters: OrderFilters; after: Keyset | null; rows: number },
) {
  const conditions = orderFilterConditions(filters);
  if (after) {
    conditions.push(
      sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}::timestamptz, ${after.id})`,
    );
  }
  return (
    db
      .select(readColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.customerId))
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      // NULLS LAST as in both indexes (drizzle created them DESC NULLS LAST): PostgreSQL's default for DESC is
      // NULLS FIRST, which the indexes cannot serve, and then every page would sort the customer's whole history
      // (or every export batch the whole table: about 250 ms instead of 10 ms at 1,000,000 orders).
      .orderBy(sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`)
      .limit(rows)
  );
}

/** A page of an order list: up to `limit + 1` rows, the extra one only tells that there is a next page. */
export function listOrdersQuery(
  db: Executor,
  { filters, after, limit }: { filters: OrderFilters; after: Keyset | null; limit: number },
) {
  return keysetQuery(db, { filters, after, rows: limit + 1 });
}

export async function listOrders(
  db: Executor,
  { filters, after, limit }: { filters: OrderFilters; after: Keyset | null; limit: number },
): Promise<ReadOrderRow[]> {
  return listOrdersQuery(db, { filters, after, limit });
}

/** One batch of an export: the next `size` orders after `after`, in the order of the lists. */
export async function readOrderBatch(
  db: Executor,
  { filters, after, size }: { filters: OrderFilters; after: Keyset | null; size: number },
): Promise<ReadOrderRow[]> {
  return keysetQuery(db, { filters, after, rows: size });
}

/** Sums of the per-day aggregates (daily_order_stats) of a service type over whole India days. */
export async function sumDailyOrderStats(
  db: Executor,
  range: { displayType?: string; fromDay?: string; beforeDay?: string },
): Promise<{ orders: number; completed: number; completedPaise: number }> {
  const s = dailyOrderStats;
  const conditions: SQL[] = [];
  if (range.displayType) conditions.push(eq(s.displayType, range.displayType));
  if (range.fromDay) conditions.push(gte(s.day, range.fromDay));
  if (range.beforeDay) conditions.push(lt(s.day, range.beforeDay));
  const [row] = await db
    .select({
      orders: sql<number>`coalesce(sum(${s.orderCount}), 0)`.mapWith(Number),
      completed: sql<number>`coalesce(sum(${s.completedCount}), 0)`.mapWith(Number),
      completedPaise: sql<number>`coalesce(sum(${s.completedPaise}), 0)`.mapWith(Number),
    })
    .from(s)
    .where(conditions.length ? and(...conditions) : undefined);
  return row;
}

/** Count and amounts (what customers paid: the amount less the instant discount) of the filtered orders. */
export async function sumOrders(
  db: Executor,
  filters: OrderFilters,
): Promise<{ count: number; amountPaise: number; completedCount: number; completedPaise: number }> {
  const conditions = orderFilterConditions(filters);
  // What customers paid (the amount less the instant discount), as the daily aggregates keep it.
  const payable = sql`${orders.amountPaise} - ${orders.discountPaise} + ${orders.convenienceFeePaise}`;
  const completed: OrderStatus = 'Completed';
  const [row] = await db
    .select({
      count: count(),
      amountPaise: sql<number>`coalesce(sum(${payable}), 0)`.mapWith(Number),
      completedCount: sql<number>`count(*) filter (where ${orders.status} = ${completed})`.mapWith(Number),
      completedPaise:
        sql<number>`coalesce(sum(${payable}) filter (where ${orders.status} = ${completed}), 0)`.mapWith(
          Number,
        ),
    })
    .from(orders)
    .where(conditions.length ? and(...conditions) : undefined);
  return { ...row, count: Number(row.count) };
}

/**
 * Count and amounts of the orders matching filters the per-day aggregates know (service type, order type, status,
 * payment method, whole India days), exact and current without reading every order: the days the rollup has
 * summed since their last change are read from order_totals_daily (a few rows per day), the days with an order
 * changed since the rollup's watermark (less the minute the rollup allows for late commits) are summed from their
 * orders. Before the rollup's first run, every order is summed. Three short statements: the watermark and the
 * changed days are read first so that the planner sees them as values (a subquery's estimate made it scan).
 */
export async function sumOrdersByDay(
  db: Executor,
  {
    filters,
    range,
    rollupName,
  }: {
    filters: Pick<OrderFilters, 'displayType' | 'orderType' | 'status' | 'paymentMethod'>;
    range: { fromDay?: string; beforeDay?: string };
    rollupName: string;
  },
): Promise<{ count: number; amountPaise: number; completedCount: number; completedPaise: number }> {
  const [run] = await db
    .select({ watermark: jobRuns.watermark })
    .from(jobRuns)
    .where(eq(jobRuns.name, rollupName));
  const dayRange: SQL[] = [];
  if (range.fromDay) dayRange.push(sql`${INDIA_DAY} >= ${range.fromDay}::date`);
  if (range.beforeDay) dayRange.push(sql`${INDIA_DAY} < ${range.beforeDay}::date`);
  if (!run?.watermark) return sumOrders(db, { ...filters, ...dayBounds(range) });
  const since = new Date(run.watermark.getTime() - 60_000).toISOString();
  const changed = (await db.execute(sql`
    select distinct ${INDIA_DAY}::text as day from orders
    where ${orders.updatedAt} >= ${since}::timestamptz ${dayRange.length ? sql`and ${and(...dayRange)}` : sql``}`)) as unknown as {
    rows: { day: string }[];
  };
  // India days as 'YYYY-MM-DD' from the database: safe in an array literal.
  const dirty = `{${changed.rows.map((r) => r.day).join(',')}}`;

  const t = orderTotalsDaily;
  const stored: SQL[] = [sql`${t.day} <> all(${dirty}::date[])`];
  const live: SQL[] = [];
  if (filters.displayType) {
    stored.push(eq(t.displayType, filters.displayType));
    live.push(eq(orders.displayType, filters.displayType));
  }
  if (filters.orderType) {
    stored.push(eq(t.orderType, filters.orderType));
    live.push(eq(orders.orderType, filters.orderType));
  }
  if (filters.status) {
    stored.push(eq(t.status, filters.status));
    live.push(eq(orders.status, filters.status));
  }
  if (filters.paymentMethod) {
    stored.push(eq(t.paymentMethod, filters.paymentMethod));
    live.push(eq(orders.paymentMethod, filters.paymentMethod));
  }
  if (range.fromDay) stored.push(gte(t.day, range.fromDay));
  if (range.beforeDay) stored.push(lt(t.day, range.beforeDay));
  const payable = sql`${orders.amountPaise} - ${orders.discountPaise} + ${orders.convenienceFeePaise}`;
  const completed: OrderStatus = 'Completed';
  const result = (await db.execute(sql`
    with stored as (
      select coalesce(sum(${t.orderCount}), 0)::bigint as c, coalesce(sum(${t.paidPaise}), 0)::bigint as p,
             coalesce(sum(${t.orderCount}) filter (where ${t.status} = ${completed}), 0)::bigint as cc,
             coalesce(sum(${t.paidPaise}) filter (where ${t.status} = ${completed}), 0)::bigint as cp
      from ${t} where ${and(...stored)}
    ), live as (
      select count(*)::bigint as c, coalesce(sum(${payable}), 0)::bigint as p,
             (count(*) filter (where ${orders.status} = ${completed}))::bigint as cc,
             coalesce(sum(${payable}) filter (where ${orders.status} = ${completed}), 0)::bigint as cp
      from unnest(${dirty}::date[]) as dirty(day) join orders
        on ${orders.createdAt} >= (dirty.day::timestamp at time zone 'Asia/Kolkata')
       and ${orders.createdAt} < ((dirty.day + 1)::timestamp at time zone 'Asia/Kolkata')
      ${live.length ? sql`where ${and(...live)}` : sql``}
    )
    select (stored.c + live.c)::text as count, (stored.p + live.p)::text as amount,
           (stored.cc + live.cc)::text as completed_count, (stored.cp + live.cp)::text as completed_paise
    from stored, live`)) as unknown as {
    rows: { count: string; amount: string; completed_count: string; completed_paise: string }[];
  };
  const [row] = result.rows;
  return {
    count: Number(row.count),
    amountPaise: Number(row.amount),
    completedCount: Number(row.completed_count),
    completedPaise: Number(row.completed_paise),
  };
}

/** Whole India days as the created_at bounds of OrderFilters. */
function dayBounds(range: {
  fromDay?: string;
  beforeDay?: string;
}): Pick<OrderFilters, 'createdFrom' | 'createdBefore'> {
  return {
    ...(range.fromDay ? { createdFrom: indiaDayStart(range.fromDay) } : {}),
    ...(range.beforeDay ? { createdBefore: indiaDayStart(range.beforeDay) } : {}),
  };
}
