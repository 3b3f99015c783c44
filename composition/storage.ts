import type { Db, MongoClient } from 'mongodb';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import { openSqlite, type SqliteDatabase } from '../infrastructure/sqlite/database.js';

/** The opened store: SQLite (embedded default) or MongoDB (production, scale-out). */
export type Storage = { readonly kind: 'sqlite'; readonly db: SqliteDatabase } | { readonly kind: 'mongo'; readonly client: MongoClient; readonly db: Db };

/**
 * Opens the configured store and brings its schema up to date (SQLite migrations, MongoDB
 * indexes); with a `logger`, each step is logged as it completes and the whole with its time.
 */
export async function openStorage(config: Config, options: { readonly logger?: Logger } = {}): Promise<Storage> {
  const { logger } = options;
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  if (config.MONGODB_URI === null) {
    let applied = 0;
    const db = openSqlite(config.DATA_DIR, {
      onMigration: ({ version, name, ms }, { index, of }) => {
        applied = index;
        logger?.info({ version, name, ms, step: `${index}/${of}` }, 'store migration applied');
      },
    });
    if (applied > 0) logger?.info({ applied, ms: took() }, 'store migrations done');
    else logger?.debug({ ms: took() }, 'store schema up to date');
    return { kind: 'sqlite', db };
  }
  // Loaded only for MongoDB: an embedded (SQLite) instance never pays for the driver at start-up.
  const [{ MongoClient }, { ensureMongoSchema }] = await Promise.all([import('mongodb'), import('../infrastructure/mongo/schema.js')]);
  const client = new MongoClient(config.MONGODB_URI, { serverSelectionTimeoutMS: 10_000 });
  await client.connect();
  const db = client.db(config.MONGODB_DB);
  let ensured = 0;
  await ensureMongoSchema(db, ({ collection, name, ms }, { index, of }) => {
    ensured = index;
    logger?.debug({ collection, index: name, ms, step: `${index}/${of}` }, 'MongoDB index ensured');
  });
  logger?.info({ indexes: ensured, ms: took() }, 'MongoDB indexes ensured');
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
