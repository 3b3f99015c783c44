import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { buildOpenApiDocument } from '../../../adapters/http/openapi/document.js';
import { ROUTE_GROUPS } from '../../../adapters/http/routes.js';
import { TestApp } from '../../support/test-app.js';

describe('HTTP GET /openapi.json and /docs', () => {
  let app: TestApp;
  before(async () => {
    app = await TestApp.start();
  });
  after(() => app.stop());

  it('serves the description without a credential, with an ETag that answers 304 until it changes', async () => {
    const first = await app.request('GET', '/openapi.json');
    expect(first.status).to.equal(200);
    expect(first.headers.get('content-type')).to.equal('application/json; charset=utf-8');
    expect(first.body).to.deep.equal(JSON.parse(JSON.stringify(buildOpenApiDocument(ROUTE_GROUPS))));
    // The typed client's copy is this document (`npm run openapi` writes it; `npm run lint` checks it).
    expect(first.body, 'clients/typescript/openapi.json is stale: run npm run openapi').to.deep.equal(
      JSON.parse(readFileSync('clients/typescript/openapi.json', 'utf8')),
    );
    const etag = first.headers.get('etag')!;
    expect(etag).to.match(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers.get('access-control-allow-origin')).to.equal('*');
    const again = await app.request('GET', '/openapi.json', { headers: { 'if-none-match': etag } });
    expect([again.status, again.body, again.headers.get('etag')]).to.deep.equal([304, undefined, etag]);
    expect((await app.request('GET', '/openapi.json', { headers: { 'if-none-match': '"other"' } })).status).to.equal(200);
  });

  it('serves the reference page from its own files, under a Content-Security-Policy that allows no inline script', async () => {
    const page = await app.request('GET', '/docs');
    expect(page.status).to.equal(200);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).to.include("default-src 'none'").and.include("script-src 'self'").and.include("connect-src 'self'").and.include("frame-ancestors 'none'");
    expect(csp).to.not.include('unsafe');
    const html = page.body as string;
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets).to.deep.equal(['/docs/swagger-ui.css', '/docs/favicon-32x32.png', '/docs/swagger-ui-bundle.js', '/docs/init.js']);
    expect(html).to.not.match(/<script>|<style>|style=/);
    for (const asset of assets) {
      const file = await app.request('GET', asset);
      expect([asset, file.status]).to.deep.equal([asset, 200]);
      expect(file.headers.get('etag')).to.match(/^"/);
    }
    const init = await app.request('GET', '/docs/init.js');
    expect(init.headers.get('content-type')).to.equal('text/javascript; charset=utf-8');
    expect(init.body).to.include("url: '/openapi.json'").and.include('validatorUrl: null');
  });

  it('serves no other file under /docs', async () => {
    for (const path of ['/docs/package.json', '/docs/..%2Fpackage.json', '/docs/index.html', '/docs/swagger-ui-bundle.js.map']) {
      expect([path, (await app.request('GET', path)).status]).to.deep.equal([path, 404]);
    }
  });
});
