import { MongoClient, type Db } from 'mongodb';
import type { Config } from './config.js';
import { openSqlite, type SqliteDatabase } from '../infrastructure/sqlite/database.js';
import { ensureMongoSchema } from '../infrastructure/mongo/schema.js';

/** The opened store: SQLite (embedded default) or MongoDB (production, scale-out). */
export type Storage = { readonly kind: 'sqlite'; readonly db: SqliteDatabase } | { readonly kind: 'mongo'; readonly client: MongoClient; readonly db: Db };

export async function openStorage(config: Config): Promise<Storage> {
  if (config.MONGODB_URI === null) return { kind: 'sqlite', db: openSqlite(config.DATA_DIR) };
  const client = new MongoClient(config.MONGODB_URI, { serverSelectionTimeoutMS: 10_000 });
  await client.connect();
  const db = client.db(config.MONGODB_DB);
  await ensureMongoSchema(db);
  return { kind: 'mongo', client, db };
}

export async function closeStorage(storage: Storage): Promise<void> {
  if (storage.kind === 'sqlite') storage.db.close();
  else await storage.client.close();
}

/** Picks the adapter for the opened store; the one place a feature says "SQLite or MongoDB". */
export function byStorage<T>(storage: Storage, adapters: { sqlite: (db: SqliteDatabase) => T; mongo: (db: Db, client: MongoClient) => T }): T {
  return storage.kind === 'sqlite' ? adapters.sqlite(storage.db) : adapters.mongo(storage.db, storage.client);
}
