import { expect } from 'chai';
import { DomainRepository } from '../../../application/site/ports.js';
import { DomainLookup } from '../../../application/site/domains/domain-lookup.js';
import type { Hostname } from '../../../domain/site/hostname.js';
import { TestApp } from '../../support/test-app.js';

const PUBLIC_BASE_URL = 'https://content.example.com';
const NOT_HERE = { error: 'No page of your projects is at this address' };

/**
 * `GET /api/site-pages/lookup?url=`: the project, slug and language of a published page's
 * address (what the browser extension's "edit this page" opens), for the project's members only.
 */
describe('HTTP site page lookup (edit this page)', () => {
  let app: TestApp;
  let projectId: string;
  let otherId: string;
  const lookup = (url: string, as = 'editor') => app.request('GET', `/api/site-pages/lookup?url=${encodeURIComponent(url)}`, { as });

  before(async () => {
    app = await TestApp.start({ env: { PUBLIC_BASE_URL } });
    projectId = await app.createProject('owner', { name: 'Docs' });
    otherId = await app.createProject('stranger', { name: 'Elsewhere' });
    await app.addMember(projectId, 'owner', 'editor', 'manager');
    await app.addMember(projectId, 'owner', 'reader', 'member');
    const domains = app.get<DomainRepository>(DomainRepository);
    await domains.add({
      project_id: projectId,
      hostname: 'docs.acme.test' as Hostname,
      status: 'pending',
      verification_value: 'v',
      created_at: '2026-01-01T00:00:00Z',
      verified_at: null,
    });
    await domains.markVerified(projectId, 'docs.acme.test', '2026-01-01T00:00:00Z');
    app.get(DomainLookup).invalidate();
  });
  after(() => app.stop());

  it("names the page of a site's address under /sites/ and on a verified domain, for any member", async () => {
    const page = { project_id: projectId, slug: 'guides/setup', language: 'en-GB' };
    for (const url of [
      `${PUBLIC_BASE_URL}/sites/${projectId}/en-GB/guides/setup/`,
      `${PUBLIC_BASE_URL}/sites/${projectId}/en-gb/guides/setup/index.html?from=nav#top`,
      'https://docs.acme.test/en-GB/guides/setup/',
      'http://DOCS.acme.test./en-GB/guides/setup',
    ]) {
      expect(await lookup(url), url).to.deep.include({ status: 200, body: page });
    }
    expect((await lookup(`${PUBLIC_BASE_URL}/sites/${projectId}/fr/about/`, 'reader')).body).to.deep.equal({
      project_id: projectId,
      slug: 'about',
      language: 'fr',
    });
  });

  it('answers the same 404 for what is no page, and for a project the caller is not a member of', async () => {
    for (const url of [
      `${PUBLIC_BASE_URL}/sites/${projectId}/sitemap.xml`,
      `${PUBLIC_BASE_URL}/sites/${projectId}/not-a-language!/`,
      `${PUBLIC_BASE_URL}/sites/${projectId}/en/Not A Slug/`,
      `${PUBLIC_BASE_URL}/sites/${otherId}/en/about/`,
      `${PUBLIC_BASE_URL}/sites/no-such-project/en/about/`,
      `${PUBLIC_BASE_URL}/edit/?project=${projectId}`,
      `http://content.example.com/sites/${projectId}/en/about/`,
      'https://unknown.acme.test/en/about/',
      'https://127.0.0.1/en/about/',
    ]) {
      expect(await lookup(url), url).to.deep.include({ status: 404, body: NOT_HERE });
    }
    expect(await lookup(`${PUBLIC_BASE_URL}/sites/${projectId}/en/about/`, 'stranger')).to.deep.include({ status: 404, body: NOT_HERE });
    expect(await lookup('https://docs.acme.test/en/about/', 'stranger')).to.deep.include({ status: 404, body: NOT_HERE });
  });

  it('names the home page of a language at its index and at the site’s root: its home_pages setting’s, else its page home (issue 43)', async () => {
    const home = (language: string, slug = 'home') => ({ status: 200, body: { project_id: projectId, slug, language } });
    expect(await lookup(`${PUBLIC_BASE_URL}/sites/${projectId}/`)).to.deep.include(home('en'));
    expect(await lookup('https://docs.acme.test/')).to.deep.include(home('en'));
    expect(await lookup('https://docs.acme.test/fr/index.html')).to.deep.include(home('fr'));
    await app.request('POST', `/api/projects/${projectId}/docs/edit/save`, {
      as: 'owner',
      body: { draftId: 'new', doc_template_id: 'page', language: 'en', metadata: { slug: 'welcome', title: 'Welcome' }, content: 'Hello.' },
    });
    const set = await app.request('PATCH', `/api/projects/${projectId}/settings/site`, { as: 'owner', body: { home_pages: { en: 'welcome' } } });
    expect(set.status, JSON.stringify(set.body)).to.equal(200);
    expect(await lookup(`${PUBLIC_BASE_URL}/sites/${projectId}/en/`)).to.deep.include(home('en', 'welcome'));
    expect(await lookup(`${PUBLIC_BASE_URL}/sites/${projectId}/en/`, 'stranger')).to.deep.include({ status: 404, body: NOT_HERE });
  });

  it('refuses an address that is not an http or https URL with 400, and a caller without a credential with 401', async () => {
    const bad = await app.request('GET', '/api/site-pages/lookup?url=javascript%3Aalert(1)', { as: 'editor' });
    expect(bad.status).to.equal(400);
    expect(bad.body.error).to.match(/^url/);
    expect((await app.request('GET', '/api/site-pages/lookup', { as: 'editor' })).status).to.equal(400);
    expect((await app.request('GET', `/api/site-pages/lookup?url=${encodeURIComponent(`${PUBLIC_BASE_URL}/sites/${projectId}/en/a/`)}`)).status).to.equal(401);
  });
});
