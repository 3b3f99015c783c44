import { expect } from 'chai';
import { DomainRepository } from '../../../application/site/ports.js';
import type { Hostname } from '../../../domain/site/hostname.js';
import { browse, CookieJar } from '../../support/oauth-browser.js';
import { startOAuthApp } from '../../support/oauth-client.js';
import type { TestApp } from '../../support/test-app.js';
import { authorizationUrl, register, registered } from './support.js';

const refusal = (host: string) =>
  `redirect_uris must not return to ${host}: this service serves its own pages or published sites there, and a script on such a page could read the authorization code`;

/**
 * An OAuth client may not send the code to a page the service serves (issue 29): its own origin
 * (a project's custom page under `/sites/` would read `?code=`), a site's host under SITES_DOMAIN,
 * or a verified custom domain, whether the client registers, or the domain is verified later.
 */
describe('OAuth redirect URIs on hosts the service serves', () => {
  let app: TestApp;
  let projectId: string;
  before(async () => {
    app = await startOAuthApp({ env: { OAUTH_RATE_LIMIT: '100000', SITES_DOMAIN: 'sites.test' } });
    projectId = await app.createProject('owner');
  });
  after(() => app.stop());

  /** Marks `hostname` verified for the project, as DNS verification would. */
  const verified = async (hostname: string) => {
    const domains = app.get<DomainRepository>(DomainRepository);
    const now = app.clock.now().toISOString();
    await domains.add({
      project_id: projectId,
      hostname: hostname as Hostname,
      status: 'pending',
      verification_value: 'v',
      created_at: now,
      verified_at: null,
    });
    expect((await domains.markVerified(projectId, hostname, now)).kind).to.equal('verified');
  };

  it('refuses to register one on the service itself, a site host or a verified custom domain', async () => {
    await verified('www.bakery.example');
    const own = new URL(app.url);
    for (const [uri, host] of [
      [`${app.url}/sites/${projectId}/en/page/`, own.host],
      [`http://localhost:${own.port}/callback`, `localhost:${own.port}`],
      [`https://${projectId}.sites.test/en/page/`, `${projectId}.sites.test`],
      ['https://www.bakery.example/callback', 'www.bakery.example'],
    ] as const) {
      const refused = await register(app, { redirect_uris: ['https://app.example/cb', uri], application_type: 'web' });
      expect(refused, uri).to.deep.equal({ status: 400, body: { error: 'invalid_redirect_uri', error_description: refusal(host) } });
    }
    // Beside them, other hosts and other loopback ports stay open to clients.
    expect((await register(app, { redirect_uris: ['https://bakery.example/cb', 'https://sites.test/cb'], application_type: 'web' })).status).to.equal(201);
  });

  it('refuses the authorization of a client whose redirect URI became a verified custom domain after it registered', async () => {
    const client = await registered(app, { redirect_uris: ['https://shop.example/callback'], application_type: 'web' });
    await verified('shop.example');
    const jar = new CookieJar();
    const start = await browse(jar, authorizationUrl(app, client.client_id, { redirectUri: 'https://shop.example/callback' }).href);
    expect(start.status, start.body).to.equal(303);
    const page = await browse(jar, new URL(start.location!, app.url).href);
    expect(page.status).to.equal(400);
    expect(page.body).to.include('Cannot continue').and.include(refusal('shop.example').replace(/'/g, '&#39;'));
    // A form posted anyway is refused the same way: no code is issued.
    const submitted = await browse(jar, new URL(start.location!, app.url).href, { form: { csrf: 'x', id_token: await app.token('alice'), decision: 'allow' } });
    expect([submitted.status, submitted.location]).to.deep.equal([400, null]);
  });
});
