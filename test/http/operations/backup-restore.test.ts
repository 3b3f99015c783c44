import { expect } from 'chai';
import { closeSync, copyFileSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteAccountRepository } from '../../../infrastructure/sqlite/accounts/account-repository.js';
import { backupSqlite } from '../../../infrastructure/sqlite/backup.js';
import { DATABASE_FILE, openSqlite, type SqliteDatabase } from '../../../infrastructure/sqlite/database.js';
import { SqliteMembershipRepository } from '../../../infrastructure/sqlite/projects/membership-repository.js';
import { SqliteProjectRepository } from '../../../infrastructure/sqlite/projects/project-repository.js';
import { Database } from '../../../infrastructure/sqlite/driver.js';
import { SqlitePageSearchIndex } from '../../../infrastructure/sqlite/search/page-search-index.js';
import { draftRepositoryContract } from '../../contract/drafts/draft-repository.contract.js';
import { draftVersionsContract } from '../../contract/drafts/draft-versions.contract.js';
import { pageRepositoryContract } from '../../contract/pages/page-repository.contract.js';
import { sqlitePageStores } from '../../support/stores/page-stores.js';
import { slugReservationContract } from '../../contract/pages/slug-reservation.contract.js';
import { projectStoresContract } from '../../contract/projects/project-stores.contract.js';
import { pageSearchIndexContract } from '../../contract/search/page-search-index.contract.js';
import { createLivePage, setUpTeam, TEAM } from '../../support/fixtures.js';
import { runTsDirect as runTs } from '../../support/processes.js';
import { TestApp } from '../../support/test-app.js';
import { ADMIN_CLI, jsonLines, ok } from './support.js';

/**
 * A backup taken while the service takes writes: every write acknowledged before it began is in
 * it, and the store restored from it is sound (it passes the stores' contract suites).
 */
describe('Backup under write load, restored', function () {
  this.timeout(120_000);
  let app: TestApp;
  let folder: string;
  let restored: SqliteDatabase;
  let projectId: string;
  const ackedBefore: string[] = [];
  let during = 0;

  before(async () => {
    app = await TestApp.start();
    projectId = await setUpTeam(app);
    // A store of some size, so that the copy takes many steps for writes to land between.
    for (let i = 0; i < 60; i += 1) await createLivePage(app, projectId, `seed-${i}`, { content: `# Seed ${i}\n\n${'Rye. '.repeat(400)}` });
    folder = mkdtempSync(join(tmpdir(), 'content-service-backup-'));
    const backup = join(folder, 'store.sqlite');

    let state: 'before' | 'during' | 'after' = 'before';
    let writes = 0;
    const writer = async (lane: number) => {
      while (state !== 'after') {
        const slug = `load-${lane}-${(writes += 1)}`;
        const startedIn = state;
        await createLivePage(app, projectId, slug);
        // Acknowledged: counted where the backup was when the write began and when it was answered.
        if (startedIn === 'before' && state === 'before') ackedBefore.push(slug);
        else if (state === 'during') during += 1;
      }
    };
    const lanes = [0, 1, 2].map(writer);
    while (ackedBefore.length < 20) await new Promise((resolve) => setImmediate(resolve));
    state = 'during';
    // One database page per step: the copy yields to the event loop between steps, and the app's writes land there.
    const outcome = await backupSqlite(app.dataDir, backup, { pagesPerStep: 1 });
    state = 'after';
    await Promise.all(lanes);
    expect(outcome.kind).to.equal('done');

    const target = mkdtempSync(join(tmpdir(), 'content-service-restored-'));
    const restoring = await runTs(ADMIN_CLI, ['restore', backup], { DATA_DIR: target });
    expect(restoring.code, restoring.stderr).to.equal(0);
    expect(JSON.parse(restoring.stdout)).to.include({ restored: join(target, DATABASE_FILE), previous: null });
    restored = openSqlite(target);
  });
  after(async () => {
    restored?.close();
    await app?.stop();
    if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
  });

  it('holds every write acknowledged before the backup began, while writes went on during it', () => {
    expect(during, 'writes answered while the backup ran').to.be.greaterThan(0);
    const slugs = new Set(restored.prepare(`SELECT slug FROM documents WHERE project_id = ?`).pluck().all(projectId) as string[]);
    expect(ackedBefore.filter((slug) => !slugs.has(slug))).to.deep.equal([]);
    expect(ackedBefore.length).to.be.at.least(20);
    expect(restored.pragma('integrity_check', { simple: true })).to.equal('ok');
    expect(restored.pragma('foreign_key_check')).to.deep.equal([]);
  });

  describe('the restored store passes the contract suites', () => {
    projectStoresContract(() => ({
      projects: new SqliteProjectRepository(restored),
      memberships: new SqliteMembershipRepository(restored),
      accounts: new SqliteAccountRepository(restored),
    }));
    const pageStores = () => sqlitePageStores(restored);
    pageRepositoryContract(pageStores);
    draftRepositoryContract(pageStores);
    draftVersionsContract(pageStores);
    slugReservationContract(pageStores);
    pageSearchIndexContract(() => ({ ...pageStores(), index: new SqlitePageSearchIndex(restored) }));
  });
});

