import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as tus from 'tus-js-client';
import { SweepUploads } from '../../../application/media/sweep-uploads.js';
import { TestApp } from '../../support/test-app.js';
import { rawRequest as siteRequest } from '../site/raw-http.js';
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
  /** The files the tus store keeps for the upload at `location` (its bytes, its record). */
  const uploadFiles = (location: string) => {
    const dir = join(app.dataDir, 'uploads');
    const part = location.split('/').pop()!;
    return existsSync(dir) ? readdirSync(dir).filter((name) => name.includes(part)) : [];
  };
  const bytesKept = (location: string) =>
    uploadFiles(location)
      .filter((name) => !name.endsWith('.json'))
      .map((name) => statSync(join(app.dataDir, 'uploads', name)).size);

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

    // The last PATCH is a PATCH like the others (204, the offset, no body); Content-Location names the image.
    const last = await client.patch(location, offset, chunks[2]!, { 'upload-checksum': `sha1 ${sha1(chunks[2]!)}` });
    expect([last.status, last.headers.get('upload-offset'), last.bytes.length], JSON.stringify(last.body)).to.deep.equal([204, '300000', 0]);
    const imagePath = last.headers.get('content-location')!;
    expect(imagePath).to.match(new RegExp(`^/api/projects/${projectId}/images/[0-9a-z]+$`));
    const image = await app.request('GET', imagePath, { as: 'reader' });
    expect(image.status).to.equal(200);
    expect(image.body).to.include({ content_type: 'image/png', bytes: 300_000, width: 320, height: 200, sha256: sha256(bytes) });
    expect(image.body.id).to.equal(imagePath.split('/').pop());
    const served = await rawRequest(app, 'GET', image.body.url);
    expect(sha256(served.bytes)).to.equal(sha256(bytes));

    // HEAD names it too, at the full offset; the bytes left the tus store (only the record naming the image stays).
    const done = await client.head(location);
    expect([done.status, done.headers.get('upload-offset'), done.headers.get('upload-length'), done.headers.get('content-location')]).to.deep.equal([
      200,
      '300000',
      '300000',
      imagePath,
    ]);
    expect(bytesKept(location)).to.deep.equal([0]);
    // The last PATCH repeated (a client that lost the answer) answers the same, making nothing new.
    const again = await client.patch(location, 300_000, Buffer.alloc(0));
    expect([again.status, again.headers.get('upload-offset'), again.headers.get('content-location')]).to.deep.equal([204, '300000', imagePath]);
    expect(
      (await app.request('GET', `/api/projects/${projectId}/images`, { as: 'owner' })).body.images.filter(
        (i: { sha256: string }) => i.sha256 === sha256(bytes),
      ),
    ).to.have.length(1);
    expect((await client.patch(location, 300_000, Buffer.alloc(10))).status).to.equal(413);
    expect((await client.patch(location, 0, Buffer.alloc(0))).status).to.equal(409);
    // Terminating it forgets the upload, not the image.
    expect((await client.terminate(location)).status).to.equal(204);
    expect((await client.head(location)).status).to.equal(404);
    expect(uploadFiles(location)).to.deep.equal([]);
    expect((await app.request('GET', imagePath, { as: 'owner' })).status).to.equal(200);
  });

  it('names one image to many requests at once on a completed upload (repeated last PATCHes and HEADs)', async () => {
    const png = await anImageFile('png', 21);
    const location = client.pathOf((await client.create(png.length)).headers.get('location')!);
    const named = (await client.patch(location, 0, png)).headers.get('content-location');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? client.patch(location, png.length, Buffer.alloc(0)) : client.head(location))),
    );
    expect(new Set(answers.map((a) => `${a.status} ${a.headers.get('upload-offset')} ${a.headers.get('content-location')}`))).to.deep.equal(
      new Set([`204 ${png.length} ${named}`, `200 ${png.length} ${named}`]),
    );
    expect(
      (await app.request('GET', `/api/projects/${projectId}/images?limit=100`, { as: 'owner' })).body.images.filter(
        (i: { sha256: string }) => i.sha256 === sha256(png),
      ),
    ).to.have.length(1);
    await client.terminate(location);
  });

  it('never takes the upload address from Host or X-Forwarded-Host: Location is a path', async () => {
    const token = await app.token('owner');
    const hostile: Array<Record<string, string>> = [{ host: 'evil.test' }, { 'x-forwarded-host': 'evil.test' }, { host: 'evil.test"><x y="' }];
    for (const headers of hostile) {
      const created = await siteRequest(app.url, client.endpoint, { ...headers, ...TUS, authorization: `Bearer ${token}`, 'upload-length': '100' }, 'POST');
      expect(created.status, JSON.stringify(headers)).to.equal(201);
      expect(created.headers.location, JSON.stringify(headers)).to.match(new RegExp(`^/api/projects/${projectId}/uploads/[0-9a-f]{32}$`));
      expect((await client.terminate(created.headers.location as string)).status).to.equal(204);
    }
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
    expect([finished.headers.get('tus-resumable'), finished.headers.get('content-location')]).to.deep.equal(['1.0.0', null]);
    expect((await client.head(location)).status).to.equal(404);
    expect(uploadFiles(location)).to.deep.equal([]);
  });

  it('answers the same image for bytes the project already has', async () => {
    const bytes = await anImageFile('jpeg', 3);
    const direct = await rawRequest(app, 'POST', `/api/projects/${projectId}/images`, { as: 'owner', body: bytes });
    const created = await client.create(bytes.length, { 'content-type': 'application/offset+octet-stream' });
    // creation-with-upload: the whole file in the POST; the answer keeps 201 (with Location) and names the image.
    const whole = await rawRequest(app, 'POST', client.endpoint, {
      as: 'owner',
      body: bytes,
      headers: { ...TUS, 'upload-length': String(bytes.length), 'content-type': 'application/offset+octet-stream' },
    });
    expect(created.status).to.equal(201);
    expect([whole.status, whole.headers.get('upload-offset'), whole.headers.get('content-location')]).to.deep.equal([
      201,
      String(bytes.length),
      `/api/projects/${projectId}/images/${direct.body.id}`,
    ]);
    expect(whole.headers.get('location')).to.match(/\/uploads\/[0-9a-f]{32}$/);
    expect((await client.terminate(client.pathOf(created.headers.get('location')!))).status).to.equal(204);
  });

  it('works with tus-js-client: every PATCH is a 204, the last one names the image', async () => {
    const bytes = await aLargePng(4, 120_000);
    const token = await app.token('owner');
    const answers: Array<[string, number, string | undefined]> = [];
    let named: string | undefined;
    await new Promise<void>((resolve, reject) => {
      const upload = new tus.Upload(bytes, {
        endpoint: `${app.url}${client.endpoint}`,
        chunkSize: 50_000,
        headers: { authorization: `Bearer ${token}` },
        metadata: { filename: 'big.png' },
        onError: reject,
        onAfterResponse: (req, res) => {
          answers.push([req.getMethod(), res.getStatus(), res.getHeader('upload-offset')]);
          named = res.getHeader('content-location') ?? named;
        },
        onSuccess: () => resolve(),
      });
      upload.start();
    });
    expect(answers).to.deep.equal([
      ['POST', 201, undefined],
      ['PATCH', 204, '50000'],
      ['PATCH', 204, '100000'],
      ['PATCH', 204, '120000'],
    ]);
    const image = await app.request('GET', named!, { as: 'owner' });
    expect(image.body).to.include({ sha256: sha256(bytes), content_type: 'image/png' });
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
});

