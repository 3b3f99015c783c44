import { expect } from 'chai';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DomainRepository } from '../../../application/site/ports.js';
import { DomainLookup } from '../../../application/site/domains/domain-lookup.js';
import type { Hostname } from '../../../domain/site/hostname.js';
import { TestApp } from '../../support/test-app.js';
import { newDraft, publish } from '../publishing/support.js';
import { fetchSite } from './fetch-site.js';
import { rawRequest } from './raw-http.js';

const XSS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '[click](javascript:alert(1))',
  '[shout](JAVASCRIPT:alert(1))',
  '[tab](java\tscript:alert(1))',
  '[vb](vbscript:msgbox(1))',
  '![pixel](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
  '<a href="javascript:alert(1)">raw link</a>',
  '<javascript:alert(1)>',
  '[fine](https://example.com/ok)',
  // Through the theme's markdown plugins: heading anchors, code fences, task lists, footnotes, tables.
  '## <img src=x onerror=alert(2)> heading',
  '```"><script>alert(3)</script>\ncode\n```',
  '- [ ] <script>alert(4)</script>',
  'Noted[^x]\n\n[^x]: <img src=x onerror=alert(5)>',
  '| <script>alert(6)</script> |\n|:--|\n| <b onclick=alert(7)>x</b> |',
].join('\n\n');

