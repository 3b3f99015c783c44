import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as tus from 'tus-js-client';
import { SweepUploads } from '../../../application/media/sweep-uploads.js';
import { TestApp } from '../../support/test-app.js';
import { anImageFile, rawRequest } from './support.js';
import { sha1, tusClient, TUS } from './tus-client.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** A real PNG made large by bytes after its end (still a PNG). */
const aLargePng = async (seed: number, size: number) => {
  const png = await anImageFile('png', seed, 320, 200);
  return Buffer.concat([png, Buffer.alloc(size - png.length, seed)]);
};

describe('HTTP resumable uploads (tus 1.0)', () => {
  let app: TestApp;
  let projectId: string;
  let client: ReturnType<typeof tusClient>;
  const uploadFiles = () => (existsSync(join(app.dataDir, 'uploads')) ? readdirSync(join(app.dataDir, 'uploads')) : []);

  before(async () => {
    app = await TestApp.start();
    projectId = await app.createProject('owner');
    await app.addMember(projectId, 'owner', 'reader', 'member');
    client = tusClient(app, projectId);
  });
  after(() => app.stop());

  it('says what it supports: tus 1.0, creation, termination, checksum (sha1), 100 MB', async () => {
    const options = await rawRequest(app, 'OPTIONS', client.endpoint, { as: 'owner' });
    expect(options.status).to.equal(204);
    expect(options.headers.get('tus-version')).to.equal('1.0.0');
    expect(options.headers.get('tus-extension')!.split(',')).to.include.members(['creation', 'termination', 'checksum']);
    expect(options.headers.get('tus-checksum-algorithm')).to.equal('sha1');
    expect(options.headers.get('tus-max-size')).to.equal(String(100 * 1024 * 1024));
  });

  it('takes an image in checksummed chunks, tells the offset, and turns the completed upload into an image', async () => {
    const bytes = await aLargePng(1, 300_000);
    const created = await client.create(bytes.length);
    expect([created.status, created.bytes.length]).to.deep.equal([201, 0]);
    const location = client.pathOf(created.headers.get('location')!);
    expect(location).to.match(new RegExp(`^/api/projects/${projectId}/uploads/[0-9a-f]{32}$`));

    const chunks = [bytes.subarray(0, 100_000), bytes.subarray(100_000, 200_000), bytes.subarray(200_000)];
    let offset = 0;
    for (const [i, chunk] of chunks.slice(0, 2).entries()) {
      const patched = await client.patch(location, offset, chunk, { 'upload-checksum': `sha1 ${sha1(chunk)}` });
      expect([patched.status, patched.headers.get('upload-offset')], `chunk ${i}`).to.deep.equal([204, String(offset + chunk.length)]);
      offset += chunk.length;
    }
    const head = await client.head(location);
    expect([head.status, head.headers.get('upload-offset'), head.headers.get('upload-length'), head.headers.get('cache-control')]).to.deep.equal([
      200,
      '200000',
      '300000',
      'no-store',
    ]);

    const last = await client.patch(location, offset, chunks[2]!, { 'upload-checksum': `sha1 ${sha1(chunks[2]!)}` });
    expect(last.status, JSON.stringify(last.body)).to.equal(200);
    expect(last.body).to.include({ content_type: 'image/png', bytes: 300_000, width: 320, height: 200, sha256: sha256(bytes) });
    const served = await rawRequest(app, 'GET', last.body.url);
    expect(sha256(served.bytes)).to.equal(sha256(bytes));
    // The upload is done with: it left the tus store.
    expect((await client.head(location)).status).to.equal(404);
    expect(uploadFiles()).to.deep.equal([]);
  });

  it('discards a chunk whose checksum does not match (460), and refuses an algorithm it does not offer', async () => {
    const bytes = await aLargePng(2, 50_000);
    const location = client.pathOf((await client.create(bytes.length)).headers.get('location')!);
    const first = bytes.subarray(0, 20_000);
    const mismatch = await client.patch(location, 0, first, { 'upload-checksum': `sha1 ${sha1(Buffer.from('something else'))}` });
    expect([mismatch.status, mismatch.body]).to.deep.equal([460, { error: 'Checksum Mismatch' }]);
    expect((await client.head(location)).headers.get('upload-offset')).to.equal('0');
    const md5 = await client.patch(location, 0, first, { 'upload-checksum': 'md5 XUFAKrxLKna5cZ2REBfFkg==' });
    expect(md5.status).to.equal(400);
    expect(md5.body.error).to.match(/^Upload-Checksum must be "sha1 <base64 digest>"/);
    expect((await client.patch(location, 0, first, { 'upload-checksum': `sha1 ${sha1(first)}` })).status).to.equal(204);
    const wrongOffset = await client.patch(location, 0, first);
    expect(wrongOffset.status).to.equal(409);
    expect((await client.terminate(location)).status).to.equal(204);
    expect((await client.head(location)).status).to.equal(404);
  });

  it('refuses uploads over 100 MB, and a completed upload that is not an image (415), keeping nothing', async () => {
    const tooLarge = await client.create(100 * 1024 * 1024 + 1);
    expect(tooLarge.status).to.equal(413);
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const location = client.pathOf((await client.create(text.length)).headers.get('location')!);
    const finished = await client.patch(location, 0, text);
    expect([finished.status, finished.body]).to.deep.equal([415, { error: 'Unsupported image type: send PNG, JPEG, GIF, WebP or AVIF' }]);
    expect((await client.head(location)).status).to.equal(404);
    expect(uploadFiles()).to.deep.equal([]);
  });

  it('answers the same image for bytes the project already has', async () => {
    const bytes = await anImageFile('jpeg', 3);
    const direct = await rawRequest(app, 'POST', `/api/projects/${projectId}/images`, { as: 'owner', body: bytes });
    const created = await client.create(bytes.length, { 'content-type': 'application/offset+octet-stream' });
    // creation-with-upload: the whole file in the POST; the answer keeps 201 and carries the image.
    const whole = await rawRequest(app, 'POST', client.endpoint, {
      as: 'owner',
      body: bytes,
      headers: { ...TUS, 'upload-length': String(bytes.length), 'content-type': 'application/offset+octet-stream' },
    });
    expect(created.status).to.equal(201);
    expect([whole.status, whole.body.id]).to.deep.equal([201, direct.body.id]);
    expect((await client.terminate(client.pathOf(created.headers.get('location')!))).status).to.equal(204);
  });

  it('works with tus-js-client', async () => {
    const bytes = await aLargePng(4, 120_000);
    const token = await app.token('owner');
    const image = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const upload = new tus.Upload(bytes, {
        endpoint: `${app.url}${client.endpoint}`,
        chunkSize: 50_000,
        headers: { authorization: `Bearer ${token}` },
        metadata: { filename: 'big.png' },
        onError: reject,
        onAfterResponse: (_req, res) => {
          if (res.getStatus() === 200) resolve(JSON.parse(res.getBody()) as Record<string, unknown>);
        },
      });
      upload.start();
    });
    expect(image).to.include({ sha256: sha256(bytes), content_type: 'image/png' });
  });

  it("lets only the project's managers reach its uploads", async () => {
    const location = client.pathOf((await client.create(1000)).headers.get('location')!);
    const reader = tusClient(app, projectId, 'reader');
    expect([
      (await reader.create(1000)).status,
      (await reader.head(location)).status,
      (await reader.patch(location, 0, Buffer.alloc(10))).status,
    ]).to.deep.equal([403, 403, 403]);
    const strangerProject = await app.createProject('stranger');
    const stranger = tusClient(app, strangerProject, 'stranger');
    expect((await stranger.patch(location, 0, Buffer.alloc(10))).body).to.deep.equal({ error: 'Project not found' });
    expect((await stranger.head(location)).status).to.equal(404);
    // The upload's part under the stranger's own project names nothing there.
    const uploadPart = location.split('/').pop()!;
    expect((await stranger.head(`${stranger.endpoint}/${uploadPart}`)).status).to.equal(404);
    expect((await stranger.patch(`${stranger.endpoint}/${uploadPart}`, 0, Buffer.alloc(10))).status).to.equal(404);
    expect((await stranger.terminate(`${stranger.endpoint}/${uploadPart}`)).status).to.equal(404);
    expect((await client.head(location)).headers.get('upload-offset')).to.equal('0');
    expect((await rawRequest(app, 'HEAD', location, { headers: TUS })).status).to.equal(401);
    await client.terminate(location);
  });

  it('cleans up uploads abandoned for a day', async () => {
    const old = client.pathOf((await client.create(5000)).headers.get('location')!);
    await client.patch(old, 0, Buffer.alloc(1000));
    app.clock.advance(23 * 3600 * 1000);
    const recent = client.pathOf((await client.create(5000)).headers.get('location')!);
    expect(await app.get(SweepUploads).sweep()).to.deep.equal({ uploads: 0, staged: 0 });
    app.clock.advance(2 * 3600 * 1000);
    expect((await app.get(SweepUploads).sweep()).uploads).to.equal(1);
    expect((await client.head(old)).status).to.equal(404);
    expect((await client.head(recent)).status).to.equal(200);
    await client.terminate(recent);
  });
});

