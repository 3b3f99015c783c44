import { expect } from 'chai';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SiteDeployment } from '../../../application/site/site-deployment.js';
import { DATABASE_FILE } from '../../../infrastructure/sqlite/database.js';
import { SqliteReleaseStore } from '../../../infrastructure/sqlite/site/release-store.js';
import { DiskReleaseStore } from '../../../infrastructure/site/disk-release-store.js';
import { TestApp } from '../../support/test-app.js';
import { newDraft, publish } from '../publishing/support.js';
import { fetchSite } from './fetch-site.js';

/**
 * A site published in steps (FILE_STORAGE=store: each deploy renders and stores only the files
 * whose sources changed; a body-only correction renders only its page and the sitemap) against the same site rendered whole from nothing by another instance
 * on the same database (FILE_STORAGE=disk, a DATA_DIR of its own): the same files, byte for byte.
 */
const METRICS = 'metrics-token-for-deploy-kinds';

describe('HTTP site: a site published in steps is the site rendered whole', function () {
  this.timeout(60_000);
  let stepwise: TestApp;
  let whole: TestApp | null = null;

  beforeEach(async () => (stepwise = await TestApp.start({ env: { FILE_STORAGE: 'store', METRICS_TOKEN: METRICS } })));
  afterEach(async () => {
    await whole?.stop();
    whole = null;
    await stepwise.stop();
  });

  it('serves, after publishes, page edits, navigation changes, a new language and a deletion, what a full rebuild serves', async () => {
    const app = stepwise;
    const projectId = await app.createProject('owner');
    const api = (method: string, path: string, body?: unknown) => app.request(method, `/api/projects/${projectId}${path}`, { as: 'owner', body });
    const edit = async (slug: string, language: string, metadata: Record<string, unknown>, content: string) => {
      const opened = await api('POST', '/docs/edit/open', { slug, language });
      const saved = await api('POST', '/docs/edit/save', { draftId: opened.body.draftId, metadata, content, language });
      expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
    };
    await newDraft(app, projectId, 'a', { title: 'Alpha', description: 'The first' }, '# Alpha\n\nFirst words.');
    await newDraft(app, projectId, 'b', { title: 'Beta' }, 'Second page.');
    await publish(app, projectId);
    await newDraft(app, projectId, 'c', { title: 'Gamma' }, 'Third page, linked from the sidebar.');
    expect(
      (
        await api('POST', '/sidebar-groups', {
          language: 'en',
          title: 'Docs',
          items: [
            { slug: 'a', label: 'A' },
            { slug: 'c', label: 'C' },
          ],
        })
      ).status,
    ).to.equal(201);
    expect((await api('POST', '/header-nav-items', { language: 'en', label: 'Home', slug: 'a' })).status).to.equal(201);
    await edit('a', 'en', {}, '# Alpha\n\nFirst words, corrected.');
    await publish(app, projectId);
    await newDraft(app, projectId, 'a', { title: 'Alpha en français' }, 'Premiers mots.', 'fr');
    await publish(app, projectId);
    await edit('b', 'en', { title: 'Beta, renamed' }, 'Second page.');
    await publish(app, projectId);
    const pages = (await api('GET', '/pages')).body;
    const c = (pages.items ?? pages.pages ?? pages).find((page: { slug: string; language: string }) => page.slug === 'c' && page.language === 'en');
    expect((await api('DELETE', `/pages/${c.id}`)).status).to.be.oneOf([200, 204]);
    await publish(app, projectId);
    // A live page edited directly (no publish of its own), then a body-only correction published: the deploy
    // renders those two pages, nothing else (the journal lists the direct edit too; the sitemap stays, as the test clock stands still).
    const b = (pages.items ?? pages.pages ?? pages).find((page: { slug: string; language: string }) => page.slug === 'b' && page.language === 'en');
    expect((await api('PATCH', `/pages/${b.id}`, { content: 'Second page, edited live.' })).status).to.equal(200);
    await edit('a', 'en', {}, '# Alpha\n\nFirst words, corrected twice.');
    await publish(app, projectId);
    const db = app.running.composition.storage.db as { prepare(sql: string): { pluck(): { all(...args: unknown[]): unknown[] } } };
    const staged = db.prepare(
      `SELECT path FROM site_release_files WHERE project_id = ? AND from_release = (SELECT release FROM site_current WHERE project_id = ?) ORDER BY path`,
    );
    expect(staged.pluck().all(projectId, projectId)).to.deep.equal(['en/a/index.html', 'en/b/index.html']);
    // Each publish but the first (nothing deployed yet) and those that moved other files deployed only its changes.
    const scrape = await (await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${METRICS}` } })).text();
    expect(scrape).to.match(/content_service_site_deploys_total\{kind="changes"\} [1-9]/);
    expect((await fetchSite(app, projectId, 'en/b/')).bytes.toString()).to.include('edited live');

    // Another instance on the same database renders the site whole, from nothing, under its own DATA_DIR.
    const otherDir = mkdtempSync(join(tmpdir(), 'content-service-test-'));
    symlinkSync(join(app.dataDir, DATABASE_FILE), join(otherDir, DATABASE_FILE));
    whole = await TestApp.start({ env: { FILE_STORAGE: 'disk' }, dataDir: otherDir, issuer: app.issuer, clock: app.clock });
    await whole.get(SiteDeployment).deploy(projectId, { redeploy: true });

    const store = new SqliteReleaseStore(app.running.composition.storage.db as never);
    const current = (await store.current(projectId))!;
    const paths = [...(await store.allEntries(projectId, current.release)).keys()].sort();
    const onDisk = new DiskReleaseStore(join(otherDir, 'sites'));
    const rebuilt = [...(await onDisk.allEntries(projectId, (await onDisk.current(projectId))!.release)).keys()].sort();
    expect(paths).to.deep.equal(rebuilt);
    expect(paths).to.include.members(['en/a/index.html', 'en/b/index.html', 'fr/a/index.html', 'sitemap.xml']).and.not.include('en/c/index.html');
    for (const path of paths) {
      // Read at the address that serves it: a folder for its index, a path naming nothing for a 404 page.
      const address = path.endsWith('404.html') ? `${path.slice(0, -'404.html'.length)}nothing-here/` : path.replace(/index\.html$/, '');
      const [mine, theirs] = [await fetchSite(app, projectId, address), await fetchSite(whole, projectId, address)];
      expect(mine.status, path).to.equal(path.endsWith('404.html') ? 404 : 200);
      expect(theirs.status, path).to.equal(mine.status);
      expect(mine.bytes.equals(theirs.bytes), `${path} differs`).to.equal(true);
    }
  });
});
