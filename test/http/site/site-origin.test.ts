import { expect } from 'chai';
import { TestApp } from '../../support/test-app.js';
import { anImageFile, rawRequest as upload } from '../media/support.js';
import { newDraft, publish } from '../publishing/support.js';
import { verifiedDomain } from './domain-support.js';
import { fetchSite } from './fetch-site.js';
import { rawRequest } from './raw-http.js';

const PUBLIC_BASE_URL = 'https://content.example.com:8443';
const SITES_DOMAIN = 'sites.example.net';

/**
 * Issue 29: a project's site lives on an origin of its own, `<project>.<SITES_DOMAIN>`, never
 * the service's (the API, the portal and its sign-in) nor another project's. The service's old
 * `/sites/<project>/` addresses lead there; the site's host serves the site and that project's
 * images, and nothing of the service.
 */
describe('HTTP site: every site on an origin of its own', () => {
  let app: TestApp;
  let projectId: string;
  let otherId: string;
  let image: { id: string; url: string };
  let otherImage: { url: string };
  const origin = (id: string) => `https://${id}.${SITES_DOMAIN}:8443`;

  before(async () => {
    app = await TestApp.start({ env: { PUBLIC_BASE_URL, SITES_DOMAIN } });
    projectId = await app.createProject('owner', { name: 'Acme' });
    otherId = await app.createProject('owner', { name: 'Other' });
    image = (await upload(app, 'POST', `/api/projects/${projectId}/images`, { as: 'owner', body: await anImageFile('png', 1) })).body;
    otherImage = (await upload(app, 'POST', `/api/projects/${otherId}/images`, { as: 'owner', body: await anImageFile('png', 2) })).body;
    await newDraft(app, projectId, 'about', {}, `# About\n\n![Shop](${image.url})`);
    await publish(app, projectId);
  });
  after(() => app.stop());

  it('names the site’s address in the project: the project id under SITES_DOMAIN, with the scheme and port of PUBLIC_BASE_URL', async () => {
    const read = await app.request('GET', `/api/projects/${projectId}`, { as: 'owner' });
    expect(read.body.site_url).to.equal(`${origin(projectId)}/`);
    const listed = await app.request('GET', '/api/projects', { as: 'owner' });
    expect(listed.body.projects.map((p: { id: string; site_url: string }) => [p.id, p.site_url])).to.deep.equal([
      [projectId, `${origin(projectId)}/`],
      [otherId, `${origin(otherId)}/`],
    ]);
    const created = await app.request('POST', '/api/projects', { as: 'owner', body: { name: 'New' } });
    expect(created.body.site_url).to.equal(`${origin(created.body.id)}/`);
    const renamed = await app.request('PATCH', `/api/projects/${projectId}`, { as: 'owner', body: { name: 'Acme Ltd' } });
    expect(renamed.body.site_url).to.equal(`${origin(projectId)}/`);
  });

  it('answers GET and HEAD of /sites/<project>/... on the service with 308 to the same page on the site’s origin, the query kept', async () => {
    for (const method of ['GET', 'HEAD']) {
      for (const [path, location] of [
        [`/sites/${projectId}/en/about/?utm_source=mail&x=%20y`, `${origin(projectId)}/en/about/?utm_source=mail&x=%20y`],
        [`/sites/${projectId}/sitemap.xml`, `${origin(projectId)}/sitemap.xml`],
        [`/sites/${projectId}/`, `${origin(projectId)}/`],
        [`/sites/${projectId}`, `${origin(projectId)}/`],
        [`/sites/${projectId}?q=1`, `${origin(projectId)}/?q=1`],
        [`/sites/${otherId}/en/`, `${origin(otherId)}/en/`],
        // Always to the site's host: a path that looks like another host stays a path there.
        [`/sites/${projectId}//elsewhere.example/x`, `${origin(projectId)}//elsewhere.example/x`],
      ]) {
        const moved = await rawRequest(app.url, path!, {}, method);
        expect([moved.status, moved.headers.location], `${method} ${path}`).to.deep.equal([308, location]);
      }
    }
    // An id no site host can hold: nothing to lead to.
    for (const path of ['/sites/..%2f/', '/sites/UPPER/', '/sites/a.b/', '/sites/a%2eb/x'])
      expect((await rawRequest(app.url, path)).status, path).to.equal(404);
    // Only reads are led there.
    expect((await app.request('POST', `/sites/${projectId}/en/about/`)).status).to.equal(405);
  });

  it('serves the site and its own images on the site’s host, and no other project’s images', async () => {
    const page = await fetchSite(app, projectId, 'en/about/');
    expect([page.status, page.text.includes('<h1>Title of about</h1>')]).to.deep.equal([200, true]);
    expect(page.text).to.include(`<img src="${image.url}"`);
    const own = await fetchSite(app, projectId, image.url.slice(1));
    expect([own.status, own.headers.get('content-type')]).to.deep.equal([200, 'image/png']);
    // Another project's image: not on this host (it is on its own site's, and on the service's address).
    expect((await fetchSite(app, projectId, otherImage.url.slice(1))).status).to.equal(404);
    expect((await fetchSite(app, otherId, otherImage.url.slice(1))).status).to.equal(200);
    expect((await rawRequest(app.url, otherImage.url)).status).to.equal(200);
    // A project without a deployed site: its host answers the plain "not found" page.
    const empty = await fetchSite(app, otherId);
    expect([empty.status, empty.headers.get('content-type')]).to.deep.equal([404, 'text/html; charset=utf-8']);
  });

  it('answers /favicon.ico on every site’s host with an icon, cached for a day (it was 404 on every page)', async () => {
    for (const id of [projectId, otherId]) {
      const icon = await fetchSite(app, id, 'favicon.ico');
      expect([icon.status, icon.headers.get('content-type'), icon.headers.get('cache-control')]).to.deep.equal([200, 'image/x-icon', 'public, max-age=86400']);
      // An ICO of one 32×32, 32-bit image.
      const { bytes } = icon;
      expect([bytes.readUInt16LE(2), bytes.readUInt16LE(4), bytes[6], bytes[7], bytes.readUInt16LE(12)]).to.deep.equal([1, 1, 32, 32, 32]);
    }
  });

  it('serves nothing of the service on a site’s host: no API, portal, sign-in, OAuth, MCP, conversation frame or page of its own', async () => {
    const token = await app.token('owner');
    for (const path of [
      'api/projects',
      `api/projects/${projectId}`,
      'edit/',
      'auth/config',
      'openapi.json',
      'docs',
      'healthz',
      'oauth/authorize?client_id=x',
      '.well-known/oauth-authorization-server',
      '.well-known/oauth-protected-resource/mcp',
      `live/embed?project=${projectId}&placement=widget`,
      'assets/does-not-matter.js',
      'mcp',
    ]) {
      const answer = await fetchSite(app, projectId, path, { authorization: `Bearer ${token}` });
      expect(answer.status, path).to.equal(404);
      expect(answer.text, path).to.not.include(projectId).and.not.include('"projects"');
    }
    // Nor the embedded voice endpoint, whose WebSocket upgrades never reach the route table.
    const upgrade = await fetchSite(app, projectId, 'api/live/voice', {
      connection: 'Upgrade',
      upgrade: 'websocket',
      'sec-websocket-version': '13',
      'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
    });
    expect([upgrade.status, JSON.parse(upgrade.text)]).to.deep.equal([404, { error: 'Not found' }]);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      for (const path of ['api/projects', 'mcp', 'oauth/token', 'api/live/session', 'en/about/']) {
        const refused = await fetchSite(app, projectId, path, { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, method);
        expect([refused.status, refused.headers.get('allow'), JSON.parse(refused.text)], `${method} ${path}`).to.deep.equal([
          405,
          'GET, HEAD',
          { error: 'Method not allowed' },
        ]);
      }
    }
  });

  it('keeps a site’s host its own: a domain under SITES_DOMAIN verified by another project does not take it', async () => {
    await verifiedDomain(app, otherId, `${projectId}.${SITES_DOMAIN}`);
    expect((await fetchSite(app, projectId, 'en/about/')).text).to.include('<h1>Title of about</h1>');
  });
});