describe('Admin CLI: backup and restore', function () {
  this.timeout(120_000);
  let app: TestApp;
  let folder: string;
  let projectId: string;
  beforeEach(async () => {
    app = await TestApp.start();
    projectId = await setUpTeam(app);
    await createLivePage(app, projectId, 'kept');
    folder = mkdtempSync(join(tmpdir(), 'content-service-backup-'));
  });
  afterEach(async () => {
    await app.stop();
    rmSync(folder, { recursive: true, force: true });
  });
  const admin = (...args: string[]) => runTs(ADMIN_CLI, args, { DATA_DIR: app.dataDir });
  const slugs = async () => ok(await app.request('GET', `/api/projects/${projectId}/pages`, { as: TEAM.admin })).pages.map((p: { slug: string }) => p.slug);

  it('backs up while the service runs, refuses to restore under it, and restores once it is stopped', async () => {
    const backup = join(folder, 'nightly.sqlite');
    const taken = await admin('backup', backup);
    expect(taken.code, taken.stderr).to.equal(0);
    const result = JSON.parse(taken.stdout);
    expect(result).to.include({ backup });
    expect(jsonLines(taken.stderr).at(-1)).to.include({ msg: 'progress', step: 'backup', unit: 'pages', done: result.pages, total: result.pages });
    const again = await admin('backup', backup);
    expect([again.code, again.stderr]).to.deep.equal([1, `${backup} already exists: a backup never overwrites a file\n`]);

    await createLivePage(app, projectId, 'after-the-backup');
    const refused = await admin('restore', backup);
    expect(refused.code).to.equal(1);
    expect(refused.stderr).to.include(
      `Not restored, nothing changed: ${join(app.dataDir, DATABASE_FILE)} is open in another process (a running service or admin command).`,
    );
    expect(await slugs()).to.deep.equal(['kept', 'after-the-backup']);

    await app.stop({ keepData: true });
    const restoring = await admin('restore', backup);
    expect(restoring.code, restoring.stderr).to.equal(0);
    const { previous } = JSON.parse(restoring.stdout);
    expect(existsSync(previous), 'the store as it was, kept aside').to.equal(true);
    const aside = new Database(previous, { readonly: true });
    expect(aside.prepare(`SELECT slug FROM documents WHERE slug = 'after-the-backup'`).pluck().get()).to.equal('after-the-backup');
    aside.close();
    app = await TestApp.start({ dataDir: app.dataDir });
    expect(await slugs()).to.deep.equal(['kept']);
  });

  it('refuses a damaged backup, and a file that is no backup, changing nothing', async () => {
    const backup = join(folder, 'nightly.sqlite');
    expect((await admin('backup', backup)).code).to.equal(0);
    await app.stop({ keepData: true });
    const damaged = join(folder, 'damaged.sqlite');
    copyFileSync(backup, damaged);
    const fd = openSync(damaged, 'r+');
    writeSync(fd, Buffer.alloc(4096, 0xab), 0, 4096, 4096 * 3);
    closeSync(fd);
    const store = readFileSync(join(app.dataDir, DATABASE_FILE));
    const text = join(folder, 'notes.txt');
    writeFileSync(text, 'not a database');
    const [refused, notOne, missing] = await Promise.all([admin('restore', damaged), admin('restore', text), admin('restore', join(folder, 'none.sqlite'))]);
    expect(refused.code).to.equal(1);
    expect(refused.stderr).to.match(
      /^checking the backup\nNot restored, nothing changed: the backup is unusable \((integrity check|not a readable database): [^\n]+\)\n$/,
    );
    expect(notOne.stderr).to.match(/Not restored, nothing changed: the backup is unusable \(not a (readable )?database/);
    expect(readFileSync(join(app.dataDir, DATABASE_FILE)).equals(store), 'the store is untouched').to.equal(true);
    expect([missing.code, missing.stderr]).to.deep.equal([1, `No backup file at ${join(folder, 'none.sqlite')}\n`]);
    app = await TestApp.start({ dataDir: app.dataDir });
  });

  it('says what to use with MongoDB instead', async () => {
    const env = { DATA_DIR: app.dataDir, MONGODB_URI: 'mongodb://127.0.0.1:9/none', WEBHOOK_SECRET_KEY: 'ab'.repeat(32) };
    for (const refused of await Promise.all(['backup', 'restore'].map((command) => runTs(ADMIN_CLI, [command, join(folder, 'x')], env)))) {
      expect(refused.code).to.equal(1);
      expect(refused.stderr).to.include('use MongoDB’s own tools instead: mongodump --uri="$MONGODB_URI"');
    }
  });
});
