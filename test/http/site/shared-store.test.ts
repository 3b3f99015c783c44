import { expect } from 'chai';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATABASE_FILE } from '../../../infrastructure/sqlite/database.js';
import { TestApp } from '../../support/test-app.js';
import { newDraft, publish } from '../publishing/support.js';
import { fetchSite } from './fetch-site.js';

/**
 * Two instances that share nothing but the store (FILE_STORAGE=store): each has a DATA_DIR of its
 * own, and both open ONE SQLite database file (the second DATA_DIR links to the first's file, as
 * a volume holding only the database would). A page published on one is read on the other.
 */
describe('HTTP site: two instances sharing only the store (FILE_STORAGE=store)', function () {
  this.timeout(60_000);
  let one: TestApp;
  let two: TestApp;

  beforeEach(async () => {
    one = await TestApp.start({ env: { FILE_STORAGE: 'store' } });
    const otherDir = mkdtempSync(join(tmpdir(), 'content-service-test-'));
    symlinkSync(join(one.dataDir, DATABASE_FILE), join(otherDir, DATABASE_FILE));
    two = await TestApp.start({ env: { FILE_STORAGE: 'store' }, dataDir: otherDir, issuer: one.issuer, clock: one.clock });
  });
  afterEach(async () => {
    await two.stop();
    await one.stop();
  });

  it('serves on one instance the page published on the other, and each new release at once', async () => {
    const projectId = await one.createProject('owner');
    await newDraft(one, projectId, 'about', { title: 'About us' }, 'First words.');
    await publish(one, projectId);
    const read = await fetchSite(two, projectId, 'en/about/');
    expect(read.status).to.equal(200);
    expect(read.text).to.include('<p>First words.</p>');
    expect((await fetchSite(two, projectId, '')).text).to.include('About us');

    // Published on the second instance now: the first, which served the old release, reads the new one at once.
    expect((await fetchSite(one, projectId, 'en/about/')).text).to.include('<p>First words.</p>');
    const opened = await two.request('POST', `/api/projects/${projectId}/docs/edit/open`, { as: 'owner', body: { slug: 'about', language: 'en' } });
    const saved = await two.request('POST', `/api/projects/${projectId}/docs/edit/save`, {
      as: 'owner',
      body: { draftId: opened.body.draftId, metadata: {}, content: 'Second words.', language: 'en' },
    });
    expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    await newDraft(two, projectId, 'team', { title: 'Team' }, 'We are few.');
    await publish(two, projectId);
    expect((await fetchSite(one, projectId, 'en/about/')).text).to.include('<p>Second words.</p>');
    expect((await fetchSite(one, projectId, 'en/team/')).text).to.include('<p>We are few.</p>');
    expect((await fetchSite(one, projectId, 'sitemap.xml')).text).to.include('/en/team/');
    // Neither DATA_DIR holds a deployed file: the site is in the store.
    expect(existsSync(join(one.dataDir, 'sites'))).to.equal(false);
    expect(existsSync(join(two.dataDir, 'sites'))).to.equal(false);
  });

  it('deletes the site with its project for every instance', async () => {
    const projectId = await one.createProject('owner');
    await newDraft(one, projectId, 'about', { title: 'About us' }, 'Words.');
    await publish(one, projectId);
    expect((await fetchSite(two, projectId, 'en/about/')).status).to.equal(200);
    expect((await one.request('DELETE', `/api/projects/${projectId}`, { as: 'owner' })).status).to.equal(204);
    expect((await fetchSite(two, projectId, 'en/about/')).status).to.equal(404);
  });
});

/** A page published on an instance with FILE_STORAGE=disk, then that instance stopped, its DATA_DIR kept. */
async function publishedOnDiskThenStopped(): Promise<{ before: TestApp; projectId: string }> {
  const before = await TestApp.start({ env: { FILE_STORAGE: 'disk' } });
  const projectId = await before.createProject('owner');
  await newDraft(before, projectId, 'about', { title: 'About us' }, 'Kept words.');
  await publish(before, projectId);
  await before.stop({ keepData: true });
  return { before, projectId };
}

/** The page once the start-up catch-up (it runs in the background) has deployed it and `done` holds: ten seconds at most. */
async function pageAfterCatchUp(app: TestApp, projectId: string, done: () => boolean = () => true) {
  let read = await fetchSite(app, projectId, 'en/about/');
  for (let tries = 0; (read.status !== 200 || !done()) && tries < 100; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    read = await fetchSite(app, projectId, 'en/about/');
  }
  return read;
}

describe('HTTP site: sites deployed before, moved at start-up', function () {
  this.timeout(60_000);

  it('deploys into the store, at start-up, a site published on disk before FILE_STORAGE=store', async () => {
    const { before, projectId } = await publishedOnDiskThenStopped();
    const moved = await TestApp.start({ env: { FILE_STORAGE: 'store' }, dataDir: before.dataDir, issuer: before.issuer });
    try {
      const read = await pageAfterCatchUp(moved, projectId);
      expect(read.status).to.equal(200);
      expect(read.text).to.include('<p>Kept words.</p>');
    } finally {
      await moved.stop();
    }
  });

  it('deploys into DATA_DIR/sites, at start-up, a site left in the layout before releases, and removes that layout', async () => {
    const { before, projectId } = await publishedOnDiskThenStopped();
    // What a version before releases left: a folder per release and a `current` link.
    const siteDir = join(before.dataDir, 'sites', projectId);
    rmSync(siteDir, { recursive: true });
    mkdirSync(join(siteDir, 'releases', '100000000-old'), { recursive: true });
    symlinkSync('releases/100000000-old', join(siteDir, 'current'));
    const upgraded = await TestApp.start({ env: { FILE_STORAGE: 'disk' }, dataDir: before.dataDir, issuer: before.issuer });
    try {
      const read = await pageAfterCatchUp(upgraded, projectId, () => !existsSync(join(siteDir, 'releases')));
      expect(read.status).to.equal(200);
      expect(read.text).to.include('<p>Kept words.</p>');
      expect(readdirSync(siteDir).sort()).to.deep.equal(['blobs', 'current.json', 'manifests']);
    } finally {
      await upgraded.stop();
    }
  });
});
