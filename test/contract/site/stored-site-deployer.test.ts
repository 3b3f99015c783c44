import { expect } from 'chai';
import type { DeployGuard } from '../../../application/site/ports.js';
import type { ReleaseStore } from '../../../application/site/release-store.js';
import type { Progress } from '../../../application/shared/progress.js';
import { StoredSiteDeployer } from '../../../infrastructure/site/stored-site-deployer.js';
import { StoredSiteFiles } from '../../../infrastructure/site/stored-site-files.js';
import { InMemoryReleaseStore } from '../../support/fakes/release-store.js';
import { ADDRESSING, AGENT_ASSETS, RELEASE_STORES, AT, counting, held, liveSite, page, sidebar, snapshot } from './stored-site-fixtures.js';

for (const [name, open] of RELEASE_STORES) {
  describe(`SiteDeployer and SiteFiles over a ReleaseStore [${name}]`, () => {
    let opened: ReturnType<typeof open>;
    beforeEach(() => (opened = open()));
    afterEach(() => opened.dispose());
    const deployerOn = (store: ReleaseStore) => new StoredSiteDeployer(store, () => AGENT_ASSETS, ADDRESSING);

    it('renders and stores only the files whose sources changed; unchanged ones stay shared', async () => {
      const { store, staged, blobs } = counting(opened.store);
      const deployer = deployerOn(store);
      await deployer.deploy(snapshot([page('a'), page('b'), page('c')]), held);
      staged.length = 0;
      blobs.length = 0;
      await deployer.deploy(snapshot([page('a'), page('b', 2, 'changed'), page('c')]), held);
      // The sitemap gives each page's last change (lastmod).
      expect(staged).to.deep.equal(['en/b/index.html', 'sitemap.xml']);
      expect(blobs).to.have.length(2);
      staged.length = 0;
      await deployer.deploy(snapshot([page('a'), page('b', 2, 'changed')]), held);
      // A page gone: its file, the index listing it (the language's and the root's) and the sitemap.
      expect(staged.sort()).to.deep.equal(['-en/c/index.html', 'en/index.html', 'index.html', 'sitemap.xml']);
      const files = new StoredSiteFiles(opened.store, 0);
      const read = await files.read('proj', 'en/b/', AT);
      expect(read.kind === 'file' && Buffer.from(read.file.body).toString()).to.include('<p>changed</p>');
      expect(await files.read('proj', 'en/b', AT)).to.deep.equal({ kind: 'redirect', location: 'en/b/' });
      const gone = await files.read('proj', 'en/c/', AT);
      expect(gone.kind).to.equal('not_found');
      expect(gone.kind === 'not_found' && gone.page !== undefined && Buffer.from(gone.page.body).toString()).to.include('<html');
    });

    it('publishes, after any sequence of deploys, byte for byte the site a full rebuild makes', async () => {
      const deployer = deployerOn(opened.store);
      const steps = [
        snapshot([page('a'), page('b')]),
        snapshot([page('a', 2, 'A two'), page('b'), page('c')], [sidebar(['a', 'c'])]),
        snapshot([page('a', 2, 'A two'), page('b'), page('c'), page('a', 1, 'Un', 'fr')], [sidebar(['a', 'c'])]),
        snapshot([page('a', 3, 'A three'), page('c', 2, 'C two'), page('a', 1, 'Un', 'fr')], [sidebar(['a', 'b'])]),
        snapshot([page('a', 3, 'A three'), page('c', 2, 'C two')], [sidebar(['a', 'b'])]),
      ];
      for (const step of steps) await deployer.deploy(step, held);
      const fresh = new InMemoryReleaseStore();
      await deployerOn(fresh).deploy(steps.at(-1)!, held);
      expect(await liveSite(opened.store)).to.deep.equal(await liveSite(fresh));
    });

    it('reports the progress of a deploy that renders many files (a full rebuild), and nothing for a small one', async () => {
      const heard: Progress[] = [];
      const deployer = new StoredSiteDeployer(opened.store, () => AGENT_ASSETS, ADDRESSING, { progress: (step) => heard.push(step), progressEvery: 50 });
      const many = Array.from({ length: 120 }, (_, i) => page(`p${i}`));
      await deployer.deploy(snapshot(many), held);
      // The pages, the index and the root's, the 404 pages, the stylesheet, the icon.
      const total = 120 + 6;
      expect(heard).to.deep.equal([50, 100, total].map((done) => ({ step: 'files of proj', done, total })));
      heard.length = 0;
      await deployer.deploy(snapshot([...many.slice(1), page('p0', 2, 'changed')]), held);
      expect(heard).to.deep.equal([]);
    });

    it('leaves the live release as it was when its lease is lost midway; the next deploy completes', async () => {
      const deployer = deployerOn(opened.store);
      await deployer.deploy(snapshot([page('a')]), held);
      const before = await liveSite(opened.store);
      let checks = 0;
      const losing: DeployGuard = {
        check: () => {
          checks += 1;
          if (checks === 5) throw new Error('lease lost');
        },
      };
      const many = Array.from({ length: 200 }, (_, i) => page(`p${i}`));
      const error = await deployer.deploy(snapshot(many), losing).catch((caught: unknown) => caught);
      expect((error as Error).message).to.equal('lease lost');
      expect(await liveSite(opened.store)).to.deep.equal(before);
      await deployer.deploy(snapshot(many), held);
      const fresh = new InMemoryReleaseStore();
      await deployerOn(fresh).deploy(snapshot(many), held);
      expect(await liveSite(opened.store)).to.deep.equal(await liveSite(fresh));
    });

    it("keeps the release before's stylesheet and icon for one deploy, for readers of a page loaded just before", async () => {
      const deployer = deployerOn(opened.store);
      const stylesheets = async () => Object.keys(await liveSite(opened.store)).filter((path) => path.startsWith('assets/site.'));
      const icons = async () => Object.keys(await liveSite(opened.store)).filter((path) => path.startsWith('assets/icon.'));
      await deployer.deploy(snapshot([page('a')]), held);
      const [plain] = await stylesheets();
      await deployer.deploy(snapshot([page('a')], [], '#0f766e'), held);
      const teal = (await stylesheets()).find((path) => path !== plain)!;
      expect(await stylesheets()).to.have.members([plain, teal]);
      await deployer.deploy(snapshot([page('a')], [], '#b91c1c'), held);
      expect(await stylesheets())
        .to.have.length(2)
        .and.include(teal)
        .and.not.include(plain);
      // Three accents, three icons: the one before and the current one are served.
      expect(await icons()).to.have.length(2);
    });

    it('keeps bodies within its byte budget, dropping the least recently served first, and reads dropped ones again', async () => {
      const big = (slug: string) => page(slug, 1, `${slug} `.repeat(3000));
      await deployerOn(opened.store).deploy(snapshot([big('a'), big('b'), big('c')]), held);
      const reads: string[] = [];
      const counted: ReleaseStore = Object.create(opened.store) as ReleaseStore;
      counted.blob = (projectId, etag) => {
        reads.push(etag);
        return opened.store.blob(projectId, etag);
      };
      const first = await new StoredSiteFiles(opened.store, 0).read('proj', 'en/a/', AT);
      const size = first.kind === 'file' ? first.file.body.byteLength : 0;
      expect(size).to.be.greaterThan(6000);
      // Room for two of the three bodies (each about the same size).
      const files = new StoredSiteFiles(counted, 60_000, Math.floor(size * 2.5));
      for (const slug of ['a', 'b', 'c']) expect((await files.read('proj', `en/${slug}/`, AT)).kind).to.equal('file');
      expect(reads).to.have.length(3);
      await files.read('proj', 'en/b/', AT);
      await files.read('proj', 'en/c/', AT);
      expect(reads).to.have.length(3);
      await files.read('proj', 'en/a/', AT);
      expect(reads).to.have.length(4);
    });

    it("records the settings fingerprint, names sites made for another address, and removes a project's site", async () => {
      const deployer = deployerOn(opened.store);
      expect(await deployer.deployedSettings('proj')).to.deep.equal({ kind: 'none' });
      await deployer.deploy(snapshot([page('a')]), held);
      expect(await deployer.deployedSettings('proj')).to.deep.equal({ kind: 'deployed', settings: 'settings-1' });
      expect(await deployer.brokenSites()).to.deep.equal([]);
      expect(await new StoredSiteDeployer(opened.store, () => AGENT_ASSETS, { ...ADDRESSING, sitesDomain: 'other.test' }).brokenSites()).to.deep.equal([
        'proj',
      ]);
      // A site deployed on disk before sites moved to the store is deployed into it at start-up, once.
      const moving = new StoredSiteDeployer(opened.store, () => AGENT_ASSETS, ADDRESSING, { deployedElsewhere: async () => ['proj', 'older'] });
      expect(await moving.brokenSites()).to.deep.equal(['older']);
      const files = new StoredSiteFiles(opened.store, 0);
      expect((await files.read('proj', '', AT)).kind).to.equal('file');
      await deployer.remove('proj');
      expect(await files.read('proj', '', AT)).to.deep.equal({ kind: 'not_found' });
    });
  });
}
