import { expect } from 'chai';
import { AssetCatalog } from '../../../adapters/http/assets/asset-catalog.js';
import { TestApp } from '../../support/test-app.js';
import { rawRequest } from '../site/raw-http.js';
import { startDevIssuerApp } from '../sign-in/support.js';

const get = (app: TestApp, path: string, headers: Record<string, string> = {}) => fetch(`${app.url}${path}`, { headers, redirect: 'manual' });

/** The Edit Mode page: served at /edit/ (GET / leads there), static, under the strict page policy. */
describe('HTTP Edit Mode page', () => {
  let app: TestApp;
  before(async () => {
    app = await startDevIssuerApp();
  });
  after(() => app.stop());

  it('answers GET / with a redirect to /edit/, and /edit with the address that ends in a slash (query kept)', async () => {
    const root = await get(app, '/');
    expect([root.status, root.headers.get('location')]).to.deep.equal([302, '/edit/']);
    const bare = await get(app, '/edit?project=p1&draft=d1');
    expect([bare.status, bare.headers.get('location')]).to.deep.equal([301, '/edit/?project=p1&draft=d1']);
    const local = await rawRequest(app.url, '/', { host: `localhost:${new URL(app.url).port}` });
    expect([local.status, local.headers.location]).to.deep.equal([302, '/edit/']);
  });

  it('serves /favicon.ico: a 32 × 32 icon, public and cached, where it was a 404', async () => {
    const icon = await get(app, '/favicon.ico');
    expect([icon.status, icon.headers.get('content-type'), icon.headers.get('cache-control')]).to.deep.equal([200, 'image/x-icon', 'public, max-age=86400']);
    const bytes = Buffer.from(await icon.arrayBuffer());
    // An ICO of one 32 × 32 image, a PNG inside.
    expect([bytes.readUInt16LE(2), bytes.readUInt16LE(4), bytes[6], bytes[7]]).to.deep.equal([1, 1, 32, 32]);
    expect(bytes.subarray(22, 26).toString('latin1')).to.equal('\x89PNG');
  });

  it('leads to the editor only on the service’s own address: another name pointed at it (a domain not verified yet) gets 404 at /', async () => {
    const elsewhere = await rawRequest(app.url, '/', { host: 'shop.example.com' });
    expect([elsewhere.status, elsewhere.headers.location, JSON.parse(elsewhere.body)]).to.deep.equal([404, undefined, { error: 'Not found' }]);
  });

  it('serves the page: its entry’s script and stylesheet from /assets/, no inline code, under the strict policy', async () => {
    const page = await get(app, '/edit/?project=p1');
    expect(page.status).to.equal(200);
    expect(page.headers.get('content-type')).to.equal('text/html; charset=utf-8');
    const html = await page.text();
    const entry = app.get(AssetCatalog).entry('portal');
    expect(html).to.include(`<script type="module" src="${entry.script}"></script>`);
    for (const style of entry.styles) expect(html).to.include(`<link rel="stylesheet" href="${style}">`);
    // The preview frame's one script (the scroll keeper) is named for the frame, never loaded by the page.
    const keeper = app.get(AssetCatalog).entry('edit-mode-preview').script;
    expect(html).to.include(`<div id="portal" class="portal" data-preview-script="${keeper}">`).and.include('<noscript>');
    expect(html.match(/<script/g)).to.have.length(1);
    expect(html).to.not.match(/<style|\sstyle="|\son\w+="/);
    expect(page.headers.get('content-security-policy')).to.equal(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' https: http:; font-src 'self'; connect-src 'self'; object-src 'none'; " +
        "base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
    );
    expect(page.headers.get('x-frame-options')).to.equal('DENY');
    expect(page.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(page.headers.get('referrer-policy')).to.equal('no-referrer');
  });

  it('is revalidated on every load and answers 304 while unchanged; needs no credential and ignores a wrong one', async () => {
    const first = await get(app, '/edit/');
    expect(first.headers.get('cache-control')).to.equal('no-cache');
    const etag = first.headers.get('etag')!;
    expect(etag).to.match(/^"[\w-]+"$/);
    const again = await get(app, '/edit/', { 'if-none-match': etag });
    expect(again.status).to.equal(304);
    expect(again.headers.get('content-security-policy')).to.equal(first.headers.get('content-security-policy'));
    expect((await get(app, '/edit/', { authorization: 'Bearer not-a-token' })).status).to.equal(200);
  });

  it('lets its scripts call Firebase Auth’s endpoints when Firebase is the sign-in, and only those', async () => {
    const firebase = await TestApp.start({
      env: { AUTH_JWKS_FILE: '', AUTH_ISSUER: '', AUTH_AUDIENCE: '', AUTH_FIREBASE_PROJECT_ID: 'my-app-123', FIREBASE_API_KEY: 'AIzaSyPublic-web-key' },
    });
    try {
      const policy = (await get(firebase, '/edit/')).headers.get('content-security-policy');
      expect(policy).to.include("connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com;");
    } finally {
      await firebase.stop();
    }
  });
});
