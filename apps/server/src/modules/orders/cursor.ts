import { badRequestWithFieldCodes } from '../../lib/app-error';
import type { Keyset, ReadOrderRow } from './repo';

/** Keyset cursors of order lists: base64url JSON [created_at as exact text, id]. */
export function encodeCursor(row: ReadOrderRow): string {
  return Buffer.from(JSON.stringify([row.createdAtText, row.id])).toString('base64url');
}

/**
 * A timestamptz as PostgreSQL writes it (`2024-01-01 10:00:00.123456+05:30`; `+05:53:28` for old local mean
 * times), or as ISO 8601. The numbers are checked by isReadableTimestamp: the pattern alone let through
 * `+99:99`, which PostgreSQL refuses (22009) in the middle of the query.
 */
const TIMESTAMP_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|([+-])(\d{2})(?::?(\d{2})(?::?(\d{2}))?)?)?$/;

/** PostgreSQL's limit on a time-zone offset (src/include/datatype/timestamp.h: MAX_TZDISP_HOUR). */
const MAX_OFFSET_HOURS = 15;

/**
 * Only instants PostgreSQL reads as they are written: a real calendar date from year 1 (there is no year 0),
 * hours 00–23 (PostgreSQL also reads 24:00:00 and second 60, but rolled over, and never writes them), and an
 * offset within ±15:59:59.
 */
function isReadableTimestamp(text: string): boolean {
  const match = TIMESTAMP_TEXT.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const [offsetHours, offsetMinutes, offsetSeconds] = match.slice(8, 11).map((part) => Number(part ?? 0));
  if (year < 1 || hour > 23 || minute > 59 || second > 59) return false;
  if (offsetHours > MAX_OFFSET_HOURS || offsetMinutes > 59 || offsetSeconds > 59) return false;
  // The calendar check: a date that does not exist (31 April, 29 February 2023) comes back as another day.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function decodeCursor(cursor: string | undefined): Keyset | null {
  if (cursor === undefined) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      isReadableTimestamp(value[0]) &&
      Number.isSafeInteger(value[1]) &&
      value[1] > 0
    ) {
      return { createdAt: value[0], id: value[1] as number };
    }
  } catch {
    // falls through to the 400 below
  }
  throw badRequestWithFieldCodes('VALIDATION', 'cursor: is not valid', {
    fields: { cursor: 'is not valid' },
    fieldCodes: { cursor: 'INVALID_FORMAT' },
  });
}
