import type { OAuthEntry, OAuthEntryInput, OAuthStore } from '../../../application/oauth/ports.js';
import { immediate, type SqliteDatabase } from '../database.js';
import { SqliteRowCache } from '../row-cache.js';

interface EntryRow {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  account_id: string | null;
  uid: string | null;
  user_code: string | null;
  expires_at: string | null;
  consumed_at: string | null;
  last_used_at: string | null;
  created_at: string;
}

const toEntry = (row: EntryRow): OAuthEntry => ({
  model: row.model,
  id: row.id,
  payload: JSON.parse(row.payload) as Record<string, unknown>,
  grantId: row.grant_id,
  accountId: row.account_id,
  uid: row.uid,
  userCode: row.user_code,
  expiresAt: row.expires_at,
  consumedAt: row.consumed_at,
  lastUsedAt: row.last_used_at,
  createdAt: row.created_at,
});

/** Live: no expiry, or one after `now` (ISO strings of one format compare as times). */
const LIVE = '(expires_at IS NULL OR expires_at > @now)';

/**
 * The authorization server's state in SQLite (one instance per file, so no cache is kept:
 * every lookup is a primary-key or index read). A replace keeps the row's consumption, last
 * use and creation time; revoking a grant is one DELETE over its index.
 */
export class SqliteOAuthStore implements OAuthStore {
  readonly epochReadsAreCheap = true;
  /** The epoch row, kept in memory: exact (staleMs 0), one `PRAGMA data_version` per request batch. */
  private readonly epoch: SqliteRowCache<'id', number>;

  private readonly upsertRow;
  private readonly selectOne;
  private readonly selectByUid;
  private readonly selectByUserCode;
  private readonly consumeRow;
  private readonly deleteOne;
  private readonly deleteGrant;
  private readonly selectByAccount;
  private readonly touchRow;
  private readonly deleteExpired;
  private readonly selectKeys;
  private readonly insertKeys;
  private readonly raiseEpoch;
  private readonly selectEpoch;

  constructor(private readonly db: SqliteDatabase) {
    this.upsertRow = db.prepare(
      `INSERT INTO oauth_entries (model, id, payload, grant_id, account_id, uid, user_code, expires_at, created_at)
       VALUES (@model, @id, @payload, @grant_id, @account_id, @uid, @user_code, @expires_at, @now)
       ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
         account_id = excluded.account_id, uid = excluded.uid, user_code = excluded.user_code, expires_at = excluded.expires_at`,
    );
    this.selectOne = db.prepare(`SELECT * FROM oauth_entries WHERE model = @model AND id = @id AND ${LIVE}`);
    this.selectByUid = db.prepare(`SELECT * FROM oauth_entries WHERE model = @model AND uid = @value AND ${LIVE} LIMIT 1`);
    this.selectByUserCode = db.prepare(`SELECT * FROM oauth_entries WHERE model = @model AND user_code = @value AND ${LIVE} LIMIT 1`);
    this.consumeRow = db.prepare('UPDATE oauth_entries SET consumed_at = @at WHERE model = @model AND id = @id AND consumed_at IS NULL');
    this.deleteOne = db.prepare('DELETE FROM oauth_entries WHERE model = ? AND id = ?');
    this.deleteGrant = db.prepare('DELETE FROM oauth_entries WHERE grant_id = ?');
    this.selectByAccount = db.prepare(`SELECT * FROM oauth_entries WHERE model = @model AND account_id = @account AND ${LIVE} ORDER BY created_at, id`);
    this.touchRow = db.prepare(
      'UPDATE oauth_entries SET last_used_at = @at WHERE model = @model AND id = @id AND (last_used_at IS NULL OR last_used_at <= @since)',
    );
    this.deleteExpired = db.prepare('DELETE FROM oauth_entries WHERE expires_at IS NOT NULL AND expires_at <= ?');
    this.selectKeys = db.prepare('SELECT keys FROM oauth_keys WHERE id = 1');
    this.insertKeys = db.prepare('INSERT INTO oauth_keys (id, keys) VALUES (1, ?) ON CONFLICT (id) DO NOTHING');
    this.raiseEpoch = db.prepare('UPDATE oauth_revocations SET epoch = epoch + 1 WHERE id = 1');
    this.selectEpoch = db.prepare('SELECT epoch FROM oauth_revocations WHERE id = 1').pluck();
    this.epoch = new SqliteRowCache(db, [{ table: 'oauth_revocations', key: ['id'] }], { maxGroups: 1, staleMs: 0 });
  }

  async upsert(entry: OAuthEntryInput, now: Date): Promise<void> {
    this.upsertRow.run({
      model: entry.model,
      id: entry.id,
      payload: JSON.stringify(entry.payload),
      grant_id: entry.grantId,
      account_id: entry.accountId,
      uid: entry.uid,
      user_code: entry.userCode,
      expires_at: entry.expiresAt,
      now: now.toISOString(),
    });
  }

  async find(model: string, id: string, now: Date): Promise<OAuthEntry | null> {
    const row = this.selectOne.get({ model, id, now: now.toISOString() }) as EntryRow | undefined;
    return row ? toEntry(row) : null;
  }

  async findByUid(model: string, uid: string, now: Date): Promise<OAuthEntry | null> {
    const row = this.selectByUid.get({ model, value: uid, now: now.toISOString() }) as EntryRow | undefined;
    return row ? toEntry(row) : null;
  }

  async findByUserCode(model: string, userCode: string, now: Date): Promise<OAuthEntry | null> {
    const row = this.selectByUserCode.get({ model, value: userCode, now: now.toISOString() }) as EntryRow | undefined;
    return row ? toEntry(row) : null;
  }

  async consume(model: string, id: string, at: Date): Promise<void> {
    this.consumeRow.run({ model, id, at: at.toISOString() });
  }

  async destroy(model: string, id: string): Promise<void> {
    // The deletion and the epoch in one transaction: a reader that sees the old epoch reads before the deletion too.
    await immediate(this.db, () => {
      this.deleteOne.run(model, id);
      this.raiseEpoch.run();
    });
  }

  async revokeGrant(grantId: string): Promise<number> {
    return immediate(this.db, () => {
      const { changes } = this.deleteGrant.run(grantId);
      this.raiseEpoch.run();
      return changes;
    });
  }

  async revocationEpoch(): Promise<number> {
    return this.epoch.get({ id: '1' }, '', () => this.selectEpoch.get() as number);
  }

  async listByAccount(model: string, accountId: string, now: Date): Promise<OAuthEntry[]> {
    return (this.selectByAccount.all({ model, account: accountId, now: now.toISOString() }) as EntryRow[]).map(toEntry);
  }

  async touch(model: string, id: string, at: Date, unlessUsedAfter: Date): Promise<void> {
    this.touchRow.run({ model, id, at: at.toISOString(), since: unlessUsedAfter.toISOString() });
  }

  async sweep(now: Date): Promise<number> {
    return this.deleteExpired.run(now.toISOString()).changes;
  }

  async ensureKeys(candidate: string): Promise<string> {
    // One transaction: a second process starting at the same moment reads the first one's keys.
    return immediate(this.db, () => {
      this.insertKeys.run(candidate);
      return (this.selectKeys.get() as { keys: string }).keys;
    });
  }
}
