import type { ToolContext } from '../../../application/live/live-tool.js';
import type { LiveSessionKey, LiveSessionLedger, Reservation, VisitorRepository } from '../../../application/live/ports.js';
import type { LiveSession } from '../../../domain/live/live-session.js';
import type { PublicBudget, PublicReservation } from '../../../domain/live/public-access.js';
import {
  NO_TOOL_CALLS,
  sessionDaysOf,
  spendToolCall,
  type ToolAllowance,
  type ToolCallCounts,
  type ToolCallSpend,
} from '../../../domain/live/tool-allowance.js';
import type { Visitor } from '../../../domain/live/visitor.js';
import type { Project } from '../../../domain/projects/project.js';

/**
 * The ledger in memory. Each operation checks and writes without an `await` in between, so
 * on one event loop it is as atomic as the real adapters.
 */
export class InMemoryLiveSessionLedger implements LiveSessionLedger {
  private readonly sessions = new Map<string, LiveSession>();
  /** Each session's tool calls, by session id (gone with the session). */
  private readonly toolCalls = new Map<string, ToolCallCounts>();

  async reserve(session: LiveSession, limit: number): Promise<Reservation> {
    const used = this.forDay(session.project_id, session.user_id, session.day).length;
    if (used >= limit) return 'exhausted';
    this.sessions.set(session.id, { ...session });
    return 'reserved';
  }

  async reservePublic(session: LiveSession, budget: PublicBudget): Promise<PublicReservation> {
    if (session.address === null) throw new Error(`public session ${session.id} has no address to count it on`);
    const sameDay = [...this.sessions.values()].filter((s) => s.project_id === session.project_id && s.day === session.day && s.address !== null);
    if (sameDay.length >= budget.perProject) return 'project_budget_spent';
    if (sameDay.filter((s) => s.address === session.address).length >= budget.perAddress) return 'address_limit_reached';
    this.sessions.set(session.id, { ...session });
    return 'reserved';
  }

  async release(key: LiveSessionKey): Promise<void> {
    if (this.find(key) === undefined) return;
    this.sessions.delete(key.id);
    this.toolCalls.delete(key.id);
  }

  async spendToolCall(projectId: string, userId: string, writes: boolean, allowance: ToolAllowance, at: Date): Promise<ToolCallSpend> {
    const days = sessionDaysOf(at);
    const [latest] = [...this.sessions.values()]
      .filter((s) => s.project_id === projectId && s.user_id === userId && days.includes(s.day))
      .sort((a, b) => b.issued_at.localeCompare(a.issued_at) || b.id.localeCompare(a.id));
    if (latest === undefined) return { kind: 'no_session' };
    const { spend, counts } = spendToolCall(this.toolCalls.get(latest.id) ?? NO_TOOL_CALLS, writes, allowance, at);
    if (spend.kind === 'counted') this.toolCalls.set(latest.id, counts);
    return spend;
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

/** Public visitors in memory, by their token's hash. */
export class InMemoryVisitorRepository implements VisitorRepository {
  private readonly visitors = new Map<string, Visitor>();

  async save(visitor: Visitor): Promise<void> {
    for (const [hash, stored] of this.visitors)
      if (stored.project_id === visitor.project_id && stored.expires_at <= visitor.created_at) this.visitors.delete(hash);
    this.visitors.set(visitor.token_hash, { ...visitor });
  }

  async findByTokenHash(tokenHash: string): Promise<Visitor | null> {
    return this.visitors.get(tokenHash) ?? null;
  }
}

/** A tool's context for `userId`, a provisioned member of `project`. */
export const memberContext = (project: Project, userId: string): ToolContext => ({
  project,
  speaker: {
    kind: 'member',
    userId,
    membership: { project_id: project.id, user_id: userId, role: 'member', provisioned: true, created_at: project.created_at },
  },
});
