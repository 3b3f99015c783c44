/** What Edit Mode's live stream of a draft tells: who has it open, a save, a take-over, its publish. */
export type EditEventType = 'presence' | 'saved' | 'taken_over' | 'published';

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
