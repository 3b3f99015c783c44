import { expect } from 'chai';
import type { SiteChanges, SiteSnapshot } from '../../../application/site/ports.js';
import type { ReleaseStore } from '../../../application/site/release-store.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import { StoredSiteDeployer } from '../../../infrastructure/site/stored-site-deployer.js';
import { InMemoryReleaseStore } from '../../support/fakes/release-store.js';
import { ADDRESSING, AGENT_ASSETS, RELEASE_STORES, counting, held, liveSite, page, sidebar, snapshot } from './stored-site-fixtures.js';

/** A deploy of the changes at `changed` from `site` (mark 1) to `next` (mark 2), as SiteDeployment makes it. */
const changesTo = (next: SiteSnapshot, changed: Array<[language: string, slug: string]>, since = 1): SiteChanges => {
  const slugs = new Set(changed.map(([, slug]) => slug));
  return {
    ...next,
    mark: since + 1,
    since,
    changed: changed.map(([language, slug]) => ({ language, slug })),
    pages: next.pages.filter((p) => slugs.has(p.slug)),
  };
};
const at = (site: SiteSnapshot, mark: number): SiteSnapshot => ({ ...site, mark });
const titled = (doc: PageDocument, title: string): PageDocument => ({ ...doc, metadata: { ...doc.metadata, title } });

for (const [name, open] of RELEASE_STORES) {
  describe(`SiteDeployer.deployChanges over a ReleaseStore [${name}]`, () => {
    let opened: ReturnType<typeof open>;
    beforeEach(() => (opened = open()));
    afterEach(() => opened.dispose());
    // Two URLs per sitemap part: a site of a few pages has a sitemap index and several parts.
    const deployerOn = (store: ReleaseStore) => new StoredSiteDeployer(store, () => AGENT_ASSETS, ADDRESSING, { sitemapPartUrls: 2 });
    /** The site a whole deploy of `site` makes in a store of its own. */
    const wholeSite = async (site: SiteSnapshot) => {
      const fresh = new InMemoryReleaseStore();
      await deployerOn(fresh).deploy(site, held);
      return liveSite(fresh);
    };
    const before = snapshot([page('a'), page('b'), page('c'), page('d'), page('e'), page('a', 1, 'Un', 'fr')], [sidebar(['a', 'c'])]);

    it('renders only the changed page and its sitemap part, and publishes the site a whole deploy makes', async () => {
      const { store, staged, blobs } = counting(opened.store);
      const deployer = deployerOn(store);
      await deployer.deploy(at(before, 1), held);
      const files = await liveSite(opened.store);
      expect(Object.keys(files).filter((path) => path.startsWith('sitemap'))).to.have.length.above(2);
      expect(files['sitemap.xml']).to.include('<sitemapindex');
      staged.length = 0;
      blobs.length = 0;
      const next = snapshot([page('a'), page('b'), page('c', 2, 'C two'), page('d'), page('e'), page('a', 1, 'Un', 'fr')], [sidebar(['a', 'c'])]);
      expect(await deployer.deployChanges(changesTo(next, [['en', 'c']]), held)).to.not.equal('whole');
      const part = staged.find((path) => path.startsWith('sitemap-'));
      expect(staged).to.deep.equal(['en/c/index.html', part]);
      expect(blobs).to.have.length(2);
      expect(await liveSite(opened.store)).to.deep.equal(await wholeSite(next));
      expect(await deployer.deployedMark('proj')).to.equal(2);
    });

    it('renders a changed page of another language alone: its alternates and theirs are the same', async () => {
      const { store, staged } = counting(opened.store);
      const deployer = deployerOn(store);
      await deployer.deploy(at(before, 1), held);
      staged.length = 0;
      const next = snapshot([page('a'), page('b'), page('c'), page('d'), page('e'), page('a', 2, 'Deux', 'fr')], [sidebar(['a', 'c'])]);
      await deployer.deployChanges(changesTo(next, [['fr', 'a']]), held);
      expect(staged.filter((path) => path.endsWith('.html'))).to.deep.equal(['fr/a/index.html']);
      expect(await liveSite(opened.store)).to.deep.equal(await wholeSite(next));
    });

    it('renders the index of a language whose home page changed, and the root showing it', async () => {
      const { store, staged } = counting(opened.store);
      const deployer = deployerOn(store);
      const home = (site: SiteSnapshot): SiteSnapshot => ({ ...site, homePages: { en: 'b' } });
      await deployer.deploy(at(home(before), 1), held);
      staged.length = 0;
      const next = home(snapshot([page('a'), page('b', 2, 'Welcome back'), page('c'), page('d'), page('e'), page('a', 1, 'Un', 'fr')], [sidebar(['a', 'c'])]));
      await deployer.deployChanges(changesTo(next, [['en', 'b']]), held);
      expect(staged.filter((path) => path.endsWith('.html')).sort()).to.deep.equal(['en/b/index.html', 'en/index.html', 'index.html']);
      expect(await liveSite(opened.store)).to.deep.equal(await wholeSite(next));
    });

    const whole: Array<[string, SiteSnapshot, Array<[string, string]>, number?]> = [
      ['a page created', snapshot([...before.pages, page('f')], before.navigation), [['en', 'f']]],
      [
        'a page deleted',
        snapshot(
          before.pages.filter((p) => p.slug !== 'e'),
          before.navigation,
        ),
        [['en', 'e']],
      ],
      [
        'a page retitled (the index lists titles)',
        snapshot([titled(page('b', 2), 'Bee'), ...before.pages.filter((p) => p.slug !== 'b')], before.navigation),
        [['en', 'b']],
      ],
      [
        'a page unlisted',
        snapshot([{ ...page('b', 2), visibility: 'unlisted' }, ...before.pages.filter((p) => p.slug !== 'b')], before.navigation),
        [['en', 'b']],
      ],
      ['a page in a new language', snapshot([...before.pages, page('b', 1, 'Eins', 'de')], before.navigation), [['de', 'b']]],
      ['the navigation changed', snapshot([page('b', 2, 'B two'), ...before.pages.filter((p) => p.slug !== 'b')], [sidebar(['a'])]), [['en', 'b']]],
      ['the theme changed', snapshot([page('b', 2, 'B two'), ...before.pages.filter((p) => p.slug !== 'b')], before.navigation, '#ff0000'), [['en', 'b']]],
      [
        'changes counted from another mark',
        snapshot([page('b', 2, 'B two'), ...before.pages.filter((p) => p.slug !== 'b')], before.navigation),
        [['en', 'b']],
        0,
      ],
    ];
    for (const [what, next, changed, since] of whole) {
      it(`answers 'whole' and publishes nothing when ${what}`, async () => {
        const { store, staged } = counting(opened.store);
        const deployer = deployerOn(store);
        await deployer.deploy(at(before, 1), held);
        const live = await liveSite(opened.store);
        staged.length = 0;
        expect(await deployer.deployChanges(changesTo(next, changed, since), held)).to.equal('whole');
        expect(staged).to.deep.equal([]);
        expect(await liveSite(opened.store)).to.deep.equal(live);
        expect(await deployer.deployedMark('proj')).to.equal(1);
      });
    }

    it("answers 'whole' for a release made before marks", async () => {
      const deployer = deployerOn(opened.store);
      expect(await deployer.deployedMark('proj')).to.equal(null);
      expect(await deployer.deployChanges(changesTo(before, [['en', 'a']], 0), held)).to.equal('whole');
    });
  });
}
