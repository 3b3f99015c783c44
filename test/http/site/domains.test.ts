import { expect } from 'chai';
import { LoopbackDns } from '../../support/stand-ins/dns.js';
import { TestApp } from '../../support/test-app.js';
import { publish, newDraft } from '../publishing/support.js';
import { rawRequest } from './raw-http.js';

describe('HTTP site domains: add, verify through DNS TXT, remove', () => {
  let dns: LoopbackDns;
  let app: TestApp;
  let projectId: string;
  let otherId: string;
  const domains = (rest = '', project = projectId) => `/api/projects/${project}/domains${rest}`;
  const add = (hostname: unknown, as = 'owner', project = projectId) => app.request('POST', domains('', project), { as, body: { hostname } });

  before(async () => {
    dns = await LoopbackDns.start();
    app = await TestApp.start({ env: { DNS_SERVERS: dns.address } });
    projectId = await app.createProject('owner');
    otherId = await app.createProject('owner');
    await app.addMember(projectId, 'owner', 'editor', 'manager');
    await newDraft(app, projectId, 'home');
    await publish(app, projectId);
  });
  after(async () => {
    await app.stop();
    await dns.close();
  });

  it('adds a pending domain with its TXT record, verifies it, then serves the site there', async () => {
    const added = await add('Shop.Example.COM.');
    expect(added.status).to.equal(201);
    expect(added.body).to.deep.equal({
      hostname: 'shop.example.com',
      status: 'pending',
      verification: { type: 'TXT', name: '_content-service.shop.example.com', value: added.body.verification.value },
      created_at: app.clock.now().toISOString(),
      verified_at: null,
    });
    expect(added.body.verification.value).to.match(/^content-service-verification=[A-Za-z0-9_-]{43}$/);

    const missing = await app.request('POST', domains('/shop.example.com/verify'), { as: 'owner' });
    expect([missing.status, missing.body]).to.deep.equal([
      409,
      {
        error: `The TXT record _content-service.shop.example.com does not hold the expected value ${added.body.verification.value}`,
        found: [],
      },
    ]);
    dns.records.set('_content-service.shop.example.com', [['something-else']]);
    const wrong = await app.request('POST', domains('/shop.example.com/verify'), { as: 'owner' });
    expect([wrong.status, wrong.body.found]).to.deep.equal([409, ['something-else']]);
    // A long value may come split in several strings: they are one value.
    const value: string = added.body.verification.value;
    dns.records.set('_content-service.shop.example.com', [['other'], [value.slice(0, 20), value.slice(20)]]);
    expect((await rawRequest(app.url, '/', { host: 'shop.example.com' })).status).to.equal(404);
    const verified = await app.request('POST', domains('/shop.example.com/verify'), { as: 'owner' });
    expect(verified.status).to.equal(200);
    expect(verified.body).to.deep.include({ hostname: 'shop.example.com', status: 'verified', verified_at: app.clock.now().toISOString() });
    expect(dns.queries).to.include('_content-service.shop.example.com');

    const listed = await app.request('GET', domains(), { as: 'editor' });
    expect(listed.body).to.deep.equal({ domains: [verified.body] });
    const site = await rawRequest(app.url, '/en/home/', { host: 'shop.example.com' });
    expect(site.status).to.equal(200);
    expect(site.body).to.include('Title of home');

    // Verified here: another project cannot add it (409), and removal stops serving at once.
    const taken = await add('shop.example.com', 'owner', otherId);
    expect([taken.status, taken.body]).to.deep.equal([409, { error: 'The domain shop.example.com is already verified by another project' }]);
    expect((await add('shop.example.com')).body).to.deep.equal({ error: 'The domain shop.example.com is already added to this project' });
    expect((await app.request('DELETE', domains('/SHOP.example.com'), { as: 'owner' })).status).to.equal(204);
    expect((await rawRequest(app.url, '/en/home/', { host: 'shop.example.com' })).status).to.equal(404);
    expect((await app.request('DELETE', domains('/shop.example.com'), { as: 'owner' })).body).to.deep.equal({ error: 'Domain not found' });
  });

  it('normalises hostnames (IDNA) and refuses addresses, ports and paths (400)', async () => {
    const idn = await add('bücher.example');
    expect(idn.body.hostname).to.equal('xn--bcher-kva.example');
    for (const hostname of [
      '127.0.0.1',
      '0x7f.1',
      '[::1]',
      '::1',
      'example.com:8080',
      'http://example.com',
      'example.com/path',
      'localhost',
      'a..b',
      '-a.com',
      'x'.repeat(64) + '.com',
      '',
      42,
      'exa mple.com',
      'user@example.com',
    ]) {
      const response = await add(hostname);
      expect([response.status, response.body], String(hostname)).to.deep.equal([
        400,
        {
          error: 'hostname must be a domain name such as www.example.com (no scheme, port or path; not an IP address)',
        },
      ]);
    }
  });

  it('lets a pending hostname be claimed by several projects until one verifies it', async () => {
    expect((await add('shared.example.org')).status).to.equal(201);
    const second = await add('shared.example.org', 'owner', otherId);
    expect(second.status).to.equal(201);
    dns.records.set('_content-service.shared.example.org', [[second.body.verification.value]]);
    expect((await app.request('POST', domains('/shared.example.org/verify', otherId), { as: 'owner' })).status).to.equal(200);
    dns.records.set('_content-service.shared.example.org', [[second.body.verification.value]]);
    const first = await app.request('POST', domains('/shared.example.org/verify'), { as: 'owner' });
    expect(first.status).to.equal(409);
  });

  it('needs the admin role to change domains, membership to read them', async () => {
    expect((await add('x.example.net', 'editor')).body).to.deep.equal({ error: 'Insufficient permission' });
    expect((await app.request('POST', domains('/x.example.net/verify'), { as: 'editor' })).status).to.equal(403);
    expect((await app.request('DELETE', domains('/x.example.net'), { as: 'editor' })).status).to.equal(403);
    expect((await app.request('GET', domains(), { as: 'stranger' })).status).to.equal(404);
    expect((await app.request('POST', domains('/nothing.example/verify'), { as: 'owner' })).body).to.deep.equal({ error: 'Domain not found' });
  });
});
