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

/*
 * Business days and the refund clock (docs/decisions/0024). A business day is Monday to Saturday, except the
 * second and fourth Saturday of the month (banks' holidays) and Sundays. National and state bank holidays are NOT
 * counted out: no list of them is kept, so a date can come a day or two early around a holiday.
 */

/** Whether an India date (YYYY-MM-DD) is a business day. */
export function isBusinessDay(day: string): boolean {
  const d = new Date(`${day}T00:00:00Z`);
  const weekday = d.getUTCDay();
  if (weekday === 0) return false;
  if (weekday === 6) {
    const nth = Math.ceil(d.getUTCDate() / 7);
    return nth !== 2 && nth !== 4;
  }
  return true;
}

/** The India date `n` business days after `day` (`day` itself is never counted; 0 gives `day`). */
export function addBusinessDays(day: string, n: number): string {
  let at = day;
  for (let left = n; left > 0;) {
    at = addDays(at, 1);
    if (isBusinessDay(at)) left -= 1;
  }
  return at;
}

/**
 * Business days a refund may take, by the payment method it goes back to (RBI's turnaround times: T+5 for UPI
 * and cards, T+1 for wallets). A method not listed, or none recorded, gets `REFUND_DEFAULT_BUSINESS_DAYS`.
 */
export const REFUND_BUSINESS_DAYS: Readonly<Record<string, number>> = {
  UPI: 5,
  CARD: 5,
  NETBANKING: 5,
  WALLET: 1,
};
export const REFUND_DEFAULT_BUSINESS_DAYS = 5;

/** The India date a refund started at `startedAt` should have reached the customer by (T = its India day). */
export function refundExpectedBy(startedAt: Date, method: string | null | undefined): string {
  const days = (method ? REFUND_BUSINESS_DAYS[method] : undefined) ?? REFUND_DEFAULT_BUSINESS_DAYS;
  return addBusinessDays(indiaDay(startedAt), days);
}

/** Whether a refund expected by the India date `expectedBy` is late at `now` (the India day after it has begun). */
export function isRefundPastDue(expectedBy: string, now: Date = new Date()): boolean {
  return indiaDay(now) > expectedBy;
}
