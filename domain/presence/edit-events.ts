/**
 * What Edit Mode's live stream of a draft tells: who has it open (the whole list once, when the
 * stream opens; then each stream that joins or leaves), a save, a take-over, its publish.
 */
export type EditEventType = 'presence' | 'joined' | 'left' | 'saved' | 'taken_over' | 'published';

/** An event about a draft, as the store carries it between instances (its `seq` orders them). */
export interface EditEvent {
  readonly seq: number;
  readonly project_id: string;
  readonly draft_id: string;
  readonly type: EditEventType;
  readonly data: Readonly<Record<string, unknown>>;
  readonly at: string;
}

/** Someone who has a draft open: one entry per open stream (a person with two tabs has two). */
export interface PresenceEntry {
  readonly session_id: string;
  readonly project_id: string;
  readonly draft_id: string;
  readonly user_id: string;
  readonly name: string;
  readonly since: string;
  /** The entry ends here unless its stream's heartbeat extends it (a stream whose instance died ends so). */
  readonly expires_at: string;
  /** Whether this stream holds the draft (took it over last). */
  readonly editing: boolean;
}

/** One open stream as the others are told of it (`joined`): whose, since when, whether it holds the draft. */
export interface SessionView {
  readonly session_id: string;
  readonly user_id: string;
  readonly name: string;
  readonly since: string;
  readonly editing: boolean;
}

export const sessionView = (entry: PresenceEntry): SessionView => ({
  session_id: entry.session_id,
  user_id: entry.user_id,
  name: entry.name,
  since: entry.since,
  editing: entry.editing,
});

/**
 * How many streams may be open at once, across every instance: per person (their Edit Mode
 * tabs, on any draft; an API key counts as one person), and per draft (each stream that joins or
 * leaves is told to every other one of the draft, so a draft's cost grows with the square of
 * its streams). Far above what people use, low enough that one person cannot make a draft's
 * fan-out or the service's open connections grow without bound.
 */
export const PRESENCE_LIMITS = { perPerson: 20, perDraft: 50 } as const;
export type PresenceLimits = { readonly perPerson: number; readonly perDraft: number };

/** Whether a stream's entry was recorded, or which limit it met. */
export type JoinOutcome = 'joined' | 'person_full' | 'draft_full';

/** A stream's entry lasts this long past its last heartbeat. */
export const PRESENCE_TTL_MS = 30_000;
/** A stream renews its entry this often. */
export const HEARTBEAT_MS = 10_000;

/** Who has the draft open, as the `presence` event lists them: one line per person (their streams merged). */
export function presenceView(entries: readonly PresenceEntry[]) {
  const byUser = new Map<string, { user_id: string; name: string; since: string; editing: boolean; sessions: string[] }>();
  for (const entry of [...entries].sort((a, b) => (a.since < b.since ? -1 : a.since > b.since ? 1 : 0))) {
    const seen = byUser.get(entry.user_id);
    if (seen === undefined)
      byUser.set(entry.user_id, { user_id: entry.user_id, name: entry.name, since: entry.since, editing: entry.editing, sessions: [entry.session_id] });
    else {
      seen.editing ||= entry.editing;
      seen.sessions.push(entry.session_id);
    }
  }
  return [...byUser.values()];
}
