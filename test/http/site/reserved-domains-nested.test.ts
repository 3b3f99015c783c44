import { expect } from 'chai';
import { TestApp } from '../../support/test-app.js';
import { newDraft, publish } from '../publishing/support.js';
import { fetchSite } from './fetch-site.js';

const PUBLIC_BASE_URL = 'http://svc.example:4513';
const SITES_DOMAIN = 'sites.svc.example';

/**
 * SITES_DOMAIN under the service's own host (allowed: the service's host is no site's): the
 * names under SITES_DOMAIN are reserved by the sites' rule, every other name under the
 * service's host by the service's, and each project's own site host still serves its site (it
 * is the site's origin, not a custom domain).
 */
describe('HTTP site domains: SITES_DOMAIN under the service’s host', () => {
  let app: TestApp;
  let projectId: string;
  const add = (hostname: string) => app.request('POST', `/api/projects/${projectId}/domains`, { as: 'owner', body: { hostname } });

  before(async () => {
    app = await TestApp.start({ env: { PUBLIC_BASE_URL, SITES_DOMAIN } });
    projectId = await app.createProject('owner');
    await newDraft(app, projectId, 'home');
    await publish(app, projectId);
  });
  after(() => app.stop());

  it('serves each project’s site on its own host there, which is its canonical address and may frame its live agent', async () => {
    const origin = `http://${projectId}.${SITES_DOMAIN}:4513`;
    const page = await fetchSite(app, projectId, 'en/home/');
    expect([page.status, page.text.includes('Title of home')]).to.deep.equal([200, true]);
    // The home page's canonical address is its language's index (issue 43).
    expect(page.text).to.include(`<link rel="canonical" href="${origin}/en/">`);
    const frame = await app.request('GET', `/live/embed?project=${projectId}&placement=widget`);
    expect(frame.headers.get('content-security-policy')).to.include(`frame-ancestors ${origin};`);
  });

  it('refuses the names under SITES_DOMAIN by the sites’ rule, every other name under the service’s host by the service’s (409)', async () => {
    const forTheSites = (hostname: string) => `The domain ${hostname} is reserved for the projects' sites (sites.svc.example and every name under it)`;
    const expected: Array<[string, string]> = [
      ['svc.example', 'The domain svc.example is reserved for the service'],
      ['sites.svc.example', forTheSites('sites.svc.example')],
      [`${projectId}.sites.svc.example`, forTheSites(`${projectId}.sites.svc.example`)],
      [`www.${projectId}.sites.svc.example`, forTheSites(`www.${projectId}.sites.svc.example`)],
      ['www.svc.example', 'The domain www.svc.example is reserved for the service (svc.example and every name under it)'],
      ['mysites.svc.example', 'The domain mysites.svc.example is reserved for the service (svc.example and every name under it)'],
    ];
    for (const [hostname, error] of expected) {
      const response = await add(hostname);
      expect([response.status, response.body], hostname).to.deep.equal([409, { error }]);
    }
    expect((await app.request('GET', `/api/projects/${projectId}/domains`, { as: 'owner' })).body).to.deep.equal({ domains: [] });
  });
});
