import type { BeginOutcome, CallRecording, StreamPassStore, TransferPage, TransferRepository, TransferUpdate } from '../../../application/telephony/ports.js';
import type { StreamPass } from '../../../domain/telephony/stream-pass.js';
import type { PhoneCall } from '../../../domain/telephony/call.js';
import { ACTIVE_STATUSES, staleCutoffs, type Transfer, type TransferStatus } from '../../../domain/telephony/transfer.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import { InMemoryOutbox } from './webhooks.js';

/** In-memory transfers and phone calls, with the real stores' rules (one transfer under way per caller). */
export class InMemoryTransferRepository implements TransferRepository {
  readonly transfers = new Map<string, Transfer>();
  readonly calls = new Map<string, PhoneCall>();

  constructor(readonly outbox = new InMemoryOutbox()) {}

  async recordCall(call: PhoneCall): Promise<CallRecording> {
    const key = `${call.project_id}\u0000${call.id}`;
    if (this.calls.has(key)) return 'already_recorded';
    this.calls.set(key, call);
    return 'recorded';
  }

  async forgetCall(projectId: string, callId: string): Promise<void> {
    this.calls.delete(`${projectId}\u0000${callId}`);
  }

  async findCall(projectId: string, callId: string): Promise<PhoneCall | null> {
    return this.calls.get(`${projectId}\u0000${callId}`) ?? null;
  }

  async begin(transfer: Transfer, now: Date): Promise<BeginOutcome> {
    const cutoff = staleCutoffs(now);
    const at = now.toISOString();
    for (const t of this.transfers.values()) {
      if (t.project_id !== transfer.project_id || t.caller_key !== transfer.caller_key || !ACTIVE_STATUSES.includes(t.status)) continue;
      const stale = t.updated_at < (t.status === 'dialing' ? cutoff.dialing : cutoff.connected);
      if (!stale) return { kind: 'under_way', transfer: t };
      this.transfers.set(t.id, { ...t, status: 'failed', reason: 'stale', updated_at: at, ended_at: at });
    }
    this.transfers.set(transfer.id, transfer);
    return { kind: 'started', transfer };
  }

  async findById(id: string): Promise<Transfer | null> {
    return this.transfers.get(id) ?? null;
  }

  async transition(id: string, expected: TransferStatus, update: TransferUpdate, events?: EventsOf<Transfer>): Promise<Transfer | null> {
    const current = this.transfers.get(id);
    if (current === undefined || current.status !== expected) return null;
    const { status, reason, updated_at, ended_at } = update;
    const next = { ...current, status, reason, updated_at, ended_at };
    if (events) this.outbox.record(next.project_id, () => events(next));
    this.transfers.set(id, next);
    return next;
  }

  async setManagerCall(id: string, callId: string): Promise<void> {
    const current = this.transfers.get(id);
    if (current !== undefined) this.transfers.set(id, { ...current, manager_call_id: callId });
  }

  async list(projectId: string, page: TransferPage): Promise<Transfer[]> {
    return [...this.transfers.values()]
      .filter((t) => t.project_id === projectId && (page.before === undefined || t.id < page.before))
      .sort((a, b) => (a.id < b.id ? 1 : -1))
      .slice(0, page.limit);
  }

  deleteProject(projectId: string): void {
    for (const [id, t] of this.transfers) if (t.project_id === projectId) this.transfers.delete(id);
    for (const [key, c] of this.calls) if (c.project_id === projectId) this.calls.delete(key);
  }
}

/** Stream passes in memory; a redemption checks and marks without an await between. */
export class InMemoryStreamPassStore implements StreamPassStore {
  private readonly passes = new Map<string, StreamPass>();

  async issue(pass: StreamPass): Promise<void> {
    for (const [hash, stored] of this.passes)
      if (stored.project_id === pass.project_id && stored.call_id === pass.call_id && stored.redeemed_at !== null) this.passes.delete(hash);
    this.passes.set(pass.token_hash, { ...pass });
  }

  async redeem(tokenHash: string, at: Date): Promise<StreamPass | null> {
    const pass = this.passes.get(tokenHash);
    if (pass === undefined || pass.redeemed_at !== null || pass.expires_at <= at.toISOString()) return null;
    const used = { ...pass, redeemed_at: at.toISOString() };
    this.passes.set(tokenHash, used);
    return used;
  }
}
