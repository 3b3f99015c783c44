import { expect } from 'chai';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SiteDeployment } from '../../../application/site/site-deployment.js';
import { DiskReleaseStore } from '../../../infrastructure/site/disk-release-store.js';
import { DATABASE_FILE } from '../../../infrastructure/sqlite/database.js';
import { SqliteReleaseStore } from '../../../infrastructure/sqlite/site/release-store.js';
import { expectError } from '../../support/expect.js';
import { setUpTeam, TEAM } from '../../support/fixtures.js';
import { TestApp } from '../../support/test-app.js';
import { newDraft, publish } from '../publishing/support.js';
import { fetchSite } from './fetch-site.js';

/**
 * Issue 44, fallbacks on the site: with `ar -> en`, an English page without an Arabic version is
 * served at its Arabic address in English, under Arabic chrome and a note; hreflang and the
 * sitemap list only real translations; the switcher says where each language has the page.
 */
describe('HTTP site: language fallbacks', function () {
  this.timeout(60_000);
  let app: TestApp;
  let projectId: string;
  let base: string;
  const api = (method: string, path: string, body?: unknown, as = 'owner') => app.request(method, `/api/projects/${projectId}${path}`, { as, body });
  const settings = (body: Record<string, unknown>, as = 'owner') => api('PATCH', '/settings/site', body, as);
  const site = async (path: string) => (await fetchSite(app, projectId, path)).text;
  const edit = async (slug: string, language: string, content: string) => {
    const opened = await api('POST', '/docs/edit/open', { slug, language });
    const saved = await api('POST', '/docs/edit/save', { draftId: opened.body.draftId, metadata: {}, content, language });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
  };
  /** The files the live release staged itself (the others it shares with the release before). */
  const staged = () => {
    const db = app.running.composition.storage.db as { prepare(sql: string): { pluck(): { all(...args: unknown[]): unknown[] } } };
    return db
      .prepare(
        `SELECT path FROM site_release_files WHERE project_id = ? AND from_release = (SELECT release FROM site_current WHERE project_id = ?) ORDER BY path`,
      )
      .pluck()
      .all(projectId, projectId);
  };
  const hreflangs = (html: string) => [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)"/g)].map((m) => m[1]);
  const switcher = (html: string) => html.slice(html.indexOf('<nav class="languages"'), html.indexOf('</nav>', html.indexOf('<nav class="languages"')));

  /** A fresh project: English pages about, shipping and prices, prices translated into Arabic and French; with `ar -> en` published unless said. */
  const freshSite = async ({ fallbacks = true } = {}) => {
    projectId = await setUpTeam(app, 'Northwind');
    base = `http://${projectId}.localhost:${new URL(app.config.publicBaseUrl).port}/`;
    await newDraft(app, projectId, 'about', { title: 'About us' }, 'We make **gear**.\n\n```js\nconst x = 1;\n```');
    await newDraft(app, projectId, 'shipping', { title: 'Shipping' }, 'We ship.');
    await newDraft(app, projectId, 'prices', { title: 'Prices' }, 'Fair prices.');
    await newDraft(app, projectId, 'prices', { title: 'الأسعار' }, 'أسعار عادلة.', 'ar');
    await newDraft(app, projectId, 'prices', { title: 'Prix' }, 'Des prix justes.', 'fr');
    if (!fallbacks) return;
    expect((await settings({ language_fallbacks: { ar: 'en' } })).status).to.equal(200);
    await publish(app, projectId);
  };

  before(async () => {
    app = await TestApp.start({ env: { FILE_STORAGE: 'store' } });
  });
  after(() => app.stop());

  it('reads {} by default, takes { ar: en }, and refuses bad fallbacks with a 400 that changes nothing', async () => {
    await freshSite({ fallbacks: false });
    expect((await api('GET', '/settings')).body.site.language_fallbacks).to.deep.equal({});
    expectError(await settings({ language_fallbacks: { ar: 'ar' } }), 400, 'A language cannot fall back to itself: ar');
    expectError(await settings({ language_fallbacks: { ar: 'fr', fr: 'ar' } }), 400, 'language_fallbacks form a cycle: ar -> fr -> ar');
    expectError(await settings({ language_fallbacks: { 'arabic!': 'en' } }), 400, 'language_fallbacks has keys that are not language tags: arabic!');
    expectError(await settings({ language_fallbacks: { ar: 'not a tag' } }), 400, 'language_fallbacks has values that are not language tags, for: ar');
    expect((await settings({ language_fallbacks: { ar: 5 } })).status).to.equal(400);
    expectError(await settings({ language_fallbacks: { ar: 'en' } }, TEAM.member), 403, 'Insufficient permission');
    expect((await api('GET', '/settings')).body.site.language_fallbacks).to.deep.equal({});
    const set = await settings({ language_fallbacks: { AR: 'EN' } });
    expect(set.status, JSON.stringify(set.body)).to.equal(200);
    expect(set.body.site.language_fallbacks).to.deep.equal({ ar: 'en' });
    expect((await api('GET', '/settings')).body.site.language_fallbacks).to.deep.equal({ ar: 'en' });
  });

  it('serves an English page at its Arabic address, in English under Arabic chrome, with the note, canonical to the English page', async () => {
    await freshSite();
    const copy = await site('ar/about/');
    expect(copy).to.include('<html lang="ar" dir="rtl">');
    expect(copy).to.include(
      '<div class="fallback-note" role="note"><p>هذه الصفحة غير متوفرة باللغة العربية، وهي معروضة باللغة الإنجليزية. <a href="../../en/about/" hreflang="en">عرض الصفحة الأصلية</a></p></div>',
    );
    expect(copy).to.include('<div class="fallback-content" lang="en" dir="ltr"><article><h1>About us</h1><p>We make <strong>gear</strong>.</p>');
    expect(copy).to.include('const');
    expect(copy).to.include(`<link rel="canonical" href="${base}en/about/">`);
    expect(hreflangs(copy)).to.deep.equal([]);
    expect(copy).to.include('<a class="skip-link" href="#main">');
    // The Arabic index lists it, in English.
    expect(await site('ar/')).to.include('<li lang="en" dir="ltr"><a href="../ar/about/">About us</a></li>');
    // "Edit this page" at the copy's address opens the page it shows; at a translation's, the translation.
    const lookup = async (path: string) =>
      (
        await app.request('GET', `/api/site-pages/lookup?url=${encodeURIComponent(new URL(`/sites/${projectId}/${path}`, app.config.publicBaseUrl).href)}`, {
          as: TEAM.member,
        })
      ).body;
    expect(await lookup('ar/about/')).to.deep.equal({ project_id: projectId, slug: 'about', language: 'en' });
    expect(await lookup('ar/prices/')).to.deep.equal({ project_id: projectId, slug: 'prices', language: 'ar' });
    expect(await lookup('fr/about/')).to.deep.equal({ project_id: projectId, slug: 'about', language: 'fr' });
  });

  it('lists only real translations in hreflang and the sitemap', async () => {
    await freshSite();
    expect(hreflangs(await site('en/about/'))).to.deep.equal([]);
    expect(hreflangs(await site('en/prices/'))).to.deep.equal(['en', 'ar', 'fr']);
    expect(hreflangs(await site('ar/prices/'))).to.deep.equal(['ar', 'en', 'fr']);
    const sitemap = await site('sitemap.xml');
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(base.length)).sort()).to.deep.equal([
      'ar/prices/',
      'en/about/',
      'en/prices/',
      'en/shipping/',
      'fr/prices/',
    ]);
    expect(sitemap).to.not.include('ar/about/').and.not.include('ar/shipping/');
  });

  it('says in the switcher where each language has the page: a translation, a fallback copy (marked), or not at all', async () => {
    await freshSite();
    const english = switcher(await site('en/about/'));
    expect(english).to.include('<a href="../../en/about/" hreflang="en" lang="en" aria-current="true">English</a>');
    expect(english).to.include('<a href="../../ar/about/" hreflang="ar" lang="ar">العربية <small lang="en">(English)</small></a>');
    expect(english).to.include('<span class="untranslated" lang="fr">Français <small lang="fr">(non traduite)</small></span>');
    expect(english).to.not.include('href="../../fr/');
    const arabic = switcher(await site('ar/about/'));
    expect(arabic).to.include('<a href="../../ar/about/" hreflang="ar" lang="ar" aria-current="true">العربية <small lang="en">(English)</small></a>');
    expect(arabic).to.include('<a href="../../en/about/" hreflang="en" lang="en">English</a>');
    const translated = switcher(await site('fr/prices/'));
    expect(translated).to.include('<a href="../../ar/prices/" hreflang="ar" lang="ar">العربية</a>');
    // An index has every language: each leads to its own index.
    expect(switcher(await site('fr/'))).to.include('<a href="../ar/" hreflang="ar" lang="ar">العربية</a>');
  });

  it('renders the copy again, and only it with its page, when the English page is republished', async () => {
    await freshSite();
    await edit('about', 'en', 'We make **better** gear.');
    await publish(app, projectId);
    expect(await site('ar/about/')).to.include('<p>We make <strong>better</strong> gear.</p>');
    expect(staged()).to.deep.equal(['ar/about/index.html', 'en/about/index.html']);
  });

  it('replaces the copy with the Arabic translation once published, which hreflang and the sitemap then list', async () => {
    await freshSite();
    await newDraft(app, projectId, 'about', { title: 'من نحن' }, 'نصنع المعدات.', 'ar');
    await publish(app, projectId);
    const translation = await site('ar/about/');
    expect(translation).to.include('<h1>من نحن</h1>').and.not.include('fallback-note');
    expect(translation).to.include(`<link rel="canonical" href="${base}ar/about/">`);
    expect(hreflangs(await site('en/about/'))).to.deep.equal(['en', 'ar']);
    expect(switcher(await site('en/about/'))).to.include('<a href="../../ar/about/" hreflang="ar" lang="ar">العربية</a>');
    expect(await site('sitemap.xml')).to.include(`${base}ar/about/`);
  });

  it('removes the copies when the setting goes, from the next deploy on', async () => {
    await freshSite();
    expect((await settings({ language_fallbacks: {} })).body.site.language_fallbacks).to.deep.equal({});
    expect((await api('GET', '/publish/status')).body.settings_changed).to.equal(true);
    expect(await site('ar/shipping/')).to.include('fallback-note');
    await publish(app, projectId);
    expect((await fetchSite(app, projectId, 'ar/shipping/')).status).to.equal(404);
    expect(switcher(await site('en/shipping/'))).to.include('<span class="untranslated" lang="ar">العربية <small lang="ar">(غير مترجمة)</small></span>');
  });

  it('serves a language that has only copies, and leaves its index out of the indexes’ hreflang', async () => {
    projectId = await setUpTeam(app, 'Northwind');
    await newDraft(app, projectId, 'about', { title: 'About us' }, 'We make gear.');
    await newDraft(app, projectId, 'contact', { title: 'Contact' }, 'Write to us.');
    expect((await settings({ language_fallbacks: { ar: 'en' } })).status).to.equal(200);
    await publish(app, projectId);
    expect(hreflangs(await site('en/'))).to.deep.equal([]);
    expect(await site('ar/'))
      .to.include('<html lang="ar" dir="rtl">')
      .and.include('<li lang="en" dir="ltr"><a href="../ar/contact/">Contact</a></li>');
    expect(switcher(await site('en/about/'))).to.include('<a href="../../ar/about/" hreflang="ar" lang="ar">العربية <small lang="en">(English)</small></a>');
  });

  it('links the Arabic header to a copy as the deployed site does, in Edit Mode’s preview too', async () => {
    await freshSite();
    // A translation in progress: the item may name its draft, and the site shows the copy until it is published.
    await newDraft(app, projectId, 'shipping', { title: 'الشحن' }, 'قيد الترجمة.', 'ar');
    expect((await api('POST', '/header-nav-items', { language: 'ar', label: 'الشحن', slug: 'shipping' })).status).to.equal(201);
    const news = await newDraft(app, projectId, 'news', { title: 'News' }, 'Nothing yet.');
    await publish(app, projectId, { draft_ids: [news] });
    expect(await site('ar/shipping/')).to.include('fallback-note');
    const link = '<a href="../../ar/shipping/">الشحن</a>';
    expect(await site('ar/prices/')).to.include(link);
    const preview = await api('POST', '/docs/edit/preview', {
      slug: 'prices',
      language: 'ar',
      doc_template_id: 'page',
      metadata: { slug: 'prices' },
      content: '',
    });
    expect(preview.status, JSON.stringify(preview.body)).to.equal(200);
    expect(preview.body.html).to.include(link);
  });

  it('serves, after a republish and a translation deployed in steps, byte for byte what a whole rebuild from nothing serves', async () => {
    await freshSite();
    await edit('about', 'en', 'We make **better** gear.');
    await publish(app, projectId);
    await newDraft(app, projectId, 'shipping', { title: 'الشحن' }, 'نشحن.', 'ar');
    await publish(app, projectId);
    // Another instance on the same database renders the site whole, from nothing, under its own DATA_DIR.
    const otherDir = mkdtempSync(join(tmpdir(), 'content-service-test-'));
    symlinkSync(join(app.dataDir, DATABASE_FILE), join(otherDir, DATABASE_FILE));
    const whole = await TestApp.start({ env: { FILE_STORAGE: 'disk' }, dataDir: otherDir, issuer: app.issuer, clock: app.clock });
    try {
      await whole.get(SiteDeployment).deploy(projectId, { redeploy: true });
      const store = new SqliteReleaseStore(app.running.composition.storage.db as never);
      const paths = [...(await store.allEntries(projectId, (await store.current(projectId))!.release)).keys()].sort();
      const onDisk = new DiskReleaseStore(join(otherDir, 'sites'));
      expect(paths).to.deep.equal([...(await onDisk.allEntries(projectId, (await onDisk.current(projectId))!.release)).keys()].sort());
      expect(paths).to.include.members(['ar/about/index.html', 'ar/shipping/index.html', 'ar/prices/index.html']);
      for (const path of paths.filter((p) => p.endsWith('index.html') || p.endsWith('.xml'))) {
        const address = path.replace(/index\.html$/, '');
        const [mine, theirs] = [await fetchSite(app, projectId, address), await fetchSite(whole, projectId, address)];
        expect(mine.bytes.equals(theirs.bytes), `${path} differs`).to.equal(true);
      }
    } finally {
      await whole.stop();
    }
  });
});
