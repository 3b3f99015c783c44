import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { ConnectorGrants } from '../../../application/connectors/connector-grants.js';
import { AccessTokenCache, REVOCATION_CHECK_MS } from '../../../application/oauth/access-token-cache.js';
import { AccessTokenAuthenticator, INVALID_ACCESS_TOKEN, NO_CONTENT_SCOPE } from '../../../application/oauth/access-token-authenticator.js';
import { OAuthState, REFRESH_GRACE_MS } from '../../../application/oauth/oauth-state.js';
import { CryptoSecretTokens } from '../../../infrastructure/system/crypto-secret-tokens.js';
import { FakeClock } from '../../support/fake-clock.js';
import { InMemoryOAuthStore } from '../../support/fakes/oauth.js';

const BASE = 'https://content.example';

describe('OAuthState (the library storage rules)', () => {
  let store: InMemoryOAuthStore;
  let clock: FakeClock;
  let state: OAuthState;
  beforeEach(() => {
    store = new InMemoryOAuthStore();
    clock = new FakeClock('2026-06-01T00:00:00Z');
    state = new OAuthState(store, new CryptoSecretTokens(), clock, new AccessTokenCache(store, clock));
  });

  it('stores a token under the hash of its value, without the value, and gives it back whole', async () => {
    await state.upsert('AccessToken', 'secret-token-value', { jti: 'secret-token-value', kind: 'AccessToken', grantId: 'g1', accountId: 'alice' }, 60);
    const stored = [...store.entries.values()][0]!;
    expect(JSON.stringify(stored)).to.not.include('secret-token-value');
    expect(stored).to.include({ model: 'AccessToken', grantId: 'g1', accountId: 'alice', expiresAt: '2026-06-01T00:01:00.000Z' });
    expect(await state.find('AccessToken', 'secret-token-value')).to.deep.equal({
      jti: 'secret-token-value',
      kind: 'AccessToken',
      grantId: 'g1',
      accountId: 'alice',
    });
    expect(await state.find('AccessToken', 'other-value')).to.equal(undefined);
    clock.advance(60_000);
    expect(await state.find('AccessToken', 'secret-token-value')).to.equal(undefined);
  });

  it("keeps the ids of clients, grants and sessions as they are (a grant's id is its own grant id)", async () => {
    await state.upsert('Grant', 'grant-1', { jti: 'grant-1', kind: 'Grant', accountId: 'alice' }, 3600);
    await state.upsert('Session', 'cookie-1', { jti: 'cookie-1', uid: 'uid-1', kind: 'Session' }, 3600);
    expect([...store.entries.keys()].sort()).to.deep.equal(['Grant:grant-1', 'Session:cookie-1']);
    expect(store.entries.get('Grant:grant-1')!.grantId).to.equal('grant-1');
    expect((await state.findByUid('Session', 'uid-1'))?.jti).to.equal('cookie-1');
  });

  it('hides a rotated refresh token’s consumption during the grace period, and shows it after', async () => {
    await state.upsert('RefreshToken', 'rt', { jti: 'rt', kind: 'RefreshToken', grantId: 'g1' }, 3600);
    await state.consume('RefreshToken', 'rt');
    expect(await state.find('RefreshToken', 'rt')).to.not.have.property('consumed');
    clock.advance(REFRESH_GRACE_MS);
    expect((await state.find('RefreshToken', 'rt'))?.consumed).to.equal(Math.floor(Date.parse('2026-06-01T00:00:00Z') / 1000));
  });

  it('shows a used authorization code as consumed at once (no grace for codes)', async () => {
    await state.upsert('AuthorizationCode', 'code', { jti: 'code', kind: 'AuthorizationCode', grantId: 'g1' }, 60);
    await state.consume('AuthorizationCode', 'code');
    expect(await state.find('AuthorizationCode', 'code')).to.have.property('consumed');
  });

  it('revokes every entry of a grant whichever model asks', async () => {
    await state.upsert('Grant', 'g1', { jti: 'g1', kind: 'Grant' }, 3600);
    await state.upsert('AccessToken', 'at', { jti: 'at', grantId: 'g1' }, 3600);
    await state.upsert('RefreshToken', 'rt', { jti: 'rt', grantId: 'g1' }, 3600);
    await state.revokeByGrantId('g1');
    expect(store.entries.size).to.equal(0);
  });
});

