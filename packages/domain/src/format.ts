import { ORDER_STATUSES, type OrderStatus } from './order-states';
import { INDIA_TIME_ZONE, IST_OFFSET_MS } from './time';

const pad2 = (n: number) => String(n).padStart(2, '0');

export function formatOrderId(id: number | string): string {
  return `ORDID00${id}`;
}

export function formatPaymentId(id: number | string): string {
  return `PAYID00${id}`;
}

/** The wall-clock fields of a moment in India; null for an unparseable date. */
function istParts(d: Date | string) {
  const time = (typeof d === 'string' ? new Date(d) : d).getTime();
  if (Number.isNaN(time)) return null;
  const ist = new Date(time + IST_OFFSET_MS);
  return {
    day: pad2(ist.getUTCDate()),
    month: pad2(ist.getUTCMonth() + 1),
    year: String(ist.getUTCFullYear()),
    hours: ist.getUTCHours(),
    minutes: pad2(ist.getUTCMinutes()),
  };
}

/** The format locale of English ('DD-MM-YYYY', the specification's); another (hi-IN, ta-IN) goes through Intl. */
const ENGLISH = 'en-IN';

function intlDate(d: Date | string, locale: string, withTime: boolean): string {
  const date = typeof d === 'string' ? new Date(d) : d;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    timeZone: INDIA_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hour12: true } : {}),
  }).format(date);
}

/**
 * 'DD-MM-YYYY' in India time; '' when the date cannot be read. In another language (`locale` 'hi-IN', 'ta-IN':
 * docs/decisions/0026) the day, month and year as that language writes them, through Intl.
 */
export function formatDate(d: Date | string, locale: string = ENGLISH): string {
  if (locale !== ENGLISH) return intlDate(d, locale, false);
  const parts = istParts(d);
  return parts ? `${parts.day}-${parts.month}-${parts.year}` : '';
}

/**
 * 'DD-MM-YYYY hh:mm AM/PM' in India time (12-hour clock, 12 for noon and midnight); '' when unreadable. In another
 * language, as formatDate.
 */
export function formatDateTime(d: Date | string, locale: string = ENGLISH): string {
  if (locale !== ENGLISH) return intlDate(d, locale, true);
  const parts = istParts(d);
  if (!parts) return '';
  const hour12 = parts.hours % 12 === 0 ? 12 : parts.hours % 12;
  const meridiem = parts.hours < 12 ? 'AM' : 'PM';
  return `${parts.day}-${parts.month}-${parts.year} ${pad2(hour12)}:${parts.minutes} ${meridiem}`;
}

export { ORDER_STATUSES, type OrderStatus } from './order-states';

export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral';

const STATUS_TONES: Record<OrderStatus, StatusTone> = {
  Completed: 'success',
  'Payment Pending': 'warning',
  Failed: 'danger',
  Processing: 'neutral',
  Refunded: 'neutral',
};

/**
 * The status as shown in a list or badge: a known status (matched ignoring case and spaces around it), anything else
 * 'Completed'. Only for showing: the state machine parses with parseOrderStatus/orderStatusOf (order-states.ts).
 */
export function displayStatus(status: string | null | undefined): OrderStatus {
  const wanted = (status ?? '').trim().toLowerCase();
  return ORDER_STATUSES.find((known) => known.toLowerCase() === wanted) ?? 'Completed';
}

/** Badge colour of a status: Completed green, Payment Pending yellow, Failed red, Processing and Refunded grey. */
export function statusTone(status: string | null | undefined): StatusTone {
  return STATUS_TONES[displayStatus(status)];
}

/**
 * A Refunded order whose money the gateway has not yet confirmed back (a refund started or failed and asked for
 * again): the customer reads "Refund in progress", and "Refunded" only once every refund is processed (issue 46).
 * Orders without refund records (older servers) keep "Refunded".
 */
export function isRefundInProgress(order: {
  status: string;
  refunds?: readonly { status: string }[] | undefined;
}): boolean {
  return (
    displayStatus(order.status) === 'Refunded' &&
    (order.refunds ?? []).some((refund) => refund.status !== 'processed')
  );
}
