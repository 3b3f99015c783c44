import { expect } from 'chai';
import type { SiteSnapshot } from '../../../application/site/ports.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import type { NavigationEntry } from '../../../domain/site/navigation.js';
import { plannedSite } from '../../../infrastructure/site/planned-files.js';
import { sidebar, sitePage, siteSnapshot } from '../../support/site-snapshots.js';

const page = (slug: string, language = 'en', fields: Partial<PageDocument> = {}): PageDocument => sitePage(slug, { language, ...fields });
const snapshot = (pages: PageDocument[], navigation: NavigationEntry[] = [], accentColor: string | null = null): SiteSnapshot =>
  siteSnapshot(pages, { navigation, accentColor });
const EN = [page('a'), page('b'), page('hidden', 'en', { visibility: 'unlisted' })];
const FR = [page('a', 'fr'), page('c', 'fr')];

/** The files a deploy renders again: those whose key changed, appeared or went. */
async function rendered(before: SiteSnapshot, after: SiteSnapshot): Promise<string[]> {
  const keys = async (site: SiteSnapshot) => new Map((await plannedSite(site)).planned.map((file) => [file.path, file.key]));
  const [old, now] = [await keys(before), await keys(after)];
  return [...new Set([...old.keys(), ...now.keys()])].filter((path) => old.get(path) !== now.get(path)).sort();
}

/** Which files a change renders again, as the renderer reads them: one rule per kind of change. */
describe('Deploys render what changed: the files each kind of change reaches', () => {
  it("a page's body: that page only", async () => {
    const changed = [page('a', 'en', { revision: 2, content: 'new' }), ...EN.slice(1)];
    expect(await rendered(snapshot([...EN, ...FR]), snapshot([...changed, ...FR]))).to.deep.equal(['en/a/index.html']);
  });

  it('an unlisted page: that page only, whatever changes in it (no index or navigation shows it)', async () => {
    const changed = [...EN.slice(0, 2), page('hidden', 'en', { visibility: 'unlisted', revision: 2, metadata: { title: 'Renamed' } })];
    expect(await rendered(snapshot(EN), snapshot(changed))).to.deep.equal(['en/hidden/index.html']);
  });

  it("a listed page's title: that page and its language's index (the root's too, for the root language)", async () => {
    const changed = [page('a', 'en', { revision: 2, metadata: { title: 'Renamed' } }), ...EN.slice(1)];
    expect(await rendered(snapshot([...EN, ...FR]), snapshot([...changed, ...FR]))).to.deep.equal(['en/a/index.html', 'en/index.html', 'index.html']);
    const french = [page('a', 'fr', { revision: 2, metadata: { title: 'Renommée' } }), FR[1]!];
    expect(await rendered(snapshot([...EN, ...FR]), snapshot([...EN, ...french]))).to.deep.equal(['fr/a/index.html', 'fr/index.html']);
  });

  it('a new page that navigation links to: every file of its language (the link appears in its chrome), no other language', async () => {
    const navigation = [sidebar(['a', 'new'])];
    expect(await rendered(snapshot([...EN, ...FR], navigation), snapshot([...EN, page('new'), ...FR], navigation))).to.deep.equal([
      '404.html',
      'en/404.html',
      'en/a/index.html',
      'en/b/index.html',
      'en/hidden/index.html',
      'en/index.html',
      'en/new/index.html',
      'index.html',
    ]);
  });

  it('a page asking to be in the header navigation, renamed: every file of its language (its header link)', async () => {
    const flagged = (title: string) => page('b', 'en', { metadata: { title, show_in_navigation: true }, revision: title === 'b' ? 1 : 2 });
    const before = snapshot([EN[0]!, flagged('b'), EN[2]!, ...FR]);
    const after = snapshot([EN[0]!, flagged('Renamed'), EN[2]!, ...FR]);
    expect((await rendered(before, after)).filter((path) => !path.startsWith('en/') && !['index.html', '404.html'].includes(path))).to.deep.equal([]);
    expect(await rendered(before, after)).to.include.members(['en/a/index.html', 'en/hidden/index.html', 'en/404.html']);
  });

  it('a page published in another language under the same slug: the pages of that slug (their language switcher) and its index', async () => {
    expect(await rendered(snapshot([...EN, ...FR]), snapshot([...EN, ...FR, page('b', 'fr')]))).to.deep.equal([
      'en/b/index.html',
      'fr/b/index.html',
      'fr/index.html',
    ]);
  });

  it("a language's first public page: every file (each page's switcher lists the languages)", async () => {
    const before = snapshot(EN);
    const after = snapshot([...EN, page('x', 'de')]);
    const all = (await plannedSite(after)).planned.map((file) => file.path).filter((path) => !path.startsWith('assets/'));
    expect(await rendered(before, after)).to.deep.equal(all.sort());
  });

  it('a theme setting (the accent colour): every file, the stylesheet and the icon under their new names', async () => {
    const after = await plannedSite(snapshot(EN, [], '#0f766e'));
    const before = await plannedSite(snapshot(EN));
    expect(after.stylesheet.path).to.not.equal(before.stylesheet.path);
    expect(after.icon.path).to.not.equal(before.icon.path);
    expect(await rendered(snapshot(EN), snapshot(EN, [], '#0f766e'))).to.deep.equal(
      [...before.planned.map((file) => file.path), after.stylesheet.path, after.icon.path].sort(),
    );
  });
});
