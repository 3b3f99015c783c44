import { expect } from 'chai';
import { ApiKeyAuthenticator } from '../../../application/api-keys/api-key-authenticator.js';
import type { StoredApiKey } from '../../../domain/api-keys/api-key.js';
import { NodeApiKeySecrets } from '../../../infrastructure/auth/api-key-secrets.js';
import { FakeClock } from '../../support/fake-clock.js';
import { leftOf, rightOf } from '../../support/expect.js';
import { InMemoryApiKeyRepository } from '../../support/fakes/api-keys.js';

const NOW = new Date('2030-06-01T12:00:00.000Z');
const INVALID_KEY = { _tag: 'Unauthenticated', message: 'Invalid API key' };
const PROJECT_REQUIRED = { _tag: 'Invalid', message: 'x-project-id header is required with x-api-key' };

describe('ApiKeyAuthenticator', () => {
  const secrets = new NodeApiKeySecrets();

  /** A repository holding one fresh key of project p1, and the authenticator over it. */
  async function setUp(overrides: Partial<StoredApiKey> = {}) {
    const repository = new InMemoryApiKeyRepository();
    const clock = new FakeClock(NOW);
    const { key, prefix, hash } = secrets.generate();
    const stored: StoredApiKey = {
      id: 'key-1',
      project_id: 'p1',
      name: 'CI',
      prefix,
      role: 'member',
      created_at: NOW.toISOString(),
      created_by: 'owner',
      last_used_at: null,
      key_hash: hash,
      ...overrides,
    };
    await repository.create(stored);
    // What the authenticator asks of the store: a write is work on the hot path even when the store skips it.
    const asked = { lookups: 0, touches: 0 };
    const [findByPrefix, touch] = [repository.findByPrefix.bind(repository), repository.touch.bind(repository)];
    repository.findByPrefix = async (prefix) => {
      asked.lookups += 1;
      return findByPrefix(prefix);
    };
    repository.touch = async (keyId, at, unlessUsedAfter) => {
      asked.touches += 1;
      await touch(keyId, at, unlessUsedAfter);
    };
    return { repository, clock, key, asked, authenticator: new ApiKeyAuthenticator(repository, secrets, clock) };
  }

  it("turns a project's key into the key's actor, with the key's role", async () => {
    const { authenticator, key } = await setUp();
    expect(rightOf(await authenticator.authenticate(key, 'p1'))).to.deep.equal({ kind: 'api_key', keyId: 'key-1', projectId: 'p1', role: 'member' });
  });

  it('requires the project header, absent or empty', async () => {
    const { authenticator, key } = await setUp();
    expect(leftOf(await authenticator.authenticate(key, null))).to.deep.equal(PROJECT_REQUIRED);
    expect(leftOf(await authenticator.authenticate(key, ''))).to.deep.equal(PROJECT_REQUIRED);
  });

  it("refuses another project's key, a malformed key, an unknown key and a key whose secret differs, with one message", async () => {
    const { authenticator, key, asked } = await setUp();
    expect(leftOf(await authenticator.authenticate(key, 'p2'))).to.deep.equal(INVALID_KEY);
    expect(leftOf(await authenticator.authenticate('not-a-key', 'p1'))).to.deep.equal(INVALID_KEY);
    // A malformed key is refused without a look in the store.
    expect(asked.lookups).to.equal(1);
    expect(leftOf(await authenticator.authenticate(secrets.generate().key, 'p1'))).to.deep.equal(INVALID_KEY);
    // Same lookup part (so the row is found), another secret: the hash comparison refuses it.
    const forged = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    expect(leftOf(await authenticator.authenticate(forged, 'p1'))).to.deep.equal(INVALID_KEY);
  });

  it('records a use at most once a minute per key, with the time of the use', async () => {
    const { authenticator, key, repository, clock, asked } = await setUp();
    rightOf(await authenticator.authenticate(key, 'p1'));
    expect(asked.touches).to.equal(1);
    expect(repository.keys.get('key-1')!.last_used_at).to.equal(NOW.toISOString());
    clock.advance(59_999);
    rightOf(await authenticator.authenticate(key, 'p1'));
    expect(asked.touches).to.equal(1);
    clock.advance(1);
    rightOf(await authenticator.authenticate(key, 'p1'));
    expect(asked.touches).to.equal(2);
    expect(repository.keys.get('key-1')!.last_used_at).to.equal(new Date(NOW.getTime() + 60_000).toISOString());
  });

  it('skips the write while the stored use (by another instance) is under a minute old, and writes once it is older', async () => {
    const { authenticator, key, asked } = await setUp({ last_used_at: new Date(NOW.getTime() - 59_999).toISOString() });
    rightOf(await authenticator.authenticate(key, 'p1'));
    expect(asked.touches).to.equal(0);
    const old = await setUp({ last_used_at: new Date(NOW.getTime() - 60_000).toISOString() });
    rightOf(await old.authenticator.authenticate(old.key, 'p1'));
    expect(old.asked.touches).to.equal(1);
  });

  it("skips the write while its own last write is under a minute old, though the store's row read says otherwise (a cached read)", async () => {
    const { authenticator, key, repository, asked, clock } = await setUp();
    // The row as a cache may answer it: never showing a use.
    const stale = (await repository.findByPrefix(key.slice(0, 16)))!;
    asked.lookups = 0;
    repository.findByPrefix = async () => stale;
    rightOf(await authenticator.authenticate(key, 'p1'));
    clock.advance(59_999);
    rightOf(await authenticator.authenticate(key, 'p1'));
    expect(asked.touches).to.equal(1);
    clock.advance(1);
    rightOf(await authenticator.authenticate(key, 'p1'));
    expect(asked.touches).to.equal(2);
  });

  it('remembers its own writes for 10,000 keys at most: past that it starts afresh', async () => {
    // Keys served from a map (the fake's scan would make 10,000 lookups slow), whose rows never show a use.
    const rows = new Map<string, StoredApiKey>();
    const touched: string[] = [];
    const keyOf = (i: number) => `csk_${String(i).padStart(12, '0')}${'s'.repeat(43)}`;
    const keyCount = 10_001;
    for (let i = 0; i < keyCount; i += 1) {
      const key = keyOf(i);
      rows.set(key.slice(0, 16), {
        id: `key-${i}`,
        project_id: 'p1',
        name: 'k',
        prefix: key.slice(0, 16),
        role: 'member',
        created_at: '',
        created_by: null,
        last_used_at: null,
        key_hash: secrets.hash(key),
      });
    }
    const store = {
      findByPrefix: async (prefix: string) => rows.get(prefix) ?? null,
      touch: async (keyId: string) => void touched.push(keyId),
    } as unknown as InMemoryApiKeyRepository;
    const authenticator = new ApiKeyAuthenticator(store, secrets, new FakeClock(NOW));
    for (let i = 0; i < 10_000; i += 1) rightOf(await authenticator.authenticate(keyOf(i), 'p1'));
    rightOf(await authenticator.authenticate(keyOf(0), 'p1'));
    expect(touched).to.have.length(10_000);
    // The 10,001st key: the memory is full, so it is cleared; key 0's use is written again.
    rightOf(await authenticator.authenticate(keyOf(10_000), 'p1'));
    rightOf(await authenticator.authenticate(keyOf(0), 'p1'));
    expect(touched.slice(10_000)).to.deep.equal(['key-10000', 'key-0']);
  });

  it("writes the use conditionally: unless the store holds one later than a minute before now (another instance's)", async () => {
    const { authenticator, key, repository } = await setUp();
    const calls: string[][] = [];
    const touch = repository.touch.bind(repository);
    repository.touch = async (keyId, at, unlessUsedAfter) => {
      calls.push([keyId, at, unlessUsedAfter]);
      await touch(keyId, at, unlessUsedAfter);
    };
    rightOf(await authenticator.authenticate(key, 'p1'));
    expect(calls).to.deep.equal([['key-1', NOW.toISOString(), new Date(NOW.getTime() - 60_000).toISOString()]]);
  });
});
