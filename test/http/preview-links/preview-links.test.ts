import { expect } from 'chai';
import { describedFetch } from '../../support/api-description.js';
import { FakeClock } from '../../support/fake-clock.js';
import { setUpTeam, TEAM } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { newDraft, publish } from '../publishing/support.js';
import { createRelease } from '../releases/support.js';
import { fetchSite } from '../site/fetch-site.js';

const THEMED_POLICY =
  "sandbox; default-src 'none'; style-src 'self'; img-src *; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

let app: TestApp;

const NOTICE =
  '<aside class="cs-preview-notice" aria-label="Preview notice" lang="en"><input type="checkbox" id="cs-preview-hide" class="cs-preview-hide">' +
  '<div class="cs-preview-bar"><p>Preview of an unpublished draft</p><label for="cs-preview-hide">Hide this notice</label></div></aside>';

/** The notice's stylesheet a preview names (a hashed file of the browser build). */
const noticeStylesheet = (html: string): string => /<link rel="stylesheet" href="(\/assets\/preview-notice-[A-Z0-9]+\.css)">/.exec(html)![1]!;

/** Opens a link as a visitor does, no credential at all (on the app's own port: PUBLIC_BASE_URL names port 0 here). */
async function visit(url: string) {
  const { pathname } = new URL(url);
  const response = await describedFetch(`${app.url}${pathname}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/**
 * Preview links: anyone opens them without an account and sees the draft as it will deploy,
 * marked noindex and sandboxed (never with the service's origin), until they expire, their
 * views run out, or they are revoked; concurrent opens never exceed the limit.
 */
describe('Preview links', function () {
  this.timeout(30_000);
  let project: string;
  const clock = new FakeClock('2026-03-01T10:00:00.000Z');
  const links = (rest = '') => `/api/projects/${project}/preview-links${rest}`;
  const create = async (body: Record<string, unknown>, as: string = TEAM.manager) => {
    const response = await app.request('POST', links(), { as, body });
    expect(response.status, JSON.stringify(response.body)).to.equal(201);
    return response.body as { id: string; url: string; expires_at: string; max_views: number | null; views: number };
  };

  before(async () => {
    app = await TestApp.start({ clock });
  });
  after(() => app.stop());
  beforeEach(async () => {
    project = await setUpTeam(app);
  });

  it('shows the draft in the site theme to anyone, noindex and sandboxed, and counts the view', async () => {
    const draft = await newDraft(app, project, 'secret-plans', { title: 'Secret plans' }, '# Secret plans\n\nWe make **things**.');
    const link = await create({ draft_id: draft });
    expect(link).to.deep.equal({
      id: link.id,
      url: link.url,
      expires_at: new Date(clock.now().getTime() + 7 * 24 * 3_600_000).toISOString(),
      max_views: null,
      views: 0,
    });
    expect(link.url).to.match(new RegExp(`^${app.config.publicBaseUrl}/preview/[A-Za-z0-9_-]{40,}$`));

    const page = await visit(link.url);
    expect(page.status).to.equal(200);
    expect(page.headers.get('content-type')).to.equal('text/html; charset=utf-8');
    expect(page.headers.get('x-robots-tag')).to.equal('noindex, nofollow');
    expect(page.headers.get('content-security-policy')).to.equal(THEMED_POLICY);
    expect(page.headers.get('cache-control')).to.equal('no-store');
    expect(page.headers.get('referrer-policy')).to.equal('no-referrer');
    expect(page.text).to.include('<meta name="robots" content="noindex, nofollow">');
    expect(page.text).to.include('<strong>things</strong>');
    expect(page.text).to.match(/<link rel="stylesheet" href="\/edit\/site-theme\/default\.[0-9a-f]{12}\.css">/);

    const listed = await app.request('GET', links(), { as: TEAM.manager });
    expect(listed.body).to.deep.equal({
      preview_links: [
        {
          id: link.id,
          draft_id: draft,
          release_id: null,
          expires_at: link.expires_at,
          max_views: null,
          views: 1,
          created_by: TEAM.manager,
          created_at: clock.now().toISOString(),
        },
      ],
    });
  });

  it('serves uploaded HTML with its scripts in a sandbox, never with the service’s origin', async () => {
    const upload = await app.request('POST', `/api/projects/${project}/docs/edit/upload-custom-page`, {
      as: TEAM.manager,
      body: {
        slug: 'custom',
        language: 'en',
        kind: 'html',
        body: '<!doctype html><html><head><title>Mine</title></head><body><script>document.title = "ran"</script></body></html>',
      },
    });
    const link = await create({ draft_id: upload.body.draftId });
    const page = await visit(link.url);
    expect(page.status).to.equal(200);
    expect(page.headers.get('content-security-policy')).to.equal(
      'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads',
    );
    expect(page.headers.get('x-robots-tag')).to.equal('noindex, nofollow');
    expect(page.text).to.equal(
      '<!doctype html><html><head><meta name="robots" content="noindex, nofollow">' +
        `<link rel="stylesheet" href="${noticeStylesheet(page.text)}"><title>Mine</title></head><body>${NOTICE}<script>document.title = "ran"</script></body></html>`,
    );
  });

  it('carries the “Preview of an unpublished draft” notice, with its own stylesheet; the published page never does', async () => {
    const draft = await newDraft(app, project, 'notice', { title: 'Notice' }, '# Notice\n\nSoon.');
    const page = await visit((await create({ draft_id: draft })).url);
    expect(page.text).to.match(/<body[^>]*>/);
    expect(page.text.slice(page.text.search(/<body[^>]*>/)).replace(/^<body[^>]*>/, '')).to.satisfy((rest: string) => rest.startsWith(NOTICE));
    const stylesheet = await describedFetch(`${app.url}${noticeStylesheet(page.text)}`);
    expect(stylesheet.status).to.equal(200);
    expect(stylesheet.headers.get('content-type')).to.equal('text/css; charset=utf-8');
    expect(await stylesheet.text()).to.include('.cs-preview-hide:checked+.cs-preview-bar{display:none}');

    await publish(app, project, { draft_ids: [draft] });
    const published = await fetchSite(app, project, 'en/notice/');
    expect(published.status).to.equal(200);
    expect(published.text).to.include('Soon.');
    expect(published.text).not.to.include('cs-preview');
    expect(published.text).not.to.include('Preview of an unpublished draft');
  });

  it('stops working after its expiry, after revocation, and once its draft is published', async () => {
    const draft = await newDraft(app, project, 'soon');
    const expiring = await create({ draft_id: draft, expires_in: 3600 });
    const revoked = await create({ draft_id: draft });
    expect((await visit(expiring.url)).status).to.equal(200);
    clock.advance(3600_000);
    const expired = await visit(expiring.url);
    expect(expired.status).to.equal(410);
    expect(expired.text).to.include('This preview link has expired.');
    expect(expired.headers.get('x-robots-tag')).to.equal('noindex, nofollow');

    expect((await app.request('DELETE', links(`/${revoked.id}`), { as: TEAM.manager })).status).to.equal(204);
    const gone = await visit(revoked.url);
    expect(gone.status).to.equal(404);
    expect(gone.text).to.include('This preview link does not exist, or it was revoked.');
    expect((await app.request('DELETE', links(`/${revoked.id}`), { as: TEAM.manager })).status).to.equal(404);

    const fresh = await create({ draft_id: draft });
    await publish(app, project, { draft_ids: [draft] });
    const published = await visit(fresh.url);
    expect(published.status).to.equal(410);
    expect(published.text).to.include('The draft was published or discarded since this link was made.');
  });

  it('allows exactly max_views opens, however many visitors open it at once', async () => {
    const draft = await newDraft(app, project, 'popular');
    const link = await create({ draft_id: draft, max_views: 5 });
    const statuses = (await Promise.all(Array.from({ length: 30 }, () => visit(link.url)))).map((page) => page.status);
    expect(statuses.filter((s) => s === 200)).to.have.length(5);
    expect(statuses.filter((s) => s === 410)).to.have.length(25);
    const exhausted = await visit(link.url);
    expect(exhausted.text).to.include('This preview link has been opened as many times as it allows.');
    expect((await app.request('GET', links(), { as: TEAM.manager })).body.preview_links[0]).to.deep.include({ views: 5, max_views: 5 });
  });

  it('shows a release’s drafts, each at the revision the release publishes', async () => {
    const draft = await newDraft(app, project, 'launch', {}, 'Revision one');
    const release = await createRelease(app, project, { name: 'Launch', items: [{ action: 'publish', draft_id: draft }] });
    await app.request('POST', `/api/projects/${project}/docs/edit/save`, {
      as: TEAM.manager,
      body: { draftId: draft, metadata: {}, content: 'Revision two', language: 'en' },
    });
    const link = await create({ release_id: release.id });
    const index = await visit(link.url);
    expect(index.status).to.equal(200);
    expect(index.text).to.include('<h1>Launch</h1>');
    const token = link.url.slice(link.url.lastIndexOf('/') + 1);
    expect(index.text).to.include(`<a href="${token}/${draft}">launch (en)</a>`);
    const item = await visit(`${link.url}/${draft}`);
    expect(item.status).to.equal(200);
    expect(item.text).to.include('Revision one');
    expect(item.text).to.not.include('Revision two');
    expect((await visit(`${link.url}/not-in-it`)).status).to.equal(404);
  });

  it('is made by managers of the project, for its own drafts and releases only', async () => {
    const draft = await newDraft(app, project, 'mine');
    expect((await app.request('POST', links(), { as: TEAM.member, body: { draft_id: draft } })).status).to.equal(403);
    const both = await app.request('POST', links(), { as: TEAM.manager, body: { draft_id: draft, release_id: 'r' } });
    expect(both.status).to.equal(400);
    expect(both.body).to.deep.equal({ error: 'Give draft_id or release_id: the one thing the link shows' });
    const tooLong = await app.request('POST', links(), { as: TEAM.manager, body: { draft_id: draft, expires_in: 31 * 24 * 3600 } });
    expect(tooLong.status).to.equal(400);
    expect(tooLong.body).to.deep.equal({ error: 'expires_in must be an integer from 60 to 2592000' });
    const other = await app.createProject('mallory');
    const foreign = await app.request('POST', `/api/projects/${other}/preview-links`, { as: 'mallory', body: { draft_id: draft } });
    expect(foreign.status).to.equal(404);
    expect(foreign.body).to.deep.equal({ error: 'Draft not found' });
    expect((await app.request('GET', `/api/projects/${project}/preview-links`, { as: 'mallory' })).status).to.equal(404);
  });
});
