import type { QuestionGroup } from '../../domain/questions/question-group.js';
import type { GroupOrder, GroupQuery } from './ports.js';

/**
 * The cursor of a list of unanswered questions: where the last one of a page stands in the
 * list's order (its last asked time or count, then its id), opaque to clients. A cursor of the
 * other order is not one of this list's.
 */

const SEPARATOR = '~';

const valueText = (order: GroupOrder, group: QuestionGroup): string => (order === 'count' ? String(group.count) : group.last_asked_at);

/** Base64url of ASCII text (ids and times are). */
const encode = (text: string): string => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
function decode(cursor: string): string | null {
  try {
    return atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
}

export const cursorAfter = (order: GroupOrder, group: QuestionGroup): string => encode([order, valueText(order, group), group.id].join(SEPARATOR));

/** The place a cursor stands for in `order`, or null when it is not a cursor of that order. */
export function readCursor(order: GroupOrder, cursor: string): GroupQuery['after'] | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) return null;
  const [kind, value, id, ...extra] = (decode(cursor) ?? '').split(SEPARATOR);
  if (kind !== order || value === undefined || id === undefined || id === '' || extra.length > 0) return null;
  if (order === 'last_asked') return Number.isNaN(Date.parse(value)) ? null : { value, id };
  return /^\d{1,15}$/.test(value) ? { value: Number(value), id } : null;
}
