import type { Account, AccountRepository } from '../../../application/accounts/ports.js';
import type { SqliteDatabase } from '../database.js';

export class SqliteAccountRepository implements AccountRepository {
  private readonly upsert;
  private readonly selectOne;
  private readonly selectMany;

  constructor(db: SqliteDatabase) {
    this.upsert = db.prepare(
      `INSERT INTO accounts (user_id, email, created_at, updated_at) VALUES (@user_id, @email, @now, @now)
       ON CONFLICT (user_id) DO UPDATE SET email = COALESCE(excluded.email, accounts.email), updated_at = excluded.updated_at
       WHERE excluded.email IS NOT NULL AND excluded.email IS NOT accounts.email`,
    );
    this.selectOne = db.prepare('SELECT user_id, email FROM accounts WHERE user_id = ?');
    // json_each keeps this one prepared statement whatever the number of ids.
    this.selectMany = db.prepare('SELECT user_id, email FROM accounts WHERE user_id IN (SELECT value FROM json_each(?))');
  }

  async remember(userId: string, email: string | null, now: Date): Promise<void> {
    this.upsert.run({ user_id: userId, email, now: now.toISOString() });
  }

  async find(userId: string): Promise<Account | null> {
    return (this.selectOne.get(userId) as Account | undefined) ?? null;
  }

  async findMany(userIds: readonly string[]): Promise<Account[]> {
    if (userIds.length === 0) return [];
    return this.selectMany.all(JSON.stringify(userIds)) as Account[];
  }
}
