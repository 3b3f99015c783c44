import type { Db, Filter } from 'mongodb';
import type { OAuthEntry, OAuthEntryInput, OAuthStore } from '../../../application/oauth/ports.js';

/** One entry: `_id` is `<model>:<id>`; the payload is kept as JSON text (its keys are the library's and clients'). */
interface EntryDoc {
  _id: string;
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  account_id: string | null;
  uid: string | null;
  user_code: string | null;
  expires_at: Date | null;
  consumed_at: Date | null;
  last_used_at: Date | null;
  created_at: Date;
}

interface KeysDoc {
  _id: string;
  keys: string;
}

const DUPLICATE_KEY = 11000;
const KEYS_ID = 'oauth';

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());
const toEntry = (doc: EntryDoc): OAuthEntry => ({
  model: doc.model,
  id: doc.id,
  payload: JSON.parse(doc.payload) as Record<string, unknown>,
  grantId: doc.grant_id,
  accountId: doc.account_id,
  uid: doc.uid,
  userCode: doc.user_code,
  expiresAt: iso(doc.expires_at),
  consumedAt: iso(doc.consumed_at),
  lastUsedAt: iso(doc.last_used_at),
  createdAt: doc.created_at.toISOString(),
});

const live = (now: Date): Filter<EntryDoc> => ({ $or: [{ expires_at: null }, { expires_at: { $gt: now } }] });

/**
 * The authorization server's state in MongoDB, shared by every instance; a revocation raises
 * the revocation epoch, which every instance's access-token cache reads at most every second. Each operation is a single-document write, or one `deleteMany` over the grant index.
 */
export class MongoOAuthStore implements OAuthStore {
  /** A round trip each: read at most every second (AccessTokenCache). */
  readonly epochReadsAreCheap = false;

  private readonly entries;
  private readonly keys;
  private readonly revocations;

  constructor(db: Db) {
    this.entries = db.collection<EntryDoc>('oauth_entries');
    this.keys = db.collection<KeysDoc>('oauth_keys');
    this.revocations = db.collection<{ _id: 'epoch'; epoch: number }>('oauth_revocations');
  }

  async upsert(entry: OAuthEntryInput, now: Date): Promise<void> {
    await this.entries.updateOne(
      { _id: `${entry.model}:${entry.id}` },
      {
        $set: {
          model: entry.model,
          id: entry.id,
          payload: JSON.stringify(entry.payload),
          grant_id: entry.grantId,
          account_id: entry.accountId,
          uid: entry.uid,
          user_code: entry.userCode,
          expires_at: entry.expiresAt === null ? null : new Date(entry.expiresAt),
        },
        $setOnInsert: { consumed_at: null, last_used_at: null, created_at: now },
      },
      { upsert: true },
    );
  }

  async find(model: string, id: string, now: Date): Promise<OAuthEntry | null> {
    const doc = await this.entries.findOne({ _id: `${model}:${id}`, ...live(now) });
    return doc ? toEntry(doc) : null;
  }

  async findByUid(model: string, uid: string, now: Date): Promise<OAuthEntry | null> {
    const doc = await this.entries.findOne({ model, uid, ...live(now) });
    return doc ? toEntry(doc) : null;
  }

  async findByUserCode(model: string, userCode: string, now: Date): Promise<OAuthEntry | null> {
    const doc = await this.entries.findOne({ model, user_code: userCode, ...live(now) });
    return doc ? toEntry(doc) : null;
  }

  async consume(model: string, id: string, at: Date): Promise<void> {
    await this.entries.updateOne({ _id: `${model}:${id}`, consumed_at: null }, { $set: { consumed_at: at } });
  }

  async destroy(model: string, id: string): Promise<void> {
    await this.entries.deleteOne({ _id: `${model}:${id}` });
    await this.raiseEpoch();
  }

  async revokeGrant(grantId: string): Promise<number> {
    const { deletedCount } = await this.entries.deleteMany({ grant_id: grantId });
    await this.raiseEpoch();
    return deletedCount;
  }

  async revocationEpoch(): Promise<number> {
    return (await this.revocations.findOne({ _id: 'epoch' }))?.epoch ?? 0;
  }

  /**
   * After the deletion, never before: a reader that sees the new epoch forgets what it kept,
   * and whatever it reads from then on is read after the deletion.
   */
  private async raiseEpoch(): Promise<void> {
    await this.revocations.updateOne({ _id: 'epoch' }, { $inc: { epoch: 1 } }, { upsert: true });
  }

  async listByAccount(model: string, accountId: string, now: Date): Promise<OAuthEntry[]> {
    const docs = await this.entries
      .find({ model, account_id: accountId, ...live(now) })
      .sort({ created_at: 1, _id: 1 })
      .toArray();
    return docs.map(toEntry);
  }

  async touch(model: string, id: string, at: Date, unlessUsedAfter: Date): Promise<void> {
    await this.entries.updateOne(
      { _id: `${model}:${id}`, $or: [{ last_used_at: null }, { last_used_at: { $lte: unlessUsedAfter } }] },
      { $set: { last_used_at: at } },
    );
  }

  async sweep(now: Date): Promise<number> {
    return (await this.entries.deleteMany({ expires_at: { $ne: null, $lte: now } })).deletedCount;
  }

  async ensureKeys(candidate: string): Promise<string> {
    try {
      await this.keys.updateOne({ _id: KEYS_ID }, { $setOnInsert: { keys: candidate } }, { upsert: true });
    } catch (error) {
      // Two instances upserting at once: one inserts, the other's upsert clashes on _id; both then read the one stored.
      if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
    }
    const stored = await this.keys.findOne({ _id: KEYS_ID });
    if (stored === null) throw new Error('OAuth keys vanished right after they were stored');
    return stored.keys;
  }
}
