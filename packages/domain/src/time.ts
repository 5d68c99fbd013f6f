/**
 * India time, the one copy: days, months and the instants they start. India Standard Time is UTC+05:30 all year
 * (no daylight saving), so a fixed offset is exact.
 */
/** The IANA name of India's time zone, for schedulers and databases that take one. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
export const DAY_MS = 24 * 60 * 60_000;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The India calendar date of a moment, as YYYY-MM-DD. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an India date (YYYY-MM-DD) starts (midnight IST); an invalid date for text that is not one. */
export function indiaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** YYYY-MM-DD of the India day `n` days after `day` (negative for before). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** A calendar month (month 0-11), normalised: { year: 2026, month: -1 } is December 2025. */
export interface IndiaMonth {
  year: number;
  month: number;
}

function normalise({ year, month }: IndiaMonth): IndiaMonth {
  const d = new Date(Date.UTC(year, month, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() };
}

/** The India month of a moment. */
export function indiaMonthOf(at: Date): IndiaMonth {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return { year: ist.getUTCFullYear(), month: ist.getUTCMonth() };
}

export function addMonths(m: IndiaMonth, n: number): IndiaMonth {
  return normalise({ year: m.year, month: m.month + n });
}

/** First day of the month as YYYY-MM-DD (the key of daily_order_stats). */
export function monthFirstDay(m: IndiaMonth): string {
  const n = normalise(m);
  return `${n.year}-${pad2(n.month + 1)}-01`;
}

/** The month as YYYY-MM. */
export function monthKey(m: IndiaMonth): string {
  const n = normalise(m);
  return `${n.year}-${pad2(n.month + 1)}`;
}

/** The instant the month starts in India (midnight IST of its first day). */
export function monthStartInstant(m: IndiaMonth): Date {
  const n = normalise(m);
  return new Date(Date.UTC(n.year, n.month, 1) - IST_OFFSET_MS);
}