describe('AccessTokenAuthenticator', () => {
  let store: InMemoryOAuthStore;
  let clock: FakeClock;
  let state: OAuthState;
  let authenticator: AccessTokenAuthenticator;
  let cache: AccessTokenCache;
  let grants: ConnectorGrants;
  beforeEach(() => {
    store = new InMemoryOAuthStore();
    clock = new FakeClock('2026-06-01T00:00:00Z');
    cache = new AccessTokenCache(store, clock);
    state = new OAuthState(store, new CryptoSecretTokens(), clock, cache);
    grants = new ConnectorGrants(store, clock, cache);
    authenticator = new AccessTokenAuthenticator(state, grants, { publicBaseUrl: BASE, trialDays: 14, plans: {} as never });
  });

  const issue = (value: string, payload: Record<string, unknown>) =>
    state.upsert(
      'AccessToken',
      value,
      { jti: value, kind: 'AccessToken', accountId: 'alice', grantId: 'g1', clientId: 'c1', aud: `${BASE}/mcp`, scope: 'content:read', ...payload },
      3600,
    );

  it('acts as the user, with its content scopes, for the resource named in the audience only', async () => {
    await issue('t1', {});
    expect(await authenticator.authenticate('t1', 'mcp')).to.deep.equal(
      E.right({ kind: 'user', userId: 'alice', email: null, oauth: { grantId: 'g1', clientId: 'c1', scopes: ['content:read'] } }),
    );
    expect(await authenticator.authenticate('t1', 'api')).to.deep.equal(E.left({ _tag: 'Unauthenticated', message: INVALID_ACCESS_TOKEN }));
  });

  it('refuses a token without a content scope (403), and a sender-constrained one (401)', async () => {
    await issue('t2', { scope: 'openid' });
    await issue('t3', { jkt: 'thumbprint' });
    expect(await authenticator.authenticate('t2', 'mcp')).to.deep.equal(E.left({ _tag: 'Forbidden', message: NO_CONTENT_SCOPE }));
    expect(E.isLeft(await authenticator.authenticate('t3', 'mcp'))).to.equal(true);
  });

  it('refuses, with one message, an unknown token, an mTLS-bound one, and one missing its account, grant, client or a string audience', async () => {
    const INVALID = E.left({ _tag: 'Unauthenticated', message: INVALID_ACCESS_TOKEN });
    expect(await authenticator.authenticate('never-issued', 'mcp')).to.deep.equal(INVALID);
    const refused: Record<string, Record<string, unknown>> = {
      x5t: { 'x5t#S256': 'certificate thumbprint' },
      jkt: { jkt: 'thumbprint' },
      account: { accountId: undefined },
      grant: { grantId: 7 },
      client: { clientId: null },
      audiences: { aud: [`${BASE}/mcp`] },
      otherAudience: { aud: 'https://elsewhere.example/mcp' },
    };
    for (const [name, payload] of Object.entries(refused)) {
      await issue(name, payload);
      expect(await authenticator.authenticate(name, 'mcp'), name).to.deep.equal(INVALID);
    }
  });

  it('reads the content scopes from a scope string only: none is no content scope', async () => {
    await issue('no-scope', { scope: undefined });
    await issue('scope-list', { scope: ['content:read'] });
    await issue('both', { scope: 'openid content:write content:read' });
    expect(await authenticator.authenticate('no-scope', 'mcp')).to.deep.equal(E.left({ _tag: 'Forbidden', message: NO_CONTENT_SCOPE }));
    expect(await authenticator.authenticate('scope-list', 'mcp')).to.deep.equal(E.left({ _tag: 'Forbidden', message: NO_CONTENT_SCOPE }));
    const actor = await authenticator.authenticate('both', 'mcp');
    expect(E.isRight(actor) && actor.right.oauth?.scopes).to.have.members(['content:read', 'content:write']);
  });

  it("records the grant's use at most once a minute", async () => {
    await grants.record({
      grantId: 'g1',
      userId: 'alice',
      client: { clientId: 'c1', clientName: null, redirectUris: [] },
      scopes: ['content:read'],
      lifetimeSeconds: 3600,
    });
    await issue('t4', {});
    const lastUsed = () => store.entries.get('ConnectorGrant:g1')!.lastUsedAt;
    await authenticator.authenticate('t4', 'mcp');
    expect(lastUsed()).to.equal('2026-06-01T00:00:00.000Z');
    clock.advance(30_000);
    await authenticator.authenticate('t4', 'mcp');
    expect(lastUsed()).to.equal('2026-06-01T00:00:00.000Z');
    clock.advance(31_000);
    await authenticator.authenticate('t4', 'mcp');
    expect(lastUsed()).to.equal('2026-06-01T00:01:01.000Z');
  });

  describe('kept in memory (AccessTokenCache)', () => {
    const ALICE = E.right({ kind: 'user', userId: 'alice', email: null, oauth: { grantId: 'g1', clientId: 'c1', scopes: ['content:read'] } });
    const INVALID = E.left({ _tag: 'Unauthenticated', message: INVALID_ACCESS_TOKEN });
    /** The store read of a token, counted: what the cache saves. */
    const countReads = () => {
      const reads = { count: 0 };
      const find = store.find.bind(store);
      store.find = async (model, id, now) => {
        if (model === 'AccessToken') reads.count += 1;
        return find(model, id, now);
      };
      return reads;
    };

    it('reads the store once for repeated requests with one token, and never keeps the token itself', async () => {
      await issue('kept-token-value', {});
      const reads = countReads();
      for (let i = 0; i < 5; i++) expect(await authenticator.authenticate('kept-token-value', 'mcp')).to.deep.equal(ALICE);
      expect(reads.count).to.equal(1);
      expect(JSON.stringify([...(cache as unknown as { kept: Map<string, unknown> }).kept])).to.not.include('kept-token-value');
    });

    it('refuses a token at once after its grant is revoked on this instance, by the library or by disconnecting', async () => {
      await issue('t5', {});
      expect(await authenticator.authenticate('t5', 'mcp')).to.deep.equal(ALICE);
      await state.revokeByGrantId('g1');
      expect(await authenticator.authenticate('t5', 'mcp')).to.deep.equal(INVALID);
      await issue('t6', {});
      expect(await authenticator.authenticate('t6', 'mcp')).to.deep.equal(ALICE);
      expect(await grants.revoke('g1')).to.equal(true);
      expect(await authenticator.authenticate('t6', 'mcp')).to.deep.equal(INVALID);
      await issue('t7', {});
      expect(await authenticator.authenticate('t7', 'mcp')).to.deep.equal(ALICE);
      await state.destroy('AccessToken', 't7');
      expect(await authenticator.authenticate('t7', 'mcp')).to.deep.equal(INVALID);
    });

    it('refuses a token revoked by another instance once the revocation epoch is read again (at most REVOCATION_CHECK_MS later)', async () => {
      // Another instance: its own cache and state over the same store.
      const elsewhere = new OAuthState(store, new CryptoSecretTokens(), clock, new AccessTokenCache(store, clock));
      await issue('t8', {});
      expect(await authenticator.authenticate('t8', 'mcp')).to.deep.equal(ALICE);
      await elsewhere.revokeByGrantId('g1');
      // Within the stated delay this instance may still accept it from memory...
      clock.advance(REVOCATION_CHECK_MS - 1);
      expect(await authenticator.authenticate('t8', 'mcp')).to.deep.equal(ALICE);
      // ...and once the delay has passed, never.
      clock.advance(1);
      expect(await authenticator.authenticate('t8', 'mcp')).to.deep.equal(INVALID);
    });

    it('does not keep a lookup that raced a revocation on another instance past the next epoch read', async () => {
      await issue('t9', {});
      const elsewhere = new OAuthState(store, new CryptoSecretTokens(), clock, new AccessTokenCache(store, clock));
      // The epoch is read (first request), then the token is read; the revocation lands between the two.
      const find = store.find.bind(store);
      store.find = async (model, id, now) => {
        const found = await find(model, id, now);
        if (model === 'AccessToken') await elsewhere.revokeByGrantId('g1');
        return found;
      };
      expect(await authenticator.authenticate('t9', 'mcp')).to.deep.equal(ALICE);
      store.find = find;
      clock.advance(REVOCATION_CHECK_MS);
      expect(await authenticator.authenticate('t9', 'mcp')).to.deep.equal(INVALID);
    });

    it('refuses a kept token once it expires: nothing expired is answered from memory', async () => {
      const payload = { jti: 't10', kind: 'AccessToken', accountId: 'alice', grantId: 'g1', clientId: 'c1', aud: `${BASE}/mcp`, scope: 'content:read' };
      await state.upsert('AccessToken', 't10', payload, 30);
      expect(await authenticator.authenticate('t10', 'mcp')).to.deep.equal(ALICE);
      const reads = countReads();
      clock.advance(30_000 - 1);
      expect(await authenticator.authenticate('t10', 'mcp')).to.deep.equal(ALICE);
      clock.advance(1);
      expect(await authenticator.authenticate('t10', 'mcp')).to.deep.equal(INVALID);
      // Answered from memory until it expired; then looked up again, and not found.
      expect(reads.count).to.equal(1);
    });
  });
});
