import type { LiveSessionKey, LiveSessionLedger, Reservation } from '../../../application/live/ports.js';
import type { LiveSession } from '../../../domain/live/live-session.js';

/**
 * The ledger in memory. Each operation checks and writes without an `await` in between, so
 * on one event loop it is as atomic as the real adapters.
 */
export class InMemoryLiveSessionLedger implements LiveSessionLedger {
  private readonly sessions = new Map<string, LiveSession>();

  async reserve(session: LiveSession, limit: number): Promise<Reservation> {
    const used = this.forDay(session.project_id, session.user_id, session.day).length;
    if (used >= limit) return 'exhausted';
    this.sessions.set(session.id, { ...session });
    return 'reserved';
  }

  async release(key: LiveSessionKey): Promise<void> {
    if (this.find(key) !== undefined) this.sessions.delete(key.id);
  }

  async redeem(key: LiveSessionKey, at: Date): Promise<boolean> {
    const session = this.find(key);
    if (session === undefined || session.redeemed_at !== null) return false;
    this.sessions.set(key.id, { ...session, redeemed_at: at.toISOString() });
    return true;
  }

  /** Only a full key matches, as in the real stores. */
  private find(key: LiveSessionKey): LiveSession | undefined {
    const session = this.sessions.get(key.id);
    const matches = session && session.project_id === key.project_id && session.user_id === key.user_id && session.day === key.day;
    return matches ? session : undefined;
  }

  async listForDay(projectId: string, userId: string, day: string): Promise<LiveSession[]> {
    return this.forDay(projectId, userId, day).sort((a, b) => a.issued_at.localeCompare(b.issued_at) || a.id.localeCompare(b.id));
  }

  private forDay(projectId: string, userId: string, day: string): LiveSession[] {
    return [...this.sessions.values()].filter((s) => s.project_id === projectId && s.user_id === userId && s.day === day);
  }
}
