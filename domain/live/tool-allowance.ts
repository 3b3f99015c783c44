import * as E from 'fp-ts/lib/Either.js';
import { rateLimited, type AppError } from '../shared/errors.js';
import { utcDay } from './live-session.js';

/**
 * What one public session (a web visitor's start or resume, a phone call) may ask of the tools:
 * a public visitor is anonymous, so the tool calls a session makes are bounded like the sessions
 * themselves. The session's counts live on its record in the ledger, so that every instance
 * counts alike. Members' sessions have no such allowance.
 */
export interface ToolAllowance {
  /** Tool calls of any kind in one session (LIVE_PUBLIC_TOOL_CALLS). */
  readonly perSession: number;
  /** Of those, calls of tools that write for someone else to read (LIVE_PUBLIC_TOOL_WRITES). */
  readonly writesPerSession: number;
  /** Tool calls in any one minute of the session (LIVE_PUBLIC_TOOL_RATE). */
  readonly perMinute: number;
}

/** A session's tool calls as counted so far: the totals, and the current minute's window. */
export interface ToolCallCounts {
  readonly calls: number;
  readonly writes: number;
  /** When the current one-minute window opened (ISO 8601 UTC); null before the first call. */
  readonly window_start: string | null;
  readonly window_calls: number;
}

export const NO_TOOL_CALLS: ToolCallCounts = { calls: 0, writes: 0, window_start: null, window_calls: 0 };

/** How counting one tool call ended (the store decides it atomically); a refused call counts nothing. */
export type ToolCallSpend =
  | { readonly kind: 'counted' }
  /** The speaker has no live session recorded today or yesterday: no conversation to count on. */
  | { readonly kind: 'no_session' }
  | { readonly kind: 'calls_spent' }
  | { readonly kind: 'writes_spent' }
  | { readonly kind: 'too_fast'; readonly retryAfterSeconds: number };

const WINDOW_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The UTC days a speaker's current session may have been recorded on, for a tool call at `at`:
 * that day and the one before (a conversation goes on past midnight; a visitor token lives 24 hours).
 */
export const sessionDaysOf = (at: Date): readonly [string, string] => [utcDay(at), utcDay(new Date(at.getTime() - DAY_MS))];

/**
 * One more tool call on a session counted `counts` so far, at `at`: the session's totals are
 * checked first (they do not come back), then the minute's rate. A call within all three is
 * counted (a write in both totals); any other changes nothing.
 */
export function spendToolCall(
  counts: ToolCallCounts,
  writes: boolean,
  allowance: ToolAllowance,
  at: Date,
): { readonly spend: ToolCallSpend; readonly counts: ToolCallCounts } {
  const refused = (spend: ToolCallSpend) => ({ spend, counts });
  if (counts.calls >= allowance.perSession) return refused({ kind: 'calls_spent' });
  if (writes && counts.writes >= allowance.writesPerSession) return refused({ kind: 'writes_spent' });
  const opened = counts.window_start === null ? null : Date.parse(counts.window_start);
  const current = opened !== null && at.getTime() < opened + WINDOW_MS;
  if (current && counts.window_calls >= allowance.perMinute) {
    return refused({ kind: 'too_fast', retryAfterSeconds: Math.max(1, Math.ceil((opened + WINDOW_MS - at.getTime()) / 1000)) });
  }
  return {
    spend: { kind: 'counted' },
    counts: {
      calls: counts.calls + 1,
      writes: counts.writes + (writes ? 1 : 0),
      window_start: current ? counts.window_start : at.toISOString(),
      window_calls: current ? counts.window_calls + 1 : 1,
    },
  };
}

/** What the voice AI is asked to say when a session's allowance is spent (it says it in the conversation's language). */
export const CALLS_SPENT_SAY = 'I have answered as many questions as I can in one conversation; please start a new one or contact the team.';
export const WRITES_SPENT_SAY = 'I cannot pass anything more on to the team in this conversation; please start a new one or contact the team.';
const NO_SESSION_SAY = 'This conversation has ended; please start a new one.';

const tell = (why: string, say: string): string => `Nothing was done: ${why}. Tell the caller, in the language of the conversation: "${say}"`;

export const callsSpentResult = (limit: number): string => tell(`this conversation has made all the tool calls it may (${limit})`, CALLS_SPENT_SAY);
export const writesSpentResult = (limit: number): string =>
  tell(`this conversation has already passed on all it may for the team (${limit} answers or transfers)`, WRITES_SPENT_SAY);
const NO_SESSION_RESULT = tell('this conversation has no live session any more', NO_SESSION_SAY);
export const tooFastMessage = (limit: number): string => `Too many tool calls in this conversation (${limit} a minute). Wait a moment before trying again.`;

/**
 * What a refused call answers: the tool's spoken `result` (Right) when the session's allowance
 * is spent, as any tool says what it could not do; a 429 (Left, `Retry-After` to the window's
 * end) when the calls come too fast. Null when the call was counted.
 */
export function toolCallRefusal(spend: ToolCallSpend, allowance: ToolAllowance): E.Either<AppError, string> | null {
  switch (spend.kind) {
    case 'counted':
      return null;
    case 'no_session':
      return E.right(NO_SESSION_RESULT);
    case 'calls_spent':
      return E.right(callsSpentResult(allowance.perSession));
    case 'writes_spent':
      return E.right(writesSpentResult(allowance.writesPerSession));
    case 'too_fast':
      return E.left(rateLimited(spend.retryAfterSeconds, tooFastMessage(allowance.perMinute)));
  }
}
