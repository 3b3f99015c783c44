import { describedFetch } from '../../support/api-description.js';
import { expect } from 'chai';
import { consent } from '../../support/oauth-browser.js';
import { CALLBACK, startOAuthApp } from '../../support/oauth-client.js';
import type { TestApp } from '../../support/test-app.js';
import { authorizationUrl, authorizedCode, mcpRequest, pkce, register, registered, tokenRequest, tokensFor } from './support.js';

/** The refusals a client meets, each with the standard OAuth error. */
describe('OAuth authorization server: refusals', () => {
  let app: TestApp;
  before(async () => {
    app = await startOAuthApp({ env: { OAUTH_RATE_LIMIT: '100000' } });
  });
  after(() => app.stop());

  const exchange = (clientId: string, code: string, verifier: string) =>
    tokenRequest(app, { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: CALLBACK, client_id: clientId });

  it('refuses a code exchanged with the wrong code_verifier', async () => {
    const { client, code } = await authorizedCode(app, 'alice');
    const refused = await exchange(client.client_id, code, pkce().verifier);
    expect(refused.status).to.equal(400);
    expect(refused.body.error).to.equal('invalid_grant');
  });

  it('refuses a code used twice, and revokes what the first exchange issued', async () => {
    const { client, code, verifier } = await authorizedCode(app, 'alice');
    const first = await exchange(client.client_id, code, verifier);
    expect(first.status).to.equal(200);
    expect((await mcpRequest(app, first.body.access_token)).status).to.equal(200);
    const second = await exchange(client.client_id, code, verifier);
    expect(second.status).to.equal(400);
    expect(second.body.error).to.equal('invalid_grant');
    expect((await mcpRequest(app, first.body.access_token)).status).to.equal(401);
  });

  it('refuses a redirect URI the client did not register, without redirecting to it', async () => {
    const client = await registered(app);
    const response = await describedFetch(authorizationUrl(app, client.client_id, { redirectUri: 'https://attacker.example/cb' }), { redirect: 'manual' });
    expect(response.status).to.equal(400);
    expect(response.headers.get('location')).to.equal(null);
    expect(await response.text()).to.include('invalid_redirect_uri');
  });

  it('refuses PKCE with the plain method, and an authorization without PKCE', async () => {
    const client = await registered(app);
    for (const [options, description] of [
      [{ method: 'plain', challenge: 'a'.repeat(43) }, 'not supported value of code_challenge_method'],
      [{ challenge: null, method: null }, 'requires PKCE'],
    ] as const) {
      const response = await describedFetch(authorizationUrl(app, client.client_id, options), { redirect: 'manual' });
      expect(response.status).to.equal(303);
      const callback = new URL(response.headers.get('location')!);
      expect(callback.origin + callback.pathname).to.equal(CALLBACK);
      expect(callback.searchParams.get('error')).to.equal('invalid_request');
      expect(callback.searchParams.get('error_description')).to.include(description);
      expect(callback.searchParams.get('iss')).to.equal(app.url);
    }
  });

  it('requires a resource, and refuses one that is not this service', async () => {
    const client = await registered(app);
    for (const resource of [null, 'https://elsewhere.example/mcp']) {
      const response = await describedFetch(authorizationUrl(app, client.client_id, { resource }), { redirect: 'manual' });
      expect(response.status).to.equal(303);
      expect(new URL(response.headers.get('location')!).searchParams.get('error')).to.equal('invalid_target');
    }
  });

  it('binds the token to its resource: a token for the general API is refused by /mcp, and the reverse', async () => {
    await app.createProject('alice');
    const api = await tokensFor(app, 'alice', { resource: `${app.url}/api` });
    const refused = await mcpRequest(app, api.access_token);
    expect(refused.status).to.equal(401);
    expect(refused.headers.get('www-authenticate')).to.equal(`Bearer resource_metadata="${app.url}/.well-known/oauth-protected-resource/mcp"`);
    expect((await app.request('GET', '/api/projects', { token: api.access_token })).status).to.equal(200);

    const mcp = await tokensFor(app, 'alice', { resource: `${app.url}/mcp/` });
    expect((await mcpRequest(app, mcp.access_token)).status).to.equal(200);
    const fromApi = await app.request('GET', '/api/projects', { token: mcp.access_token });
    expect(fromApi.status).to.equal(401);
    expect(fromApi.body).to.deep.equal({ error: 'Invalid or expired access token' });
  });

  it('refuses an expired access token with 401 and the resource metadata', async () => {
    const { access_token } = await tokensFor(app, 'alice');
    expect((await mcpRequest(app, access_token)).status).to.equal(200);
    app.clock.advance(60 * 60 * 1000);
    const refused = await mcpRequest(app, access_token);
    expect(refused.status).to.equal(401);
    expect(refused.body).to.deep.equal({ error: 'Invalid or expired access token' });
    expect(refused.headers.get('www-authenticate')).to.include('resource_metadata=');
  });

  it('refuses an unknown token, and an ID token, on /mcp', async () => {
    for (const token of ['not-a-token', await app.token('alice')]) {
      const refused = await mcpRequest(app, token);
      expect(refused.status).to.equal(401);
      expect(refused.headers.get('www-authenticate')).to.equal(`Bearer resource_metadata="${app.url}/.well-known/oauth-protected-resource/mcp"`);
    }
  });

  it('sends access_denied back to the client when the user denies', async () => {
    const client = await registered(app);
    const { callback } = await consent(authorizationUrl(app, client.client_id), { idToken: await app.token('alice'), decision: 'deny' });
    expect(callback.searchParams.get('error')).to.equal('access_denied');
    expect(callback.searchParams.get('state')).to.equal('state-1');
    expect(callback.searchParams.get('code')).to.equal(null);
  });

  for (const [uri, reason] of [
    ['http://app.example/cb', 'redirect_uris may use http only on the loopback interface (127.0.0.1, [::1], localhost)'],
    ['javascript:alert(1)', 'redirect_uris must use https (or http on the loopback interface)'],
    ['https://app.example/cb#fragment', 'redirect_uris must not contain fragments'],
    ['com.example.app:/cb', 'redirect_uris must use https (or http on the loopback interface)'],
    ['https://user:secret@app.example/cb', 'redirect_uris must not contain user information'],
  ] as const) {
    it(`refuses to register the redirect URI ${uri}, saying why`, async () => {
      const refused = await register(app, { redirect_uris: [uri] });
      expect(refused).to.deep.equal({ status: 400, body: { error: 'invalid_redirect_uri', error_description: reason } });
    });
  }

  it('registers https redirect URIs and loopback ones, whose port may then vary', async () => {
    const web = await register(app, { redirect_uris: ['https://app.example/cb'], application_type: 'web' });
    expect(web.status).to.equal(201);
    const native = await registered(app, { redirect_uris: ['http://127.0.0.1/callback'] });
    const { callback } = await consent(authorizationUrl(app, native.client_id, { redirectUri: 'http://127.0.0.1:61234/callback' }), {
      idToken: await app.token('alice'),
    });
    expect(callback.host).to.equal('127.0.0.1:61234');
    expect(callback.searchParams.get('code')).to.be.a('string');
  });
});
