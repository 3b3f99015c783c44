import { expect } from 'chai';
import { LoopbackDns } from '../../support/stand-ins/dns.js';
import { TestApp } from '../../support/test-app.js';
import { newDraft, publish } from '../publishing/support.js';
import { verifiedDomain } from './domain-support.js';
import { rawRequest } from './raw-http.js';

const PUBLIC_BASE_URL = 'http://svc.example:4513';
const SITES_DOMAIN = 'sites.example';
const VOICE_STREAM_URL = 'wss://stream.svc.example/api/live/twilio/stream';
const FOR_THE_SERVICE = (hostname: string) => ({ error: `The domain ${hostname} is reserved for the service` });
const UNDER_THE_SERVICE = (hostname: string) => ({ error: `The domain ${hostname} is reserved for the service (svc.example and every name under it)` });
const FOR_THE_SITES = (hostname: string) => ({ error: `The domain ${hostname} is reserved for the projects' sites (sites.example and every name under it)` });

/**
 * Issue 41: no project may have the service's own host, nor a name at or under SITES_DOMAIN, as
 * a custom domain; its custom HTML would run there on an origin that is not its own (the
 * service's holds every signed-in person's token). Nor a name under the service's host: a page
 * there could set cookies for the service's host (cookie tossing).
 */
