import { expect } from 'chai';
import type { PageRepository } from '../../../application/pages/ports.js';
import { AT, aDoc, at, nextId, storeHelpers, version, type PageStores } from './page-stores.fixtures.js';

/** What every PageRepository adapter must do: documents, one per kind, slug and language, drafts. */
export function pageRepositoryContract(stores: () => PageStores): void {
  const { newProject, draftOf, save } = storeHelpers(stores);

  it('creates a live page and reads it by id and by slug, only within its project', async () => {
    const { pages } = stores();
    const projectId = await newProject();
    const other = await newProject();
    const doc = aDoc(projectId);
    expect(await pages.create(doc)).to.deep.equal({ kind: 'created', doc });
    expect(await pages.findById(projectId, doc.id)).to.deep.equal(doc);
    expect(await pages.findBySlug(projectId, 'about', 'en', 'live')).to.deep.equal(doc);
    expect(await pages.findBySlug(projectId, 'about', 'en', 'draft')).to.equal(null);
    expect(await pages.findById(other, doc.id)).to.equal(null);
  });

  it('keeps one live page and one draft per slug and language', async () => {
    const { pages } = stores();
    const projectId = await newProject();
    expect((await pages.create(aDoc(projectId))).kind).to.equal('created');
    expect(await pages.create(aDoc(projectId))).to.deep.equal({ kind: 'duplicate' });
    expect((await pages.create(aDoc(projectId, { language: 'fr' }))).kind).to.equal('created');
    expect((await pages.create(aDoc(projectId, { visibility: 'draft' }), version(0))).kind).to.equal('created');
    expect(await pages.create(aDoc(projectId, { visibility: 'draft' }))).to.deep.equal({ kind: 'duplicate' });
    expect((await pages.create(aDoc(await newProject()))).kind).to.equal('created');
  });

  it('creates concurrently on one slug exactly once', async () => {
    const { pages } = stores();
    const projectId = await newProject();
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => pages.create(aDoc(projectId, { visibility: 'draft', slug: 'race' }), version(0))));
    expect(outcomes.filter((o) => o.kind === 'created')).to.have.length(1);
    expect(outcomes.filter((o) => o.kind === 'duplicate')).to.have.length(9);
  });

  it('opens a draft by cloning the live page once, then returns it', async () => {
    const { pages } = stores();
    const projectId = await newProject();
    expect(await pages.openDraft(projectId, 'about', 'en', nextId(), AT)).to.deep.equal({ kind: 'not_found' });
    const live = aDoc(projectId, { revision: 4 });
    await pages.create(live);
    const draftId = nextId();
    const cloned = await pages.openDraft(projectId, 'about', 'en', draftId, at(5));
    expect(cloned).to.deep.equal({
      kind: 'cloned',
      draft: { ...live, id: draftId, visibility: 'draft', revision: 1, created_at: at(5), updated_at: at(5) },
    });
    const again = await pages.openDraft(projectId, 'about', 'en', nextId(), at(6));
    expect(again.kind).to.equal('existing');
    expect(again.kind !== 'not_found' && again.draft.id).to.equal(draftId);
    expect(await pages.openDraft(projectId, 'about', 'de', nextId(), at(6))).to.deep.equal({ kind: 'not_found' });
  });

  it('gives every concurrent open of one page the same single draft', async () => {
    const { pages } = stores();
    const projectId = await newProject();
    await pages.create(aDoc(projectId));
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => pages.openDraft(projectId, 'about', 'en', nextId(), AT)));
    const ids = new Set(outcomes.map((o) => (o.kind === 'not_found' ? null : o.draft.id)));
    expect(ids.size).to.equal(1);
    expect(outcomes.filter((o) => o.kind === 'cloned')).to.have.length(1);
    expect(await pages.list(projectId, { visibility: 'draft', limit: 50 })).to.have.length(1);
  });

  it('saves a draft: metadata merged one level, content replaced, revision up by one', async () => {
    const { pages } = stores();
    const projectId = await newProject();
    const draft = await draftOf(projectId);
    const outcome = await pages.saveDraft(projectId, draft.id, {
      metadata: { kind: 'merge', patch: { title: 'New', description: null, tags: ['a'] } },
      content: 'Body',
      version: version(10),
    });
    expect(outcome.kind).to.equal('saved');
    const saved = await pages.findById(projectId, draft.id);
    expect(saved).to.deep.include({ metadata: { title: 'New', tags: ['a'] }, content: 'Body', revision: 2, updated_at: at(10) });
    await pages.saveDraft(projectId, draft.id, { metadata: { kind: 'replace', value: { title: 'Only' } }, content: 'B2', version: version(11) });
    expect(await pages.findById(projectId, draft.id)).to.deep.include({ metadata: { title: 'Only' }, revision: 3 });
  });

  it('refuses a save at a stale revision and writes nothing', async () => {
    const { pages, versions } = stores();
    const projectId = await newProject();
    const draft = await draftOf(projectId);
    await save(projectId, draft.id, 1);
    const stale = await pages.saveDraft(projectId, draft.id, {
      metadata: { kind: 'merge', patch: { title: 'X' } }, content: 'lost', expectedRevision: 1, version: version(2),
    });
    expect(stale).to.deep.equal({ kind: 'stale', current_revision: 2 });
    expect(await pages.findById(projectId, draft.id)).to.deep.include({ revision: 2, content: 'at 1' });
    expect(await versions.list(projectId, draft.id)).to.have.length(1);
  });

  it('lets exactly one of two concurrent saves at the same revision through', async () => {
    const { pages } = stores();
    const projectId = await newProject();
    const draft = await draftOf(projectId);
    const outcomes = await Promise.all(
      ['a', 'b'].map((who) => pages.saveDraft(projectId, draft.id, {
        metadata: { kind: 'merge', patch: {} }, content: who, expectedRevision: 1, version: version(3, { saved_by: who }),
      })),
    );
    expect(outcomes.map((o) => o.kind).sort()).to.deep.equal(['saved', 'stale']);
    expect((await pages.findById(projectId, draft.id))?.revision).to.equal(2);
  });

  it('answers not_found and not_draft for saves and discards aimed wrong', async () => {
    const { pages } = stores();
    const projectId = await newProject();
    const live = aDoc(projectId);
    await pages.create(live);
    const draft = await draftOf(projectId, 'other');
    const change = { metadata: { kind: 'merge' as const, patch: {} }, content: '', version: version(1) };
    expect(await pages.saveDraft(projectId, live.id, change)).to.deep.equal({ kind: 'not_draft' });
    expect(await pages.saveDraft(projectId, 'missing', change)).to.deep.equal({ kind: 'not_found' });
    expect(await pages.saveDraft(await newProject(), draft.id, change)).to.deep.equal({ kind: 'not_found' });
    expect(await pages.discardDraft(projectId, live.id)).to.deep.equal({ kind: 'not_draft' });
    expect(await pages.discardDraft(projectId, 'missing')).to.deep.equal({ kind: 'not_found' });
    expect(await pages.discardDraft(await newProject(), draft.id)).to.deep.equal({ kind: 'not_found' });
  });

  it('updates a live page: merge, move, refusals', async () => {
    const { pages } = stores();
    const projectId = await newProject();
    const page = aDoc(projectId);
    await pages.create(page);
    await pages.create(aDoc(projectId, { slug: 'taken' }));
    const updated = await pages.updatePage(projectId, page.id, { metadata: { description: null, hero_image: '/a.png' }, slug: 'team', visibility: 'unlisted', at: at(9) });
    expect(updated).to.deep.equal({
      kind: 'updated',
      page: { ...page, slug: 'team', visibility: 'unlisted', metadata: { title: 'About', hero_image: '/a.png' }, revision: 2, updated_at: at(9) },
    });
    expect(await pages.findById(projectId, page.id)).to.deep.equal(updated.kind === 'updated' ? updated.page : null);
    expect(await pages.updatePage(projectId, page.id, { slug: 'taken', at: AT })).to.deep.equal({ kind: 'duplicate' });
    expect(await pages.updatePage(projectId, page.id, { content: 'x', expectedRevision: 1, at: AT })).to.deep.equal({ kind: 'stale', current_revision: 2 });
    expect(await pages.updatePage(projectId, 'missing', { content: 'x', at: AT })).to.deep.equal({ kind: 'not_found' });
    const draft = await draftOf(projectId, 'drafted');
    expect(await pages.updatePage(projectId, draft.id, { content: 'x', at: AT })).to.deep.equal({ kind: 'is_draft' });
    expect(await pages.findById(projectId, page.id)).to.deep.include({ slug: 'team', revision: 2 });
  });

  it('lists in id order with filters and an after cursor', async () => {
    const { pages } = stores();
    const projectId = await newProject();
    const docs = [
      aDoc(projectId, { slug: 'a' }),
      aDoc(projectId, { slug: 'b', language: 'fr' }),
      aDoc(projectId, { slug: 'c', visibility: 'unlisted' }),
      aDoc(projectId, { slug: 'd', visibility: 'draft' }),
    ];
    for (const doc of docs) await pages.create(doc);
    await pages.create(aDoc(await newProject(), { slug: 'elsewhere' }));
    const slugs = async (q: Parameters<PageRepository['list']>[1]) => (await pages.list(projectId, q)).map((d) => d.slug);
    expect(await slugs({ limit: 10 })).to.deep.equal(['a', 'b', 'c', 'd']);
    expect(await slugs({ limit: 2 })).to.deep.equal(['a', 'b']);
    expect(await slugs({ limit: 2, after: docs[1]!.id })).to.deep.equal(['c', 'd']);
    expect(await slugs({ limit: 10, language: 'en' })).to.deep.equal(['a', 'c', 'd']);
    expect(await slugs({ limit: 10, visibility: 'draft' })).to.deep.equal(['d']);
    expect(await slugs({ limit: 10, visibility: 'public', language: 'fr' })).to.deep.equal(['b']);
  });

  it('deletes any document of the project, a draft with its versions', async () => {
    const { pages, versions } = stores();
    const projectId = await newProject();
    const draft = await draftOf(projectId);
    await save(projectId, draft.id, 1);
    expect(await pages.delete(await newProject(), draft.id)).to.equal(false);
    expect(await pages.delete(projectId, draft.id)).to.equal(true);
    expect(await versions.list(projectId, draft.id)).to.deep.equal([]);
    expect(await pages.delete(projectId, draft.id)).to.equal(false);
  });
}
