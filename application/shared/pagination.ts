import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { invalid, type AppError } from '../../domain/shared/errors.js';
import { pageSizeCodec } from '../../domain/shared/codecs.js';

/** Cursor pagination over time-ordered ids, shared by every list endpoint. */

export const DEFAULT_PAGE_LIMIT = 50;
const MAX_PAGE_LIMIT = 100;

/** A page size from a query string ("20") or a JSON number. */
export const PageLimit = pageSizeCodec(MAX_PAGE_LIMIT);

/** Cursors are opaque to clients: the last id seen, base64url-encoded. */
const encodeCursor = (id: string): string => btoa(id).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

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

/** The id to list after (undefined: from the start), or a 400 for a cursor we never issued. */
export function afterCursor(cursor: string | undefined): E.Either<AppError, string | undefined> {
  if (cursor === undefined) return E.right(undefined);
  const after = decodeCursor(cursor);
  return after === null ? E.left(invalid(BAD_CURSOR)) : E.right(after);
}

/**
 * One page of `limit` items from rows fetched with `limit + 1` (the extra row says whether
 * another page follows, without a count query), and the cursor of the next page.
 */
export function pageOf<T extends { readonly id: string }>(rows: readonly T[], limit: number): { items: T[]; next_cursor: string | null };
export function pageOf<T>(rows: readonly T[], limit: number, idOf: (row: T) => string): { items: T[]; next_cursor: string | null };
export function pageOf<T>(rows: readonly T[], limit: number, idOf = (row: T) => (row as { id: string }).id) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, next_cursor: rows.length > limit && last !== undefined ? encodeCursor(idOf(last)) : null };
}

/** The query of a list that only pages: `?cursor=&limit=`. */
export const CursorQuery = t.exact(t.partial({ cursor: t.string, limit: PageLimit }));
export type CursorQuery = t.TypeOf<typeof CursorQuery>;

/** What a store's paged list takes: ids after `after` (ids are time-ordered), at most `limit`. */
export interface PageWindow {
  readonly after?: string | undefined;
  readonly limit: number;
}
