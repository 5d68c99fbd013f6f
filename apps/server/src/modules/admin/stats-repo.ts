import { count, desc, gte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiLatencyMinutes, dailyOrderStats, users } from '../../db/schema';

type Column = typeof dailyOrderStats.completedPaise | typeof dailyOrderStats.completedCount;

const sumOf = (expression: SQL | Column) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);
const sumWhere = (column: Column, condition: SQL) =>
  sql<number>`coalesce(sum(${column}) filter (where ${condition}), 0)`.mapWith(Number);

/**
 * Revenue figures from the per-day aggregates: the number of rows grows with days x service types,
 * never with the number of orders.
 */
export async function readRevenueTotals(db: Database, currentMonthDay: string, previousMonthDay: string) {
  const s = dailyOrderStats;
  const [row] = await db
    .select({
      totalPaise: sumOf(s.completedPaise),
      currentPaise: sumWhere(s.completedPaise, sql`${s.day} >= ${currentMonthDay}`),
      currentCompleted: sumWhere(s.completedCount, sql`${s.day} >= ${currentMonthDay}`),
      previousPaise: sumWhere(
        s.completedPaise,
        sql`${s.day} >= ${previousMonthDay} and ${s.day} < ${currentMonthDay}`,
      ),
    })
    .from(s);
  return row;
}

/** Total users, and those created since `since` (a range scan of users_created_at_idx). */
export async function readUserCounts(db: Database, since: Date) {
  const [[total], [recent]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(users).where(gte(users.createdAt, since)),
  ]);
  return { totalUsers: Number(total.n), newUsers: Number(recent.n) };
}

/** Requests and their summed response time since `since`, over every server's flushed samples. */
export async function readResponseTimes(db: Database, since: Date) {
  const [row] = await db
    .select({
      requests: sumOf(sql`${apiLatencyMinutes.requestCount}`),
      totalMs: sumOf(sql`${apiLatencyMinutes.totalMs}`),
    })
    .from(apiLatencyMinutes)
    .where(gte(apiLatencyMinutes.minute, since));
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
