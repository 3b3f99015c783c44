import type { Db, MongoClient } from 'mongodb';
import type { BeginOutcome, CallRecording, TransferPage, TransferRepository, TransferUpdate } from '../../../application/telephony/ports.js';
import type { PhoneCall } from '../../../domain/telephony/call.js';
import { ACTIVE_STATUSES, staleCutoffs, type Transfer, type TransferStatus } from '../../../domain/telephony/transfer.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import { mongoOutboxOf, type MongoOutbox } from '../webhooks/outbox.js';
import { PHONE_CALLS, TRANSFERS } from './indexes.js';

type TransferDoc = Omit<Transfer, 'id'> & { _id: string; active?: true };
type CallDoc = PhoneCall & { _id?: unknown };

const DUPLICATE_KEY = 11000;
const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === DUPLICATE_KEY;

const toTransfer = ({ _id, active: _active, ...rest }: TransferDoc): Transfer => ({ id: _id, ...rest });
const toCall = ({ _id: _ignored, ...call }: CallDoc): PhoneCall => call;
const isActive = (status: TransferStatus) => ACTIVE_STATUSES.includes(status);

export class MongoTransferRepository implements TransferRepository {
  private readonly transfers;
  private readonly calls;

  private readonly outbox: MongoOutbox;

  constructor(
    db: Db,
    private readonly client: MongoClient,
  ) {
    this.transfers = db.collection<TransferDoc>(TRANSFERS);
    this.calls = db.collection<CallDoc>(PHONE_CALLS);
    this.outbox = mongoOutboxOf(db);
  }

  /** An upsert that only inserts: the unique index lets one of concurrent records of a call insert. */
  async recordCall(call: PhoneCall): Promise<CallRecording> {
    try {
      const result = await this.calls.updateOne({ project_id: call.project_id, id: call.id }, { $setOnInsert: call }, { upsert: true });
      return result.upsertedCount === 1 ? 'recorded' : 'already_recorded';
    } catch (error) {
      // Two deliveries of the same webhook raced on the unique index: the other recorded it.
      if (!isDuplicateKey(error)) throw error;
      return 'already_recorded';
    }
  }

  async forgetCall(projectId: string, callId: string): Promise<void> {
    await this.calls.deleteOne({ project_id: projectId, id: callId });
  }

  async findCall(projectId: string, callId: string): Promise<PhoneCall | null> {
    const doc = await this.calls.findOne({ project_id: projectId, id: callId });
    return doc ? toCall(doc) : null;
  }

  /**
   * The unique partial index on (project, caller) over `active` documents is the lock: the
   * insert of a second transfer under way fails, and the one under way is answered instead.
   */
  async begin(transfer: Transfer, now: Date): Promise<BeginOutcome> {
    const { dialing, connected } = staleCutoffs(now);
    const at = now.toISOString();
    const caller = { project_id: transfer.project_id, caller_key: transfer.caller_key };
    await this.transfers.updateMany(
      {
        ...caller,
        active: true,
        $or: [
          { status: 'dialing', updated_at: { $lt: dialing } },
          { status: 'connected', updated_at: { $lt: connected } },
        ],
      },
      { $set: { status: 'failed', reason: 'stale', updated_at: at, ended_at: at }, $unset: { active: '' } },
    );
    const { id, ...rest } = transfer;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        await this.transfers.insertOne({ _id: id, ...rest, active: true });
        return { kind: 'started', transfer };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      const underWay = await this.transfers.findOne({ ...caller, active: true });
      // It may have ended between the failed insert and this read: then try the insert again.
      if (underWay !== null) return { kind: 'under_way', transfer: toTransfer(underWay) };
    }
    throw new Error(`transfer ${id}: could not settle a transfer under way for its caller`);
  }

  async findById(id: string): Promise<Transfer | null> {
    const doc = await this.transfers.findOne({ _id: id });
    return doc ? toTransfer(doc) : null;
  }

  async transition(id: string, expected: TransferStatus, update: TransferUpdate, events?: EventsOf<Transfer>): Promise<Transfer | null> {
    const { status, reason, updated_at, ended_at } = update;
    const set = { status, reason, updated_at, ended_at };
    const change = isActive(status) ? { $set: { ...set, active: true as const } } : { $set: set, $unset: { active: '' as const } };
    if (!events) {
      const doc = await this.transfers.findOneAndUpdate({ _id: id, status: expected }, change, { returnDocument: 'after' });
      return doc ? toTransfer(doc) : null;
    }
    return this.client.withSession((session) =>
      session.withTransaction(async () => {
        const doc = await this.transfers.findOneAndUpdate({ _id: id, status: expected }, change, { returnDocument: 'after', session });
        if (doc === null) return null;
        const moved = toTransfer(doc);
        await this.outbox.record(moved.project_id, () => events(moved), session);
        return moved;
      }),
    );
  }

  async setManagerCall(id: string, callId: string): Promise<void> {
    await this.transfers.updateOne({ _id: id }, { $set: { manager_call_id: callId } });
  }

  async list(projectId: string, page: TransferPage): Promise<Transfer[]> {
    const filter = page.before === undefined ? { project_id: projectId } : { project_id: projectId, _id: { $lt: page.before } };
    return (await this.transfers.find(filter).sort({ _id: -1 }).limit(page.limit).toArray()).map(toTransfer);
  }
}
