import type { BeginOutcome, CallRecording, TransferPage, TransferRepository, TransferUpdate } from '../../../application/telephony/ports.js';
import type { PhoneCall } from '../../../domain/telephony/call.js';
import { staleCutoffs, type Transfer, type TransferStatus } from '../../../domain/telephony/transfer.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import { immediate, type SqliteDatabase } from '../database.js';
import { outboxOf, type SqliteOutbox } from '../webhooks/outbox.js';

interface CallRow {
  project_id: string;
  id: string;
  from_number: string;
  to_number: string;
  created_at: string;
}

const toCall = (row: CallRow): PhoneCall => ({ id: row.id, project_id: row.project_id, from: row.from_number, to: row.to_number, created_at: row.created_at });

export class SqliteTransferRepository implements TransferRepository {
  private readonly insertCall;
  private readonly deleteCall;
  private readonly selectCall;
  private readonly endStale;
  private readonly selectUnderWay;
  private readonly insertTransfer;
  private readonly selectById;
  private readonly updateStatus;
  private readonly updateManagerCall;
  private readonly selectPage;
  private readonly outbox: SqliteOutbox;

  constructor(private readonly db: SqliteDatabase) {
    this.insertCall = db.prepare(
      'INSERT OR IGNORE INTO phone_calls (project_id, id, from_number, to_number, created_at) VALUES (@project_id, @id, @from, @to, @created_at)',
    );
    this.deleteCall = db.prepare('DELETE FROM phone_calls WHERE project_id = ? AND id = ?');
    this.selectCall = db.prepare('SELECT * FROM phone_calls WHERE project_id = ? AND id = ?');
    this.endStale = db.prepare(
      `UPDATE transfers SET status = 'failed', reason = 'stale', updated_at = @now, ended_at = @now
       WHERE project_id = @project_id AND caller_key = @caller_key
         AND ((status = 'dialing' AND updated_at < @dialing) OR (status = 'connected' AND updated_at < @connected))`,
    );
    this.selectUnderWay = db.prepare(`SELECT * FROM transfers WHERE project_id = ? AND caller_key = ? AND status IN ('dialing', 'connected')`);
    this.insertTransfer = db.prepare(
      `INSERT INTO transfers (id, project_id, user_id, caller_call_id, caller_key, manager_phone, room, manager_call_id, status, reason, created_at, updated_at, ended_at)
       VALUES (@id, @project_id, @user_id, @caller_call_id, @caller_key, @manager_phone, @room, @manager_call_id, @status, @reason, @created_at, @updated_at, @ended_at)`,
    );
    this.selectById = db.prepare('SELECT * FROM transfers WHERE id = ?');
    this.updateStatus = db.prepare(
      `UPDATE transfers SET status = @status, reason = @reason, updated_at = @updated_at, ended_at = @ended_at
       WHERE id = @id AND status = @expected RETURNING *`,
    );
    this.updateManagerCall = db.prepare('UPDATE transfers SET manager_call_id = ? WHERE id = ?');
    this.selectPage = db.prepare('SELECT * FROM transfers WHERE project_id = @project AND (@before IS NULL OR id < @before) ORDER BY id DESC LIMIT @limit');
    this.outbox = outboxOf(db);
  }

  /** One INSERT OR IGNORE on the primary key: of concurrent records of a call, one inserts. */
  async recordCall(call: PhoneCall): Promise<CallRecording> {
    return this.insertCall.run(call).changes === 1 ? 'recorded' : 'already_recorded';
  }

  async forgetCall(projectId: string, callId: string): Promise<void> {
    this.deleteCall.run(projectId, callId);
  }

  async findCall(projectId: string, callId: string): Promise<PhoneCall | null> {
    const row = this.selectCall.get(projectId, callId) as CallRow | undefined;
    return row ? toCall(row) : null;
  }

  async begin(transfer: Transfer, now: Date): Promise<BeginOutcome> {
    return immediate(this.db, () => {
      const { dialing, connected } = staleCutoffs(now);
      this.endStale.run({ project_id: transfer.project_id, caller_key: transfer.caller_key, now: now.toISOString(), dialing, connected });
      const underWay = this.selectUnderWay.get(transfer.project_id, transfer.caller_key) as Transfer | undefined;
      if (underWay !== undefined) return { kind: 'under_way', transfer: underWay };
      this.insertTransfer.run(transfer);
      return { kind: 'started', transfer };
    });
  }

  async findById(id: string): Promise<Transfer | null> {
    return (this.selectById.get(id) as Transfer | undefined) ?? null;
  }

  async transition(id: string, expected: TransferStatus, update: TransferUpdate, events?: EventsOf<Transfer>): Promise<Transfer | null> {
    const { status, reason, updated_at, ended_at } = update;
    const write = () => (this.updateStatus.get({ id, expected, status, reason, updated_at, ended_at }) as Transfer | undefined) ?? null;
    if (!events) return write();
    return immediate(this.db, () => {
      const moved = write();
      if (moved !== null) this.outbox.record(moved.project_id, () => events(moved));
      return moved;
    });
  }

  async setManagerCall(id: string, callId: string): Promise<void> {
    this.updateManagerCall.run(callId, id);
  }

  async list(projectId: string, page: TransferPage): Promise<Transfer[]> {
    return this.selectPage.all({ project: projectId, before: page.before ?? null, limit: page.limit }) as Transfer[];
  }
}
