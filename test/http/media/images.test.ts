import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ImageVariants } from '../../../application/media/image-variants.js';
import { TestApp } from '../../support/test-app.js';
import { anImageFile, chunkedBody, rawRequest } from './support.js';

const MB = 1024 * 1024;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const UNSUPPORTED = { error: 'Unsupported image type: send PNG, JPEG, GIF, WebP or AVIF' };
const TOO_LARGE = { error: 'Image too large: at most 10 MB' };

describe('HTTP images', () => {
  let app: TestApp;
  let projectId: string;
  const images = (rest = '') => `/api/projects/${projectId}/images${rest}`;
  const upload = (body: Uint8Array | ReadableStream<Uint8Array>, contentType = 'application/octet-stream', as = 'owner', path = images()) =>
    rawRequest(app, 'POST', path, { as, body, headers: { 'content-type': contentType } });
  const listIds = async () => (await app.request('GET', images('?limit=100'), { as: 'owner' })).body.images.map((i: { id: string }) => i.id);
  const blobFiles = () => {
    const dir = join(app.dataDir, 'blobs');
    const walk = (d: string): string[] =>
      existsSync(d) ? readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)])) : [];
    return walk(dir);
  };

  before(async () => {
    app = await TestApp.start();
    projectId = await app.createProject('owner');
    await app.addMember(projectId, 'owner', 'reader', 'member');
  });
  after(() => app.stop());

  it('stores an image with the type its bytes say, whatever the Content-Type, and serves it', async () => {
    const png = await anImageFile('png', 1, 64, 48);
    const created = await upload(png, 'text/plain');
    expect(created.status, JSON.stringify(created.body)).to.equal(201);
    expect(created.body).to.have.keys('id', 'url', 'content_type', 'bytes', 'width', 'height', 'sha256', 'created_at');
    expect(created.body).to.include({
      content_type: 'image/png',
      bytes: png.length,
      width: 64,
      height: 48,
      sha256: sha256(png),
      url: `/media/${projectId}/${created.body.id}.png`,
    });

    const jpeg = await anImageFile('jpeg', 2);
    const lying = await upload(jpeg, 'image/png');
    expect(lying.body).to.include({ content_type: 'image/jpeg', url: `/media/${projectId}/${lying.body.id}.jpg` });

    const served = await rawRequest(app, 'GET', created.body.url);
    expect(served.status).to.equal(200);
    expect(served.bytes.equals(png)).to.equal(true);
    expect(served.headers.get('content-type')).to.equal('image/png');
    expect(served.headers.get('content-length')).to.equal(String(png.length));
    expect(served.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(served.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    const etag = served.headers.get('etag');
    expect(etag).to.equal(`"${sha256(png)}"`);
    // fetch sends `cache-control: no-cache` with a validator unless told otherwise, which rightly defeats it.
    const cached = await rawRequest(app, 'GET', created.body.url, { headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' } });
    expect([cached.status, cached.bytes.length]).to.deep.equal([304, 0]);
    const head = await rawRequest(app, 'HEAD', created.body.url);
    expect([head.status, head.headers.get('content-length'), head.bytes.length]).to.deep.equal([200, String(png.length), 0]);

    for (const path of [
      created.body.url.replace('.png', '.jpg'),
      `/media/${projectId}/${created.body.id}`,
      `/media/other/${created.body.id}.png`,
      `/media/${projectId}/../x.png`,
      `/media/${projectId}/${created.body.id}-w64.webp`,
    ]) {
      const missing = await rawRequest(app, 'GET', path);
      expect([missing.status, missing.body], path).to.deep.equal([404, { error: 'Not found' }]);
    }
  });

  it('recognises each supported format, and answers the same image for the same bytes', async () => {
    for (const [format, type] of [
      ['gif', 'image/gif'],
      ['webp', 'image/webp'],
      ['avif', 'image/avif'],
    ] as const) {
      const bytes = await anImageFile(format, 3);
      const first = await upload(bytes);
      expect([first.status, first.body.content_type], format).to.deep.equal([201, type]);
      const again = await upload(bytes, 'image/whatever');
      expect([again.status, again.body], format).to.deep.equal([200, first.body]);
    }
  });

  it('refuses SVG and anything that is not a supported image with 415, storing nothing', async () => {
    const before = await listIds();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    for (const [bytes, type] of [
      [svg, 'image/svg+xml'],
      [Buffer.from('<html><body>hi</body></html>'), 'image/png'],
      [await anImageFile('png', 4).then((b) => b.subarray(0, 20)), 'image/png'],
      [Buffer.from('GIF89a'), 'image/gif'],
      [Buffer.alloc(0), 'image/png'],
    ] as const) {
      const refused = await upload(bytes, type);
      expect([refused.status, refused.body], type).to.deep.equal([415, UNSUPPORTED]);
    }
    expect(await listIds()).to.deep.equal(before);
  });

  it('takes exactly 10 MB, and refuses 10 MB + 1 byte with 413 before reading, chunked or not, storing nothing', async () => {
    const png = await anImageFile('png', 5);
    // A PNG whose bytes run on after its end: still a PNG, exactly at the limit.
    const atLimit = Buffer.concat([png, Buffer.alloc(10 * MB - png.length, 7)]);
    const accepted = await upload(atLimit);
    expect([accepted.status, accepted.body.bytes]).to.deep.equal([201, 10 * MB]);

    const before = await listIds();
    const filesBefore = blobFiles();
    const declared = await upload(Buffer.concat([atLimit, Buffer.from([1])]));
    expect([declared.status, declared.body]).to.deep.equal([413, TOO_LARGE]);
    // No Content-Length: the body is cut off once it passes the limit.
    const chunked = await upload(chunkedBody(11, MB, png));
    expect([chunked.status, chunked.body]).to.deep.equal([413, TOO_LARGE]);
    expect(await listIds()).to.deep.equal(before);
    expect(blobFiles()).to.deep.equal(filesBefore);
  });

  it('gives one image to many simultaneous uploads of the same bytes', async () => {
    const bytes = await anImageFile('png', 6);
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(bytes)));
    expect(answers.map((a) => a.status).sort()).to.deep.equal([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).to.equal(1);
  });

  it('lists with cursor pagination', async () => {
    const project = await app.createProject('owner');
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await upload(await anImageFile('png', 100 + i), 'image/png', 'owner', `/api/projects/${project}/images`)).body.id);
    const first = await app.request('GET', `/api/projects/${project}/images?limit=2`, { as: 'owner' });
    expect(first.body.images.map((i: { id: string }) => i.id)).to.deep.equal(ids.slice(0, 2));
    const second = await app.request('GET', `/api/projects/${project}/images?limit=2&cursor=${first.body.next_cursor}`, { as: 'owner' });
    expect([second.body.images.map((i: { id: string }) => i.id), second.body.next_cursor]).to.deep.equal([ids.slice(2), null]);
  });

  it('refuses to delete an image a live page uses (409, naming it), then deletes it with its bytes', async () => {
    const bytes = await anImageFile('webp', 7);
    const image = (await upload(bytes)).body;
    const page = await app.request('POST', `/api/projects/${projectId}/pages`, {
      as: 'owner',
      body: { slug: 'gallery', language: 'en', doc_template_id: 'page', metadata: { title: 'Gallery', hero_image: image.url }, content: 'Pictures' },
    });
    expect(page.status).to.equal(201);
    const refused = await app.request('DELETE', images(`/${image.id}`), { as: 'owner' });
    expect([refused.status, refused.body]).to.deep.equal([
      409,
      { error: 'The image is used by a live page: remove it from the page first', used_by: [{ slug: 'gallery', language: 'en' }] },
    ]);
    expect((await rawRequest(app, 'GET', image.url)).status).to.equal(200);

    expect((await app.request('DELETE', `/api/projects/${projectId}/pages/${page.body.id}`, { as: 'owner' })).status).to.equal(204);
    expect((await app.request('DELETE', images(`/${image.id}`), { as: 'owner' })).status).to.equal(204);
    expect((await rawRequest(app, 'GET', image.url)).status).to.equal(404);
    expect(existsSync(join(app.dataDir, 'blobs', projectId, 'images', image.sha256))).to.equal(false);
    const again = await app.request('DELETE', images(`/${image.id}`), { as: 'owner' });
    expect([again.status, again.body]).to.deep.equal([404, { error: 'Image not found' }]);
  });

  it("lets members list, only managers upload and delete, and nobody reach another project's images", async () => {
    const image = (await upload(await anImageFile('png', 8))).body;
    expect((await app.request('GET', images(), { as: 'reader' })).status).to.equal(200);
    expect((await upload(await anImageFile('png', 9), 'image/png', 'reader')).body).to.deep.equal({ error: 'Insufficient permission' });
    expect((await app.request('DELETE', images(`/${image.id}`), { as: 'reader' })).status).to.equal(403);

    const stranger = await app.createProject('stranger');
    for (const response of [
      await upload(await anImageFile('png', 10), 'image/png', 'stranger'),
      await rawRequest(app, 'GET', images(), { as: 'stranger' }),
      await rawRequest(app, 'DELETE', images(`/${image.id}`), { as: 'stranger' }),
    ]) {
      expect([response.status, response.body]).to.deep.equal([404, { error: 'Project not found' }]);
    }
    const crossed = await app.request('DELETE', `/api/projects/${stranger}/images/${image.id}`, { as: 'stranger' });
    expect([crossed.status, crossed.body]).to.deep.equal([404, { error: 'Image not found' }]);
    expect((await rawRequest(app, 'GET', `/media/${stranger}/${image.id}.png`)).status).to.equal(404);
    expect((await rawRequest(app, 'POST', images(), { body: await anImageFile('png', 11) })).status).to.equal(401);
  });

  it("reads one image (any member); 404 for an unknown one, and for another project's", async () => {
    const image = (await upload(await anImageFile('png', 13))).body;
    const read = await app.request('GET', images(`/${image.id}`), { as: 'reader' });
    expect([read.status, read.body]).to.deep.equal([200, image]);
    expect((await app.request('GET', images('/0000000000000000000000000'), { as: 'reader' })).body).to.deep.equal({ error: 'Image not found' });
    const stranger = await app.createProject('stranger');
    expect((await app.request('GET', images(`/${image.id}`), { as: 'stranger' })).body).to.deep.equal({ error: 'Project not found' });
    const crossed = await app.request('GET', `/api/projects/${stranger}/images/${image.id}`, { as: 'stranger' });
    expect([crossed.status, crossed.body]).to.deep.equal([404, { error: 'Image not found' }]);
    expect((await app.request('GET', images(`/${image.id}`))).status).to.equal(401);
  });

  it('serves resized WebP variants once the site deploy has made them (sharp), never making one on request', async () => {
    const image = (await upload(await anImageFile('jpeg', 13, 800, 600))).body;
    const variantUrl = `/media/${projectId}/${image.id}-w320.webp`;
    expect((await rawRequest(app, 'GET', variantUrl)).status).to.equal(404);
    const made = await app.get(ImageVariants).variant(projectId, image.id, 320);
    expect(E.isRight(made) && made.right).to.deep.include({ width: 320, height: 240, url: variantUrl, content_type: 'image/webp' });
    const served = await rawRequest(app, 'GET', variantUrl);
    expect([served.status, served.headers.get('content-type'), served.headers.get('cache-control')]).to.deep.equal([
      200,
      'image/webp',
      'public, max-age=31536000, immutable',
    ]);
    const metadata = await sharp(served.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).to.deep.equal(['webp', 320, 240]);
    // Deleting the image deletes its variants.
    expect((await app.request('DELETE', images(`/${image.id}`), { as: 'owner' })).status).to.equal(204);
    expect((await rawRequest(app, 'GET', variantUrl)).status).to.equal(404);
    expect(existsSync(join(app.dataDir, 'blobs', projectId, 'variants', image.sha256))).to.equal(false);
  });

  it("deletes the bytes of a deleted project's images", async () => {
    const doomed = await app.createProject('owner');
    const image = (await upload(await anImageFile('png', 12), 'image/png', 'owner', `/api/projects/${doomed}/images`)).body;
    expect(existsSync(join(app.dataDir, 'blobs', doomed))).to.equal(true);
    expect((await app.request('DELETE', `/api/projects/${doomed}`, { as: 'owner' })).status).to.equal(204);
    expect(existsSync(join(app.dataDir, 'blobs', doomed))).to.equal(false);
    expect((await rawRequest(app, 'GET', image.url)).status).to.equal(404);
  });
});
