import type { DraftEvent, Editor, Session } from './draft-events.js';

/**
 * Who has the draft open, kept from the stream's events (docs/workflow.md#presence-and-take-over):
 * the `presence` list it opened with, then each `joined` and `left`, and the holder each
 * `taken_over` names. True when the event changed who is here.
 */
export function applyPresence(sessions: Map<string, Session>, event: DraftEvent): boolean {
  switch (event.type) {
    case 'presence':
      sessions.clear();
      for (const session of event.data.sessions) sessions.set(session.session_id, session);
      return true;
    case 'joined':
      sessions.set(event.data.session.session_id, event.data.session);
      return true;
    case 'left':
      return sessions.delete(event.data.session_id);
    case 'taken_over': {
      const { user_id, session_id } = event.data.by;
      for (const [id, session] of sessions) sessions.set(id, { ...session, editing: session_id === null ? session.user_id === user_id : id === session_id });
      return true;
    }
    default:
      return false;
  }
}

/** One line per person, earliest first: their streams merged, editing when any of them holds the draft. */
export function editorsOf(sessions: ReadonlyMap<string, Session>): Editor[] {
  const byUser = new Map<string, { user_id: string; name: string; since: string; editing: boolean; sessions: string[] }>();
  for (const session of [...sessions.values()].sort((a, b) => a.since.localeCompare(b.since))) {
    const seen = byUser.get(session.user_id);
    if (seen === undefined) byUser.set(session.user_id, { ...session, sessions: [session.session_id] });
    else {
      seen.editing ||= session.editing;
      seen.sessions.push(session.session_id);
    }
  }
  return [...byUser.values()].map(({ user_id, name, since, editing, sessions: ids }) => ({ user_id, name, since, editing, sessions: ids }));
}
