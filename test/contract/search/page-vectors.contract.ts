import { expect } from 'chai';
import type { ClaimRequest, PageVector, PageVectors } from '../../../application/search/semantic/ports.js';
import { uniqueId } from '../../support/builders.js';
import { aDoc, at, storeHelpers, version, type PageStores } from '../../support/stores/page-fixtures.js';

export interface VectorStores extends PageStores {
  readonly vectors: PageVectors;
}

const MODEL = 'model-a@4';
const NOW = at(0);
const claimOf = (overrides: Partial<ClaimRequest> = {}): ClaimRequest => ({
  model: MODEL,
  after: null,
  scan: 100,
  limit: 100,
  lease: uniqueId('lease'),
  now: NOW,
  leaseUntil: at(60),
  ...overrides,
});
const vectorFor = (
  page: { page_id: string; project_id: string; language: string; revision: number },
  values = [0.5, 0.5, 0.5, 0.5],
  model = MODEL,
): PageVector => ({
  page_id: page.page_id,
  project_id: page.project_id,
  language: page.language,
  revision: page.revision,
  model,
  vector: Float32Array.from(values),
});

/** What every PageVectors adapter must do, over the document stores whose live pages it follows. */
export function pageVectorsContract(stores: () => VectorStores): void {
  const { newProject } = storeHelpers(stores);
  const livePage = async (projectId: string, slug: string, overrides = {}) => {
    const doc = aDoc(projectId, { slug, metadata: { title: `Title of ${slug}` }, content: `# Heading\nBody of ${slug}.`, ...overrides });
    await stores().pages.create(doc);
    return doc;
  };
  /** Claims every stale page and stores a vector for each: the state after a refresh. */
  const embedAll = async (model = MODEL) => {
    const claim = claimOf({ model });
    const { pages } = await stores().vectors.claimStale(claim);
    await stores().vectors.store(
      pages.map((page) => vectorFor(page, undefined, model)),
      claim.lease,
    );
    return pages;
  };
  const staleIds = async (model = MODEL) =>
    (await stores().vectors.claimStale(claimOf({ model, lease: uniqueId('peek'), leaseUntil: NOW }))).pages.map((p) => p.page_id);

  it('claims live pages without a vector, with what their text is made from; never drafts', async () => {
    const projectId = await newProject();
    const page = await livePage(projectId, 'delivery', { language: 'fr' });
    await stores().pages.create(aDoc(projectId, { slug: 'draft', visibility: 'draft' }), version(0));
    const { pages, next } = await stores().vectors.claimStale(claimOf());
    const mine = pages.filter((p) => p.project_id === projectId);
    expect(mine).to.deep.equal([
      {
        page_id: page.id,
        project_id: projectId,
        language: 'fr',
        revision: 1,
        slug: 'delivery',
        metadata: { title: 'Title of delivery' },
        content: '# Heading\nBody of delivery.',
      },
    ]);
    expect(next).to.equal(null);
  });

  it('stores vectors as given and answers them per project and model; a fresh page is not claimed again', async () => {
    const [mine, theirs] = [await newProject(), await newProject()];
    const a = await livePage(mine, 'a', { language: 'en' });
    const b = await livePage(mine, 'b', { language: 'ar' });
    await livePage(theirs, 'c');
    const claim = claimOf();
    const { pages } = await stores().vectors.claimStale(claim);
    const values = [0.1, -0.25, 1e-7, 3.5];
    expect(
      await stores().vectors.store(
        pages.map((p) => vectorFor(p, p.page_id === b.id ? values : undefined)),
        claim.lease,
      ),
    ).to.equal(pages.length);
    const stored = await stores().vectors.vectorsOf(mine, MODEL);
    expect(stored.dimensions).to.equal(4);
    expect(stored.page_ids.slice().sort()).to.deep.equal([a.id, b.id].sort());
    const row = stored.page_ids.indexOf(b.id);
    expect(stored.languages[row]).to.equal('ar');
    expect([...stored.matrix.slice(row * 4, row * 4 + 4)]).to.deep.equal([...Float32Array.from(values)]);
    expect((await stores().vectors.vectorsOf(mine, 'model-b@4')).page_ids).to.deep.equal([]);
    expect((await stores().vectors.vectorsOf(theirs, MODEL)).page_ids).to.have.length(1);
    expect(await staleIds()).to.not.include.members([a.id, b.id]);
  });

  it('a page written after its vector was made, or a vector of another model, is stale; the vector stays until replaced', async () => {
    const projectId = await newProject();
    const page = await livePage(projectId, 'hours');
    await embedAll();
    expect(await staleIds()).to.not.include(page.id);
    expect(await staleIds('model-b@4')).to.include(page.id);
    await stores().pages.updatePage(projectId, page.id, { content: 'We open at nine.', at: at(5) });
    const [claimed] = (await stores().vectors.claimStale(claimOf())).pages.filter((p) => p.page_id === page.id);
    expect(claimed).to.deep.include({ revision: 2, content: 'We open at nine.' });
    expect((await stores().vectors.vectorsOf(projectId, MODEL)).page_ids).to.deep.equal([page.id]);
  });

  it('a claim keeps other leases off its pages until it lapses; only its holder stores; a lapsed one is taken over', async () => {
    const projectId = await newProject();
    const page = await livePage(projectId, 'jobs');
    const first = claimOf();
    expect((await stores().vectors.claimStale(first)).pages.map((p) => p.page_id)).to.include(page.id);
    const second = claimOf({ now: at(30), leaseUntil: at(90) });
    expect((await stores().vectors.claimStale(second)).pages.map((p) => p.page_id)).to.not.include(page.id);
    const late = claimOf({ now: at(61), leaseUntil: at(120) });
    const [taken] = (await stores().vectors.claimStale(late)).pages.filter((p) => p.page_id === page.id);
    expect(taken).to.not.equal(undefined);
    expect(await stores().vectors.store([vectorFor(taken!)], first.lease), 'the lapsed lease stores nothing').to.equal(0);
    expect(await stores().vectors.store([vectorFor(taken!)], late.lease)).to.equal(1);
    expect(await stores().vectors.store([vectorFor(taken!)], late.lease), 'a claim stores once').to.equal(0);
  });

  it('of claims taken at once, each page goes to one of them', async () => {
    const projectId = await newProject();
    for (let i = 0; i < 6; i += 1) await livePage(projectId, `p${i}`);
    const claims = await Promise.all([claimOf(), claimOf(), claimOf()].map((c) => stores().vectors.claimStale(c)));
    const ids = claims.flatMap((c) => c.pages.filter((p) => p.project_id === projectId).map((p) => p.page_id));
    expect(ids).to.have.length(6);
    expect(new Set(ids).size).to.equal(6);
  });

  it('a released page waits for its retry time, whoever asks', async () => {
    const projectId = await newProject();
    const page = await livePage(projectId, 'pay');
    const claim = claimOf();
    await stores().vectors.claimStale(claim);
    await stores().vectors.release([page.id], claim.lease, at(300));
    expect(await stores().vectors.store([vectorFor({ page_id: page.id, project_id: projectId, language: 'en', revision: 1 })], claim.lease)).to.equal(0);
    expect((await stores().vectors.claimStale(claimOf({ now: at(299) }))).pages.map((p) => p.page_id)).to.not.include(page.id);
    expect((await stores().vectors.claimStale(claimOf({ now: at(300), leaseUntil: at(360) }))).pages.map((p) => p.page_id)).to.include(page.id);
  });

  it('looks at `scan` pages a step, claims `limit`, and goes on from where it stopped to the last', async () => {
    const projectId = await newProject();
    for (let i = 0; i < 7; i += 1) await livePage(projectId, `s${i}`);
    const seen: string[] = [];
    let after: string | null = null;
    let steps = 0;
    do {
      const step = await stores().vectors.claimStale(claimOf({ after, scan: 3, limit: 2 }));
      expect(step.pages.length).to.be.at.most(2);
      seen.push(...step.pages.filter((p) => p.project_id === projectId).map((p) => p.page_id));
      after = step.next;
      steps += 1;
    } while (after !== null && steps < 100);
    expect(after).to.equal(null);
    expect(new Set(seen).size).to.equal(7);
  });

  it('stores nothing for a page deleted since its claim; a deleted page loses its vector by the time pruneGone went by', async () => {
    const projectId = await newProject();
    const [kept, deleted, raced] = [await livePage(projectId, 'kept'), await livePage(projectId, 'deleted'), await livePage(projectId, 'raced')];
    const claim = claimOf();
    const { pages } = await stores().vectors.claimStale(claim);
    await stores().pages.delete(projectId, raced.id);
    expect(
      await stores().vectors.store(
        pages.map((p) => vectorFor(p)),
        claim.lease,
      ),
    ).to.equal(pages.length - 1);
    const version = await stores().vectors.versionOf(projectId);
    await stores().pages.delete(projectId, deleted.id);
    let after: string | null = null;
    do after = (await stores().vectors.pruneGone(after, 2)).next;
    while (after !== null);
    expect((await stores().vectors.vectorsOf(projectId, MODEL)).page_ids).to.deep.equal([kept.id]);
    expect(await stores().vectors.versionOf(projectId)).to.not.equal(version);
    expect(await staleIds()).to.not.include.members([deleted.id, raced.id]);
  });

  it("a project's version moves when its vectors change, and only then", async () => {
    const [mine, theirs] = [await newProject(), await newProject()];
    const before = await stores().vectors.versionOf(mine);
    const page = await livePage(mine, 'a');
    await livePage(theirs, 'b');
    expect(await stores().vectors.versionOf(mine), 'a page write is not a vector').to.equal(before);
    await embedAll();
    const stored = await stores().vectors.versionOf(mine);
    expect(stored).to.not.equal(before);
    expect(await stores().vectors.versionOf(mine)).to.equal(stored);
    await stores().pages.updatePage(mine, page.id, { content: 'New.', at: at(5) });
    await embedAll();
    expect(await stores().vectors.versionOf(mine)).to.not.equal(stored);
  });

  it('the live pages mark moves with every write of a live page, and not with a draft or a vector', async () => {
    const projectId = await newProject();
    const marks = [await stores().vectors.livePagesMark()];
    const page = await livePage(projectId, 'a');
    marks.push(await stores().vectors.livePagesMark());
    await stores().pages.updatePage(projectId, page.id, { content: 'Edited.', at: at(5) });
    marks.push(await stores().vectors.livePagesMark());
    await stores().pages.delete(projectId, page.id);
    marks.push(await stores().vectors.livePagesMark());
    expect(new Set(marks).size).to.equal(4);
    await stores().pages.create(aDoc(projectId, { slug: 'draft', visibility: 'draft' }), version(0));
    expect(await stores().vectors.livePagesMark(), 'a draft').to.equal(marks.at(-1));
    await livePage(projectId, 'b');
    const afterPage = await stores().vectors.livePagesMark();
    expect(afterPage).to.not.equal(marks.at(-1));
    await embedAll();
    expect(await stores().vectors.livePagesMark()).to.equal(afterPage);
  });

  it('deleting a project deletes its vectors', async () => {
    const projectId = await newProject();
    await livePage(projectId, 'a');
    await embedAll();
    expect((await stores().vectors.vectorsOf(projectId, MODEL)).page_ids).to.have.length(1);
    await stores().projects.delete(projectId);
    expect((await stores().vectors.vectorsOf(projectId, MODEL)).page_ids).to.deep.equal([]);
  });
}
