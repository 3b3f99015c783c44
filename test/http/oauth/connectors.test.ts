import { expect } from 'chai';
import { startOAuthApp } from '../../support/oauth-client.js';
import type { TestApp } from '../../support/test-app.js';
import { createKey } from '../api-keys/support.js';
import { mcpRequest, registered, tokensFor } from './support.js';

const CLAUDE_CALLBACK = 'https://claude.ai/api/mcp/auth_callback';

/** `GET/DELETE /api/account/connectors...`: the caller's OAuth grants by connector, and their revocation. */
describe('Account connectors', () => {
  let app: TestApp;
  before(async () => {
    app = await startOAuthApp({ env: { OAUTH_RATE_LIMIT: '100000' } });
  });
  after(() => app.stop());

  /** A Claude grant needs Claude's https callback: the test's browser stops at it without following. */
  const claudeTokens = async (user: string) => {
    const client = await registered(app, { client_name: 'Claude', redirect_uris: [CLAUDE_CALLBACK], application_type: 'web' });
    return tokensFor(app, user, { client, redirectUri: CLAUDE_CALLBACK });
  };

  it("lists the caller's grants grouped by connector, with when each was created and last used", async () => {
    const claude = await claudeTokens('carol');
    const other = await tokensFor(app, 'carol', { scope: 'content:read', client: await registered(app, { client_name: 'Cursor' }) });
    await tokensFor(app, 'dave');
    expect((await mcpRequest(app, claude.access_token)).status).to.equal(200);

    const listed = await app.request('GET', '/api/account/connectors', { as: 'carol' });
    expect(listed.status).to.equal(200);
    const [claudeConnector, otherConnector] = listed.body.connectors;
    expect(claudeConnector).to.deep.include({ id: 'claude', name: 'Claude', connected: true, mcp_url: `${app.url}/mcp` });
    expect(claudeConnector.grants).to.have.length(1);
    const grant = claudeConnector.grants[0];
    expect(Object.keys(grant).sort()).to.deep.equal(['client_id', 'client_name', 'created_at', 'grant_id', 'last_used_at', 'scopes']);
    expect(grant).to.deep.include({
      client_id: claude.client.client_id,
      client_name: 'Claude',
      scopes: ['content:read', 'content:write'],
      last_used_at: app.clock.now().toISOString(),
    });
    expect(otherConnector).to.deep.include({ id: 'other', connected: true });
    expect(otherConnector.grants).to.have.length(1);
    expect(otherConnector.grants[0]).to.deep.include({
      client_id: other.client.client_id,
      client_name: 'Cursor',
      scopes: ['content:read'],
      last_used_at: null,
    });

    expect((await app.request('GET', '/api/account/connectors/claude', { as: 'carol' })).body).to.deep.equal(claudeConnector);
    expect((await app.request('GET', '/api/account/connectors/other', { as: 'dave' })).body.grants).to.have.length(1);
    expect((await app.request('GET', '/api/account/connectors/claude', { as: 'dave' })).body).to.deep.include({ connected: false, grants: [] });
    expect(await app.request('GET', '/api/account/connectors/gemini', { as: 'carol' })).to.deep.include({
      status: 404,
      body: { error: 'Connector not found' },
    });
  });

  it('revokes one grant at once, and only the caller’s own, of that connector', async () => {
    const kept = await claudeTokens('erin');
    const revoked = await claudeTokens('erin');
    const franks = await claudeTokens('frank');
    const grantIdOf = async (user: string, clientId: string) =>
      (await app.request('GET', '/api/account/connectors/claude', { as: user })).body.grants.find((g: { client_id: string }) => g.client_id === clientId)
        .grant_id as string;
    const grantId = await grantIdOf('erin', revoked.client.client_id);
    const franksGrant = await grantIdOf('frank', franks.client.client_id);

    expect(await app.request('DELETE', `/api/account/connectors/claude/grants/${franksGrant}`, { as: 'erin' })).to.deep.include({
      status: 404,
      body: { error: 'Grant not found' },
    });
    expect((await app.request('DELETE', `/api/account/connectors/other/grants/${grantId}`, { as: 'erin' })).status).to.equal(404);
    expect((await mcpRequest(app, franks.access_token)).status).to.equal(200);

    expect((await app.request('DELETE', `/api/account/connectors/claude/grants/${grantId}`, { as: 'erin' })).status).to.equal(204);
    expect((await mcpRequest(app, revoked.access_token)).status).to.equal(401);
    expect((await mcpRequest(app, kept.access_token)).status).to.equal(200);
    expect((await app.request('DELETE', `/api/account/connectors/claude/grants/${grantId}`, { as: 'erin' })).status).to.equal(404);
  });

  it('disconnects a connector: all its grants of the caller, and no other', async () => {
    const first = await claudeTokens('gina');
    const second = await claudeTokens('gina');
    const other = await tokensFor(app, 'gina');
    expect((await app.request('DELETE', '/api/account/connectors/claude', { as: 'gina' })).status).to.equal(204);
    for (const tokens of [first, second]) expect((await mcpRequest(app, tokens.access_token)).status).to.equal(401);
    expect((await mcpRequest(app, other.access_token)).status).to.equal(200);
    expect((await app.request('DELETE', '/api/account/connectors/claude', { as: 'gina' })).status).to.equal(204);
    expect((await app.request('DELETE', '/api/account/connectors/nope', { as: 'gina' })).status).to.equal(404);
  });

  it('needs the signed-in user: 401 without a credential, 403 for an API key', async () => {
    expect((await app.request('GET', '/api/account/connectors')).status).to.equal(401);
    const project = await app.createProject('hana');
    const { key } = await createKey(app, project, 'hana');
    const refused = await app.request('GET', '/api/account/connectors', { headers: { 'x-api-key': key, 'x-project-id': project } });
    expect(refused.status).to.equal(403);
  });
});
