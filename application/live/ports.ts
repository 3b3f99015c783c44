import type { Either } from 'fp-ts/lib/Either.js';
import type { LiveSession } from '../../domain/live/live-session.js';
import type { PublicBudget, PublicReservation } from '../../domain/live/public-access.js';
import type { ToolAllowance, ToolCallSpend } from '../../domain/live/tool-allowance.js';
import type { Visitor } from '../../domain/live/visitor.js';
import type { AppError } from '../../domain/shared/errors.js';

export type Reservation = 'reserved' | 'exhausted';

/**
 * What finds one recorded session: its id within its quota bucket. Stores key sessions by
 * bucket so that recording one costs a single index write on the hot path.
 */
export type LiveSessionKey = Pick<LiveSession, 'id' | 'project_id' | 'user_id' | 'day'>;

/**
 * The daily live-session quota and the record of every issued session. Counting and recording
 * are one step, so concurrent starts (on any number of instances) never exceed the limit.
 */
export interface LiveSessionLedger {
  /**
   * Atomically: when the user has fewer than `limit` sessions recorded on the project for
   * `session.day`, records `session` and answers `reserved`; otherwise records nothing and
   * answers `exhausted`.
   */
  reserve(session: LiveSession, limit: number): Promise<Reservation>;
  /**
   * Atomically, for a public session (its `address` set): when the project has had fewer than
   * `budget.perProject` public sessions on `session.day`, and `session.address` fewer than
   * `budget.perAddress` on the project, records `session` (counting it in both) and answers
   * `reserved`; otherwise records nothing and answers which count is full (the project's first).
   */
  reservePublic(session: LiveSession, budget: PublicBudget): Promise<PublicReservation>;
  /** Gives a reserved slot back, from whichever counts it was taken (its token could not be minted). Unknown sessions are ignored. */
  release(session: LiveSessionKey): Promise<void>;
  /**
   * Marks the session's token as used, once: true the first time, false when it was used
   * before or the session is unknown or released. What makes a token single-use.
   */
  redeem(session: LiveSessionKey, at: Date): Promise<boolean>;
  /**
   * Atomically, on the speaker's latest session (the newest recorded for `userId` on the project
   * on `at`'s UTC day or the day before): counts one tool call (`writes`: one that writes for
   * someone else, counted in both totals) within `allowance` (domain/live/tool-allowance.ts) and
   * answers `counted`; otherwise changes nothing and answers why not. What bounds the public's
   * tool calls, on any number of instances.
   */
  spendToolCall(projectId: string, userId: string, writes: boolean, allowance: ToolAllowance, at: Date): Promise<ToolCallSpend>;
  /** The sessions issued to a user on a project on a UTC day (`YYYY-MM-DD`), oldest first. */
  listForDay(projectId: string, userId: string, day: string): Promise<LiveSession[]>;
}
export const LiveSessionLedger = Symbol.for('LiveSessionLedger');

/** The public visitors of projects' live agents (domain/live/visitor.ts), found by their token's hash. */
export interface VisitorRepository {
  save(visitor: Visitor): Promise<void>;
  findByTokenHash(tokenHash: string): Promise<Visitor | null>;
}
export const VisitorRepository = Symbol.for('VisitorRepository');

/** What a voice token is minted for: one session, one voice, a fixed lifetime. */
export interface VoiceGrant {
  /** The session record's id; the token's unique id where the provider lets us choose it. */
  readonly sessionId: string;
  readonly projectId: string;
  readonly userId: string;
  /** The project's configured voice; locked into the token where the provider supports it. */
  readonly voice: string;
  readonly issuedAt: Date;
  readonly expiresAt: Date;
}

/**
 * Where the browser opens the voice connection with a token: the WebSocket address of the
 * Gemini Live protocol (the token goes in its `access_token` query parameter) and the model
 * its `setup` message names.
 */
export interface VoiceConnection {
  readonly url: string;
  readonly model: string;
}

/**
 * Mints the ephemeral, single-use token the browser opens the voice connection with. A
 * provider failure is `Unavailable` (the caller gives the quota slot back); a thrown error is
 * a bug and is treated the same way before it propagates.
 */
export interface VoiceTokenIssuer {
  /** Where its tokens open a connection (the same for every token it mints). */
  readonly connection: VoiceConnection;
  issue(grant: VoiceGrant): Promise<Either<AppError, string>>;
}
export const VoiceTokenIssuer = Symbol.for('VoiceTokenIssuer');

/** Why the embedded voice endpoint refused a token (for its answer and log, never the token itself). */
export type VoiceTokenRefusal = 'malformed' | 'bad_signature' | 'wrong_audience' | 'expired' | 'already_used';

/** What a redeemed token was minted for. */
export interface RedeemedVoiceToken {
  readonly sessionId: string;
  readonly projectId: string;
  readonly userId: string;
  readonly voice: string;
  /** When the token stops opening connections (its session may run on past it). */
  readonly expiresAt: Date;
}

/**
 * The embedded voice endpoint's side of the local tokens (VOICE_PROVIDER=local): a token opens
 * one connection, once, within its lifetime. Redeeming marks it used in the same atomic step
 * that checks it was not, so of two concurrent connections with one token only one opens.
 */
export interface VoiceTokenRedeemer {
  redeem(token: string): Promise<Either<VoiceTokenRefusal, RedeemedVoiceToken>>;
}
export const VoiceTokenRedeemer = Symbol.for('VoiceTokenRedeemer');