describe('HTTP site: rendering and serving', () => {
  let app: TestApp;
  let projectId: string;

  before(async () => {
    app = await TestApp.start();
    projectId = await app.createProject('owner', { name: 'Acme <Inc>' });
    await newDraft(app, projectId, 'xss', { title: '<script>alert("title")</script>', description: '"><script>x</script>' }, XSS);
    const html = await app.request('POST', `/api/projects/${projectId}/docs/edit/upload-custom-page`, {
      as: 'owner',
      body: { slug: 'custom', language: 'en', kind: 'html', body: '<!doctype html><p id="mine">Mine<script>1</script></p>' },
    });
    expect(html.status, JSON.stringify(html.body)).to.equal(201);
    await app.request('POST', `/api/projects/${projectId}/docs/edit/save`, {
      as: 'owner',
      body: { draftId: html.body.draftId, metadata: { title: 'Custom' }, content: '<!doctype html><p id="mine">Mine<script>1</script></p>', language: 'en' },
    });
    const astro = await app.request('POST', `/api/projects/${projectId}/docs/edit/upload-custom-page`, {
      as: 'owner',
      body: { slug: 'astro', language: 'en', kind: 'astro', body: '---\nconst x = 1;\n---\n<h1>{x}</h1>' },
    });
    await app.request('POST', `/api/projects/${projectId}/docs/edit/save`, {
      as: 'owner',
      body: { draftId: astro.body.draftId, metadata: { title: 'Astro' }, content: '---\nconst x = 1;\n---\n<h1>{x}</h1>', language: 'en' },
    });
    await publish(app, projectId);
  });
  after(() => app.stop());

  it('renders markdown inert: raw HTML escaped, unsafe links refused, metadata escaped', async () => {
    const page = await fetchSite(app, projectId, 'en/xss/');
    expect(page.status).to.equal(200);
    const article = page.text.slice(page.text.indexOf('<article>'));
    expect(article).to.not.match(/<script/i);
    expect(page.text).to.not.match(/<script/i);
    expect(article).to.not.match(/<[a-z]+[^>]*\son\w+=/i);
    expect(article).to.not.match(/(href|src)="\s*(javascript|vbscript|data):/i);
    expect(article).to.include('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(article).to.include('<a href="https://example.com/ok">fine</a>');
    expect(page.text).to.include('<title>&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt; · Acme &lt;Inc&gt;</title>');
    expect(page.text).to.include('<meta name="description" content="&quot;&gt;&lt;script&gt;x&lt;/script&gt;">');
    expect(page.headers.get('content-security-policy')).to.include("default-src 'none'");
  });

  it('serves a custom HTML page as uploaded on its site’s own origin; a custom Astro page as source', async () => {
    const custom = await fetchSite(app, projectId, 'en/custom/');
    expect(custom.text).to.equal('<!doctype html><p id="mine">Mine<script>1</script></p>');
    // Its scripts run with the site's origin, which holds nothing of the service's.
    expect(custom.headers.get('content-security-policy')).to.equal(null);
    const astro = await fetchSite(app, projectId, 'en/astro/');
    expect(astro.text).to.include('<pre class="code" dir="ltr" tabindex="0"><code>---\nconst x = 1;\n---\n&lt;h1&gt;{x}&lt;/h1&gt;</code></pre>');
  });

  it('answers with content types, ETags and 304 on revalidation', async () => {
    const first = await fetchSite(app, projectId, 'en/xss/');
    const etag = first.headers.get('etag')!;
    expect(etag).to.match(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).to.equal('public, max-age=0, must-revalidate');
    expect(first.headers.get('x-content-type-options')).to.equal('nosniff');
    // Written in one go from precomputed headers: the conventions' request id and the page's policy are still there.
    expect(first.headers.get('x-request-id')).to.match(/^[\w-]{36}$/);
    expect(first.headers.get('content-security-policy')).to.include("default-src 'none'");
    expect(first.headers.get('content-length')).to.equal(String(Buffer.byteLength(first.text)));
    const again = await fetchSite(app, projectId, 'en/xss/', { 'if-none-match': etag });
    expect([again.status, again.text, again.headers.get('etag')]).to.deep.equal([304, '', etag]);
    expect((await fetchSite(app, projectId, 'en/xss/', { 'if-none-match': '"other"' })).status).to.equal(200);
    const head = await fetchSite(app, projectId, 'en/xss/', {}, 'HEAD');
    expect([head.status, head.text, head.headers.get('content-type')]).to.deep.equal([200, '', 'text/html; charset=utf-8']);
  });

  it('redirects folders without their slash and answers 404 for anything else, path tricks included', async () => {
    const noSlash = await fetchSite(app, projectId, 'en/xss');
    expect([noSlash.status, noSlash.headers.get('location')]).to.deep.equal([301, '/en/xss/']);
    for (const path of [
      'en/missing/',
      'release.json',
      'en/xss/index.html',
      '../../../etc/passwd',
      'en/%2e%2e/%2e%2e/',
      '..%2f..%2fcontent-service.sqlite',
      'en//xss/',
      'current/',
      'sites/another/en/xss/',
    ]) {
      const response = await fetchSite(app, projectId, path);
      expect(response.status, path).to.equal(404);
    }
    // A link a page wrote to the site's old address on the service: the same page here.
    const site = `http://${projectId}.localhost:${new URL(app.config.publicBaseUrl).port}`;
    const old = await fetchSite(app, projectId, `sites/${projectId}/en/xss/?from=markdown`);
    expect([old.status, old.headers.get('location')]).to.deep.equal([308, `${site}/en/xss/?from=markdown`]);
    // Never to another host.
    const away = await fetchSite(app, projectId, `sites/${projectId}//elsewhere.example/x`);
    expect([away.status, away.headers.get('location')]).to.deep.equal([308, `${site}//elsewhere.example/x`]);
    const fresh = await app.createProject('owner');
    expect((await fetchSite(app, fresh)).status).to.equal(404);
    // A host under the sites domain that is no project's, or that holds more than one label.
    for (const host of ['nope.localhost', `x.${projectId}.localhost`, 'NOPE.LOCALHOST.'])
      expect((await rawRequest(app.url, '/', { host })).status, host).to.equal(404);
  });

  it("serves the site at / for a request whose Host is one of the project's verified domains", async () => {
    const domains = app.get<DomainRepository>(DomainRepository);
    await domains.add({
      project_id: projectId,
      hostname: 'www.acme.test' as Hostname,
      status: 'pending',
      verification_value: 'v',
      created_at: '2026-01-01T00:00:00Z',
      verified_at: null,
    });
    await domains.add({
      project_id: projectId,
      hostname: 'pending.acme.test' as Hostname,
      status: 'pending',
      verification_value: 'v',
      created_at: '2026-01-01T00:00:00Z',
      verified_at: null,
    });
    await domains.markVerified(projectId, 'www.acme.test', '2026-01-01T00:00:00Z');
    app.get(DomainLookup).invalidate();

    const root = await rawRequest(app.url, '/', { host: 'WWW.Acme.test' });
    expect(root.status).to.equal(200);
    expect(root.body).to.include('en/xss/');
    const page = await rawRequest(app.url, '/en/xss/', { host: 'www.acme.test' });
    expect(page.body).to.include('&lt;script&gt;alert(1)');
    const custom = await rawRequest(app.url, '/en/custom/', { host: 'www.acme.test' });
    expect(custom.headers['content-security-policy']).to.equal(undefined);
    const sitemap = await rawRequest(app.url, '/sitemap.xml', { host: 'www.acme.test' });
    expect(sitemap.body).to.include('<loc>http://www.acme.test/en/xss/</loc>').and.not.include('/sites/');
    expect((await rawRequest(app.url, '/api/projects', { host: 'www.acme.test' })).status).to.equal(404);
    expect((await rawRequest(app.url, '/', { host: 'www.acme.test' }, 'POST')).status).to.equal(405);
    // A pending domain and any other host reach the API as usual.
    expect((await rawRequest(app.url, '/healthz', { host: 'pending.acme.test' })).status).to.equal(200);
    expect((await rawRequest(app.url, '/healthz', { host: 'unknown.example' })).status).to.equal(200);
  });

  it('deploys a site whose last page was deleted: the page is gone, the root says there are no pages yet', async () => {
    const emptied = await app.createProject('owner', { name: 'Emptied', default_language: 'fr' });
    await newDraft(app, emptied, 'only', {}, '# only', 'fr');
    await publish(app, emptied);
    const [only] = (await app.request('GET', `/api/projects/${emptied}/pages`, { as: 'owner' })).body.pages;
    expect((await app.request('DELETE', `/api/projects/${emptied}/pages/${only.id}`, { as: 'owner' })).status).to.equal(204);
    await publish(app, emptied);
    expect((await fetchSite(app, emptied, 'fr/only/')).status).to.equal(404);
    const root = await fetchSite(app, emptied);
    expect([root.status, root.text.includes('<html lang="fr" dir="ltr">'), root.text.includes('Aucune page pour l’instant.')]).to.deep.equal([200, true, true]);
    const sitemap = await fetchSite(app, emptied, 'sitemap.xml');
    expect(sitemap.text).to.include('<urlset').and.not.include('<url>');
  });

  it('removes the deployed site with its project', async () => {
    const doomed = await app.createProject('owner');
    await newDraft(app, doomed, 'page');
    await publish(app, doomed);
    expect((await fetchSite(app, doomed, 'en/page/')).status).to.equal(200);
    expect((await app.request('DELETE', `/api/projects/${doomed}`, { as: 'owner' })).status).to.equal(204);
    expect((await fetchSite(app, doomed, 'en/page/')).status).to.equal(404);
    expect(existsSync(join(app.dataDir, 'sites', doomed))).to.equal(false);
  });
});
