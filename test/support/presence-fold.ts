import type { ServerSentEvent } from './event-stream.js';

/** One open stream of a draft, as its `presence`, `joined` and `taken_over` events describe it. */
export interface SessionSeen {
  readonly session_id: string;
  readonly user_id: string;
  readonly name: string;
  readonly since: string;
  readonly editing: boolean;
}

/**
 * Who a reader of a draft's events has been told has it open, as Edit Mode keeps it: the
 * `presence` list it opened with (the last one, after a reconnect), then each `joined` and `left`,
 * and the holder each `taken_over` names.
 */
export function presenceFrom(events: readonly ServerSentEvent[]): Map<string, SessionSeen> {
  const sessions = new Map<string, SessionSeen>();
  for (const { type, data } of events) {
    if (type === 'presence') {
      sessions.clear();
      for (const session of data.sessions as SessionSeen[]) sessions.set(session.session_id, session);
    } else if (type === 'joined') sessions.set(data.session.session_id, data.session);
    else if (type === 'left') sessions.delete(data.session_id);
    else if (type === 'taken_over') {
      for (const [id, session] of sessions) {
        const editing = data.by.session_id === null ? session.user_id === data.by.user_id : id === data.by.session_id;
        sessions.set(id, { ...session, editing });
      }
    }
  }
  return sessions;
}

/** The people present, sorted: each user id once. */
export const peopleIn = (sessions: Map<string, SessionSeen>): string[] => [...new Set([...sessions.values()].map((s) => s.user_id))].sort();
