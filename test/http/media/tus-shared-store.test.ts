import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SweepUploads } from '../../../application/media/sweep-uploads.js';
import { UPLOADS_FOLDER } from '../../../composition/data-folders.js';
import { DATABASE_FILE } from '../../../infrastructure/sqlite/database.js';
import { TestApp } from '../../support/test-app.js';
import { anImageFile, rawRequest } from './support.js';
import { sha1, tusClient } from './tus-client.js';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Two instances that share nothing but the store (FILE_STORAGE=store): each has a DATA_DIR of its
 * own, and both open ONE SQLite database file (the second DATA_DIR links to the first's file, as
 * a volume holding only the database would). An upload begun on one resumes on the other.
 */
describe('HTTP resumable uploads in the store: two instances, one database file', function () {
  this.timeout(60_000);
  let one: TestApp;
  let two: TestApp;
  let projectId: string;

  beforeEach(async () => {
    one = await TestApp.start({ env: { FILE_STORAGE: 'store' } });
    const otherDir = mkdtempSync(join(tmpdir(), 'content-service-test-'));
    symlinkSync(join(one.dataDir, DATABASE_FILE), join(otherDir, DATABASE_FILE));
    two = await TestApp.start({ env: { FILE_STORAGE: 'store' }, dataDir: otherDir, issuer: one.issuer, clock: one.clock });
    projectId = await one.createProject('owner');
  });
  afterEach(async () => {
    await two.stop();
    await one.stop();
  });

  it('takes half an image on one instance, and the rest, after a HEAD, on the other: the image is made', async () => {
    const png = await anImageFile('png', 7, 320, 200);
    const bytes = Buffer.concat([png, Buffer.alloc(200_000 - png.length, 7)]);
    const onOne = tusClient(one, projectId);
    const onTwo = tusClient(two, projectId);
    const location = onOne.pathOf((await onOne.create(bytes.length)).headers.get('location')!);
    const half = bytes.subarray(0, 100_000);
    const first = await onOne.patch(location, 0, half, { 'upload-checksum': `sha1 ${sha1(half)}` });
    expect([first.status, first.headers.get('upload-offset')]).to.deep.equal([204, '100000']);

    const head = await onTwo.head(location);
    expect([head.status, head.headers.get('upload-offset'), head.headers.get('upload-length')]).to.deep.equal([200, '100000', '200000']);
    // A PATCH at an offset the store no longer holds is refused on either instance, whatever its own memory says.
    expect((await onTwo.patch(location, 0, half)).status).to.equal(409);
    const rest = bytes.subarray(100_000);
    const last = await onTwo.patch(location, 100_000, rest, { 'upload-checksum': `sha1 ${sha1(rest)}` });
    expect([last.status, last.headers.get('upload-offset')]).to.deep.equal([204, '200000']);
    const imagePath = last.headers.get('content-location')!;
    expect(imagePath).to.match(new RegExp(`^/api/projects/${projectId}/images/[0-9a-z]+$`));

    const image = await one.request('GET', imagePath, { as: 'owner' });
    expect(image.body).to.include({ content_type: 'image/png', bytes: 200_000, sha256: sha256(bytes) });
    // Image bytes themselves stay in the blob store of the instance that made the image (files under
    // its DATA_DIR on SQLite; GridFS on MongoDB): served by that one here.
    expect(sha256((await rawRequest(two, 'GET', image.body.url)).bytes)).to.equal(sha256(bytes));
    // The first instance names the image too; neither DATA_DIR holds an upload.
    expect((await onOne.head(location)).headers.get('content-location')).to.equal(imagePath);
    expect([existsSync(join(one.dataDir, UPLOADS_FOLDER)), existsSync(join(two.dataDir, UPLOADS_FOLDER))]).to.deep.equal([false, false]);
  });

  it('keeps nothing of a chunk whose checksum does not match, and sweeps abandoned uploads for every instance', async () => {
    const onOne = tusClient(one, projectId);
    const onTwo = tusClient(two, projectId);
    const location = onOne.pathOf((await onOne.create(5000)).headers.get('location')!);
    const chunk = Buffer.alloc(1000, 1);
    expect((await onOne.patch(location, 0, chunk, { 'upload-checksum': `sha1 ${sha1(Buffer.alloc(1000, 2))}` })).status).to.equal(460);
    expect((await onTwo.head(location)).headers.get('upload-offset')).to.equal('0');
    expect((await onTwo.patch(location, 0, chunk)).status).to.equal(204);
    one.clock.advance(25 * 3600 * 1000);
    expect((await one.get(SweepUploads).sweep()).uploads).to.equal(1);
    expect((await onTwo.head(location)).status).to.equal(404);
  });
});
