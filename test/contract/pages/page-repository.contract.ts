import { expect } from 'chai';
import type { PageRepository } from '../../../application/pages/ports.js';
import { AT, aDoc, at, storeHelpers, version, type PageStores } from '../../support/stores/page-fixtures.js';

/** What every PageRepository adapter must do: documents, one per kind, slug and language. */
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

  it('reads a document for its fixed fields, only within its project, and null for none', async () => {
    const { pages } = stores();
    const projectId = await newProject();
    const doc = aDoc(projectId);
    expect(await pages.findForFixedFields(projectId, doc.id)).to.equal(null);
    await pages.create(doc);
    expect(await pages.findForFixedFields(projectId, doc.id)).to.deep.include({ id: doc.id, visibility: doc.visibility, slug: 'about', language: 'en' });
    expect(await pages.findForFixedFields(await newProject(), doc.id)).to.equal(null);
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

  it('updates a live page: merge, move, refusals', async () => {
    const { pages } = stores();
    const projectId = await newProject();
    const page = aDoc(projectId);
    await pages.create(page);
    await pages.create(aDoc(projectId, { slug: 'taken' }));
    const updated = await pages.updatePage(projectId, page.id, {
      metadata: { description: null, hero_image: '/a.png' },
      slug: 'team',
      visibility: 'unlisted',
      at: at(9),
    });
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

  it('counts each kind of document of the project and names the newest, which changes as they come and go', async () => {
    const { pages } = stores();
    const projectId = await newProject();
    expect(await pages.listing(projectId, 'live')).to.deep.equal({ count: 0, newest_id: null });
    const first = aDoc(projectId, { slug: 'a' });
    const second = aDoc(projectId, { slug: 'b' });
    const draft = aDoc(projectId, { slug: 'c', visibility: 'draft' });
    for (const doc of [first, second, draft]) await pages.create(doc);
    await pages.create(aDoc(await newProject(), { slug: 'elsewhere' }));
    expect(await pages.listing(projectId, 'live')).to.deep.equal({ count: 2, newest_id: second.id });
    expect(await pages.listing(projectId, 'draft')).to.deep.equal({ count: 1, newest_id: draft.id });
    await pages.delete(projectId, second.id);
    expect(await pages.listing(projectId, 'live')).to.deep.equal({ count: 1, newest_id: first.id });
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
