import { expect } from 'chai';
import type { ApiKeyRepository } from '../../../application/api-keys/ports.js';
import type { StoredApiKey } from '../../../domain/api-keys/api-key.js';
import { uniqueId } from '../../support/builders.js';

export interface Stores {
  readonly keys: ApiKeyRepository;
  /** Creates a project the keys can belong to (the stores enforce the reference). */
  project(id: string): Promise<void>;
  /** Deletes a project with everything it owns. */
  dropProject(id: string): Promise<void>;
}

export function aKey(projectId: string, overrides: Partial<StoredApiKey> = {}): StoredApiKey {
  const id = uniqueId('key');
  return {
    id,
    project_id: projectId,
    name: `Key ${id}`,
    prefix: `csk_${id}`,
    key_hash: 'ab'.repeat(32),
    role: 'manager',
    created_at: '2026-03-01T10:00:00.000Z',
    created_by: 'owner',
    last_used_at: null,
    ...overrides,
  };
}

export function apiKeyRepositoryContract(stores: () => Stores): void {
  let p1: string;
  let p2: string;
  beforeEach(async () => {
    p1 = uniqueId('p1');
    p2 = uniqueId('p2');
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

  it('keeps who created a key (null for a key made before keys recorded it), listed and found by id', async () => {
    const { keys } = stores();
    const made = aKey(p1, { created_by: 'alice' });
    const legacy = aKey(p1, { created_by: null });
    for (const key of [made, legacy]) expect(await keys.create(key)).to.equal(true);
    expect((await keys.findById(made.id))?.created_by).to.equal('alice');
    expect((await keys.findById(legacy.id))?.created_by).to.equal(null);
    expect((await keys.list(p1)).map((k) => k.created_by)).to.deep.equal(['alice', null]);
    expect((await keys.findByPrefix(made.prefix))?.created_by).to.equal('alice');
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
