import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { ConnectorGrants } from '../../../application/connectors/connector-grants.js';
import { ConnectorViews } from '../../../application/connectors/connector-views.js';
import { GetConnector } from '../../../application/connectors/get-connector.js';
import { ListConnectors } from '../../../application/connectors/list-connectors.js';
import { RevokeConnectorGrant } from '../../../application/connectors/revoke-connector-grant.js';
import { RevokeConnector } from '../../../application/connectors/revoke-connector.js';
import type { Actor } from '../../../domain/identity/actor.js';
import { FakeClock } from '../../support/fake-clock.js';
import { InMemoryOAuthStore } from '../../support/fakes/oauth.js';
import { AccessTokenCache } from '../../../application/oauth/access-token-cache.js';

const alice: Actor = { kind: 'user', userId: 'alice', email: null };
const bob: Actor = { kind: 'user', userId: 'bob', email: null };

describe('Connector use cases', () => {
  let store: InMemoryOAuthStore;
  let grants: ConnectorGrants;
  let views: ConnectorViews;
  beforeEach(async () => {
    store = new InMemoryOAuthStore();
    const clock = new FakeClock('2026-06-01T00:00:00Z');
    grants = new ConnectorGrants(store, clock, new AccessTokenCache(store, clock));
    views = new ConnectorViews(grants, { publicBaseUrl: 'https://content.example', trialDays: 14, plans: {} as never });
    const record = (grantId: string, userId: string, clientName: string, redirect: string) =>
      grants.record({
        grantId,
        userId,
        client: { clientId: `c-${grantId}`, clientName, redirectUris: [redirect] },
        scopes: ['content:read'],
        lifetimeSeconds: 3600,
      });
    await record('g1', 'alice', 'Claude', 'https://claude.ai/api/mcp/auth_callback');
    await record('g2', 'alice', 'Cursor', 'http://127.0.0.1/cb');
    await record('g3', 'bob', 'Claude', 'https://claude.ai/api/mcp/auth_callback');
    // The grant's tokens: revoking the grant takes them too.
    await store.upsert(
      { model: 'AccessToken', id: 'hash', payload: {}, grantId: 'g1', accountId: 'alice', uid: null, userCode: null, expiresAt: null },
      new Date(),
    );
  });

  it('lists both connectors, each with the caller’s grants only', async () => {
    const listed = await new ListConnectors(views).execute(alice);
    expect(E.isRight(listed) && listed.right.connectors.map((c) => [c.id, c.connected, c.grants.map((g) => g.grant_id)])).to.deep.equal([
      ['claude', true, ['g1']],
      ['other', true, ['g2']],
    ]);
    expect(E.isRight(listed) && listed.right.connectors[0]!.mcp_url).to.equal('https://content.example/mcp');
  });

  it('refuses API keys and OAuth clients', async () => {
    const client: Actor = { kind: 'user', userId: 'alice', email: null, oauth: { grantId: 'g1', clientId: 'c-g1', scopes: ['content:write'] } };
    expect(await new ListConnectors(views).execute(client)).to.deep.equal(E.left({ _tag: 'Forbidden', message: 'Insufficient permission' }));
    expect(
      E.isLeft(await new GetConnector(views).execute({ kind: 'api_key', keyId: 'k', projectId: 'p', role: 'manager' }, { connectorId: 'claude' })),
    ).to.equal(true);
  });

  it("revokes a grant of the caller's with its tokens, and answers 404 for anyone else's", async () => {
    const revoke = new RevokeConnectorGrant(grants);
    expect(await revoke.execute(bob, { connectorId: 'claude', grantId: 'g1' })).to.deep.equal(E.left({ _tag: 'NotFound', message: 'Grant not found' }));
    expect(await revoke.execute(alice, { connectorId: 'other', grantId: 'g1' })).to.deep.equal(E.left({ _tag: 'NotFound', message: 'Grant not found' }));
    expect(await revoke.execute(alice, { connectorId: 'claude', grantId: 'g1' })).to.deep.equal(E.right(undefined));
    expect([...store.entries.keys()].sort()).to.deep.equal(['ConnectorGrant:g2', 'ConnectorGrant:g3']);
  });

  it('disconnects a connector for the caller only', async () => {
    expect(await new RevokeConnector(grants).execute(alice, { connectorId: 'claude' })).to.deep.equal(E.right(undefined));
    expect(await new RevokeConnector(grants).execute(alice, { connectorId: 'nope' })).to.deep.equal(
      E.left({ _tag: 'NotFound', message: 'Connector not found' }),
    );
    expect([...store.entries.keys()].sort()).to.deep.equal(['ConnectorGrant:g2', 'ConnectorGrant:g3']);
  });
});