describe('HTTP resumable uploads: the daily sweep', () => {
  it('removes uploads started more than a day ago, in progress or completed (their images stay)', async () => {
    const app = await TestApp.start();
    try {
      const projectId = await app.createProject('owner');
      const client = tusClient(app, projectId);
      const old = client.pathOf((await client.create(5000)).headers.get('location')!);
      await client.patch(old, 0, Buffer.alloc(1000));
      const png = await anImageFile('png', 5);
      const completed = client.pathOf((await client.create(png.length)).headers.get('location')!);
      const imagePath = (await client.patch(completed, 0, png)).headers.get('content-location')!;
      app.clock.advance(23 * 3600 * 1000);
      const recent = client.pathOf((await client.create(5000)).headers.get('location')!);
      expect(await app.get(SweepUploads).sweep()).to.deep.equal({ uploads: 0, staged: 0 });
      expect((await client.head(completed)).headers.get('content-location')).to.equal(imagePath);
      app.clock.advance(2 * 3600 * 1000);
      expect((await app.get(SweepUploads).sweep()).uploads).to.equal(2);
      expect([(await client.head(old)).status, (await client.head(completed)).status, (await client.head(recent)).status]).to.deep.equal([404, 404, 200]);
      expect((await app.request('GET', imagePath, { as: 'owner' })).status).to.equal(200);
    } finally {
      await app.stop();
    }
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
      expect(done.status, JSON.stringify(done.body)).to.equal(204);
      const image = await second.request('GET', done.headers.get('content-location')!, { as: 'owner' });
      expect(image.body).to.include({ sha256: sha256(bytes), bytes: bytes.length });
    } finally {
      await (second ?? first).stop();
    }
  });
});
