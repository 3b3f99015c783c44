import { MongoClient, type Db } from 'mongodb';
import { ensureMongoSchema } from '../../infrastructure/mongo/schema.js';

const uri = process.env.MONGODB_URI;
let announced = false;

export interface MongoHandle {
  readonly client: MongoClient;
  readonly db: Db;
}

/**
 * `describe` for suites that need a real MongoDB (a replica set: the adapters use
 * transactions). Runs when `MONGODB_URI` is set; otherwise skips, saying why once.
 * Each suite gets a fresh database, dropped afterwards.
 */
export function describeMongo(title: string, body: (handle: () => MongoHandle) => void): void {
  if (!uri) {
    if (!announced) {
      announced = true;
      console.log('  (MongoDB suites skipped: set MONGODB_URI to a replica set to run them; no server can be downloaded here)');
    }
    describe.skip(`${title} [MongoDB]`, () =>
      body(() => {
        throw new Error('unreachable');
      }));
    return;
  }
  describe(`${title} [MongoDB]`, function () {
    let handle: MongoHandle | null = null;
    before(async () => {
      const client = await new MongoClient(uri).connect();
      const db = client.db(`content_service_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`);
      await ensureMongoSchema(db);
      handle = { client, db };
    });
    after(async () => {
      if (handle) {
        await handle.db.dropDatabase();
        await handle.client.close();
      }
    });
    body(() => {
      if (!handle) throw new Error('MongoDB handle used before the suite started');
      return handle;
    });
  });
}
