import type { Db } from 'mongodb';
import type { Account, AccountRepository } from '../../../application/accounts/ports.js';

interface AccountDoc {
  _id: string;
  email: string | null;
  created_at: string;
  updated_at: string;
}

const toAccount = (doc: AccountDoc): Account => ({ user_id: doc._id, email: doc.email });

export class MongoAccountRepository implements AccountRepository {
  private readonly accounts;

  constructor(db: Db) {
    this.accounts = db.collection<AccountDoc>('accounts');
  }

  async remember(userId: string, email: string | null, now: Date): Promise<void> {
    const at = now.toISOString();
    // A token without an email never erases one we know.
    const update =
      email === null
        ? { $setOnInsert: { created_at: at, updated_at: at, email: null } }
        : { $setOnInsert: { created_at: at }, $set: { updated_at: at, email } };
    await this.accounts.updateOne({ _id: userId }, update, { upsert: true });
  }

  async find(userId: string): Promise<Account | null> {
    const doc = await this.accounts.findOne({ _id: userId });
    return doc ? toAccount(doc) : null;
  }

  async findMany(userIds: readonly string[]): Promise<Account[]> {
    return (await this.accounts.find({ _id: { $in: [...userIds] } }).toArray()).map(toAccount);
  }
}
