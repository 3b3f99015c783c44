import { describedFetch } from '../../support/api-description.js';
import { discoverOAuthServerInfo } from '@modelcontextprotocol/client';
import { expect } from 'chai';
import { request as httpRequest } from 'node:http';
import { startOAuthApp } from '../../support/oauth-client.js';
import type { TestApp } from '../../support/test-app.js';
import { authorizedCode, tokenRequest } from './support.js';
import { CALLBACK } from '../../support/oauth-client.js';

describe('OAuth metadata (RFC 8414, RFC 9728) and the /oauth/* rate limit', () => {
  let app: TestApp;
  before(async () => {
    // The contract's limit: 30 requests per minute per IP on /oauth/*.
    app = await startOAuthApp();
  });
  after(() => app.stop());

  it('publishes the authorization server metadata at the root well-known path, the issuer being PUBLIC_BASE_URL', async () => {
    const { status, body } = await app.request('GET', '/.well-known/oauth-authorization-server');
    expect(status).to.equal(200);
    expect(body).to.deep.include({
      issuer: app.url,
      authorization_endpoint: `${app.url}/oauth/authorize`,
      token_endpoint: `${app.url}/oauth/token`,
      registration_endpoint: `${app.url}/oauth/register`,
      revocation_endpoint: `${app.url}/oauth/revoke`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      authorization_response_iss_parameter_supported: true,
      client_id_metadata_document_supported: true,
    });
    expect(body.scopes_supported).to.include.members(['content:read', 'content:draft', 'content:write']);
    // Whatever Host a request names, the endpoints stay on PUBLIC_BASE_URL.
    const spoofed = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(`${app.url}/.well-known/oauth-authorization-server`, { headers: { host: 'attacker.example' } }, (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve(text));
      });
      request.on('error', reject).end();
    });
    expect((JSON.parse(spoofed) as { token_endpoint: string }).token_endpoint).to.equal(`${app.url}/oauth/token`);
  });

  it("switches the library's request context off once none of its requests is in flight", async () => {
    const { default: requestContext } = await import('oidc-provider/lib/helpers/als.js');
    const answers = await Promise.all(Array.from({ length: 8 }, () => app.request('GET', '/.well-known/oauth-authorization-server')));
    expect(answers.map((answer) => answer.status)).to.deep.equal(Array(8).fill(200));
    // Node 20's AsyncLocalStorage says whether its promise hook is on; Node 24's has none to keep.
    const state = requestContext as unknown as { enabled?: boolean };
    expect(state.enabled ?? false).to.equal(false);
  });

  it('publishes the protected resource metadata of /mcp at both well-known paths, and of the general API', async () => {
    const mcp = {
      resource: `${app.url}/mcp`,
      authorization_servers: [app.url],
      scopes_supported: ['content:read', 'content:draft', 'content:write'],
      bearer_methods_supported: ['header'],
    };
    for (const path of ['/.well-known/oauth-protected-resource/mcp', '/.well-known/oauth-protected-resource']) {
      expect((await app.request('GET', path)).body).to.deep.include(mcp);
    }
    expect((await app.request('GET', '/.well-known/oauth-protected-resource/api')).body).to.deep.include({ resource: `${app.url}/api` });
  });

  it("is discovered from the MCP endpoint's address by the SDK's own discovery", async () => {
    const info = await discoverOAuthServerInfo(new URL(`${app.url}/mcp`));
    expect(String(info.authorizationServerUrl)).to.equal(app.url);
    expect(info.resourceMetadata?.resource).to.equal(`${app.url}/mcp`);
    expect(info.authorizationServerMetadata?.issuer).to.equal(app.url);
  });

  it('completes the flow for one client well within 30 requests a minute, then answers 429 with Retry-After once 30 are used', async () => {
    const { client, code, verifier, outcome } = await authorizedCode(app, 'alice');
    const token = await tokenRequest(app, {
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: CALLBACK,
      client_id: client.client_id,
    });
    expect(token.status).to.equal(200);
    const used = 1 + outcome.requests + 1; // register, the browser's requests, the token
    expect(used).to.be.at.most(10);
    const answers: number[] = [];
    for (let i = used; i < 32; i += 1) answers.push((await describedFetch(`${app.url}/oauth/jwks`)).status);
    expect(answers.filter((s) => s === 200)).to.have.length(30 - used);
    expect(answers.slice(-2)).to.deep.equal([429, 429]);
    const refused = await describedFetch(`${app.url}/oauth/token`, { method: 'POST' });
    expect(refused.status).to.equal(429);
    expect(Number(refused.headers.get('retry-after'))).to.be.within(1, 60);
    // The window slides: a minute later the client may go on.
    app.clock.advance(60_000);
    expect((await describedFetch(`${app.url}/oauth/jwks`)).status).to.equal(200);
  });
});
