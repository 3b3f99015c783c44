import type { EditSessions } from '../../../application/presence/ports.js';
import type { EditEvent, JoinOutcome, PresenceEntry, PresenceLimits } from '../../../domain/presence/edit-events.js';
import { immediate, type SqliteDatabase } from '../database.js';

interface EntryRow extends Omit<PresenceEntry, 'editing'> {
  editing: number;
}
interface EventRow extends Omit<EditEvent, 'data'> {
  data: string;
}

const entryOf = (row: EntryRow): PresenceEntry => ({ ...row, editing: row.editing === 1 });
const eventOf = (row: EventRow): EditEvent => ({ ...row, data: JSON.parse(row.data) });

/**
 * Presence in SQLite: entries in `edit_presence`, events appended to `edit_events` under an
 * AUTOINCREMENT sequence, so a number is never reused and every instance on the file reads
 * them in commit order by polling `seq > last` (one index probe when nothing is new).
 */
export class SqliteEditSessions implements EditSessions {
  private readonly upsert;
  private readonly countPerson;
  private readonly countDraft;
  private readonly renew;
  private readonly remove;
  private readonly selectPresent;
  private readonly unmark;
  private readonly markUser;
  private readonly markSession;
  private readonly insert;
  private readonly selectAnyPresent;
  private readonly selectAfter;
  private readonly selectLast;
  private readonly deleteEvents;
  private readonly deleteExpired;

  constructor(private readonly db: SqliteDatabase) {
    this.upsert = db.prepare(
      `INSERT INTO edit_presence (session_id, project_id, draft_id, user_id, name, since, expires_at, editing)
       VALUES (@session_id, @project_id, @draft_id, @user_id, @name, @since, @expires_at, @editing)
       ON CONFLICT (session_id) DO UPDATE SET expires_at = excluded.expires_at`,
    );
    this.countPerson = db.prepare(`SELECT COUNT(*) FROM edit_presence WHERE user_id = ? AND expires_at > ?`).pluck();
    this.countDraft = db.prepare(`SELECT COUNT(*) FROM edit_presence WHERE project_id = ? AND draft_id = ? AND expires_at > ?`).pluck();
    this.renew = db.prepare(`UPDATE edit_presence SET expires_at = ? WHERE session_id = ?`);
    this.remove = db.prepare(`DELETE FROM edit_presence WHERE session_id = ?`);
    this.selectPresent = db.prepare(`SELECT * FROM edit_presence WHERE project_id = ? AND draft_id = ? AND expires_at > ? ORDER BY since, session_id`);
    this.unmark = db.prepare(`UPDATE edit_presence SET editing = 0 WHERE project_id = ? AND draft_id = ?`);
    this.markUser = db.prepare(`UPDATE edit_presence SET editing = 1 WHERE project_id = ? AND draft_id = ? AND user_id = ?`);
    this.markSession = db.prepare(`UPDATE edit_presence SET editing = 1 WHERE project_id = ? AND draft_id = ? AND session_id = ?`);
    const columns = `(project_id, draft_id, type, data, at)`;
    this.insert = db.prepare(`INSERT INTO edit_events ${columns} VALUES (@project_id, @draft_id, @type, @data, @at)`);
    this.selectAnyPresent = db.prepare(`SELECT 1 FROM edit_presence WHERE project_id = ? AND draft_id = ? AND expires_at > ? LIMIT 1`).pluck();
    this.selectAfter = db.prepare(`SELECT * FROM edit_events WHERE seq > ? ORDER BY seq LIMIT ?`);
    this.selectLast = db.prepare(`SELECT COALESCE(MAX(seq), 0) FROM edit_events`).pluck();
    this.deleteEvents = db.prepare(`DELETE FROM edit_events WHERE at < ?`);
    this.deleteExpired = db.prepare(`DELETE FROM edit_presence WHERE expires_at < ?`);
  }

  async join(entry: PresenceEntry, limits: PresenceLimits, now: string): Promise<JoinOutcome> {
    return immediate(this.db, () => {
      if ((this.countPerson.get(entry.user_id, now) as number) >= limits.perPerson) return 'person_full';
      if ((this.countDraft.get(entry.project_id, entry.draft_id, now) as number) >= limits.perDraft) return 'draft_full';
      this.upsert.run({ ...entry, editing: entry.editing ? 1 : 0 });
      return 'joined';
    });
  }

  async restore(entry: PresenceEntry): Promise<void> {
    await immediate(this.db, () => this.upsert.run({ ...entry, editing: entry.editing ? 1 : 0 }));
  }

  async heartbeat(sessionId: string, expiresAt: string): Promise<boolean> {
    return immediate(this.db, () => this.renew.run(expiresAt, sessionId).changes === 1);
  }

  async leave(sessionId: string): Promise<void> {
    await immediate(this.db, () => this.remove.run(sessionId));
  }

  async present(projectId: string, draftId: string, now: string): Promise<PresenceEntry[]> {
    return (this.selectPresent.all(projectId, draftId, now) as EntryRow[]).map(entryOf);
  }

  async takeOver(projectId: string, draftId: string, holder: { readonly userId: string; readonly sessionId: string | null }): Promise<void> {
    await immediate(this.db, () => {
      this.unmark.run(projectId, draftId);
      if (holder.sessionId === null) this.markUser.run(projectId, draftId, holder.userId);
      else this.markSession.run(projectId, draftId, holder.sessionId);
    });
  }

  /**
   * A read first: a save nobody watches (most autosaves) costs a lookup in the WAL snapshot, not
   * a write. One who joins between the two finds the draft at its new revision when it loads.
   */
  async append(event: Omit<EditEvent, 'seq'>, ifPresentAt?: string): Promise<void> {
    if (ifPresentAt !== undefined && this.selectAnyPresent.get(event.project_id, event.draft_id, ifPresentAt) === undefined) return;
    await immediate(this.db, () => this.insert.run({ ...event, data: JSON.stringify(event.data) }));
  }

  async after(seq: number, limit: number): Promise<EditEvent[]> {
    return (this.selectAfter.all(seq, limit) as EventRow[]).map(eventOf);
  }

  async last(): Promise<number> {
    return this.selectLast.get() as number;
  }

  async prune(eventsBefore: string, expiredBefore: string): Promise<void> {
    await immediate(this.db, () => {
      this.deleteEvents.run(eventsBefore);
      this.deleteExpired.run(expiredBefore);
    });
  }
}
