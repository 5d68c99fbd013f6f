import { desc, gte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiLatencyMinutes, dailyOrderStats, users } from '../../db/schema';

type Column = typeof dailyOrderStats.completedPaise | typeof dailyOrderStats.completedCount;

const sumOf = (expression: SQL | Column) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);
const sumWhere = (column: Column, condition: SQL) =>
  sql<number>`coalesce(sum(${column}) filter (where ${condition}), 0)`.mapWith(Number);

/** Requests and their summed response time in one minute, as the request-metrics plugin measured them. */
export interface LatencyMinute {
  minute: Date;
  requestCount: number;
  totalMs: number;
}

/**
 * Adds a batch of per-minute samples to api_latency_minutes (one statement for the whole batch): each server adds
 * its own counts to the same rows, so the dashboard's average covers all of them.
 */
export async function addApiLatency(db: Database, rows: LatencyMinute[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(apiLatencyMinutes)
    .values(rows)
    .onConflictDoUpdate({
      target: apiLatencyMinutes.minute,
      set: {
        requestCount: sql`${apiLatencyMinutes.requestCount} + excluded.request_count`,
        totalMs: sql`${apiLatencyMinutes.totalMs} + excluded.total_ms`,
      },
    });
}

/**
 * Every dashboard figure in one statement (one round trip, one pooled connection):
 * - revenue from the per-day aggregates, whose rows grow with days x service types, never with orders;
 * - users: the total, and those created since `monthStart` (a range scan of users_created_at_idx);
 * - API response times since `latencySince`, summed over every server's flushed samples.
 */
export async function readDashboardFigures(
  db: Database,
  {
    currentMonthDay,
    previousMonthDay,
    monthStart,
    latencySince,
  }: {
    currentMonthDay: string;
    previousMonthDay: string;
    monthStart: Date;
    latencySince: Date;
  },
) {
  const s = dailyOrderStats;
  const l = apiLatencyMinutes;
  const [row] = await db
    .select({
      totalPaise: sumOf(s.completedPaise),
      currentPaise: sumWhere(s.completedPaise, sql`${s.day} >= ${currentMonthDay}`),
      currentCompleted: sumWhere(s.completedCount, sql`${s.day} >= ${currentMonthDay}`),
      previousPaise: sumWhere(
        s.completedPaise,
        sql`${s.day} >= ${previousMonthDay} and ${s.day} < ${currentMonthDay}`,
      ),
      totalUsers: sql<number>`(select count(*) from ${users})`.mapWith(Number),
      newUsers:
        sql<number>`(select count(*) from ${users} where ${users.createdAt} >= ${monthStart.toISOString()})`.mapWith(
          Number,
        ),
      requests:
        sql<number>`(select coalesce(sum(${l.requestCount}), 0) from ${l} where ${l.minute} >= ${latencySince.toISOString()})`.mapWith(
          Number,
        ),
      totalMs:
        sql<number>`(select coalesce(sum(${l.totalMs}), 0) from ${l} where ${l.minute} >= ${latencySince.toISOString()})`.mapWith(
          Number,
        ),
    })
    .from(s);
  return row;
}

const pointColumns = {
  orders: sumOf(sql`${dailyOrderStats.orderCount}`),
  completed: sumOf(dailyOrderStats.completedCount),
  paise: sumOf(dailyOrderStats.completedPaise),
};

export function readDailyPoints(db: Database, fromDay: string) {
  return db
    .select({ day: dailyOrderStats.day, ...pointColumns })
    .from(dailyOrderStats)
    .where(gte(dailyOrderStats.day, fromDay))
    .groupBy(dailyOrderStats.day);
}

export function readMonthlyPoints(db: Database, fromDay: string) {
  const month = sql<string>`to_char(${dailyOrderStats.day}, 'YYYY-MM')`;
  return db
    .select({ month, ...pointColumns })
    .from(dailyOrderStats)
    .where(gte(dailyOrderStats.day, fromDay))
    .groupBy(month);
}

export function readServicePoints(db: Database) {
  return db
    .select({ type: dailyOrderStats.displayType, ...pointColumns })
    .from(dailyOrderStats)
    .groupBy(dailyOrderStats.displayType)
    .orderBy(desc(pointColumns.paise), dailyOrderStats.displayType);
}
