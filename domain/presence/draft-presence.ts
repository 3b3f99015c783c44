import { sessionView, type PresenceEntry, type SessionView } from './edit-events.js';

/** A stream that left, as the others are told (`left`). */
export interface Departure {
  readonly session_id: string;
  readonly user_id: string;
}

/** What changed in who has a draft open, as its streams are told: each stream that joined (or changed) and each that left. */
export interface PresenceChanges {
  readonly joined: readonly SessionView[];
  readonly left: readonly Departure[];
}

const sameView = (a: SessionView, b: SessionView): boolean => a.user_id === b.user_id && a.name === b.name && a.since === b.since && a.editing === b.editing;

/**
 * Who has one draft open, as an instance last told its streams of it. Every change goes through
 * here and says whether it is news: events reach an instance twice (its own, sent at once, then
 * read back from the store) and lists are read again at each renewal, and only news is sent on,
 * one join or leave at a time rather than the whole list to everyone.
 */
export class DraftPresence {
  private readonly sessions = new Map<string, SessionView>();

  constructor(entries: readonly PresenceEntry[]) {
    for (const entry of entries) this.sessions.set(entry.session_id, sessionView(entry));
  }

  /** A stream joined, or its entry changed; false when nothing is new. */
  join(view: SessionView): boolean {
    const known = this.sessions.get(view.session_id);
    if (known !== undefined && sameView(known, view)) return false;
    this.sessions.set(view.session_id, view);
    return true;
  }

  /** The stream that left, or null when it was not here. */
  leave(sessionId: string): Departure | null {
    const known = this.sessions.get(sessionId);
    if (known === undefined) return null;
    this.sessions.delete(sessionId);
    return { session_id: sessionId, user_id: known.user_id };
  }

  /** Someone took the draft over: their stream (or every stream of theirs) holds it, no other does. */
  takeOver(holder: { readonly userId: string; readonly sessionId: string | null }): void {
    for (const [id, view] of this.sessions) {
      const editing = holder.sessionId === null ? view.user_id === holder.userId : id === holder.sessionId;
      if (view.editing !== editing) this.sessions.set(id, { ...view, editing });
    }
  }

  /** Brings this model to the store's list (entries that lapsed, events missed), saying what changed. */
  reconcile(entries: readonly PresenceEntry[]): PresenceChanges {
    const present = new Set(entries.map((entry) => entry.session_id));
    const left = [...this.sessions.keys()].filter((id) => !present.has(id)).map((id) => this.leave(id)!);
    const joined = entries.map(sessionView).filter((view) => this.join(view));
    return { joined, left };
  }
}
