/**
 * A live voice session as the ledger records it: who was given a token, for which project,
 * when, and whether it was a fresh start or a resume after a dropped connection. The token
 * itself is never stored (it is a bearer secret); the record's id is the token's unique id.
 */
export type LiveSessionKind = 'start' | 'resume';

export interface LiveSession {
  readonly id: string;
  readonly project_id: string;
  readonly user_id: string;
  readonly kind: LiveSessionKind;
  /** The UTC day (`YYYY-MM-DD`) the session counts against. */
  readonly day: string;
  /** ISO 8601 UTC. */
  readonly issued_at: string;
  readonly expires_at: string;
  /** When the token was first used (local provider); null while unused. */
  readonly redeemed_at: string | null;
  /**
   * A public session's address, as its per-address count knows it: a hash of the client IP or
   * of the caller's number (never the address itself). Null for a member's session.
   */
  readonly address: string | null;
}

/** The specification's token lifetime: 30 minutes, single use. */
export const SESSION_TOKEN_TTL_MS = 30 * 60_000;

const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant, `YYYY-MM-DD`: the quota's bucket. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Whole seconds until the next UTC midnight (when the quota resets); at least 1. */
export function secondsToNextUtcMidnight(at: Date): number {
  const nextMidnight = Math.floor(at.getTime() / DAY_MS) * DAY_MS + DAY_MS;
  return Math.max(1, Math.ceil((nextMidnight - at.getTime()) / 1000));
}

/** The specification's wording for a reached quota. */
export const dailyLimitMessage = (limit: number): string => `Daily live-session limit reached (${limit}/day). Try again tomorrow or upgrade your plan.`;

/** A new session record, issued `at` and expiring with its token (`address`: a public session's, hashed). */
export function newLiveSession(input: {
  id: string;
  projectId: string;
  userId: string;
  kind: LiveSessionKind;
  at: Date;
  address?: string | null;
}): LiveSession {
  return {
    id: input.id,
    project_id: input.projectId,
    user_id: input.userId,
    kind: input.kind,
    day: utcDay(input.at),
    issued_at: input.at.toISOString(),
    expires_at: new Date(input.at.getTime() + SESSION_TOKEN_TTL_MS).toISOString(),
    redeemed_at: null,
    address: input.address ?? null,
  };
}
