import type { Db, MongoClient } from 'mongodb';
import type { EditSessions } from '../../../application/presence/ports.js';
import type { EditEvent, JoinOutcome, PresenceEntry, PresenceLimits } from '../../../domain/presence/edit-events.js';

export const EDIT_PRESENCE = 'edit_presence';
export const EDIT_EVENTS = 'edit_events';
/** The one counter document the event sequence is drawn from. */
export const EDIT_SEQUENCE = 'edit_sequence';
/** A document per person and per draft that every join writes: see `join`. */
export const EDIT_PRESENCE_SLOTS = 'edit_presence_slots';

type EntryDoc = Omit<PresenceEntry, 'session_id'> & { _id: string };
type EventDoc = Omit<EditEvent, 'seq'> & { _id: number; expires: Date };

/**
 * Presence in MongoDB. An event takes its number from a counter document and is inserted in
 * the same transaction: two appends both write the counter, so they commit one after the other
 * in number order, and a poller reading `seq > last` never skips one that commits later. Old
 * events and expired entries also go by TTL indexes.
 */
export class MongoEditSessions implements EditSessions {
  private readonly entries;
  private readonly events;
  private readonly sequence;
  private readonly slots;

  constructor(
    db: Db,
    private readonly client: MongoClient,
  ) {
    this.entries = db.collection<EntryDoc>(EDIT_PRESENCE);
    this.events = db.collection<EventDoc>(EDIT_EVENTS);
    this.sequence = db.collection<{ _id: string; seq: number }>(EDIT_SEQUENCE);
    this.slots = db.collection<{ _id: string; joins: number; at: Date }>(EDIT_PRESENCE_SLOTS);
  }

  /**
   * Counting and inserting in one transaction is not enough on its own: two joins that each count
   * below the limit and insert different documents do not conflict, and both commit. Each join
   * therefore first writes its person's and its draft's slot document: joins of the same person
   * or draft conflict there, one is retried by `withTransaction` and counts the other's entry.
   */
  async join({ session_id, expires_at, ...entry }: PresenceEntry, limits: PresenceLimits, now: string): Promise<JoinOutcome> {
    return this.client.withSession((session) =>
      session.withTransaction(async () => {
        const touch = (id: string) => this.slots.updateOne({ _id: id }, { $inc: { joins: 1 }, $set: { at: new Date() } }, { upsert: true, session });
        await touch(`person\u0000${entry.user_id}`);
        await touch(`draft\u0000${entry.project_id}\u0000${entry.draft_id}`);
        const live = { expires_at: { $gt: now } };
        if ((await this.entries.countDocuments({ user_id: entry.user_id, ...live }, { session })) >= limits.perPerson) return 'person_full';
        if ((await this.entries.countDocuments({ project_id: entry.project_id, draft_id: entry.draft_id, ...live }, { session })) >= limits.perDraft) {
          return 'draft_full';
        }
        await this.entries.updateOne({ _id: session_id }, { $setOnInsert: entry, $set: { expires_at } }, { upsert: true, session });
        return 'joined' as const;
      }),
    );
  }

  async restore({ session_id, expires_at, ...entry }: PresenceEntry): Promise<void> {
    await this.entries.updateOne({ _id: session_id }, { $setOnInsert: entry, $set: { expires_at } }, { upsert: true });
  }

  async heartbeat(sessionId: string, expiresAt: string): Promise<boolean> {
    return (await this.entries.updateOne({ _id: sessionId }, { $set: { expires_at: expiresAt } })).matchedCount === 1;
  }

  async leave(sessionId: string): Promise<void> {
    await this.entries.deleteOne({ _id: sessionId });
  }

  async present(projectId: string, draftId: string, now: string): Promise<PresenceEntry[]> {
    const docs = await this.entries
      .find({ project_id: projectId, draft_id: draftId, expires_at: { $gt: now } })
      .sort({ since: 1, _id: 1 })
      .toArray();
    return docs.map(({ _id, ...entry }) => ({ session_id: _id, ...entry }));
  }

  async takeOver(projectId: string, draftId: string, holder: { readonly userId: string; readonly sessionId: string | null }): Promise<void> {
    await this.client.withSession((session) =>
      session.withTransaction(async () => {
        await this.entries.updateMany({ project_id: projectId, draft_id: draftId }, { $set: { editing: false } }, { session });
        const mine = holder.sessionId === null ? { user_id: holder.userId } : { _id: holder.sessionId };
        await this.entries.updateMany({ project_id: projectId, draft_id: draftId, ...mine }, { $set: { editing: true } }, { session });
      }),
    );
  }

  async append(event: Omit<EditEvent, 'seq'>, ifPresentAt?: string): Promise<void> {
    if (ifPresentAt !== undefined) {
      const present = await this.entries.countDocuments(
        { project_id: event.project_id, draft_id: event.draft_id, expires_at: { $gt: ifPresentAt } },
        { limit: 1 },
      );
      if (present === 0) return;
    }
    await this.client.withSession((session) =>
      session.withTransaction(async () => {
        const counter = await this.sequence.findOneAndUpdate({ _id: 'edit_events' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after', session });
        await this.events.insertOne({ _id: counter!.seq, ...event, expires: new Date(Date.parse(event.at) + 3_600_000) }, { session });
      }),
    );
  }

  async after(seq: number, limit: number): Promise<EditEvent[]> {
    const docs = await this.events
      .find({ _id: { $gt: seq } })
      .sort({ _id: 1 })
      .limit(limit)
      .toArray();
    return docs.map(({ _id, expires: _expires, ...event }) => ({ seq: _id, ...event }));
  }

  async last(): Promise<number> {
    return (await this.sequence.findOne({ _id: 'edit_events' }))?.seq ?? 0;
  }

  async prune(eventsBefore: string, expiredBefore: string): Promise<void> {
    await this.events.deleteMany({ at: { $lt: eventsBefore } });
    await this.entries.deleteMany({ expires_at: { $lt: expiredBefore } });
  }
}
