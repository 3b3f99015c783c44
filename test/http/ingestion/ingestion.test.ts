import { expect } from 'chai';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { RemoteImages } from '../../../application/ingestion/ports.js';
import { FakeRemoteImages } from '../../support/fakes/ingestion.js';
import { TestApp } from '../../support/test-app.js';
import { editPath } from '../drafts/support.js';
import { anImageFile } from '../media/support.js';

const ARTICLE_URL = 'https://www.valleycourier.example/news/local/2026/03/riverside-flood-defence-plan-approved.html';
const ARTICLE_HTML = readFileSync(new URL('../../fixtures/ingestion/news-article.html', import.meta.url), 'utf8');
const SITE_PHOTO = 'https://www.valleycourier.example/media/2026/03/ferry-meadows-site.jpg';

describe('HTTP ingestion (browser extension)', () => {
  let app: TestApp;
  let projectId: string;
  const ingest = (rest: string) => `/api/projects/${projectId}/ingest${rest}`;
  const capture = async (body: Record<string, unknown>, as = 'owner') => app.request('POST', ingest('/capture'), { as, body });

  let photo: Buffer;
  let remote: FakeRemoteImages;

  before(async () => {
    // The article's images, as their site would answer them (the fetch through the guarded fetch is tested in test/browser/extension/).
    photo = await anImageFile('jpeg', 7, 120, 80);
    remote = new FakeRemoteImages(new Map([[SITE_PHOTO, photo]]));
    app = await TestApp.start({ overrides: [{ token: RemoteImages, value: remote }] });
    projectId = await app.createProject('owner', { name: 'Courier', default_language: 'de' });
    await app.addMember(projectId, 'owner', 'reader', 'member');
  });
  after(() => app.stop());

  it('captures a real article, extracts clean markdown of the article alone, saves it and opens it in Edit Mode', async () => {
    const captured = await capture({ url: ARTICLE_URL, html: ARTICLE_HTML });
    expect(captured.status, JSON.stringify(captured.body)).to.equal(201);
    expect(captured.body).to.have.keys('capture_id', 'url', 'title', 'captured_at');
    // No title sent: the page's own <title>, entities decoded.
    expect(captured.body).to.include({ url: ARTICLE_URL, title: 'Riverside council approves £4.2m flood defence plan | The Valley Courier' });

    const extracted = await app.request('POST', ingest('/extract'), { as: 'owner', body: { capture_id: captured.body.capture_id } });
    expect(extracted.status, JSON.stringify(extracted.body)).to.equal(200);
    const { proposal } = extracted.body;
    expect(extracted.body.capture_id).to.equal(captured.body.capture_id);
    expect(proposal).to.deep.include({ slug: 'news/local/2026/03/riverside-flood-defence-plan-approved', language: 'en-GB', doc_template_id: 'page' });
    expect(proposal.metadata).to.deep.equal({
      title: 'Riverside council approves £4.2m flood defence plan',
      description: "Councillors voted 31 to 6 for new embankments, a pumping station and a warning system along the River Arle after last winter's floods.",
    });
    const content: string = proposal.content;
    // The article: its paragraphs, headings, table, images and links, made absolute.
    expect(content).to.match(/^Riverside District Council has approved a £4\.2 million plan/);
    expect(content).to.include('## Where the money goes');
    expect(content).to.include('| Measure | Cost | Completion |\n| --- | --- | --- |\n| Northern bank embankments | £2.6m | Spring 2027 |');
    expect(content).to.include(
      '![The site of the planned pumping station at Ferry Meadows](https://www.valleycourier.example/media/2026/03/ferry-meadows-site.jpg)',
    );
    expect(content).to.include('[Dev Patel](https://www.valleycourier.example/people/dev-patel)');
    expect(content).to.include('[Environment Agency](https://www.gov.example/environment-agency)');
    // Tracking parameters gone from links.
    expect(content).to.include('[council documents page](https://www.valleycourier.example/council/documents/flood-plan-2026.pdf)');
    expect(content).to.match(/A consultation on the pumping station's design runs until 30 April\.$/);
    // None of the page around it: navigation, cookie banner, ads, forms, scripts, footer, sidebar, tracking.
    for (const chrome of [
      'cookies',
      'Accept all',
      'Search the Courier',
      'Advertisement',
      'Spring sale',
      'adsbygoogle',
      'gtag',
      'dataLayer',
      'Most read',
      'Bypass roadworks',
      'Registered in England',
      'morning briefing',
      'Sign up',
      'Comments (14)',
      'facebook.com/tr',
      'scorecardresearch',
      'ads.example.net',
      '<',
      'utm_source',
      "What's on",
    ]) {
      expect(content, chrome).to.not.include(chrome);
    }
    expect(content.match(/\]\((?!https:\/\/)/g), 'every link and image is absolute').to.equal(null);

    const saved = await app.request('POST', ingest('/save'), { as: 'owner', body: { capture_id: captured.body.capture_id } });
    expect([saved.status, saved.body.slug, saved.body.language]).to.deep.equal([201, proposal.slug, 'en-GB']);
    expect(saved.body).to.have.keys('draftId', 'slug', 'language', 'images');
    // Its images: brought into the library when their site answers an image, else reported (the draft keeps their link).
    const [stored] = saved.body.images;
    const library = await app.request('GET', `/api/projects/${projectId}/images`, { as: 'owner' });
    expect(library.body.images).to.have.length(1);
    expect(saved.body.images).to.deep.equal([
      { url: SITE_PHOTO, status: 'imported', image_id: library.body.images[0].id, image_url: library.body.images[0].url },
    ]);
    expect(library.body.images[0]).to.include({ bytes: photo.length, content_type: 'image/jpeg', width: 120, height: 80 });

    const opened = await app.request('POST', editPath(projectId, '/open'), { as: 'owner', body: { slug: proposal.slug, language: 'en-GB' } });
    expect(opened.status, JSON.stringify(opened.body)).to.equal(200);
    expect(opened.body).to.deep.include({ draftId: saved.body.draftId, action: 'existing_draft', revision: 1 });
    const drafted = content.replace(`(${SITE_PHOTO})`, `(${stored.image_url})`);
    expect(drafted).to.not.equal(content);
    expect(opened.body.doc).to.deep.include({ slug: proposal.slug, language: 'en-GB', doc_template_id: 'page', metadata: proposal.metadata, content: drafted });

    const again = await app.request('POST', ingest('/save'), { as: 'owner', body: { capture_id: captured.body.capture_id } });
    expect([again.status, again.body]).to.deep.equal([409, { error: 'A draft already exists for this slug and language' }]);
  });

  it('reports each image it could not bring in, which keeps its link; the same address is fetched once', async () => {
    const unreachable = 'https://cdn.elsewhere.example/gone.png';
    const notAnImage = 'https://www.valleycourier.example/media/not-an-image.png';
    remote = new FakeRemoteImages(
      new Map<string, Uint8Array>([
        [SITE_PHOTO, photo],
        [notAnImage, new TextEncoder().encode('<svg/>')],
      ]),
    );
    const other = await TestApp.start({ overrides: [{ token: RemoteImages, value: remote }] });
    try {
      const project = await other.createProject('owner');
      const html = `<main><h1>Gallery</h1><p>One.</p><img src="${SITE_PHOTO}" alt="a"><p>Two.</p><img src="${unreachable}" alt="b"><img src="${notAnImage}" alt="c"><img src="${SITE_PHOTO}" alt="again"></main>`;
      const captured = await other.request('POST', `/api/projects/${project}/ingest/capture`, {
        as: 'owner',
        body: { url: 'https://www.valleycourier.example/gallery', html },
      });
      const saved = await other.request('POST', `/api/projects/${project}/ingest/save`, {
        as: 'owner',
        body: {
          capture_id: captured.body.capture_id,
          content: `![a](${SITE_PHOTO}) ![b](${unreachable})\n\n![c](<${notAnImage}> "C") [link](${SITE_PHOTO}) ![again](${SITE_PHOTO})`,
        },
      });
      expect(saved.status, JSON.stringify(saved.body)).to.equal(201);
      const [imported, ...failures] = saved.body.images;
      expect(imported).to.include({ url: SITE_PHOTO, status: 'imported' });
      expect(failures).to.deep.equal([
        { url: unreachable, status: 'failed', error: 'network error ENOTFOUND' },
        { url: notAnImage, status: 'failed', error: 'Unsupported image type: send PNG, JPEG, GIF, WebP or AVIF' },
      ]);
      expect(remote.fetched).to.deep.equal([SITE_PHOTO, unreachable, notAnImage]);
      const draft = await other.request('GET', `/api/projects/${project}/docs/edit/${saved.body.draftId}`, { as: 'owner' });
      expect(draft.body.doc.content).to.equal(
        `![a](${imported.image_url}) ![b](${unreachable})\n\n![c](<${notAnImage}> "C") [link](${SITE_PHOTO}) ![again](${imported.image_url})`,
      );
    } finally {
      await other.stop();
    }
  });

  it("saves with the caller's overrides: slug, language, content replace; metadata merges (null removes)", async () => {
    const captured = await capture({
      url: 'https://example.com/about-us/',
      html: '<html lang="fr"><head><title>À propos</title><meta name="description" content="Qui sommes-nous"></head><body><p>Nous faisons du pain.</p></body></html>',
      title: 'About',
    });
    const id = captured.body.capture_id;
    expect(captured.body.title).to.equal('About');
    const proposal = (await app.request('POST', ingest('/extract'), { as: 'owner', body: { capture_id: id } })).body.proposal;
    expect(proposal).to.deep.include({ slug: 'about-us', language: 'fr', content: 'Nous faisons du pain.' });
    const saved = await app.request('POST', ingest('/save'), {
      as: 'owner',
      body: { capture_id: id, slug: 'company/about', language: 'fr-CA', metadata: { description: null, hero_image: '/media/x.png' }, content: '# Nous' },
    });
    expect([saved.status, saved.body.slug, saved.body.language]).to.deep.equal([201, 'company/about', 'fr-CA']);
    const draft = await app.request('GET', editPath(projectId, `/${saved.body.draftId}`), { as: 'owner' });
    expect(draft.body.doc).to.deep.include({ content: '# Nous', metadata: { title: 'À propos', hero_image: '/media/x.png' } });
  });

  it("proposes the project's default language when the page has none, and the body text when no article is found", async () => {
    const html = '<html><body><div><span>Opening hours</span><br><span>Mon to Fri, 9 to 5</span></div><ul><li>Closed on *holidays*</li></ul></body></html>';
    const captured = await capture({ url: 'https://shop.example/', html, title: 'Shop' });
    const { proposal } = (await app.request('POST', ingest('/extract'), { as: 'owner', body: { capture_id: captured.body.capture_id } })).body;
    expect(proposal).to.deep.include({ slug: 'shop', language: 'de' });
    expect(proposal.content).to.include('Opening hours');
    expect(proposal.content).to.include('Mon to Fri, 9 to 5');
  });

  it('lists captures with cursor pagination, and deletes them', async () => {
    const other = await app.createProject('owner');
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (
          await app.request('POST', `/api/projects/${other}/ingest/capture`, {
            as: 'owner',
            body: { url: `https://example.com/p/${i}`, html: '<p>x</p>', title: `P${i}` },
          })
        ).body.capture_id,
      );
    const first = await app.request('GET', `/api/projects/${other}/ingest/captures?limit=2`, { as: 'owner' });
    expect(first.body.captures.map((c: { capture_id: string }) => c.capture_id)).to.deep.equal(ids.slice(0, 2));
    expect(first.body.captures[0]).to.have.keys('capture_id', 'url', 'title', 'captured_at');
    const second = await app.request('GET', `/api/projects/${other}/ingest/captures?limit=2&cursor=${first.body.next_cursor}`, { as: 'owner' });
    expect([second.body.captures.map((c: { capture_id: string }) => c.capture_id), second.body.next_cursor]).to.deep.equal([ids.slice(2), null]);
    const bad = await app.request('GET', `/api/projects/${other}/ingest/captures?cursor=nope!`, { as: 'owner' });
    expect([bad.status, bad.body]).to.deep.equal([400, { error: 'cursor must be a next_cursor value from an earlier response' }]);

    expect((await app.request('DELETE', `/api/projects/${other}/ingest/captures/${ids[0]}`, { as: 'owner' })).status).to.equal(204);
    const gone = await app.request('DELETE', `/api/projects/${other}/ingest/captures/${ids[0]}`, { as: 'owner' });
    expect([gone.status, gone.body]).to.deep.equal([404, { error: 'Capture not found' }]);
    const extract = await app.request('POST', `/api/projects/${other}/ingest/extract`, { as: 'owner', body: { capture_id: ids[0] } });
    expect([extract.status, extract.body]).to.deep.equal([404, { error: 'Capture not found' }]);
  });

  it('refuses bad input with 400 naming the fields, and a body over 1 MB with 413, storing nothing', async () => {
    const before = (await app.request('GET', ingest('/captures?limit=100'), { as: 'owner' })).body.captures.length;
    const missing = await capture({});
    expect([missing.status, missing.body]).to.deep.equal([400, { error: 'url is required; html is required' }]);
    for (const url of ['ftp://example.com/x', 'javascript:alert(1)', 'not a url', `https://example.com/${'a'.repeat(2100)}`]) {
      const bad = await capture({ url, html: '<p>x</p>' });
      expect([bad.status, bad.body], url).to.deep.equal([400, { error: 'url must be an http or https URL of at most 2048 characters' }]);
    }
    const huge = await capture({ url: 'https://example.com/', html: 'x'.repeat(1024 * 1024) });
    expect(huge.status).to.equal(413);
    const slug = await app.request('POST', ingest('/save'), { as: 'owner', body: { capture_id: 'x', slug: 'Bad Slug' } });
    expect(slug.status).to.equal(400);
    expect(slug.body.error).to.match(/^slug must be lowercase letters/);
    expect((await app.request('GET', ingest('/captures?limit=100'), { as: 'owner' })).body.captures.length).to.equal(before);
  });

  it("keeps the live agent's reserved slug, and checks roles and membership", async () => {
    const placed = await app.request('PATCH', `/api/projects/${projectId}/settings/site`, {
      as: 'owner',
      body: { live_agent_placement: 'destination_page', live_agent_slug: 'talk-to-us' },
    });
    expect(placed.status).to.equal(200);
    const captured = await capture({ url: 'https://example.com/talk-to-us', html: '<p>Call us</p>', title: 'Talk' });
    const reserved = await app.request('POST', ingest('/save'), { as: 'owner', body: { capture_id: captured.body.capture_id } });
    expect([reserved.status, reserved.body]).to.deep.equal([409, { error: 'Slug talk-to-us is reserved for the live agent' }]);

    const id = captured.body.capture_id;
    expect((await capture({ url: 'https://example.com/', html: '<p>x</p>' }, 'reader')).body).to.deep.equal({ error: 'Insufficient permission' });
    expect((await app.request('GET', ingest('/captures'), { as: 'reader' })).status).to.equal(200);
    for (const [method, path, body] of [
      ['POST', '/extract', { capture_id: id }],
      ['POST', '/save', { capture_id: id }],
      ['DELETE', `/captures/${id}`, undefined],
    ] as const) {
      expect((await app.request(method, ingest(path), { as: 'reader', body })).status, path).to.equal(403);
    }
    // Another project's manager cannot reach this project's captures, even with their ids.
    const stranger = await app.createProject('stranger');
    for (const [method, path, body] of [
      ['GET', '/captures', undefined],
      ['POST', '/extract', { capture_id: id }],
      ['POST', '/save', { capture_id: id }],
      ['DELETE', `/captures/${id}`, undefined],
    ] as const) {
      const response = await app.request(method, ingest(path), { as: 'stranger', body });
      expect([response.status, response.body], path).to.deep.equal([404, { error: 'Project not found' }]);
    }
    const crossed = await app.request('POST', `/api/projects/${stranger}/ingest/extract`, { as: 'stranger', body: { capture_id: id } });
    expect([crossed.status, crossed.body]).to.deep.equal([404, { error: 'Capture not found' }]);
    expect((await app.request('GET', ingest('/captures'))).status).to.equal(401);
  });

  it('never answers 500 to random or malformed HTML: a proposal, or a 4xx', async () => {
    const junk = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc
        .array(
          fc.constantFrom(
            '<div>',
            '</div>',
            '<p>',
            '<table><tr><td>',
            '<script>',
            '</scr',
            '<!--',
            '<html lang="',
            '&#x',
            '<a href="javascript:',
            '<img src=',
            'text ',
          ),
          { maxLength: 80 },
        )
        .map((p) => p.join('')),
      fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
    );
    await fc.assert(
      fc.asyncProperty(junk, fc.constantFrom('https://example.com/', 'http://x.example/a/b/c.html?q=1#f'), async (html, url) => {
        const captured = await capture({ url, html });
        expect(captured.status).to.equal(201);
        const extracted = await app.request('POST', ingest('/extract'), { as: 'owner', body: { capture_id: captured.body.capture_id } });
        expect([200, 400], JSON.stringify(extracted.body)).to.include(extracted.status);
        await app.request('DELETE', ingest(`/captures/${captured.body.capture_id}`), { as: 'owner' });
      }),
      { numRuns: 25 },
    );
  });
});
