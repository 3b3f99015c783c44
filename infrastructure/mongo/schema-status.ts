import type { Db } from 'mongodb';
import { MONGO_INDEXES, type MongoIndex } from './schema.js';
import { FIELDS_DONE, SEARCH_STATE } from './search/backfill.js';

export interface MongoSchemaStatus {
  readonly store: 'mongodb';
  readonly database: string;
  /** MongoDB has no migrations: its schema is the indexes the service ensures at every start. */
  readonly indexes: { readonly expected: number; readonly present: number; readonly missing: ReadonlyArray<{ collection: string; name: string }> };
  /** Whether page documents written before the search index have their search fields (a start-up build). */
  readonly search_fields_backfilled: boolean;
}

/** The name MongoDB gives an index: its own, or the fields and directions joined (`project_id_1_user_id_1`). */
const indexName = (index: MongoIndex): string =>
  index.options?.name ??
  Object.entries(index.key as Record<string, unknown>)
    .map(([field, direction]) => `${field}_${String(direction)}`)
    .join('_');

/** Reads which of the service's indexes exist, without creating any. */
export async function mongoSchemaStatus(db: Db): Promise<MongoSchemaStatus> {
  const existing = new Map<string, Set<string>>();
  for (const name of new Set(MONGO_INDEXES.map((i) => i.collection))) {
    const collections = await db.listCollections({ name }, { nameOnly: true }).toArray();
    const indexes = collections.length === 0 ? [] : await db.collection(name).listIndexes().toArray();
    existing.set(name, new Set(indexes.map((i) => String(i.name))));
  }
  const missing = MONGO_INDEXES.filter((index) => !existing.get(index.collection)?.has(indexName(index))).map((index) => ({
    collection: index.collection,
    name: indexName(index),
  }));
  const backfilled = (await db.collection<{ _id: string }>(SEARCH_STATE).findOne({ _id: FIELDS_DONE })) !== null;
  return {
    store: 'mongodb',
    database: db.databaseName,
    indexes: { expected: MONGO_INDEXES.length, present: MONGO_INDEXES.length - missing.length, missing },
    search_fields_backfilled: backfilled,
  };
}
