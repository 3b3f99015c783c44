import { expect } from 'chai';
import { ApiKeyRepository } from '../../../application/api-keys/ports.js';
import type { ApiKey, StoredApiKey } from '../../../domain/api-keys/api-key.js';
import { SqliteApiKeyRepository } from '../../../infrastructure/sqlite/api-keys/api-key-repository.js';
import { TestApp } from '../../support/test-app.js';
import { createKey, withKey } from './support.js';

/**
 * The SQLite key store, except that a key it has found once is still found after it is gone:
 * a key read just before its project was deleted, by a request the deletion raced.
 */
class KeysReadBeforeTheDelete implements ApiKeyRepository {
  inner: ApiKeyRepository | undefined;
  private readonly seen = new Map<string, StoredApiKey>();

  private get store(): ApiKeyRepository {
    if (this.inner === undefined) throw new Error('set inner once the app has started');
    return this.inner;
  }
  create(key: StoredApiKey): Promise<boolean> {
    return this.store.create(key);
  }
  list(projectId: string): Promise<ApiKey[]> {
    return this.store.list(projectId);
  }
  async findByPrefix(prefix: string): Promise<StoredApiKey | null> {
    const found = await this.store.findByPrefix(prefix);
    if (found !== null) this.seen.set(prefix, found);
    return found ?? this.seen.get(prefix) ?? null;
  }
  findById(keyId: string): Promise<ApiKey | null> {
    return this.store.findById(keyId);
  }
  revoke(projectId: string, keyId: string): Promise<boolean> {
    return this.store.revoke(projectId, keyId);
  }
  touch(keyId: string, at: string, unlessUsedAfter: string): Promise<void> {
    return this.store.touch(keyId, at, unlessUsedAfter);
  }
}

/** A project's API keys end with it: the project is 404 to a key that still authenticates, and the key itself stops working. */
describe('HTTP API keys of a deleted project', () => {
  it('refuses the keys of a deleted project (401: they went with it)', async () => {
    const app = await TestApp.start();
    try {
      const project = await app.createProject('owner');
      const { key } = await createKey(app, project, 'owner');
      expect((await withKey(app, 'GET', `/api/projects/${project}`, key, project)).status).to.equal(200);
      expect((await app.request('DELETE', `/api/projects/${project}`, { as: 'owner' })).status).to.equal(204);
      expect(await withKey(app, 'GET', `/api/projects/${project}`, key, project)).to.deep.include({ status: 401, body: { error: 'Invalid API key' } });
    } finally {
      await app.stop();
    }
  });

  it('answers 404 to a key read just before its project was deleted, on reads and writes, changing nothing', async () => {
    const keys = new KeysReadBeforeTheDelete();
    const app = await TestApp.start({ overrides: [{ token: ApiKeyRepository, value: keys }] });
    try {
      const storage = app.running.composition.storage;
      if (storage.kind !== 'sqlite') throw new Error('this test runs on SQLite');
      keys.inner = new SqliteApiKeyRepository(storage.db);
      const project = await app.createProject('owner');
      const { key } = await createKey(app, project, 'owner');
      expect((await withKey(app, 'GET', `/api/projects/${project}/pages`, key, project)).status).to.equal(200);
      expect((await app.request('DELETE', `/api/projects/${project}`, { as: 'owner' })).status).to.equal(204);
      const notFound = { status: 404, body: { error: 'Project not found' } };
      expect(await withKey(app, 'GET', `/api/projects/${project}`, key, project)).to.deep.include(notFound);
      expect(await withKey(app, 'GET', `/api/projects/${project}/pages`, key, project)).to.deep.include(notFound);
      const write = { slug: 'ghost', language: 'en', doc_template_id: 'page', content: 'Boo' };
      expect(await withKey(app, 'POST', `/api/projects/${project}/pages`, key, project, write)).to.deep.include(notFound);
      expect(await withKey(app, 'GET', '/api/projects', key, project)).to.deep.include({ status: 200, body: { projects: [] } });
    } finally {
      await app.stop();
    }
  });
});
