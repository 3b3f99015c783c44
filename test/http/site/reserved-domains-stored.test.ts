import { expect } from 'chai';
import { TestApp } from '../../support/test-app.js';
import { newDraft, publish, publishPath } from '../publishing/support.js';
import { verifiedDomain } from './domain-support.js';
import { fetchSite } from './fetch-site.js';

const PUBLIC_BASE_URL = 'http://svc.example:4513';
const SITES_DOMAIN = 'sites.example';

/**
 * Issue 41, continued: a reserved name a project holds as verified in the store (added before
 * the rule, or before the configuration changed) serves nothing, so nothing may name it: not the
 * site's canonical address, not the live agent's frame-ancestors, not the settings a deploy
 * shows, and the domain list says it is reserved rather than verified.
 */
describe('HTTP site domains: a reserved name stored as verified is used nowhere', () => {
  let app: TestApp;
  let projectId: string;
  let otherId: string;
  const siteOrigin = () => `http://${projectId}.${SITES_DOMAIN}:4513`;
  const frameAncestors = async () => {
    const page = await app.request('GET', `/live/embed?project=${projectId}&placement=widget`);
    expect(page.status).to.equal(200);
    return /frame-ancestors ([^;]*);/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
  };
  const canonicalOf = async (slug: string) => /<link rel="canonical" href="([^"]*)">/.exec((await fetchSite(app, projectId, `en/${slug}/`)).text)?.[1];

  before(async () => {
    app = await TestApp.start({ env: { PUBLIC_BASE_URL, SITES_DOMAIN } });
    projectId = await app.createProject('owner');
    otherId = await app.createProject('owner');
    await newDraft(app, projectId, 'home');
    await publish(app, projectId);
    // Stored verified: the service's host, a name under it, a name under another project's site
    // host; all verified at once, so the earliest by name would be the canonical address.
    for (const hostname of ['a.svc.example', 'svc.example', `www.${otherId}.sites.example`]) await verifiedDomain(app, projectId, hostname);
  });
  after(() => app.stop());

  it('does not count them among the settings the deployed site shows (the publish status)', async () => {
    const status = await app.request('GET', publishPath(projectId, '/status'), { as: 'owner' });
    expect([status.status, status.body.settings_changed]).to.deep.equal([200, false]);
  });

  it('lets none of them frame the live agent: the site’s own origin only, until a domain it may use is verified', async () => {
    expect(await frameAncestors()).to.equal(siteOrigin());
    await verifiedDomain(app, projectId, 'z.acme.test');
    expect(await frameAncestors()).to.equal(`${siteOrigin()} https://z.acme.test http://z.acme.test`);
  });

  it('never makes one the canonical address: the site’s own, or the verified domain it may use', async () => {
    await app.request('DELETE', `/api/projects/${projectId}/domains/z.acme.test`, { as: 'owner' });
    await newDraft(app, projectId, 'news');
    await publish(app, projectId);
    expect(await canonicalOf('news')).to.equal(`${siteOrigin()}/en/news/`);
    // The language's home page (slug home) has its index as its one canonical address (issue 43).
    expect(await canonicalOf('home')).to.equal(`${siteOrigin()}/en/`);
    // Verified after them (and last by name), it is the first the site may be served on.
    await verifiedDomain(app, projectId, 'z.acme.test');
    await newDraft(app, projectId, 'contact');
    await publish(app, projectId);
    expect(await canonicalOf('contact')).to.equal('https://z.acme.test/en/contact/');
    expect(await canonicalOf('home')).to.equal('https://z.acme.test/en/');
  });

  it('lists them as reserved (no site is served there, and they cannot be verified), the others as stored', async () => {
    await verifiedDomain(app, projectId, 'pending.acme.test', false);
    await verifiedDomain(app, projectId, 'x.svc.example', false);
    const listed = await app.request('GET', `/api/projects/${projectId}/domains`, { as: 'owner' });
    expect(listed.status).to.equal(200);
    const statuses = listed.body.domains.map((d: { hostname: string; status: string }) => [d.hostname, d.status]);
    expect(statuses).to.have.deep.members([
      ['a.svc.example', 'reserved'],
      ['svc.example', 'reserved'],
      [`www.${otherId}.sites.example`, 'reserved'],
      ['x.svc.example', 'reserved'],
      ['z.acme.test', 'verified'],
      ['pending.acme.test', 'pending'],
    ]);
    // When it was verified stays shown: the configuration, not the owner, made it unusable.
    expect(listed.body.domains.find((d: { hostname: string }) => d.hostname === 'svc.example')).to.deep.include({ verified_at: '2026-01-01T00:00:00Z' });
  });
});
