import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { CONTENT_MAX } from '../../domain/pages/page-document.js';
import { intBetween } from '../../domain/shared/codecs.js';
import { invalid } from '../../domain/shared/errors.js';
import { Integer, NextCursor, nullable } from '../http/response-codecs.js';
import type { ToolOutput } from './tool.js';

/**
 * The most a tool result may weigh, as UTF-8 bytes of its JSON text. Clients cap a tool
 * answer at about 25,000 tokens; 64 KiB stays under that for Latin text (about 4 bytes a
 * token) and for CJK text (3 bytes a character, about a token each).
 */
export const RESULT_BUDGET_BYTES = 64 * 1024;

export const TOO_LARGE = 'The answer is larger than an MCP tool result may be (about 25,000 tokens); read it through the REST API';
export const BAD_CURSOR = 'cursor must be a next_cursor value from an earlier response';

const bytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value), 'utf8');

/** Cursors of lists the tools page themselves: opaque, the offset of the next item. */
const encodeCursor = (offset: number): string => Buffer.from(`o${offset}`).toString('base64url');
function decodeCursor(cursor: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(cursor)) return null;
  const match = /^o(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : null;
}

/**
 * A list the use case answers whole (a project's templates, a draft's versions): the tool
 * hands it out in pages that fit the budget, `cursor` in, `next_cursor` out (null at the end).
 * Offsets into a list that changes between calls may skip or repeat an entry; these lists are
 * small and change rarely, and the REST route gives the whole list in one answer.
 */
export function pagedList<K extends string>(key: K): ToolOutput<{ readonly [P in K]: readonly unknown[] }> {
  return {
    args: t.partial({ cursor: t.string }),
    codec: (response) => t.intersection([response, t.type({ next_cursor: NextCursor })]),
    shape(output, args) {
      const cursor = args.cursor as string | undefined;
      const start = cursor === undefined ? 0 : decodeCursor(cursor);
      const items = output[key];
      if (start === null || start > items.length) return E.left(invalid(BAD_CURSOR));
      let room = RESULT_BUDGET_BYTES - bytes({ ...output, [key]: [], next_cursor: encodeCursor(items.length) });
      let end = start;
      while (end < items.length) {
        room -= bytes(items[end]) + 1;
        if (room < 0 && end > start) break;
        end += 1;
      }
      return E.right({ ...output, [key]: items.slice(start, end), next_cursor: end < items.length ? encodeCursor(end) : null });
    },
  };
}

/**
 * A document whose `content` may be up to 1 MB: when the answer would exceed the budget (or
 * `content_offset` asks for a later part), `content` holds the window that fits and
 * `content_window` says where it is and where the next one starts (`next_offset`, null at the end).
 */
export function contentWindow<O>(contentOf: (output: O) => string, withContent: (output: O, content: string) => O): ToolOutput<O> {
  // The whole document when no window is asked for: the registry measures it once and asks
  // `fit` for a window only when it is over the budget.
  const window = (output: O, args: Readonly<Record<string, unknown>>) => {
    const offset = (args.content_offset as number | undefined) ?? 0;
    const content = contentOf(output);
    if (offset > content.length) return E.left(invalid(`content_offset must be at most ${content.length} (the content's length)`));
    const total = content.length;
    const skeleton = bytes({ ...withContent(output, ''), content_window: { offset: total, length: total, total_length: total, next_offset: total } });
    const length = longestFit(content, offset, RESULT_BUDGET_BYTES - skeleton);
    if (length === 0 && offset < total) return E.left(invalid(TOO_LARGE));
    const end = offset + length;
    return E.right({
      ...withContent(output, content.slice(offset, end)),
      content_window: { offset, length, total_length: total, next_offset: end < total ? end : null },
    });
  };
  return {
    args: t.partial({ content_offset: intBetween(0, CONTENT_MAX) }),
    codec: (response) => t.intersection([response, t.partial({ content_window: ContentWindow })]),
    shape: (output, args) => (args.content_offset === undefined ? E.right(output) : window(output, args)),
    fit: window,
  };
}

/** Where a windowed `content` sits in the whole (present only when the content is windowed). */
const ContentWindow = t.type({ offset: Integer, length: Integer, total_length: Integer, next_offset: nullable(Integer) });

/** The most characters from `offset` whose JSON string takes at most `room` bytes. */
function longestFit(content: string, offset: number, room: number): number {
  let low = 0;
  let high = content.length - offset;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (bytes(content.slice(offset, offset + mid)) - 2 <= room) low = mid;
    else high = mid - 1;
  }
  // Never split a surrogate pair: the half left behind would not be valid text on either side.
  const last = content.charCodeAt(offset + low - 1);
  return low > 0 && last >= 0xd800 && last <= 0xdbff ? low - 1 : low;
}

/** A projection of the use case's answer (e.g. summaries instead of whole documents), of its own codec. */
export function mapped<O, R>(project: (output: O) => R, codec: t.Type<R, unknown, unknown>): ToolOutput<O> {
  return { codec: () => codec, shape: (output) => E.right(project(output)) };
}

/** The final guard of every result: one that still exceeds the budget is refused, never sent. */
export function withinBudget(text: string): boolean {
  return Buffer.byteLength(text, 'utf8') <= RESULT_BUDGET_BYTES;
}
