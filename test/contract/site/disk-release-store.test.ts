import { expect } from 'chai';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReleaseEntry, ReleaseStore } from '../../../application/site/release-store.js';
import { DiskReleaseStore } from '../../../infrastructure/site/disk-release-store.js';
import { legacySiteProjects } from '../../../infrastructure/site/legacy-sites.js';
import { StoredSiteDeployer } from '../../../infrastructure/site/stored-site-deployer.js';
import { StoredSiteFiles } from '../../../infrastructure/site/stored-site-files.js';
import { ADDRESSING, AGENT_ASSETS, AT, held, page, snapshot } from './stored-site-fixtures.js';

const entry = (etag: string): ReleaseEntry => ({ key: `key-${etag}`, etag, type: 'html', size: etag.length });
const info = { created_at: '2026-03-01T10:00:00.000Z' };

/** One release of `store` from its current one: blobs put, entries staged, switched. */
async function release(store: ReleaseStore, projectId: string, put: Record<string, string>): Promise<number> {
  const prepared = await store.prepare(projectId);
  for (const etag of Object.values(put)) await store.putBlob(projectId, etag, Buffer.from(`body ${etag}`));
  await store.stage(projectId, prepared.release, new Map(Object.entries(put).map(([path, etag]) => [path, entry(etag)])), []);
  expect(await store.switchTo(projectId, prepared, info)).to.deep.equal({ kind: 'switched' });
  return prepared.release;
}

