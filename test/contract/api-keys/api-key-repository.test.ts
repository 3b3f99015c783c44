import { expect } from 'chai';
import type { ApiKeyRepository } from '../../../application/api-keys/ports.js';
import type { StoredApiKey } from '../../../domain/api-keys/api-key.js';
import { MongoApiKeyRepository } from '../../../infrastructure/mongo/api-keys/api-key-repository.js';
import { MongoProjectRepository } from '../../../infrastructure/mongo/projects/project-repository.js';
import { SqliteApiKeyRepository } from '../../../infrastructure/sqlite/api-keys/api-key-repository.js';
import { openSqlite } from '../../../infrastructure/sqlite/database.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { aProject } from '../../support/builders.js';
import { InMemoryApiKeyRepository } from '../../support/fakes/api-keys.js';
import { describeMongo } from '../../support/mongo.js';
import { tempSqlite } from '../../support/sqlite.js';

interface Stores {
  readonly keys: ApiKeyRepository;
  /** Creates a project the keys can belong to (the stores enforce the reference). */
  project(id: string): Promise<void>;
  /** Deletes a project with everything it owns. */
  dropProject(id: string): Promise<void>;
}

let seq = 0;
function aKey(projectId: string, overrides: Partial<StoredApiKey> = {}): StoredApiKey {
  seq += 1;
  const n = String(seq).padStart(6, '0');
  return {
    id: `key${Date.now().toString(36)}${n}`,
    project_id: projectId,
    name: `Key ${n}`,
    prefix: `csk_pref${n}${Math.random().toString(36).slice(2, 4)}`,
    key_hash: 'ab'.repeat(32),
    role: 'manager',
    created_at: '2026-03-01T10:00:00.000Z',
    last_used_at: null,
    ...overrides,
  };
}

function apiKeyRepositoryContract(stores: () => Stores): void {
  let p1: string;
  let p2: string;
  beforeEach(async () => {
    p1 = `p1-${(seq += 1)}`;
    p2 = `p2-${(seq += 1)}`;
    await stores().project(p1);
    await stores().project(p2);
  });

  it('stores a key and finds it by prefix with its hash; lists without hashes, per project, oldest first', async () => {
    const { keys } = stores();
    const first = aKey(p1);
    const second = aKey(p1, { role: 'member' });
    const other = aKey(p2);
    for (const key of [first, second, other]) expect(await keys.create(key)).to.equal(true);
    expect(await keys.findByPrefix(first.prefix)).to.deep.equal(first);
    expect(await keys.findByPrefix('csk_nothinghere')).to.equal(null);
    const listed = await keys.list(p1);
    expect(listed.map((k) => k.id)).to.deep.equal([first.id, second.id]);
    const { key_hash: _hash, ...secondListed } = second;
    expect(listed[1]).to.deep.equal(secondListed);
    expect(listed.every((k) => !('key_hash' in k))).to.equal(true);
  });

  it('refuses a second key with the same prefix', async () => {
    const { keys } = stores();
    const first = aKey(p1);
    expect(await keys.create(first)).to.equal(true);
    expect(await keys.create(aKey(p1, { prefix: first.prefix }))).to.equal(false);
  });

  it('revokes a key of its project only, at once for lookups', async () => {
    const { keys } = stores();
    const key = aKey(p1);
    await keys.create(key);
    expect(await keys.findByPrefix(key.prefix)).to.not.equal(null); // cached by the adapters that cache
    expect(await keys.revoke(p2, key.id)).to.equal(false);
    expect(await keys.revoke(p1, key.id)).to.equal(true);
    expect(await keys.findByPrefix(key.prefix)).to.equal(null);
    expect(await keys.revoke(p1, key.id)).to.equal(false);
    expect(await keys.list(p1)).to.deep.equal([]);
  });

  it('records a use only when no use later than `unlessUsedAfter` is recorded', async () => {
    const { keys } = stores();
    const key = aKey(p1);
    await keys.create(key);
    await keys.touch(key.id, '2026-03-01T10:00:00.000Z', '2026-03-01T09:59:00.000Z');
    expect((await keys.findByPrefix(key.prefix))!.last_used_at).to.equal('2026-03-01T10:00:00.000Z');
    await keys.touch(key.id, '2026-03-01T10:00:59.999Z', '2026-03-01T09:59:59.999Z');
    expect((await keys.list(p1))[0]!.last_used_at).to.equal('2026-03-01T10:00:00.000Z');
    await keys.touch(key.id, '2026-03-01T10:01:00.000Z', '2026-03-01T10:00:00.000Z');
    expect((await keys.findByPrefix(key.prefix))!.last_used_at).to.equal('2026-03-01T10:01:00.000Z');
  });

  it('goes with its project', async () => {
    const { keys, dropProject } = stores();
    const key = aKey(p1);
    await keys.create(key);
    await dropProject(p1);
    expect(await keys.findByPrefix(key.prefix)).to.equal(null);
    expect(await keys.list(p1)).to.deep.equal([]);
  });
}

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
});
