import { DEGRADED_AFTER_MS, type AdminStats, type AdminStatsSeries } from '@paywise/domain/contracts/admin';
import { paiseToRupees } from '@paywise/domain/money';
import type { Database } from '../../db/client';
import {
  addDays,
  addMonths,
  indiaDay,
  indiaMonthOf,
  monthFirstDay,
  monthKey,
  monthStartInstant,
} from '@paywise/domain/time';
import { readDailyPoints, readDashboardFigures, readMonthlyPoints, readServicePoints } from './repo';

/** The window of the dashboard's average response time. */
export const LATENCY_WINDOW_MS = 15 * 60_000;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Month-over-month change in percent with 2 decimals; 0 when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return 0;
  return round2(((current - previous) / previous) * 100);
}

export interface StatsSources {
  db: Database;
  /** This server's response times not yet written to the database (it writes them every few seconds). */
  unflushed(since: Date): { count: number; totalMs: number };
}

/**
 * The dashboard cards. Answering at all means the database health check passed (the figures come from it),
 * so the API is 'Operational' unless requests have been slow on average.
 */
export async function computeStats({ db, unflushed }: StatsSources, now = new Date()): Promise<AdminStats> {
  const month = indiaMonthOf(now);
  const latencySince = new Date(now.getTime() - LATENCY_WINDOW_MS);
  const figures = await readDashboardFigures(db, {
    currentMonthDay: monthFirstDay(month),
    previousMonthDay: monthFirstDay(addMonths(month, -1)),
    monthStart: monthStartInstant(month),
    latencySince,
  });
  const local = unflushed(latencySince);
  const requests = figures.requests + local.count;
  const avgResponseMs = requests > 0 ? round2((figures.totalMs + local.totalMs) / requests) : 0;
  return {
    totalRevenue: paiseToRupees(figures.totalPaise),
    totalUsers: figures.totalUsers,
    currentMonthRevenue: paiseToRupees(figures.currentPaise),
    currentMonthTransactions: figures.currentCompleted,
    revenueChangePercent: percentChange(figures.currentPaise, figures.previousPaise),
    newUsersThisMonth: figures.newUsers,
    apiStatus: avgResponseMs <= DEGRADED_AFTER_MS ? 'Operational' : 'Degraded',
    avgResponseMs,
  };
}

export const SERIES_DAYS = 30;
export const SERIES_MONTHS = 12;

export async function computeSeries(db: Database, now = new Date()): Promise<AdminStatsSeries> {
  const today = indiaDay(now);
  const firstDay = addDays(today, -(SERIES_DAYS - 1));
  const month = indiaMonthOf(now);
  const firstMonth = addMonths(month, -(SERIES_MONTHS - 1));
  const [daily, monthly, services] = await Promise.all([
    readDailyPoints(db, firstDay),
    readMonthlyPoints(db, monthFirstDay(firstMonth)),
    readServicePoints(db),
  ]);
  const byDay = new Map(daily.map((p) => [p.day, p]));
  const byMonth = new Map(monthly.map((p) => [p.month, p]));
  const point = (p: { orders: number; completed: number; paise: number } | undefined) => ({
    revenue: paiseToRupees(p?.paise ?? 0),
    orders: p?.orders ?? 0,
    completed: p?.completed ?? 0,
  });
  return {
    daily: Array.from({ length: SERIES_DAYS }, (_, i) => {
      const day = addDays(firstDay, i);
      return { day, ...point(byDay.get(day)) };
    }),
    monthly: Array.from({ length: SERIES_MONTHS }, (_, i) => {
      const key = monthKey(addMonths(firstMonth, i));
      return { month: key, ...point(byMonth.get(key)) };
    }),
    byService: services.map((p) => ({ type: p.type, ...point(p) })),
  };
}
