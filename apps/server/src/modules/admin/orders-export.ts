import { Readable } from 'node:stream';
import { formatDateTime, formatOrderId, type OrderStatus } from '@paywise/domain/format';
import { and, count, eq, getTableColumns, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dailyOrderStats, orders, users } from '../../db/schema';
import { orderFilterConditions, type Keyset, type OrderFilters } from '../orders/repo';
import { orderIdentifier } from '../orders/service';
import { indiaDay } from './india-time';

/** Rows per query while streaming: memory stays at one batch whatever the size of the export. */
export const EXPORT_BATCH_SIZE = 5_000;

export const CSV_COLUMNS = [
  'Order ID',
  'Date',
  'Type',
  'Operator',
  'Mobile / Account',
  'Circle',
  'Service Type',
  'Amount (INR)',
  'Discount (INR)',
  'Amount Payable (INR)',
  'Status',
  'Payment Source',
  'Payment Method',
  'Payment ID',
  'Customer',
  'Failure Reason',
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break. Text starting with = + - @
 * (or a tab / carriage return) is prefixed with an apostrophe so a spreadsheet shows it instead of running
 * it as a formula (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Integer paise as rupees with exactly two decimals (100010 -> '1000.10'), from integers, never a float. */
export function csvRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export const csvLine = (cells: (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

const exportColumns = {
  ...getTableColumns(orders),
  consumer: users.username,
  // Full microsecond precision for the keyset: a JS Date (milliseconds) could skip or repeat rows.
  createdAtText: sql<string>`${orders.createdAt}::text`,
};

/**
 * One batch, newest first, after `after`. The ORDER BY spells NULLS LAST to match orders_created_idx
 * (created_at DESC NULLS LAST, id DESC NULLS LAST): PostgreSQL's default for DESC is NULLS FIRST, which the index
 * cannot serve, and then every batch would sort the whole table (about 250 ms instead of 10 ms at 1,000,000 orders).
 */
async function readBatch(db: Database, filters: OrderFilters, after: Keyset | null, limit: number) {
  const conditions = orderFilterConditions(filters);
  if (after) {
    conditions.push(
      sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}::timestamptz, ${after.id})`,
    );
  }
  return db
    .select(exportColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`)
    .limit(limit);
}

/**
 * The filtered orders as CSV, newest first, read in keyset batches of `batchSize` while the client downloads:
 * the stream pulls the next batch only when the previous one has been sent (backpressure).
 */
export function streamOrdersCsv(
  db: Database,
  filters: OrderFilters,
  batchSize = EXPORT_BATCH_SIZE,
): Readable {
  async function* lines() {
    // A byte order mark so spreadsheet programs read the file as UTF-8.
    yield `\uFEFF${csvLine([...CSV_COLUMNS])}`;
    let after: Keyset | null = null;
    for (;;) {
      const rows = await readBatch(db, filters, after, batchSize);
      if (rows.length === 0) return;
      let chunk = '';
      for (const row of rows) {
        chunk += csvLine([
          formatOrderId(row.id),
          formatDateTime(row.createdAt),
          row.displayType,
          row.operator,
          orderIdentifier(row),
          row.circle,
          row.serviceType,
          csvRupees(row.amountPaise),
          csvRupees(row.discountPaise),
          csvRupees(row.amountPaise - row.discountPaise),
          row.status,
          row.paymentSource,
          row.paymentMethod,
          row.paymentRef,
          row.consumer,
          row.failureReason,
        ]);
      }
      yield chunk;
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1];
      after = { createdAt: last.createdAtText, id: last.id };
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/** Amounts are what customers pay: the order amount less the instant discount (revenue). */
export interface OrderTotals {
  count: number;
  /** Null when the aggregates answered for every status (they do not keep the amount of unfinished orders). */
  amountPaise: number | null;
  completedCount: number;
  completedPaise: number;
}

const STATS_FILTERS = new Set(['displayType', 'createdFrom', 'createdBefore', 'status']);

/**
 * Count and amount of the filtered orders. Filters the per-day aggregates can answer (service type, whole India
 * days, no status or 'Completed') read daily_order_stats, a few rows per day whatever the number of orders; the
 * aggregates keep the amount of completed orders only, so `amountPaise` is then null unless the filter is
 * 'Completed'. Any other filter sums the matching orders.
 */
export async function orderTotals(db: Database, filters: OrderFilters): Promise<OrderTotals> {
  const keys = Object.entries(filters)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);
  const wholeDay = (at: Date | undefined) =>
    at === undefined || indiaDayStartOf(at).getTime() === at.getTime();
  const fromStats =
    (filters.status === undefined || filters.status === 'Completed') &&
    keys.every((k) => STATS_FILTERS.has(k)) &&
    wholeDay(filters.createdFrom) &&
    wholeDay(filters.createdBefore);
  return fromStats ? totalsFromDailyStats(db, filters) : totalsFromOrders(db, filters);
}

function indiaDayStartOf(at: Date): Date {
  return new Date(Date.parse(`${indiaDay(at)}T00:00:00+05:30`));
}

async function totalsFromDailyStats(db: Database, filters: OrderFilters): Promise<OrderTotals> {
  const s = dailyOrderStats;
  const conditions: SQL[] = [];
  if (filters.displayType) conditions.push(eq(s.displayType, filters.displayType));
  if (filters.createdFrom) conditions.push(gte(s.day, indiaDay(filters.createdFrom)));
  if (filters.createdBefore) conditions.push(lt(s.day, indiaDay(filters.createdBefore)));
  const [row] = await db
    .select({
      orders: sql<number>`coalesce(sum(${s.orderCount}), 0)`.mapWith(Number),
      completed: sql<number>`coalesce(sum(${s.completedCount}), 0)`.mapWith(Number),
      completedPaise: sql<number>`coalesce(sum(${s.completedPaise}), 0)`.mapWith(Number),
    })
    .from(s)
    .where(conditions.length ? and(...conditions) : undefined);
  const onlyCompleted = filters.status === 'Completed';
  return {
    count: onlyCompleted ? row.completed : row.orders,
    amountPaise: onlyCompleted ? row.completedPaise : null,
    completedCount: row.completed,
    completedPaise: row.completedPaise,
  };
}

async function totalsFromOrders(db: Database, filters: OrderFilters): Promise<OrderTotals> {
  const conditions = orderFilterConditions(filters);
  // What customers paid (the amount less the instant discount), as the daily aggregates keep it.
  const payable = sql`${orders.amountPaise} - ${orders.discountPaise}`;
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
