import { describedFetch } from '../../support/api-description.js';
import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client';
import { expect } from 'chai';
import { callTool } from '../mcp/support.js';
import { consent } from '../../support/oauth-browser.js';
import { startOAuthApp, TestOAuthClient } from '../../support/oauth-client.js';
import type { TestApp } from '../../support/test-app.js';

/**
 * Done-when of issue 10: the MCP SDK's own client-side OAuth, against the running service,
 * from the first 401 to a revoked grant. The test plays the user's browser on the consent page.
 */
describe('OAuth for MCP clients: the whole flow with the SDK client', () => {
  let app: TestApp;
  let project: string;
  let pageId: string;

  before(async () => {
    app = await startOAuthApp();
    project = await app.createProject('alice');
    const page = await app.request('POST', `/api/projects/${project}/pages`, {
      as: 'alice',
      body: { slug: 'about', language: 'en', doc_template_id: 'page', content: '# About us', metadata: { title: 'About' } },
    });
    pageId = page.body.id;
  });
  after(() => app.stop());

  const connect = async (oauth: TestOAuthClient): Promise<Client> => {
    const client = new Client({ name: 'oauth-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { authProvider: oauth }));
    return client;
  };

  it('discovers, registers, authorizes with PKCE, calls a tool, refreshes with rotation, and stops at once when the connector is revoked', async () => {
    const oauth = new TestOAuthClient({ client_name: 'Claude' });
    const transport = new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { authProvider: oauth });
    const first = new Client({ name: 'oauth-test', version: '1.0.0' });
    // No token yet: the 401 names the resource metadata, the SDK discovers, registers and sends the user to authorize.
    let refused: unknown;
    await first.connect(transport).catch((error: unknown) => (refused = error));
    expect(refused).to.be.instanceOf(UnauthorizedError);
    expect(oauth.info?.client_id).to.be.a('string');
    expect(oauth.discovery?.authorizationServerMetadata?.issuer).to.equal(app.url);
    const authorizationUrl = oauth.authorizationUrl!;
    expect(authorizationUrl.pathname).to.equal('/oauth/authorize');
    expect(authorizationUrl.searchParams.get('code_challenge_method')).to.equal('S256');
    expect(authorizationUrl.searchParams.get('resource')).to.equal(`${app.url}/mcp`);
    expect(authorizationUrl.searchParams.get('scope')?.split(' ')).to.include.members(['content:read', 'content:write']);

    const { callback, page } = await consent(authorizationUrl, { idToken: await app.token('alice') });
    expect(page).to.include('Claude').and.include('127.0.0.1:53682').and.include('content:write');
    expect(callback.searchParams.get('iss')).to.equal(app.url);
    expect(callback.searchParams.get('code')).to.be.a('string');
    await transport.finishAuth(callback.searchParams);
    expect(oauth.saved?.access_token).to.be.a('string');
    expect(oauth.saved?.refresh_token).to.be.a('string');

    const client = await connect(oauth);
    expect((await client.listTools()).tools.map((t) => t.name)).to.include('save_draft');
    expect((await callTool(client, 'get_page', { project_id: project, page_id: pageId })).json.id).to.equal(pageId);

    // An hour later the access token has expired: the SDK refreshes on the 401 and retries; the refresh token rotated.
    const before = { ...oauth.saved! };
    app.clock.advance(61 * 60 * 1000);
    expect((await callTool(client, 'get_page', { project_id: project, page_id: pageId })).json.id).to.equal(pageId);
    expect(oauth.saved!.access_token).to.not.equal(before.access_token);
    expect(oauth.saved!.refresh_token).to.not.equal(before.refresh_token);

    // It calls itself Claude, but returns to a loopback address of its own: a name proves nothing, so it is another client.
    const connectors = await app.request('GET', '/api/account/connectors', { as: 'alice' });
    const [claude, other] = ['claude', 'other'].map((id) => connectors.body.connectors.find((c: { id: string }) => c.id === id));
    expect(claude).to.deep.include({ connected: false, grants: [] });
    expect(other).to.deep.include({ connected: true, mcp_url: `${app.url}/mcp` });
    expect(other.grants).to.have.length(1);
    expect(other.grants[0]).to.deep.include({
      client_id: oauth.info!.client_id,
      client_name: 'Claude',
      scopes: ['content:read', 'content:draft', 'content:write'],
    });

    // Disconnecting it revokes the grant: the very next call is refused, and so is a refresh.
    expect((await app.request('DELETE', '/api/account/connectors/other', { as: 'alice' })).status).to.equal(204);
    const after = await describedFetch(`${app.url}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${oauth.saved!.access_token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(after.status).to.equal(401);
    expect(after.headers.get('www-authenticate')).to.equal(`Bearer resource_metadata="${app.url}/.well-known/oauth-protected-resource/mcp"`);
    const refresh = await describedFetch(`${app.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: oauth.saved!.refresh_token!, client_id: oauth.info!.client_id }),
    });
    expect(refresh.status).to.equal(400);
    expect(((await refresh.json()) as { error: string }).error).to.equal('invalid_grant');
    expect((await app.request('GET', '/api/account/connectors/other', { as: 'alice' })).body).to.deep.include({ connected: false, grants: [] });
    await client.close();
  });
});
