import * as t from 'io-ts';
import { withSchemaHint } from '../../domain/shared/schema-hints.js';

/** Cursor pagination shared by every paginated list (pages, publish history, ...). */

export const DEFAULT_PAGE_LIMIT = 50;
export const MAX_PAGE_LIMIT = 100;

/** A page size from a query string ("20") or a JSON number. */
export const PageLimit = withSchemaHint(
  new t.Type<number, number, unknown>(
  `an integer from 1 to ${MAX_PAGE_LIMIT}`,
  (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 1 && u <= MAX_PAGE_LIMIT,
  (u, c) => {
    const n = typeof u === 'string' && /^\d{1,4}$/.test(u) ? Number(u) : u;
    return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_PAGE_LIMIT ? t.success(n) : t.failure(u, c);
  },
  t.identity,
  ),
  { type: 'integer', minimum: 1, maximum: MAX_PAGE_LIMIT },
);

/** Cursors are opaque to clients: the last id seen, base64url-encoded. */
export const encodeCursor = (id: string): string => btoa(id).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The id a cursor stands for, or null when it is not one of ours. */
export function decodeCursor(cursor: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  try {
    const id = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    return /^[0-9a-z]+$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

export const BAD_CURSOR = 'cursor must be a next_cursor value from an earlier response';

/**
 * One page of `limit` items from rows fetched with `limit + 1` (the extra row says whether
 * another page follows, without a count query), and the cursor of the next page.
 */
export function pageOf<T>(rows: readonly T[], limit: number, idOf: (row: T) => string): { items: T[]; next_cursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, next_cursor: rows.length > limit && last !== undefined ? encodeCursor(idOf(last)) : null };
}
