import { expect } from 'chai';
import type { OAuthEntryInput, OAuthStore } from '../../../application/oauth/ports.js';
import { uniqueId } from '../../support/builders.js';

// Far ahead: MongoDB's TTL monitor must not drop these entries while a test runs.
const T0 = new Date('2100-05-01T10:00:00.000Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

function anEntry(overrides: Partial<OAuthEntryInput> = {}): OAuthEntryInput {
  return {
    model: 'AccessToken',
    id: uniqueId('hash'),
    payload: { kind: 'AccessToken', scope: 'content:read', nested: { list: [1, 'two'] } },
    grantId: null,
    accountId: null,
    uid: null,
    userCode: null,
    expiresAt: at(3600).toISOString(),
    ...overrides,
  };
}

export function oauthStoreContract(store: () => OAuthStore): void {
  it('stores an entry and finds it by model and id, as given, until it expires', async () => {
    const entry = anEntry({ grantId: uniqueId('grant'), accountId: 'alice' });
    await store().upsert(entry, T0);
    const found = await store().find(entry.model, entry.id, at(10));
    expect(found).to.deep.equal({ ...entry, consumedAt: null, lastUsedAt: null, createdAt: T0.toISOString() });
    expect(await store().find('RefreshToken', entry.id, at(10))).to.equal(null);
    expect(await store().find(entry.model, 'nothing', at(10))).to.equal(null);
    expect(await store().find(entry.model, entry.id, at(3600))).to.equal(null);
  });

  it('keeps entries without an expiry for ever', async () => {
    const client = anEntry({ model: 'Client', expiresAt: null, payload: { client_id: 'c1', redirect_uris: ['https://app.example/cb'] } });
    await store().upsert(client, T0);
    expect((await store().find('Client', client.id, at(10 * 365 * 86400)))?.payload).to.deep.equal(client.payload);
  });

  it('replaces an entry on upsert, keeping its consumption, last use and creation time', async () => {
    const entry = anEntry({ model: 'RefreshToken' });
    await store().upsert(entry, T0);
    await store().consume(entry.model, entry.id, at(5));
    await store().touch(entry.model, entry.id, at(6), at(0));
    await store().upsert({ ...entry, payload: { kind: 'RefreshToken', rotations: 2 }, expiresAt: at(7200).toISOString() }, at(7));
    const found = await store().find(entry.model, entry.id, at(8));
    expect(found).to.deep.include({ payload: { kind: 'RefreshToken', rotations: 2 }, expiresAt: at(7200).toISOString() });
    expect(found).to.deep.include({ consumedAt: at(5).toISOString(), lastUsedAt: at(6).toISOString(), createdAt: T0.toISOString() });
  });

  it('keeps the first consumption time when an entry is consumed again', async () => {
    const entry = anEntry({ model: 'AuthorizationCode' });
    await store().upsert(entry, T0);
    await store().consume(entry.model, entry.id, at(1));
    await store().consume(entry.model, entry.id, at(2));
    expect((await store().find(entry.model, entry.id, at(3)))?.consumedAt).to.equal(at(1).toISOString());
    await store().consume(entry.model, 'unknown', at(3));
  });

  it('finds sessions by uid and device codes by user code, live ones only', async () => {
    const uid = uniqueId('uid');
    const session = anEntry({ model: 'Session', uid, expiresAt: at(60).toISOString() });
    const code = anEntry({ model: 'DeviceCode', userCode: uniqueId('code') });
    await store().upsert(session, T0);
    await store().upsert(code, T0);
    expect((await store().findByUid('Session', uid, at(1)))?.id).to.equal(session.id);
    expect(await store().findByUid('Interaction', uid, at(1))).to.equal(null);
    expect(await store().findByUid('Session', uid, at(60))).to.equal(null);
    expect((await store().findByUserCode('DeviceCode', code.userCode!, at(1)))?.id).to.equal(code.id);
    expect(await store().findByUserCode('DeviceCode', 'nope', at(1))).to.equal(null);
  });

  it('destroys one entry', async () => {
    const entry = anEntry();
    const other = anEntry();
    await store().upsert(entry, T0);
    await store().upsert(other, T0);
    await store().destroy(entry.model, entry.id);
    expect(await store().find(entry.model, entry.id, at(1))).to.equal(null);
    expect(await store().find(other.model, other.id, at(1))).to.not.equal(null);
  });

  it('revokes a grant: every entry of it, whatever its model, and nothing else', async () => {
    const grantId = uniqueId('grant');
    const kept = uniqueId('grant');
    const ofGrant = ['Grant', 'AccessToken', 'RefreshToken', 'AuthorizationCode', 'ConnectorGrant'].map((model) => anEntry({ model, grantId }));
    const other = anEntry({ grantId: kept });
    for (const entry of [...ofGrant, other]) await store().upsert(entry, T0);
    expect(await store().revokeGrant(grantId)).to.equal(ofGrant.length);
    for (const entry of ofGrant) expect(await store().find(entry.model, entry.id, at(1))).to.equal(null);
    expect(await store().find(other.model, other.id, at(1))).to.not.equal(null);
    expect(await store().revokeGrant(grantId)).to.equal(0);
  });

  it("lists a user's live entries of one model, oldest first", async () => {
    const alice = uniqueId('alice');
    const first = anEntry({ model: 'ConnectorGrant', accountId: alice, id: 'g-b' });
    const second = anEntry({ model: 'ConnectorGrant', accountId: alice, id: 'g-a' });
    const expired = anEntry({ model: 'ConnectorGrant', accountId: alice, expiresAt: at(30).toISOString() });
    const grant = anEntry({ model: 'Grant', accountId: alice });
    const bobs = anEntry({ model: 'ConnectorGrant', accountId: uniqueId('bob') });
    await store().upsert(first, T0);
    await store().upsert(second, at(1));
    for (const entry of [expired, grant, bobs]) await store().upsert(entry, T0);
    expect((await store().listByAccount('ConnectorGrant', alice, at(60))).map((e) => e.id)).to.deep.equal(['g-b', 'g-a']);
    expect(await store().listByAccount('ConnectorGrant', uniqueId('nobody'), at(60))).to.deep.equal([]);
  });

  it('raises the revocation epoch with every destroy and grant revocation, and with nothing else', async () => {
    const grantId = uniqueId('grant');
    const token = anEntry({ grantId });
    const other = anEntry();
    const before = await store().revocationEpoch();
    await store().upsert(token, T0);
    await store().upsert(other, T0);
    await store().consume(other.model, other.id, at(1));
    await store().touch(other.model, other.id, at(2), at(0));
    await store().find(token.model, token.id, at(3));
    expect(await store().revocationEpoch()).to.equal(before);
    await store().revokeGrant(grantId);
    const afterRevocation = await store().revocationEpoch();
    expect(afterRevocation).to.be.greaterThan(before);
    await store().destroy(other.model, other.id);
    expect(await store().revocationEpoch()).to.be.greaterThan(afterRevocation);
  });

  it('records a use unless a later one is recorded', async () => {
    const entry = anEntry({ model: 'ConnectorGrant' });
    await store().upsert(entry, T0);
    await store().touch(entry.model, entry.id, at(100), at(40));
    await store().touch(entry.model, entry.id, at(110), at(50));
    expect((await store().find(entry.model, entry.id, at(120)))?.lastUsedAt).to.equal(at(100).toISOString());
    await store().touch(entry.model, entry.id, at(200), at(140));
    expect((await store().find(entry.model, entry.id, at(210)))?.lastUsedAt).to.equal(at(200).toISOString());
  });

  it('sweeps the entries expired at a time, and only those', async () => {
    const soon = anEntry({ expiresAt: at(10).toISOString() });
    const later = anEntry({ expiresAt: at(1000).toISOString() });
    const never = anEntry({ model: 'Client', expiresAt: null });
    for (const entry of [soon, later, never]) await store().upsert(entry, T0);
    expect(await store().sweep(at(20))).to.be.at.least(1);
    expect(await store().find(soon.model, soon.id, at(0))).to.equal(null);
    expect(await store().find(later.model, later.id, at(20))).to.not.equal(null);
    expect(await store().find(never.model, never.id, at(20))).to.not.equal(null);
  });

  it('stores the key material once: the first candidate wins, even among concurrent callers', async () => {
    const answers = await Promise.all(['{"k":1}', '{"k":2}', '{"k":3}'].map((candidate) => store().ensureKeys(candidate)));
    expect(new Set(answers).size).to.equal(1);
    expect(await store().ensureKeys('{"k":4}')).to.equal(answers[0]);
  });
}
