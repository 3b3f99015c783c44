import { expect } from 'chai';
import { TestApp } from '../../support/test-app.js';
import { verifiedDomain } from '../site/domain-support.js';

const PUBLIC_BASE_URL = 'https://content.example.com';
const SITES_DOMAIN = 'sites.example.net';
const EMBED = '/live/embed';

/**
 * Issue 29: the live agent's conversation (its sign-in and tokens) runs in a frame of the
 * service's origin; only the project's site and verified domains may frame it.
 */
describe('HTTP live agent: the conversation frame', () => {
  let app: TestApp;
  let projectId: string;
  const embed = (query: string) => app.request('GET', `${EMBED}?${query}`);

  before(async () => {
    app = await TestApp.start({ env: { PUBLIC_BASE_URL, SITES_DOMAIN } });
    projectId = await app.createProject('owner', { name: 'Acme' });
    const accent = await app.request('PATCH', `/api/projects/${projectId}/settings/site`, { as: 'owner', body: { accent_color: '#AA3300' } });
    expect(accent.status).to.equal(200);
  });
  after(() => app.stop());

  it('is framed only by the project’s site origin and its verified domains, under the strict policy of the service’s pages', async () => {
    const page = await embed(`project=${projectId}&placement=widget&lang=fr`);
    expect(page.status).to.equal(200);
    expect(page.headers.get('content-type')).to.equal('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).to.equal('no-store');
    expect(page.headers.get('x-frame-options')).to.equal(null);
    const site = `https://${projectId}.${SITES_DOMAIN}`;
    expect(page.headers.get('content-security-policy')).to.equal(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; connect-src 'self' wss://content.example.com; " +
        `object-src 'none'; base-uri 'none'; frame-ancestors ${site}; form-action 'self'`,
    );
    expect(page.body).to.include(
      `<main id="live-agent" class="live-embed" data-project-id="${projectId}" data-placement="widget" data-ancestors="${site}" data-lang="fr" data-accent="#aa3300">`,
    );
    expect(page.body).to.match(/<script type="module" src="\/assets\/live-agent-embed-[A-Z0-9]{8}\.js"><\/script>/);
    expect(page.body).to.not.match(/<script>|\sstyle=/);

    // A verified domain may frame it too (by http or https: its site answers both); a pending one may not.
    await verifiedDomain(app, projectId, 'www.acme.test');
    await verifiedDomain(app, projectId, 'pending.acme.test', false);
    const again = await embed(`project=${projectId}&placement=homepage`);
    expect(again.headers.get('content-security-policy')).to.include(`frame-ancestors ${site} https://www.acme.test http://www.acme.test;`);
    expect(again.body).to.include(`data-ancestors="${site} https://www.acme.test http://www.acme.test"`);
  });

  it('tells the frame when the project is open to the public (it then starts without sign-in, as a visitor)', async () => {
    expect((await embed(`project=${projectId}&placement=widget`)).body).not.to.include('data-access');
    const open = await app.request('PATCH', `/api/projects/${projectId}/settings/live-agent`, { as: 'owner', body: { access: 'public' } });
    expect(open.status, JSON.stringify(open.body)).to.equal(200);
    expect((await embed(`project=${projectId}&placement=widget`)).body).to.include(' data-access="public">');
    const closed = await app.request('PATCH', `/api/projects/${projectId}/settings/live-agent`, { as: 'owner', body: { access: 'members' } });
    expect(closed.status).to.equal(200);
    expect((await embed(`project=${projectId}&placement=widget`)).body).not.to.include('data-access');
  });

  it('passes the site page’s path on to the conversation (its tool calls send it), never a query, and leaves out what is no path', async () => {
    expect((await embed(`project=${projectId}&placement=widget&page=%2Fen%2Fdelivery%2F`)).body).to.include(' data-page="/en/delivery/"');
    for (const page of ['https%3A%2F%2Fx.example%2F', '%2Fen%2F%3Fvisitor%3Dada', '%2Fen%2F%23top', `%2F${'a'.repeat(500)}`, '%2Fa%20b']) {
      const answer = await embed(`project=${projectId}&placement=widget&page=${page}`);
      expect([answer.status, answer.body.includes('data-page')], page).to.deep.equal([200, false]);
    }
  });

  it('refuses a placement that puts no agent on a page, a language that is no language, and a project that does not exist', async () => {
    for (const query of [`project=${projectId}`, `project=${projectId}&placement=none`, `project=${projectId}&placement=%22%3E%3Cscript%3E`]) {
      const refused = await embed(query);
      expect([refused.status, refused.body], query).to.deep.equal([400, { error: 'placement must be one of homepage, destination_page, widget, modal' }]);
    }
    const language = await embed(`project=${projectId}&placement=modal&lang=%22%3E%3Cx`);
    expect([language.status, language.body]).to.deep.equal([400, { error: 'lang must be a BCP-47 language code' }]);
    for (const query of ['placement=widget', 'project=0000000000000000000000000&placement=widget', 'project=..%2f&placement=widget']) {
      const missing = await embed(query);
      expect([missing.status, missing.body], query).to.deep.equal([404, { error: 'Project not found' }]);
    }
  });
});
