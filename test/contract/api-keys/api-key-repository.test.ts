import { expect } from 'chai';
import { MongoApiKeyRepository } from '../../../infrastructure/mongo/api-keys/api-key-repository.js';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { SqliteApiKeyRepository } from '../../../infrastructure/sqlite/api-keys/api-key-repository.js';
import { openSqlite } from '../../../infrastructure/sqlite/database.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { aProject } from '../../support/builders.js';
import { InMemoryApiKeyRepository } from '../../support/fakes/api-keys.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';
import { aKey, apiKeyRepositoryContract, type Stores } from './api-key-repository.contract.js';

describe('ApiKeyRepository contract [in-memory fake]', () => {
  let keys: InMemoryApiKeyRepository;
  beforeEach(() => (keys = new InMemoryApiKeyRepository()));
  apiKeyRepositoryContract(() => ({
    keys,
    project: async () => undefined,
    dropProject: async (id) => {
      for (const key of await keys.list(id)) await keys.revoke(id, key.id);
    },
  }));
});

describe('ApiKeyRepository contract [SQLite]', () => {
  let sqlite: ReturnType<typeof tempSqlite>;
  let stores: Stores;
  beforeEach(() => {
    sqlite = tempSqlite();
    const projects = new SqliteProjectRepository(sqlite.db);
    stores = {
      keys: new SqliteApiKeyRepository(sqlite.db),
      project: (id) => projects.create(aProject({ id }), { project_id: id, user_id: 'owner', role: 'admin', provisioned: true, created_at: '' }),
      dropProject: async (id) => void (await projects.delete(id)),
    };
  });
  afterEach(() => sqlite.dispose());
  apiKeyRepositoryContract(() => stores);

  it('reads a key stored before migration 42 (no creator) as created by nobody known (null)', async () => {
    await stores.project('p-legacy');
    const { created_by: _none, ...legacy } = aKey('p-legacy');
    sqlite.db
      .prepare(
        `INSERT INTO api_keys (id, project_id, name, prefix, key_hash, role, created_at, last_used_at)
         VALUES (@id, @project_id, @name, @prefix, @key_hash, @role, @created_at, @last_used_at)`,
      )
      .run(legacy);
    expect((await stores.keys.findById(legacy.id))?.created_by).to.equal(null);
  });

  it('sees a revocation made by another connection to the same file within 50 ms, cached or not', async () => {
    await stores.project('p-shared');
    const key = aKey('p-shared');
    await stores.keys.create(key);
    expect(await stores.keys.findByPrefix(key.prefix)).to.not.equal(null); // now cached on this connection
    const other = openSqlite(sqlite.dir);
    try {
      expect(await new SqliteApiKeyRepository(other).revoke('p-shared', key.id)).to.equal(true);
    } finally {
      other.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await stores.keys.findByPrefix(key.prefix)).to.equal(null);
  });
});

describeMongo('ApiKeyRepository contract', (mongo) => {
  apiKeyRepositoryContract(() => {
    const { db, client } = mongo();
    const projects = new MongoProjectRepository(db, client);
    return {
      keys: new MongoApiKeyRepository(db),
      project: (id) => projects.create(aProject({ id }), { project_id: id, user_id: 'owner', role: 'admin', provisioned: true, created_at: '' }),
      dropProject: async (id) => void (await projects.delete(id)),
    };
  });

  it('reads a key stored before keys recorded their creator as created by nobody known (null)', async () => {
    const { db } = mongo();
    const { id, created_by: _none, ...rest } = aKey('p-legacy');
    await db.collection<{ _id: string }>('api_keys').insertOne({ _id: id, ...rest });
    expect((await new MongoApiKeyRepository(db).findById(id))?.created_by).to.equal(null);
  });
});
