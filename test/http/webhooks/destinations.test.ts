import { expect } from 'chai';
import { TestApp } from '../../support/test-app.js';
import { createWebhook, OWNER, webhooksPath } from './support.js';

const NOT_PUBLIC = 'url must not point to a private, loopback or link-local address';
const BAD_URL = 'url must be an http or https URL of at most 2000 characters, without credentials';
const PUBLIC_URL = 'https://hooks.example.com/content';

/** Where a webhook may point, decided when it is created or changed; nothing is delivered here (no dispatcher). */
describe('HTTP webhooks: where a URL may point (ALLOW_PRIVATE_WEBHOOKS off)', () => {
  let app: TestApp;
  let projectId: string;
  let hooks: string;
  before(async () => {
    app = await TestApp.start({ env: { WEBHOOK_DISPATCHER: 'false' } });
    projectId = await app.createProject(OWNER);
    hooks = webhooksPath(projectId);
  });
  after(() => app.stop());
  afterEach(async () => {
    for (const webhook of (await app.request('GET', hooks, { as: OWNER })).body.webhooks) await app.request('DELETE', `${hooks}/${webhook.id}`, { as: OWNER });
  });

  const create = (url: string) => app.request('POST', hooks, { as: OWNER, body: { url, events: ['*'] } });
  const listed = async () => (await app.request('GET', hooks, { as: OWNER })).body.webhooks.map((w: { url: string }) => w.url);

  it('refuses a loopback, private or link-local address literal with 400, in every spelling, creating nothing', async () => {
    const urls = [
      'http://127.0.0.1:8080/hook',
      'http://10.0.0.5/hook',
      'http://192.168.1.20/',
      'http://172.16.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://0.0.0.0/',
      'http://[::1]/',
      'http://[::7f00:1]/',
      'http://[::127.0.0.1]/',
      'http://[::ffff:10.0.0.1]/',
      'http://[64:ff9b::a9fe:a9fe]/',
      'http://[2002:7f00:1::]/',
      'http://[fe80::1]/',
      'http://[fd00::1]/',
      'http://localhost:3000/hook',
      'http://api.localhost/hook',
    ];
    for (const url of urls) {
      const response = await create(url);
      expect([response.status, response.body], url).to.deep.equal([400, { error: NOT_PUBLIC }]);
    }
    expect(await listed()).to.deep.equal([]);
  });

  it('accepts a public address literal and a host name (a name is checked when connecting)', async () => {
    for (const url of ['https://93.184.216.34/hook', 'https://[2606:4700::1111]/hook', PUBLIC_URL]) expect((await create(url)).status, url).to.equal(201);
    expect(await listed()).to.have.members(['https://93.184.216.34/hook', 'https://[2606:4700::1111]/hook', PUBLIC_URL]);
  });

  it('refuses a change of URL to a private address with 400, keeping the URL it had', async () => {
    const created = await createWebhook(app, projectId, { url: PUBLIC_URL, events: ['*'] });
    const one = `${hooks}/${created.id}`;
    for (const url of ['http://127.0.0.1/', 'http://[::7f00:1]/', 'http://10.1.2.3/in']) {
      const response = await app.request('PATCH', one, { as: OWNER, body: { url, enabled: false } });
      expect([response.status, response.body], url).to.deep.equal([400, { error: NOT_PUBLIC }]);
    }
    expect((await app.request('GET', hooks, { as: OWNER })).body.webhooks).to.deep.equal([{ ...withoutSecret(created), url: PUBLIC_URL, enabled: true }]);
    const moved = await app.request('PATCH', one, { as: OWNER, body: { url: 'https://93.184.216.34/new' } });
    expect([moved.status, moved.body.url]).to.deep.equal([200, 'https://93.184.216.34/new']);
  });

  it('refuses credentials in the URL, at creation and change, never echoing them', async () => {
    const created = await createWebhook(app, projectId, { url: PUBLIC_URL, events: ['*'] });
    for (const url of ['https://user:hunter2@hooks.example.com/', 'https://hunter2@hooks.example.com/', 'https://:hunter2@hooks.example.com/']) {
      for (const response of [await create(url), await app.request('PATCH', `${hooks}/${created.id}`, { as: OWNER, body: { url } })]) {
        expect([response.status, response.body], url).to.deep.equal([400, { error: BAD_URL }]);
        expect(JSON.stringify(response.body)).to.not.contain('hunter2');
      }
    }
    expect(await listed()).to.deep.equal([PUBLIC_URL]);
  });

  it('takes a URL of 2,000 characters and refuses one of 2,001', async () => {
    const of = (length: number) => `${PUBLIC_URL}/${'a'.repeat(length - PUBLIC_URL.length - 1)}`;
    expect(of(2000)).to.have.length(2000);
    const longest = await create(of(2000));
    expect([longest.status, longest.body.url]).to.deep.equal([201, of(2000)]);
    expect([(await create(of(2001))).status, (await create(of(2001))).body]).to.deep.equal([400, { error: BAD_URL }]);
    expect(await listed()).to.deep.equal([of(2000)]);
  });
});

describe('HTTP webhooks: private addresses allowed (ALLOW_PRIVATE_WEBHOOKS=true)', () => {
  it('accepts a loopback or private address literal at creation and change', async () => {
    const app = await TestApp.start({ env: { ALLOW_PRIVATE_WEBHOOKS: 'true', WEBHOOK_DISPATCHER: 'false' } });
    try {
      const projectId = await app.createProject(OWNER);
      const created = await createWebhook(app, projectId, { url: 'http://127.0.0.1:8080/hook', events: ['*'] });
      const moved = await app.request('PATCH', `${webhooksPath(projectId)}/${created.id}`, { as: OWNER, body: { url: 'http://[::7f00:1]/in' } });
      expect([moved.status, moved.body.url]).to.deep.equal([200, 'http://[::7f00:1]/in']);
    } finally {
      await app.stop();
    }
  });
});

const withoutSecret = ({ secret: _secret, ...view }: Record<string, unknown>) => view;