/** What the disk store does beyond the ReleaseStore contract: several processes on one DATA_DIR, crashes, the layout before it. */
describe('DiskReleaseStore (DATA_DIR/sites, one host)', () => {
  let root: string;
  beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'content-service-releases-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("answers its own switches at once, and another process's once its pointer is due, or at once when what it had is gone", async () => {
    const writer = new DiskReleaseStore(root);
    const reader = new DiskReleaseStore(root, 60_000);
    await release(writer, 'proj', { 'a.html': 'a1' });
    expect((await reader.current('proj'))?.release).to.equal(1);
    await release(writer, 'proj', { 'a.html': 'a2' });
    expect((await writer.current('proj'))?.release).to.equal(2);
    // The reader's pointer is not due for a minute: it still names release 1, which is still there.
    expect((await reader.current('proj'))?.release).to.equal(1);
    for (let i = 0; i < 3; i++) await release(writer, 'proj', { 'a.html': `a${i + 3}` });
    await writer.collect('proj', 2);
    // Release 1 and its blob are collected: asking for them makes the next `current` read the pointer again.
    expect(await reader.blob('proj', 'a1')).to.equal(null);
    expect((await reader.current('proj'))?.release).to.equal(5);
    expect([...(await reader.allEntries('proj', 5))]).to.deep.equal([['a.html', entry('a5')]]);
  });

  it("serves another process's newest release when the one it had loaded was collected meanwhile", async () => {
    const deployer = new StoredSiteDeployer(new DiskReleaseStore(root), () => AGENT_ASSETS, ADDRESSING);
    await deployer.deploy(snapshot([page('a'), page('b')]), held);
    // Another process serving the same DATA_DIR, whose pointer would not be read again for a minute.
    const elsewhere = new StoredSiteFiles(new DiskReleaseStore(root, 60_000), 0);
    const read = async (path: string) => {
      const found = await elsewhere.read('proj', path, AT);
      return found.kind === 'file' ? Buffer.from(found.file.body).toString() : found.kind;
    };
    expect(await read('en/a/')).to.include('<h1>a</h1>');
    // Three deploys here collect the release the other process still has loaded.
    for (let i = 2; i <= 4; i++) await deployer.deploy(snapshot([page('a', i, `version ${i}`), page('b', i, `version ${i}`)]), held);
    expect(await read('en/b/')).to.include('<p>version 4</p>');
    expect(await read('en/a/')).to.include('<p>version 4</p>');
  });

  it('names a site whose live release lost files or has one cut short; its next deploy writes them again', async () => {
    const store = new DiskReleaseStore(root);
    const deployer = new StoredSiteDeployer(store, () => AGENT_ASSETS, ADDRESSING);
    const files = new StoredSiteFiles(store, 0);
    const body = async (path: string) => {
      const found = await files.read('proj', path, AT);
      return found.kind === 'file' ? Buffer.from(found.file.body).toString() : found.kind;
    };
    await deployer.deploy(snapshot([page('a'), page('b'), page('c')]), held);
    expect(await deployer.brokenSites()).to.deep.equal([]);
    const live = await store.allEntries('proj', (await store.current('proj'))!.release);
    const blobOf = (path: string) => join(root, 'proj', 'blobs', live.get(path)!.etag);
    rmSync(blobOf('en/a/index.html'));
    writeFileSync(blobOf('en/b/index.html'), 'cut');
    expect(await store.lostBlobs('proj')).to.deep.equal([live.get('en/a/index.html')!.etag, live.get('en/b/index.html')!.etag].sort());
    expect(await deployer.brokenSites()).to.deep.equal(['proj']);
    await deployer.deploy(snapshot([page('a'), page('b'), page('c')]), held);
    expect(await store.lostBlobs('proj')).to.deep.equal([]);
    expect(await deployer.brokenSites()).to.deep.equal([]);
    expect(await body('en/a/')).to.include('<h1>a</h1>');
    expect(await body('en/b/')).to.include('<h1>b</h1>');
  });

  it('writes a release made on another as what it changed, whole again after 32 such, and keeps a base while a kept release reads it', async () => {
    const store = new DiskReleaseStore(root);
    await release(store, 'proj', Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`p${i}.html`, `e${i}`])));
    for (let version = 2; version <= 40; version++) {
      await release(store, 'proj', { 'p0.html': `v${version}` });
      await store.collect('proj', 3);
    }
    const manifests = join(root, 'proj', 'manifests');
    const manifest = (name: string) => JSON.parse(readFileSync(join(manifests, name), 'utf8')) as Record<string, unknown>;
    // One page changed: its entry, on the release before.
    expect(manifest('40.json')).to.deep.equal({ base: 39, put: { 'p0.html': entry('v40') }, removed: [] });
    // Release 33 is 32 releases over the first: written whole, so no lookup walks further.
    expect(Object.keys(manifest('33.base.json'))).to.deep.equal(['entries']);
    expect(Object.keys(manifest('33.base.json').entries as object)).to.have.length(50);
    // Releases 33 to 37 are no longer kept, but 38 to 40 are made on them: they stay as bases, the ones before them go.
    expect(readdirSync(manifests).sort()).to.deep.equal([
      '33.base.json',
      '34.base.json',
      '35.base.json',
      '36.base.json',
      '37.base.json',
      '38.json',
      '38.replaced.json',
      '39.json',
      '39.replaced.json',
      '40.json',
      '40.replaced.json',
    ]);
    expect(readdirSync(join(root, 'proj', 'blobs')).sort()).to.deep.equal([...Array.from({ length: 49 }, (_, i) => `e${i + 1}`), 'v38', 'v39', 'v40'].sort());
    // Another process reads the live release through its bases.
    const fresh = new DiskReleaseStore(root);
    const live = await fresh.allEntries('proj', (await fresh.current('proj'))!.release);
    expect(live.size).to.equal(50);
    expect(live.get('p0.html')).to.deep.equal(entry('v40'));
    expect(live.get('p49.html')).to.deep.equal(entry('e49'));
  });

  it('reads a release number used again after the site was removed as the new release, not the one it had parsed', async () => {
    const one = new DiskReleaseStore(root, 0);
    const other = new DiskReleaseStore(root, 0);
    await release(one, 'proj', { 'a.html': 'old' });
    expect([...(await other.allEntries('proj', 1)).keys()]).to.deep.equal(['a.html']);
    await one.remove('proj');
    await release(one, 'proj', { 'b.html': 'new' });
    expect([...(await other.allEntries('proj', 1)).keys()]).to.deep.equal(['b.html']);
  });

  it('sweeps, after a deploy that died midway in another process, the blobs and half-written files nothing names', async () => {
    const crashed = new DiskReleaseStore(root);
    await release(crashed, 'proj', { 'a.html': 'a1' });
    const dying = await crashed.prepare('proj');
    await crashed.putBlob('proj', 'orphan', Buffer.from('never shown'));
    await crashed.stage('proj', dying.release, new Map([['a.html', entry('orphan')]]), []);
    writeFileSync(join(root, 'proj', 'blobs', 'half.0123456789ab.tmp'), 'cut short');
    // The process is gone; another one deploys next.
    const next = new DiskReleaseStore(root);
    await release(next, 'proj', { 'b.html': 'b1' });
    await next.collect('proj', 3);
    expect(readdirSync(join(root, 'proj', 'blobs')).sort()).to.deep.equal(['a1', 'b1']);
    expect(existsSync(join(root, 'proj', 'building'))).to.equal(false);
  });

  it('refuses to stage or switch a release another process prepared', async () => {
    const one = new DiskReleaseStore(root);
    const prepared = await one.prepare('proj');
    const other = new DiskReleaseStore(root);
    let refused: unknown = null;
    await other.stage('proj', prepared.release, new Map(), []).catch((error: unknown) => (refused = error));
    expect(String(refused)).to.include('is not being built by this process');
  });

  it('lists the sites of the layout before it for the start-up catch-up, and removes their folders at their first collection', async () => {
    mkdirSync(join(root, 'old', 'releases', '100000000-x'), { recursive: true });
    symlinkSync('releases/100000000-x', join(root, 'old', 'current'));
    mkdirSync(join(root, 'not-a-site'));
    mkdirSync(join(root, 'not-a-link', 'current'), { recursive: true });
    writeFileSync(join(root, 'a-file'), '');
    expect(await legacySiteProjects(root)).to.deep.equal(['old']);
    const store = new DiskReleaseStore(root);
    expect(await store.projects()).to.deep.equal([]);
    await release(store, 'old', { 'a.html': 'a1' });
    await store.collect('old', 3);
    expect(await legacySiteProjects(root)).to.deep.equal([]);
    expect(readdirSync(join(root, 'old')).sort()).to.deep.equal(['blobs', 'current.json', 'manifests']);
    expect(await store.projects()).to.deep.equal(['old']);
  });
});
