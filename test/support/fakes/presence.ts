import type { EditSessions } from '../../../application/presence/ports.js';
import type { EditEvent, JoinOutcome, PresenceEntry, PresenceLimits } from '../../../domain/presence/edit-events.js';

/** Presence in memory: entries and the event sequence. */
export class InMemoryEditSessions implements EditSessions {
  readonly entries = new Map<string, PresenceEntry>();
  readonly events: EditEvent[] = [];
  private seq = 0;

  async join(entry: PresenceEntry, limits: PresenceLimits, now: string): Promise<JoinOutcome> {
    const live = [...this.entries.values()].filter((e) => e.expires_at > now);
    if (live.filter((e) => e.user_id === entry.user_id).length >= limits.perPerson) return 'person_full';
    if (live.filter((e) => e.project_id === entry.project_id && e.draft_id === entry.draft_id).length >= limits.perDraft) return 'draft_full';
    await this.restore(entry);
    return 'joined';
  }

  async restore(entry: PresenceEntry): Promise<void> {
    const known = this.entries.get(entry.session_id);
    this.entries.set(entry.session_id, known === undefined ? entry : { ...known, expires_at: entry.expires_at });
  }

  async heartbeat(sessionId: string, expiresAt: string): Promise<boolean> {
    const known = this.entries.get(sessionId);
    if (known === undefined) return false;
    this.entries.set(sessionId, { ...known, expires_at: expiresAt });
    return true;
  }

  async leave(sessionId: string): Promise<void> {
    this.entries.delete(sessionId);
  }

  async present(projectId: string, draftId: string, now: string): Promise<PresenceEntry[]> {
    return [...this.entries.values()]
      .filter((e) => e.project_id === projectId && e.draft_id === draftId && e.expires_at > now)
      .sort((a, b) => (a.since < b.since ? -1 : a.since > b.since ? 1 : a.session_id < b.session_id ? -1 : 1));
  }

  async takeOver(projectId: string, draftId: string, holder: { readonly userId: string; readonly sessionId: string | null }): Promise<void> {
    for (const [id, entry] of this.entries) {
      if (entry.project_id !== projectId || entry.draft_id !== draftId) continue;
      const holds = holder.sessionId === null ? entry.user_id === holder.userId : id === holder.sessionId;
      this.entries.set(id, { ...entry, editing: holds });
    }
  }

  async append(event: Omit<EditEvent, 'seq'>, ifPresentAt?: string): Promise<void> {
    if (ifPresentAt !== undefined && (await this.present(event.project_id, event.draft_id, ifPresentAt)).length === 0) return;
    this.events.push({ ...event, seq: ++this.seq });
  }

  async after(seq: number, limit: number): Promise<EditEvent[]> {
    return this.events.filter((e) => e.seq > seq).slice(0, limit);
  }

  async last(): Promise<number> {
    return this.seq;
  }

  async prune(eventsBefore: string, expiredBefore: string): Promise<void> {
    this.events.splice(0, this.events.length, ...this.events.filter((e) => e.at >= eventsBefore));
    for (const [id, entry] of this.entries) if (entry.expires_at < expiredBefore) this.entries.delete(id);
  }
}
