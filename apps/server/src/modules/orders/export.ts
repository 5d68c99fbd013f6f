import { Readable } from 'node:stream';
import { formatDateTime, formatOrderId } from '@paywise/domain/format';
import { csvRupees } from '@paywise/domain/money';
import { indiaDay, indiaDayStart } from '@paywise/domain/time';
import type { Database } from '../../db/client';
import {
  readOrderBatch,
  sumDailyOrderStats,
  sumOrders,
  sumOrdersByDay,
  type Keyset,
  type OrderFilters,
} from './repo';
import { orderIdentifier, payablePaise } from './dto';
import { ROLLUP_JOB } from './jobs';

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

export const csvLine = (cells: (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

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
      const rows = await readOrderBatch(db, { filters, after, size: batchSize });
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
          csvRupees(payablePaise(row)),
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
/** The filters order_totals_daily has a column for (with whole India days). */
const BY_DAY_FILTERS = new Set([...STATS_FILTERS, 'orderType', 'paymentMethod']);

/**
 * Count and amount of the filtered orders. Filters the per-day aggregates can answer (service type, whole India
 * days, no status or 'Completed') read daily_order_stats, a few rows per day whatever the number of orders; the
 * aggregates keep the amount of completed orders only, so `amountPaise` is then null unless the filter is
 * 'Completed'. Another status, an order type or a payment method read order_totals_daily (every figure, current);
 * a customer or an order id sums the matching orders.
 */
export async function orderTotals(db: Database, filters: OrderFilters): Promise<OrderTotals> {
  const keys = Object.entries(filters)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);
  const wholeDay = (at: Date | undefined) =>
    at === undefined || indiaDayStart(indiaDay(at)).getTime() === at.getTime();
  const fromStats =
    (filters.status === undefined || filters.status === 'Completed') &&
    keys.every((k) => STATS_FILTERS.has(k)) &&
    wholeDay(filters.createdFrom) &&
    wholeDay(filters.createdBefore);
  if (fromStats) return totalsFromDailyStats(db, filters);
  // Any other status, an order type or a payment method over whole days: the per-day aggregates by filter value,
  // exact (the days changed since the last rollup are summed from their orders; decision 0030).
  if (
    keys.every((k) => BY_DAY_FILTERS.has(k)) &&
    wholeDay(filters.createdFrom) &&
    wholeDay(filters.createdBefore)
  ) {
    return sumOrdersByDay(db, {
      filters,
      range: {
        fromDay: filters.createdFrom && indiaDay(filters.createdFrom),
        beforeDay: filters.createdBefore && indiaDay(filters.createdBefore),
      },
      rollupName: ROLLUP_JOB,
    });
  }
  return sumOrders(db, filters);
}

async function totalsFromDailyStats(db: Database, filters: OrderFilters): Promise<OrderTotals> {
  const row = await sumDailyOrderStats(db, {
    displayType: filters.displayType,
    fromDay: filters.createdFrom && indiaDay(filters.createdFrom),
    beforeDay: filters.createdBefore && indiaDay(filters.createdBefore),
  });
  const onlyCompleted = filters.status === 'Completed';
  return {
    count: onlyCompleted ? row.completed : row.orders,
    amountPaise: onlyCompleted ? row.completedPaise : null,
    completedCount: row.completed,
    completedPaise: row.completedPaise,
  };
}
