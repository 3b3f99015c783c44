import { expect } from 'chai';
import type { PageSearchIndex, SearchIndexRebuild } from '../../../application/search/ports.js';
import { searchTerms } from '../../../domain/search/query.js';
import { aDoc, at, storeHelpers, version, type PageStores } from '../../support/stores/page-fixtures.js';

export interface RebuildStores extends PageStores {
  readonly index: PageSearchIndex;
  readonly rebuild: SearchIndexRebuild;
}

/** What every SearchIndexRebuild adapter must do, over the document stores and the index it renews. */
export function searchIndexRebuildContract(stores: () => RebuildStores): void {
  const { newProject } = storeHelpers(stores);
  const slugsFor = async (projectId: string, text: string) =>
    (await stores().index.search(projectId, { terms: searchTerms(text, { languages: ['en'] }), limit: 50 })).map((hit) => hit.slug).sort();
  const livePages = async (projectId: string, count: number, content = (i: number) => `Rye bread number ${i}.`) => {
    for (let i = 0; i < count; i += 1)
      await stores().pages.create(aDoc(projectId, { slug: `page-${i}`, metadata: { title: `Page ${i}` }, content: content(i) }));
  };

  it('goes through every live page of the project in batches, counting them, and search answers as before', async () => {
    const projectId = await newProject();
    await livePages(projectId, 450, (i) => (i === 7 ? 'Pumpernickel here.' : `Rye bread number ${i}.`));
    await stores().pages.create(aDoc(projectId, { slug: 'draft', visibility: 'draft', content: 'Pumpernickel draft.' }), version(0));
    expect(await stores().rebuild.livePages(projectId)).to.equal(450);
    const before = await slugsFor(projectId, 'pumpernickel');
    const heard: number[] = [];
    expect(await stores().rebuild.rebuild(projectId, (n) => heard.push(n))).to.equal(450);
    expect(heard.length, 'progress after each batch').to.be.greaterThan(1);
    expect(heard).to.deep.equal([...heard].sort((a, b) => a - b));
    expect(heard[heard.length - 1]).to.equal(450);
    expect(before).to.deep.equal(['page-7']);
    expect(await slugsFor(projectId, 'pumpernickel')).to.deep.equal(['page-7']);
    expect(await slugsFor(projectId, 'rye')).to.have.length(50);
  });

  it('touches one project only; a project without live pages has nothing to rebuild', async () => {
    const [mine, theirs, empty] = [await newProject(), await newProject(), await newProject()];
    await livePages(mine, 3);
    await livePages(theirs, 2);
    expect(await stores().rebuild.rebuild(mine, () => undefined)).to.equal(3);
    expect(await slugsFor(theirs, 'rye')).to.deep.equal(['page-0', 'page-1']);
    expect(await stores().rebuild.livePages(empty)).to.equal(0);
    expect(await stores().rebuild.rebuild(empty, () => undefined)).to.equal(0);
  });

  it('keeps what pages written while it runs say', async () => {
    const projectId = await newProject();
    await livePages(projectId, 420);
    const first = (await stores().pages.list(projectId, { limit: 1 }))[0]!;
    const rebuilding = stores().rebuild.rebuild(projectId, () => undefined);
    await Promise.all([
      stores().pages.create(aDoc(projectId, { slug: 'added', content: 'Caraway seeds.' })),
      stores().pages.updatePage(projectId, first.id, { content: 'Now spelt.', at: at(5) }),
    ]);
    await rebuilding;
    expect(await slugsFor(projectId, 'caraway')).to.deep.equal(['added']);
    expect(await slugsFor(projectId, 'spelt')).to.deep.equal(['page-0']);
    expect(await slugsFor(projectId, 'number')).to.not.include('page-0');
  });
}
