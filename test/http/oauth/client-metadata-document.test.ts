import { describedFetch } from '../../support/api-description.js';
import { expect } from 'chai';
import { GuardedFetch, type GuardedRequest } from '../../../application/shared/guarded-fetch.js';
import { DomainRepository } from '../../../application/site/ports.js';
import type { Hostname } from '../../../domain/site/hostname.js';
import { NodeGuardedFetch } from '../../../infrastructure/http/guarded-fetch.js';
import { consent } from '../../support/oauth-browser.js';
import { startOAuthApp } from '../../support/oauth-client.js';
import { Website } from '../../support/stand-ins/website.js';
import { authorizationUrl, mcpRequest, pkce, tokenRequest } from './support.js';

const CLIENT_ID = 'https://claude.ai/oauth/mcp-client-metadata.json';
const CALLBACK = 'https://claude.ai/api/mcp/auth_callback';

/**
 * The guarded fetch, with `https://claude.ai` served by a loopback website (tests have no
 * TLS server for the library's https-only client IDs): every other rule of the guarded
 * fetch still applies, and the website sees the request the service makes.
 */
function rebased(site: Website): GuardedFetch {
  const inner = new NodeGuardedFetch({ allowPrivateNetworks: true, allowedPorts: 'any' });
  return { fetch: (url: string, request?: GuardedRequest) => inner.fetch(url.replace('https://claude.ai', site.url('').replace(/\/$/, '')), request) };
}

describe('OAuth client ID metadata documents', () => {
  let site: Website;
  before(async () => {
    site = await Website.start({
      '/oauth/mcp-client-metadata.json': {
        headers: { 'content-type': 'application/json', 'cache-control': 'max-age=60' },
        body: JSON.stringify({
          client_id: CLIENT_ID,
          client_name: 'Claude',
          redirect_uris: [CALLBACK],
          token_endpoint_auth_method: 'none',
          grant_types: ['authorization_code', 'refresh_token'],
        }),
      },
    });
  });
  after(() => site.stop());

  it('authorizes a client known only by its metadata document URL, fetched through the guarded fetch', async () => {
    const app = await startOAuthApp({ env: { OAUTH_RATE_LIMIT: '100000' }, overrides: [{ token: GuardedFetch, value: rebased(site) }] });
    try {
      const { verifier, challenge } = pkce();
      const { callback, page } = await consent(authorizationUrl(app, CLIENT_ID, { redirectUri: CALLBACK, challenge }), { idToken: await app.token('alice') });
      expect(page).to.include('Claude').and.include('claude.ai');
      expect(site.requests.map((r) => r.path)).to.include('/oauth/mcp-client-metadata.json');
      expect(site.requests[0]!.headers.accept).to.equal('application/json');
      const code = callback.searchParams.get('code')!;
      const tokens = await tokenRequest(app, { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: CALLBACK, client_id: CLIENT_ID });
      expect(tokens.status).to.equal(200);
      expect((await mcpRequest(app, tokens.body.access_token)).status).to.equal(200);
      const claude = await app.request('GET', '/api/account/connectors/claude', { as: 'alice' });
      expect(claude.body.grants[0]).to.deep.include({ client_id: CLIENT_ID, client_name: 'Claude' });
    } finally {
      await app.stop();
    }
  });

  it('fetches a document that fails once per authorization request, and says why it failed', async () => {
    site.set('/oauth/broken.json', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: 'someone-else', redirect_uris: [CALLBACK] }),
    });
    const app = await startOAuthApp({ env: { OAUTH_RATE_LIMIT: '100000' }, overrides: [{ token: GuardedFetch, value: rebased(site) }] });
    try {
      for (const [path, error, description] of [
        ['/oauth/missing.json', 'invalid_client', 'client_id metadata document fetch failed'],
        ['/oauth/broken.json', 'invalid_client_metadata', 'client_id metadata document client_id does not match the expected value'],
      ] as const) {
        for (let attempt = 1; attempt <= 2; attempt += 1) {
          site.requests.length = 0;
          const response = await fetch(authorizationUrl(app, `https://claude.ai${path}`, { redirectUri: CALLBACK }), { redirect: 'manual' });
          expect(response.status).to.equal(400);
          expect(await response.json()).to.deep.equal({ error, error_description: description });
          expect(
            site.requests.map((r) => r.path),
            `${path}, attempt ${attempt}`,
          ).to.deep.equal([path]);
        }
      }
    } finally {
      await app.stop();
    }
  });

  it("refuses a document whose redirect URIs return to a host the service serves: its own, a site's, a verified custom domain", async () => {
    const app = await startOAuthApp({ env: { OAUTH_RATE_LIMIT: '100000' }, overrides: [{ token: GuardedFetch, value: rebased(site) }] });
    try {
      const projectId = await app.createProject('owner');
      const domains = app.get<DomainRepository>(DomainRepository);
      const now = app.clock.now().toISOString();
      await domains.add({
        project_id: projectId,
        hostname: 'www.bakery.example' as Hostname,
        status: 'pending',
        verification_value: 'v',
        created_at: now,
        verified_at: null,
      });
      await domains.markVerified(projectId, 'www.bakery.example', now);
      for (const [name, callback, host] of [
        ['own', `${app.url}/sites/${projectId}/en/page/`, new URL(app.url).host],
        ['site', `https://${projectId}.localhost/en/page/`, `${projectId}.localhost`],
        ['custom', 'https://www.bakery.example/callback', 'www.bakery.example'],
      ] as const) {
        const clientId = `https://claude.ai/oauth/${name}.json`;
        site.set(`/oauth/${name}.json`, {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ client_id: clientId, redirect_uris: [callback], token_endpoint_auth_method: 'none' }),
        });
        const response = await describedFetch(authorizationUrl(app, clientId, { redirectUri: callback }), { redirect: 'manual' });
        expect([response.status, await response.json()], name).to.deep.equal([
          400,
          {
            error: 'invalid_redirect_uri',
            error_description: `redirect_uris must not return to ${host}: this service serves its own pages or published sites there, and a script on such a page could read the authorization code`,
          },
        ]);
      }
    } finally {
      await app.stop();
    }
  });

  it('never fetches a document from a private or loopback address (invalid_client)', async () => {
    const app = await startOAuthApp({ env: { OAUTH_RATE_LIMIT: '100000' } });
    try {
      site.requests.length = 0;
      const clientId = `https://127.0.0.1:${site.port}/oauth/mcp-client-metadata.json`;
      const response = await describedFetch(authorizationUrl(app, clientId, { redirectUri: CALLBACK }), { redirect: 'manual' });
      expect(response.status).to.equal(400);
      expect(await response.text()).to.include('invalid_client');
      expect(site.requests).to.deep.equal([]);
    } finally {
      await app.stop();
    }
  });
});
