import type { EditEvent, JoinOutcome, PresenceEntry, PresenceLimits } from '../../domain/presence/edit-events.js';

/**
 * Edit Mode's presence, kept in the store so every instance sees every other's: who has a draft
 * open (entries that expire unless renewed), and the events about drafts (saves, take-overs,
 * publishes, joins and leaves) in one sequence every instance polls. Each method is atomic.
 */
export interface EditSessions {
  /**
   * Records a stream's entry when its person has fewer than `limits.perPerson` and its draft
   * fewer than `limits.perDraft` entries unexpired at `now`, else records nothing and says which
   * limit it met. One atomic step: of many joins at once, no more than the limits are recorded.
   */
  join(entry: PresenceEntry, limits: PresenceLimits, now: string): Promise<JoinOutcome>;
  /** Records a stream's entry again after it was pruned (its instance was thought gone): no limit, it was admitted. */
  restore(entry: PresenceEntry): Promise<void>;
  /** Extends a stream's entry; false when it is gone (expired and pruned). */
  heartbeat(sessionId: string, expiresAt: string): Promise<boolean>;
  leave(sessionId: string): Promise<void>;
  /** The draft's entries that have not expired at `now`. */
  present(projectId: string, draftId: string, now: string): Promise<PresenceEntry[]>;
  /** Marks the streams of `userId` (or only `sessionId`) on the draft as holding it, every other as not. */
  takeOver(projectId: string, draftId: string, holder: { readonly userId: string; readonly sessionId: string | null }): Promise<void>;
  /**
   * Appends an event to the sequence. With `ifPresentAt`, only when someone has the draft open
   * then (a save nobody watches writes nothing more).
   */
  append(event: Omit<EditEvent, 'seq'>, ifPresentAt?: string): Promise<void>;
  /** Events after `seq`, in order, at most `limit`. */
  after(seq: number, limit: number): Promise<EditEvent[]>;
  /** The sequence's last number (0 when empty): where a new poller starts. */
  last(): Promise<number>;
  /** Drops events from before `eventsBefore` and entries expired before `expiredBefore`. */
  prune(eventsBefore: string, expiredBefore: string): Promise<void>;
}
export const EditSessions = Symbol.for('EditSessions');
