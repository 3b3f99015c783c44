import { describedFetch } from '../../support/api-description.js';
import { expect } from 'chai';
import { browse, consent, CookieJar, csrfOf } from '../../support/oauth-browser.js';
import { startOAuthApp } from '../../support/oauth-client.js';
import type { TestApp } from '../../support/test-app.js';
import { authorizationUrl, registered } from './support.js';

/** The sign-in and consent page: what it shows (escaped), and what it refuses. */
describe('OAuth sign-in and consent page', () => {
  let app: TestApp;
  before(async () => {
    app = await startOAuthApp({ env: { OAUTH_RATE_LIMIT: '100000' } });
  });
  after(() => app.stop());

  /** Opens the authorization request in a fresh browser and answers the page's address and HTML. */
  async function openPage(clientId: string, options: Parameters<typeof authorizationUrl>[2] = {}) {
    const jar = new CookieJar();
    const start = await browse(jar, authorizationUrl(app, clientId, options).href);
    expect(start.status).to.equal(303);
    const url = new URL(start.location!, app.url).href;
    const page = await browse(jar, url);
    return { jar, url, page };
  }

  it("shows the client's name, its redirect host and the scopes, every value escaped, with no outside asset and no framing", async () => {
    const client = await registered(app, { client_name: '<script>alert("x")</script> & co', redirect_uris: ['http://localhost:8976/oauth/callback'] });
    const jar = new CookieJar();
    const start = await browse(
      jar,
      authorizationUrl(app, client.client_id, { redirectUri: 'http://localhost:8976/oauth/callback', scope: 'content:read' }).href,
    );
    const response = await describedFetch(new URL(start.location!, app.url), { headers: { cookie: jar.header() } });
    const html = await response.text();
    expect(response.status).to.equal(200);
    expect(html).to.include('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co').and.not.include('<script>');
    expect(html).to.include('localhost:8976').and.include('content:read').and.not.include('content:write');
    expect(html).to.include(client.client_id);
    expect(html).to.not.match(/(src|href)="?https?:/);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).to.include("default-src 'none'").and.include("script-src 'self'").and.include("style-src 'self'").and.include("frame-ancestors 'none'");
    expect(csp).to.not.include('unsafe-inline');
    expect(html).to.not.match(/<script>|<style>|\sstyle=|\son[a-z]+=/);
    expect(html).to.match(/<script type="module" src="\/assets\/consent-[A-Z0-9]+\.js"><\/script>/);
    expect(response.headers.get('x-frame-options')).to.equal('DENY');
    expect(response.headers.get('cache-control')).to.equal('no-store');
  });

  it('names the resource the token will be for: the MCP server or the general API', async () => {
    const client = await registered(app);
    for (const [resource, other] of [
      ['/mcp', '/api'],
      ['/api', '/mcp'],
    ] as const) {
      const { page } = await openPage(client.client_id, { resource: `${app.url}${resource}` });
      expect(page.status).to.equal(200);
      expect(page.body, resource).to.include(`<code>${app.url}${resource}</code>`).and.not.include(`${app.url}${other}`);
    }
  });

  it('refuses a submission without the CSRF token of its interaction, issuing nothing', async () => {
    const client = await registered(app);
    const other = await openPage(client.client_id);
    const { jar, url, page } = await openPage(client.client_id);
    for (const csrf of ['', 'forged', csrfOf(other.page.body)]) {
      const refused = await browse(jar, url, { form: { csrf, id_token: await app.token('alice'), decision: 'allow' } });
      expect(refused.status).to.equal(403);
      expect(refused.location).to.equal(null);
    }
    // The page still works with its own token.
    const allowed = await browse(jar, url, { form: { csrf: csrfOf(page.body), id_token: await app.token('alice'), decision: 'allow' } });
    expect(allowed.status).to.equal(303);
  });

  it('refuses a form posted from another browser (no interaction cookie), even with a valid CSRF token', async () => {
    const client = await registered(app);
    const { url, page } = await openPage(client.client_id);
    const foreign = await browse(new CookieJar(), url, { form: { csrf: csrfOf(page.body), id_token: await app.token('mallory'), decision: 'allow' } });
    expect(foreign.status).to.equal(400);
    expect(foreign.body).to.include('expired');
  });

  it('asks again for a missing or invalid ID token (401 for an invalid one), then accepts a valid one', async () => {
    const client = await registered(app);
    const { jar, url, page } = await openPage(client.client_id);
    const csrf = csrfOf(page.body);
    const missing = await browse(jar, url, { form: { csrf, id_token: '  ', decision: 'allow' } });
    expect(missing.status).to.equal(400);
    expect(missing.body).to.include('Sign in to allow access.');
    const expired = await app.token('alice', { iat: new Date(app.clock.now().getTime() - 2 * 3600_000), ttlSeconds: 60 });
    for (const token of ['garbage', expired, await app.issuer.token({ sub: 'alice', audience: 'someone-else' })]) {
      const refused = await browse(jar, url, { form: { csrf, id_token: token, decision: 'allow' } });
      expect(refused.status).to.equal(401);
      expect(refused.body).to.include('Your sign-in was not accepted');
    }
    const allowed = await browse(jar, url, { form: { csrf, id_token: await app.token('alice'), decision: 'allow' } });
    expect(allowed.status).to.equal(303);
  });

  it('answers an unknown or finished interaction with a page saying it expired', async () => {
    const client = await registered(app);
    expect((await browse(new CookieJar(), `${app.url}/oauth/interaction/unknown`)).status).to.equal(400);
    const jar = new CookieJar();
    const { callback } = await consent(authorizationUrl(app, client.client_id), { idToken: await app.token('alice'), jar });
    expect(callback.searchParams.get('code')).to.be.a('string');
    const again = await browse(jar, `${app.url}/oauth/interaction/${'x'.repeat(43)}`);
    expect(again.status).to.equal(400);
  });
});
