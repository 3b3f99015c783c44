import { expect } from 'chai';
import { DomainRepository } from '../../../application/site/ports.js';
import { DomainLookup } from '../../../application/site/domains/domain-lookup.js';
import type { Hostname } from '../../../domain/site/hostname.js';
import { TestApp } from '../../support/test-app.js';
import { anImageFile, rawRequest as upload } from '../media/support.js';
import { linksIn, newDraft, publish } from '../publishing/support.js';
import { fetchSite } from './fetch-site.js';
import { rawRequest } from './raw-http.js';

const count = (text: string, needle: string | RegExp) => text.split(needle).length - 1;
const stylesheetOf = (html: string) => /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1];

/** Issue 20: the published site's default theme, as readers get it. */
describe('HTTP site: the default theme', () => {
  let app: TestApp;
  let projectId: string;
  const api = (rest: string) => `/api/projects/${projectId}${rest}`;

  before(async () => {
    app = await TestApp.start();
    projectId = await app.createProject('owner', { name: 'Acme' });
    await newDraft(app, projectId, 'about', { title: 'About us', description: 'Who we are' }, '# About   US\n\nWe make things.\n\n## Team\n\nSee [us](#team).');
    await newDraft(app, projectId, 'about', { title: 'À propos' }, '# Qui sommes-nous\n\nNous fabriquons.', 'fr');
    await newDraft(app, projectId, 'contact', { title: 'Contact' }, 'Write to us.');
    await newDraft(
      app,
      projectId,
      'hello',
      { title: 'Hello' },
      '```ts\nconst answer: number = 42; // the answer\n```\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n\n> Quoted.',
    );
    await newDraft(app, projectId, 'welcome', { title: 'مرحبا' }, 'أهلا بكم.', 'ar');
    const unlisted = { slug: 'private-offer', language: 'en', doc_template_id: 'page', visibility: 'unlisted', metadata: { title: 'Offer' }, content: 'Shh.' };
    expect((await app.request('POST', api('/pages'), { as: 'owner', body: unlisted })).status).to.equal(201);
    await app.request('POST', api('/sidebar-groups'), {
      as: 'owner',
      body: { language: 'en', title: 'Company', items: [{ slug: 'about', label: 'Who we are' }] },
    });
    await publish(app, projectId);
  });
  after(() => app.stop());

  it('shows the title once: a body starting with the same heading does not repeat it; another heading stays', async () => {
    const about = await fetchSite(app, projectId, 'en/about/');
    expect(count(about.text, '<h1')).to.equal(1);
    expect(about.text).to.include('<h1>About us</h1>').and.not.include('About   US');
    expect(about.text).to.include('<title>About us · Acme</title>');
    expect(about.text).to.include('<h2 id="team" tabindex="-1"><a class="header-anchor" href="#team"><span>Team</span></a></h2>');
    const apropos = await fetchSite(app, projectId, 'fr/about/');
    expect(count(apropos.text, '<h1')).to.equal(2);
    expect(apropos.text).to.include('<h1>À propos</h1>').and.include('Qui sommes-nous</span></a></h1>');
  });

  it('links each language of the switcher to the same page in it, says a language without it has it not (no link elsewhere), and which is current', async () => {
    const about = await fetchSite(app, projectId, 'en/about/');
    expect(linksIn(about.text, '<nav class="languages"', '</nav>')).to.deep.equal(['../../en/about/', '../../fr/about/']);
    expect(about.text).to.include('<a href="../../en/about/" hreflang="en" lang="en" aria-current="true">English</a>');
    expect(about.text).to.include('<a href="../../fr/about/" hreflang="fr" lang="fr">Français</a>');
    expect(about.text).to.include('<span class="untranslated" lang="ar">العربية <small lang="ar">(غير مترجمة)</small></span>');
    // Absolute, at the site's own origin: `<project>.<SITES_DOMAIN>` with the service's scheme and port.
    const base = `http://${projectId}.localhost:${new URL(app.config.publicBaseUrl).port}/`;
    expect(about.text).to.include(`<link rel="canonical" href="${base}en/about/">`);
    expect(about.text).to.include(`<link rel="alternate" hreflang="en" href="${base}en/about/"><link rel="alternate" hreflang="fr" href="${base}fr/about/">`);
    const contact = await fetchSite(app, projectId, 'en/contact/');
    expect(linksIn(contact.text, '<nav class="languages"', '</nav>')).to.deep.equal(['../../en/contact/']);
    expect(contact.text).to.not.include('hreflang="fr" href="http');
    const arabic = await fetchSite(app, projectId, 'ar/welcome/');
    expect(arabic.text).to.match(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(arabic.text).to.include('<a class="skip-link" href="#main">انتقل إلى المحتوى</a>');
  });

  it('writes the head from the page: description, Open Graph and Twitter card tags', async () => {
    const about = await fetchSite(app, projectId, 'en/about/');
    for (const tag of [
      '<meta name="description" content="Who we are">',
      '<meta property="og:title" content="About us">',
      '<meta property="og:description" content="Who we are">',
      `<meta property="og:url" content="http://${projectId}.localhost:${new URL(app.config.publicBaseUrl).port}/en/about/">`,
      '<meta property="og:site_name" content="Acme">',
      '<meta property="og:locale" content="en_US">',
      '<meta name="twitter:card" content="summary">',
    ]) {
      expect(about.text).to.include(tag);
    }
    expect(about.text).to.not.include('noindex');
    // An unlisted page is there for those who have its link, not for search engines.
    expect((await fetchSite(app, projectId, 'en/private-offer/')).text).to.include('<meta name="robots" content="noindex">');
  });

  it('highlights code at deploy time with classes, styles tables and quotes from one hashed stylesheet, and has no inline style or script', async () => {
    const hello = await fetchSite(app, projectId, 'en/hello/');
    expect(hello.text).to.include('<pre class="code" dir="ltr" tabindex="0"><code class="language-ts"><span class="hl-cf222e hd-ff7b72">const</span>');
    expect(hello.text).to.include('<th class="align-start">a</th>').and.include('<td class="align-end">2</td>');
    expect(hello.text).to.include('<div class="table-scroll" tabindex="0"><table>').and.include('<blockquote>');
    expect(hello.text).to.not.match(/<style|\sstyle=|<script/i);
    const policy = hello.headers.get('content-security-policy')!;
    expect(policy).to.equal("default-src 'none'; style-src 'self'; img-src *; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'");

    const href = stylesheetOf(hello.text)!;
    expect(href).to.match(/^\.\.\/\.\.\/assets\/site\.[0-9a-f]{12}\.css$/);
    const css = await fetchSite(app, projectId, href.slice('../../'.length));
    expect(css.status).to.equal(200);
    expect(css.headers.get('content-type')).to.equal('text/css; charset=utf-8');
    expect(css.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    expect(css.text).to.include('.hl-cf222e{color:').and.include('@media (prefers-color-scheme:dark)').and.include('border-inline-start');
    expect(css.text).to.not.match(/@import|@font-face|url\(/);
    expect((await fetchSite(app, projectId, 'assets/site.000000000000.css')).status).to.equal(404);
  });

  it('lists a language’s pages by sidebar group on its index, the others after them', async () => {
    const index = await fetchSite(app, projectId, 'en/');
    const main = index.text.slice(index.text.indexOf('<main'));
    expect(main).to.include('<h2>Company</h2><ul class="page-list"><li><a href="../en/about/">Who we are</a><p>Who we are</p></li></ul>');
    expect(main).to.include('<h2>Other pages</h2>');
    expect(linksIn(main, '<h2>Other pages</h2>', '</main>')).to.deep.equal(['../en/contact/', '../en/hello/']);
    expect(linksIn((await fetchSite(app, projectId, 'fr/')).text, '<main', '</main>')).to.deep.equal(['../fr/about/']);
  });

  it('answers a path that names nothing with the site’s own 404 page, in the language of the path, with status 404', async () => {
    const missing = await fetchSite(app, projectId, 'en/nothing/here/');
    expect(missing.status).to.equal(404);
    expect(missing.headers.get('content-security-policy')).to.include("style-src 'self'");
    expect(missing.text).to.include('<h1>Page not found</h1>').and.not.include('rel="canonical"');
    // Its links start at the site's root, wherever it is served.
    expect(stylesheetOf(missing.text)).to.match(/^\/assets\/site\.[0-9a-f]{12}\.css$/);
    expect(missing.text).to.include(`<a href="/en/">Go to the home page</a>`).and.not.include('site-root.invalid');
    const arabic = await fetchSite(app, projectId, 'ar/nothing/');
    expect([arabic.status, arabic.text.includes('<html lang="ar" dir="rtl">'), arabic.text.includes('الصفحة غير موجودة')]).to.deep.equal([404, true, true]);
    const root = await fetchSite(app, projectId, 'nothing');
    expect([root.status, root.text.includes('<html lang="en"')]).to.deep.equal([404, true]);
    expect((await fetchSite(app, projectId, 'en/404.html')).status).to.equal(404);
  });

  it('takes an accent colour and a logo from the settings at the next publish, and the canonical address from a verified domain', async () => {
    const before = await fetchSite(app, projectId, 'en/contact/');
    const image = await upload(app, 'POST', api('/images'), {
      as: 'owner',
      body: await anImageFile('png', 9, 400, 100),
      headers: { 'content-type': 'image/png' },
    });
    const changed = await app.request('PATCH', api('/settings/site'), { as: 'owner', body: { accent_color: '#aa3300', logo_image_id: image.body.id } });
    expect(changed.status).to.equal(200);
    // Settings alone change nothing that readers see.
    expect((await fetchSite(app, projectId, 'en/contact/')).text).to.equal(before.text);

    const domains = app.get<DomainRepository>(DomainRepository);
    await domains.add({
      project_id: projectId,
      hostname: 'www.acme.test' as Hostname,
      status: 'pending',
      verification_value: 'v',
      created_at: '2026-01-01T00:00:00Z',
      verified_at: null,
    });
    await domains.markVerified(projectId, 'www.acme.test', '2026-01-01T00:00:00Z');
    app.get(DomainLookup).invalidate();
    await newDraft(app, projectId, 'news', { title: 'News' }, 'Fresh.');
    await publish(app, projectId);

    const after = await fetchSite(app, projectId, 'en/contact/');
    expect(stylesheetOf(after.text)).to.not.equal(stylesheetOf(before.text));
    const css = await fetchSite(app, projectId, stylesheetOf(after.text)!.slice('../../'.length));
    expect(css.text).to.match(/^:root\{--accent:#aa3300;--link:#aa3300\}/);
    expect(after.text)
      .to.include(`<a class="brand" href="../../en/"><img src="${image.body.url}" srcset="`)
      .and.include('width="400" height="100" alt=""><span>Acme</span></a>');
    expect(after.text).to.include('<link rel="canonical" href="https://www.acme.test/en/contact/">');
    // The stylesheet the previous pages linked is still there for readers who loaded one just before.
    expect((await fetchSite(app, projectId, stylesheetOf(before.text)!.slice('../../'.length))).status).to.equal(200);

    const own = await rawRequest(app.url, '/en/missing/', { host: 'www.acme.test' });
    expect(own.status).to.equal(404);
    expect(own.body).to.include('<a href="/en/">').and.include('<link rel="stylesheet" href="/assets/site.');
  });
});