describe('HTTP site domains: the names no project may claim', () => {
  let dns: LoopbackDns;
  let app: TestApp;
  let projectId: string;
  let siteId: string;
  const domains = (rest = '', project = projectId) => `/api/projects/${project}/domains${rest}`;
  const add = (hostname: string) => app.request('POST', domains(), { as: 'owner', body: { hostname } });
  const verify = (hostname: string, project = projectId) => app.request('POST', domains(`/${hostname}/verify`, project), { as: 'owner' });

  before(async () => {
    dns = await LoopbackDns.start();
    app = await TestApp.start({ env: { DNS_SERVERS: dns.address, PUBLIC_BASE_URL, SITES_DOMAIN, VOICE_STREAM_URL } });
    projectId = await app.createProject('owner');
    siteId = await app.createProject('owner');
    await newDraft(app, siteId, 'home');
    await publish(app, siteId);
  });
  after(async () => {
    await app.stop();
    await dns.close();
  });

  it("refuses the service's own host names however they are spelled (409), and adds nothing", async () => {
    for (const hostname of ['svc.example', 'SVC.Example', 'svc.example.', ' Svc.EXAMPLE. ']) {
      const response = await add(hostname);
      expect([response.status, response.body], hostname).to.deep.equal([409, FOR_THE_SERVICE('svc.example')]);
    }
    // VOICE_STREAM_URL's host is the service's too.
    expect((await add('Stream.svc.example')).body).to.deep.equal(FOR_THE_SERVICE('stream.svc.example'));
    // With its port it is no hostname at all.
    const withPort = await add('svc.example:4513');
    expect([withPort.status, withPort.body.error]).to.deep.equal([
      400,
      'hostname must be a domain name such as www.example.com (no scheme, port or path; not an IP address)',
    ]);
    expect((await app.request('GET', domains(), { as: 'owner' })).body).to.deep.equal({ domains: [] });
  });

  it("refuses every name under the service's host (409): a page there could set cookies for it", async () => {
    for (const hostname of ['x.svc.example', 'WWW.Svc.Example.', 'a.b.svc.example', 'x.stream.svc.example']) {
      const response = await add(hostname);
      expect([response.status, response.body], hostname).to.deep.equal([409, UNDER_THE_SERVICE(hostname.toLowerCase().replace(/\.$/, ''))]);
    }
    expect((await app.request('GET', domains(), { as: 'owner' })).body).to.deep.equal({ domains: [] });
    // A name that merely ends with the same letters is another domain.
    expect((await add('mysvc.example')).status).to.equal(201);
    expect((await app.request('DELETE', domains('/mysvc.example'), { as: 'owner' })).status).to.equal(204);
  });

  it('refuses SITES_DOMAIN itself and every name under it, a project’s site host and names below one included (409)', async () => {
    for (const hostname of [
      'sites.example',
      'Sites.Example.',
      'x.sites.example',
      `${siteId}.sites.example`,
      `sub.${siteId}.sites.example`,
      'a.b.c.sites.example',
    ]) {
      const response = await add(hostname);
      expect([response.status, response.body], hostname).to.deep.equal([409, FOR_THE_SITES(hostname.toLowerCase().replace(/\.$/, ''))]);
    }
    expect((await app.request('GET', domains(), { as: 'owner' })).body).to.deep.equal({ domains: [] });
    // A name that merely ends with the same letters is another domain.
    expect((await add('mysites.example')).status).to.equal(201);
  });

  it('refuses to verify a colliding domain stored before the rule, even with its TXT record in place', async () => {
    await verifiedDomain(app, projectId, 'svc.example', false);
    await verifiedDomain(app, projectId, `sub.${siteId}.sites.example`, false);
    dns.records.set('_content-service.svc.example', [['v']]);
    dns.records.set(`_content-service.sub.${siteId}.sites.example`, [['v']]);
    expect(await verify('svc.example')).to.deep.include({ status: 409, body: FOR_THE_SERVICE('svc.example') });
    expect(await verify(`sub.${siteId}.sites.example`)).to.deep.include({ status: 409, body: FOR_THE_SITES(`sub.${siteId}.sites.example`) });
    const listed = await app.request('GET', domains(), { as: 'owner' });
    const statuses = listed.body.domains.map((d: { hostname: string; status: string }) => [d.hostname, d.status]);
    // Listed for what they are: no site is served there, and they cannot be verified.
    expect(statuses).to.deep.include.members([
      ['svc.example', 'reserved'],
      [`sub.${siteId}.sites.example`, 'reserved'],
    ]);
    // Still removable, so its owner can tidy up.
    expect((await app.request('DELETE', domains('/svc.example'), { as: 'owner' })).status).to.equal(204);
  });

  it('never serves a site on a colliding domain stored as verified, and says so when asked to verify it', async () => {
    await verifiedDomain(app, siteId, 'svc.example');
    // Under the other project's site host (a site host itself, `<label>.sites.example`, serves that label's site only).
    await verifiedDomain(app, siteId, `www.${projectId}.sites.example`);
    await verifiedDomain(app, siteId, 'www.svc.example');
    await verifiedDomain(app, siteId, 'shop.elsewhere.example');
    // The control: a verified domain of the project's serves its site.
    const served = await rawRequest(app.url, '/en/home/', { host: 'shop.elsewhere.example' });
    expect([served.status, served.body.includes('Title of home')]).to.deep.equal([200, true]);

    for (const host of [
      'svc.example:4513',
      'svc.example',
      'SVC.EXAMPLE:4513',
      'svc.example.:4513',
      'www.svc.example:4513',
      `www.${projectId}.sites.example:4513`,
    ]) {
      const page = await rawRequest(app.url, '/en/home/', { host });
      expect(page.body, host).not.to.include('Title of home');
      expect(page.status, host).to.equal(404);
      // The service answers there as itself.
      expect((await rawRequest(app.url, '/healthz', { host })).status, host).to.equal(200);
    }
    expect(await verify('svc.example', siteId)).to.deep.include({ status: 409, body: FOR_THE_SERVICE('svc.example') });
    expect(await verify(`www.${projectId}.sites.example`, siteId)).to.deep.include({ status: 409, body: FOR_THE_SITES(`www.${projectId}.sites.example`) });
    expect(await verify('www.svc.example', siteId)).to.deep.include({ status: 409, body: UNDER_THE_SERVICE('www.svc.example') });
    // Nor does an address there name the project's page (the browser extension's lookup).
    const lookup = await app.request('GET', `/api/site-pages/lookup?url=${encodeURIComponent('https://svc.example/en/home/')}`, { as: 'owner' });
    expect([lookup.status, lookup.body]).to.deep.equal([404, { error: 'No page of your projects is at this address' }]);
  });
});