describe('HTTP resumable uploads: resuming after a restart', () => {
  it('resumes an upload interrupted midway from its offset after the server restarts, and completes with the right checksum', async () => {
    const first = await TestApp.start();
    let second: TestApp | null = null;
    try {
      const projectId = await first.createProject('owner');
      const bytes = await aLargePng(9, 400_000);
      const before = tusClient(first, projectId);
      const location = before.pathOf((await before.create(bytes.length)).headers.get('location')!);
      // The connection drops with half of the file sent.
      await before.interruptedPatch(location, 0, bytes, 200_000);
      const offsetBefore = Number((await before.head(location)).headers.get('upload-offset'));
      expect(offsetBefore).to.be.above(0).and.at.most(200_000);
      await first.stop({ keepData: true });

      second = await TestApp.start({ dataDir: first.dataDir, issuer: first.issuer });
      const after = tusClient(second, projectId);
      const head = await after.head(location);
      expect([head.status, Number(head.headers.get('upload-offset'))]).to.deep.equal([200, offsetBefore]);
      const rest = bytes.subarray(offsetBefore);
      const done = await after.patch(location, offsetBefore, rest, { 'upload-checksum': `sha1 ${sha1(rest)}` });
      expect(done.status, JSON.stringify(done.body)).to.equal(200);
      expect(done.body).to.include({ sha256: sha256(bytes), bytes: bytes.length });
    } finally {
      await (second ?? first).stop();
    }
  });
});
