import { expect } from 'chai';
import { TestApp } from '../../support/test-app.js';
import { editPath, openDraft, saveDraft } from '../drafts/support.js';
import { linksIn, newDraft, publishPath } from './support.js';
import { fetchSite } from '../site/fetch-site.js';
import { rawRequest } from '../site/raw-http.js';

/** The publish flow as docs/publishing.md walks through it: drafts, dry run, confirm, the site. */
describe('HTTP publishing: the walk-through', () => {
  let app: TestApp;
  let projectId: string;
  const api = (rest: string) => `/api/projects/${projectId}${rest}`;

  before(async () => {
    app = await TestApp.start();
    projectId = await app.createProject('owner', { name: 'Acme', default_language: 'en' });
  });
  after(() => app.stop());

  it('publishes drafts and serves the site with navigation, sidebar and a sitemap of exactly the public pages', async () => {
    const page = (body: Record<string, unknown>) =>
      app.request('POST', api('/pages'), { as: 'owner', body: { language: 'en', doc_template_id: 'page', content: '# Page', ...body } });
    expect((await page({ slug: 'about', metadata: { title: 'About us' } })).status).to.equal(201);
    expect((await page({ slug: 'about', language: 'fr', metadata: { title: 'À propos' } })).status).to.equal(201);
    expect((await page({ slug: 'hidden', visibility: 'unlisted', metadata: { title: 'Hidden' } })).status).to.equal(201);
    const aboutDraft = await openDraft(app, projectId, 'about');
    expect((await saveDraft(app, projectId, aboutDraft, { content: '# About\n\nWe make **things**.' })).status).to.equal(200);
    const hello = await newDraft(app, projectId, 'blog/hello', { title: 'Hello world' }, 'First post.');
    const untitled = await newDraft(app, projectId, 'untitled', { title: null });

    const sidebar = await app.request('POST', api('/sidebar-groups'), {
      as: 'owner',
      body: {
        language: 'en',
        title: 'Docs',
        items: [
          { slug: 'about', label: 'About' },
          { slug: 'blog/hello', label: 'Hello' },
        ],
      },
    });
    expect(sidebar.status, JSON.stringify(sidebar.body)).to.equal(201);
    for (const body of [
      { label: 'Home', slug: 'about' },
      { label: 'Source', url: 'https://example.com/src' },
      { label: 'Secret', slug: 'hidden' },
    ]) {
      expect((await app.request('POST', api('/header-nav-items'), { as: 'owner', body: { language: 'en', ...body } })).status).to.equal(201);
    }

    const preview = await app.request('POST', publishPath(projectId), { as: 'owner' });
    expect(preview.status).to.equal(201);
    expect(preview.headers.get('cache-control')).to.equal('no-store');
    expect(preview.body.manifest).to.deep.equal({
      changes: [
        { draft_id: aboutDraft, slug: 'about', language: 'en', action: 'update', revision: 2 },
        { draft_id: hello, slug: 'blog/hello', language: 'en', action: 'create', revision: 1 },
      ],
      blocked: [{ draft_id: untitled, slug: 'untitled', language: 'en', reasons: ['metadata.title (Title) is required by template page'] }],
      unchanged: [],
      settings_only: false,
    });
    expect(preview.body.warnings).to.have.length(1);
    expect(preview.body.warnings[0]).to.include({ type: 'header_nav_item', language: 'en', slug: 'hidden' });
    expect(preview.body.confirmation_token).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(preview.body.expires_at) - app.clock.now().getTime()).to.equal(15 * 60 * 1000);

    const confirmed = await app.request('POST', publishPath(projectId, '/confirm'), {
      as: 'owner',
      body: { confirmation_token: preview.body.confirmation_token },
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).to.equal(200);
    expect(confirmed.body).to.deep.equal({ publish_id: confirmed.body.publish_id, promoted: 2, deployed_at: confirmed.body.deployed_at });
    expect(Number.isNaN(Date.parse(confirmed.body.deployed_at))).to.equal(false);

    // The drafts became the live pages: the blocked one is still a draft, nothing else is.
    const drafts = await app.request('GET', api('/pages?visibility=draft'), { as: 'owner' });
    expect(drafts.body.pages.map((p: { id: string }) => p.id)).to.deep.equal([untitled]);
    const live = await app.request('GET', api('/pages?language=en'), { as: 'owner' });
    expect(live.body.pages.map((p: { slug: string; visibility: string; revision: number }) => [p.slug, p.visibility, p.revision])).to.deep.equal([
      ['about', 'public', 2],
      ['hidden', 'unlisted', 1],
      ['blog/hello', 'public', 1],
      ['untitled', 'draft', 1],
    ]);

    // The site lives at an origin of its own, which the project names; its old address on the service leads there.
    const { site_url: siteUrl } = (await app.request('GET', api(''), { as: 'owner' })).body;
    expect(siteUrl).to.equal(`http://${projectId}.localhost:${new URL(app.config.publicBaseUrl).port}/`);
    const moved = await rawRequest(app.url, `/sites/${projectId}/en/about/?ref=mail`);
    expect([moved.status, moved.headers.location]).to.deep.equal([308, `${siteUrl}en/about/?ref=mail`]);
    const root = await fetchSite(app, projectId);
    expect(root.status).to.equal(200);
    expect(root.headers.get('content-type')).to.equal('text/html; charset=utf-8');
    expect(linksIn(root.text, '<main', '</main>')).to.deep.equal(['en/about/', 'en/blog/hello/']);

    const about = await fetchSite(app, projectId, 'en/about/');
    expect(about.status).to.equal(200);
    expect(about.text).to.include('<h1>About us</h1>').and.include('<p>We make <strong>things</strong>.</p>');
    expect(linksIn(about.text, '<nav class="primary-nav"', '</nav>')).to.deep.equal(['../../en/about/', 'https://example.com/src']);
    expect(about.text).to.not.include('Secret');
    expect(linksIn(about.text, '<nav class="sidebar"', '</nav>')).to.deep.equal(['../../en/about/', '../../en/blog/hello/']);
    expect(about.text).to.include(`<link rel="alternate" hreflang="fr" href="${siteUrl}fr/about/">`);

    const post = await fetchSite(app, projectId, 'en/blog/hello/');
    expect(post.text).to.include('<h1>Hello world</h1>').and.include('<p>First post.</p>');
    expect(linksIn(post.text, '<nav class="sidebar"', '</nav>')).to.deep.equal(['../../../en/about/', '../../../en/blog/hello/']);
    expect((await fetchSite(app, projectId, 'en/hidden/')).status).to.equal(200);
    expect((await fetchSite(app, projectId, 'fr/')).text).to.include('À propos');
    expect((await fetchSite(app, projectId, 'en/untitled/')).status).to.equal(404);

    const sitemap = await fetchSite(app, projectId, 'sitemap.xml');
    expect(sitemap.headers.get('content-type')).to.equal('application/xml; charset=utf-8');
    const locs = [...sitemap.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    // Written at the site's address (PUBLIC_BASE_URL's default, `http://HOST:PORT`, names port 0 here: the tests listen on any port).
    const base = siteUrl;
    expect(locs)
      .to.have.members([`${base}en/about/`, `${base}en/blog/hello/`, `${base}fr/about/`])
      .and.have.length(3);
    expect(sitemap.text).to.include(`<xhtml:link rel="alternate" hreflang="fr" href="${base}fr/about/"/>`);

    const history = await app.request('GET', publishPath(projectId, '/history'), { as: 'owner' });
    expect(history.body).to.deep.equal({
      history: [
        {
          publish_id: confirmed.body.publish_id,
          published_at: app.clock.now().toISOString(),
          published_by: 'owner',
          changes: [
            { draft_id: aboutDraft, slug: 'about', language: 'en', action: 'update', revision: 2, page_id: live.body.pages[0].id },
            { draft_id: hello, slug: 'blog/hello', language: 'en', action: 'create', revision: 1, page_id: hello },
          ],
          unpublished: [],
          release: null,
          kind: 'pages',
          settings_only: false,
        },
      ],
      next_cursor: null,
    });
  });

  it('refuses a confirm after a draft changed since the dry run (409), promoting nothing', async () => {
    const first = await newDraft(app, projectId, 'first');
    const second = await openDraft(app, projectId, 'about');
    expect((await saveDraft(app, projectId, second, { content: 'Edited before the dry run' })).status).to.equal(200);
    const preview = await app.request('POST', publishPath(projectId), { as: 'owner', body: { draft_ids: [first, second] } });
    expect(preview.body.manifest.changes).to.have.length(2);
    expect((await saveDraft(app, projectId, second, { content: 'Edited after the dry run' })).status).to.equal(200);

    const refused = await app.request('POST', publishPath(projectId, '/confirm'), {
      as: 'owner',
      body: { confirmation_token: preview.body.confirmation_token },
    });
    expect(refused.status).to.equal(409);
    expect(refused.body).to.deep.equal({
      error: 'Drafts changed since the dry run; nothing was published: run the dry run again',
      changed: [{ draft_id: second, slug: 'about', language: 'en', current_revision: 3, reason: 'the draft was saved since the dry run (revision 2 then)' }],
    });
    const stillDrafts = await app.request('GET', api('/pages?visibility=draft'), { as: 'owner' });
    expect(stillDrafts.body.pages.map((p: { id: string }) => p.id)).to.include.members([first, second]);
    expect((await fetchSite(app, projectId, 'en/first/')).status).to.equal(404);
    const again = await app.request('GET', editPath(projectId, `/${first}`), { as: 'owner' });
    expect(again.status).to.equal(200);
  });
});
