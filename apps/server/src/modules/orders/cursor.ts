import { badRequest } from '../../lib/app-error';
import type { Keyset, ReadOrderRow } from './repo';

/** Keyset cursors of order lists: base64url JSON [created_at as exact text, id]. */
export function encodeCursor(row: ReadOrderRow): string {
  return Buffer.from(JSON.stringify([row.createdAtText, row.id])).toString('base64url');
}

const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/;

export function decodeCursor(cursor: string | undefined): Keyset | null {
  if (cursor === undefined) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      TIMESTAMP_TEXT.test(value[0]) &&
      Number.isSafeInteger(value[1]) &&
      value[1] > 0
    ) {
      return { createdAt: value[0], id: value[1] as number };
    }
  } catch {
    // falls through to the 400 below
  }
  throw badRequest('cursor: is not valid', { cursor: 'is not valid' });
}

