import { expect } from 'chai';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AssetCatalog } from '../../../adapters/http/assets/asset-catalog.js';
import { TestApp } from '../../support/test-app.js';

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** A request as sent (fetch would ask for and undo compression itself), the body's bytes as received. */
function raw(app: TestApp, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  const { hostname, port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** `/assets/<name>-<hash>.<ext>`: the browser bundles, immutable, precompressed, revalidated by ETag. */
describe('Browser bundles under /assets/', () => {
  let app: TestApp;
  let script: string;
  let identity: Buffer;
  before(async () => {
    app = await TestApp.start();
    script = app.get(AssetCatalog).entry('consent').script!;
    identity = (await raw(app, script)).body;
  });
  after(() => app.stop());

  it('serves an entry’s script with its content type, a year of immutable caching, an ETag, and to any origin', async () => {
    expect(script).to.match(/^\/assets\/consent-[A-Z0-9]{8}\.js$/);
    const answer = await raw(app, script);
    expect(answer.status).to.equal(200);
    expect(answer.headers).to.include({
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
      'x-content-type-options': 'nosniff',
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(answer.headers['content-encoding']).to.equal(undefined);
    expect(answer.headers.etag).to.match(/^"[\w-]{43}"$/);
    expect(answer.body.toString('utf8')).to.match(/^import/);
    const css = app.get(AssetCatalog).entry('page').styles[0]!;
    expect((await raw(app, css)).headers['content-type']).to.equal('text/css; charset=utf-8');
  });

  it('answers brotli or gzip as the client accepts them (its q-values first), each with an ETag of its own', async () => {
    const brotli = await raw(app, script, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).to.equal('br');
    expect(brotliDecompressSync(brotli.body).equals(identity)).to.equal(true);
    const gzip = await raw(app, script, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).to.equal('gzip');
    expect(gunzipSync(gzip.body).equals(identity)).to.equal(true);
    const preferred = await raw(app, script, { 'accept-encoding': 'br;q=0.5, gzip;q=1' });
    expect(preferred.headers['content-encoding']).to.equal('gzip');
    const none = await raw(app, script, { 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).to.equal(undefined);
    expect(none.body.equals(identity)).to.equal(true);
    expect(new Set([brotli.headers.etag, gzip.headers.etag, none.headers.etag]).size).to.equal(3);
    expect(Number(brotli.headers['content-length'])).to.be.below(identity.length);
  });

  it('answers 304 to a client that holds the file in any encoding, and HEAD without a body', async () => {
    const gzip = await raw(app, script, { 'accept-encoding': 'gzip' });
    for (const held of [gzip.headers.etag as string, `W/${gzip.headers.etag as string}`, `"other", ${gzip.headers.etag as string}`, '*']) {
      const again = await raw(app, script, { 'accept-encoding': 'br', 'if-none-match': held });
      expect(again.status, held).to.equal(304);
      expect(again.body.length).to.equal(0);
      expect(again.headers['cache-control']).to.equal('public, max-age=31536000, immutable');
    }
    expect((await raw(app, script, { 'if-none-match': '"stale"' })).status).to.equal(200);
    const head = await raw(app, script, {}, 'HEAD');
    expect(head.status).to.equal(200);
    expect(head.body.length).to.equal(0);
    expect(Number(head.headers['content-length'])).to.equal(identity.length);
  });

  it('answers 404 JSON for a file it does not have, however the name is written', async () => {
    for (const path of [
      '/assets/consent-AAAAAAAA.js',
      '/assets/manifest.json',
      '/assets/..%2Fpackage.json',
      '/assets/%2e%2e/package.json',
      '/assets/',
      '/assets/x.js.map',
    ]) {
      const answer = await raw(app, path);
      expect(answer.status, path).to.equal(404);
      expect(JSON.parse(answer.body.toString('utf8')), path).to.deep.equal({ error: 'Not found' });
    }
  });

  it('serves the same bytes to many clients at once', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => raw(app, script, { 'accept-encoding': i % 2 === 0 ? 'br' : 'identity' })));
    for (const [i, answer] of answers.entries()) {
      expect(answer.status).to.equal(200);
      expect((i % 2 === 0 ? brotliDecompressSync(answer.body) : answer.body).equals(identity)).to.equal(true);
    }
  });
});
