import { expect } from 'chai';
import { AT, aDoc, at, storeHelpers, version, type PageStores } from '../../support/stores/page-fixtures.js';
import { uniqueId } from '../../support/builders.js';

/** What every adapter must do with versions: recorded with each draft write, coalesced, capped, read. */
export function draftVersionsContract(stores: () => PageStores): void {
  const { newProject, draftOf, save } = storeHelpers(stores);

  it('records a version per save, newest first, snapshots only when asked for one', async () => {
    const { pages, versions } = stores();
    const projectId = await newProject();
    const draft = await pages.create(aDoc(projectId, { visibility: 'draft', slug: 'fresh' }), version(0, { saved_by: 'creator' }));
    if (draft.kind !== 'created') throw new Error(draft.kind);
    await save(projectId, draft.doc.id, 5);
    const listed = await versions.list(projectId, draft.doc.id);
    expect(listed.map((v) => [v.revision, v.saved_by, v.autosave])).to.deep.equal([
      [2, 'editor', false],
      [1, 'creator', false],
    ]);
    expect(Object.keys(listed[0]!).sort()).to.deep.equal(['autosave', 'revision', 'saved_at', 'saved_by', 'version_id']);
    const first = await versions.find(projectId, draft.doc.id, listed[1]!.version_id);
    expect(first).to.deep.include({ revision: 1, draft_id: draft.doc.id, content: '# About', metadata: { title: 'About', description: 'Us' } });
    expect(await versions.find(projectId, draft.doc.id, 'missing')).to.equal(null);
    expect(await versions.find(await newProject(), draft.doc.id, listed[1]!.version_id)).to.equal(null);
    expect(await versions.list(await newProject(), draft.doc.id)).to.deep.equal([]);
    expect(await versions.newest(projectId, draft.doc.id)).to.deep.equal(listed[0]);
    expect(await versions.newest(await newProject(), draft.doc.id)).to.equal(null);
  });

  it("coalesces a user's autosaves less than a minute apart into one version", async () => {
    const { versions } = stores();
    const projectId = await newProject();
    const draft = await draftOf(projectId);
    await save(projectId, draft.id, 0, { autosave: true });
    await save(projectId, draft.id, 30, { autosave: true });
    await save(projectId, draft.id, 80, { autosave: true }, 'latest');
    let listed = await versions.list(projectId, draft.id);
    expect(listed.map((v) => [v.revision, v.autosave, v.saved_at])).to.deep.equal([[4, true, at(80)]]);
    expect((await versions.find(projectId, draft.id, listed[0]!.version_id))?.content).to.equal('latest');
    await save(projectId, draft.id, 141, { autosave: true });
    await save(projectId, draft.id, 150, { autosave: true, saved_by: 'other' });
    await save(projectId, draft.id, 155, { autosave: false });
    await save(projectId, draft.id, 160, { autosave: true });
    listed = await versions.list(projectId, draft.id);
    expect(listed.map((v) => v.revision)).to.deep.equal([8, 7, 6, 5, 4]);
  });

  it('keeps at most 100 versions, dropping the oldest autosaves first and never the newest', async () => {
    const { versions } = stores();
    const projectId = await newProject();
    const draft = await draftOf(projectId);
    // Alternate users so autosaves never coalesce: 60 autosaves, 50 explicit saves.
    for (let i = 0; i < 110; i++) await save(projectId, draft.id, i * 100, { autosave: i % 11 !== 0 && i < 66, saved_by: `u${i % 2}` });
    const listed = await versions.list(projectId, draft.id);
    expect(listed).to.have.length(100);
    expect(listed[0]!.revision).to.equal(111);
    const autosaves = listed.filter((v) => v.autosave).length;
    const explicit = listed.filter((v) => !v.autosave).length;
    expect(explicit).to.equal(110 - 60);
    expect(autosaves).to.equal(50);
    const kept = listed.filter((v) => v.autosave).map((v) => v.revision);
    expect(Math.min(...kept)).to.be.greaterThan(11);
  });

  it('discards a draft with all its versions, leaving the live page', async () => {
    const { pages, drafts, versions } = stores();
    const projectId = await newProject();
    const draft = await draftOf(projectId);
    await save(projectId, draft.id, 1);
    const [v] = await versions.list(projectId, draft.id);
    expect(await drafts.discardDraft(projectId, draft.id)).to.deep.equal({ kind: 'discarded' });
    expect(await pages.findById(projectId, draft.id)).to.equal(null);
    expect(await versions.find(projectId, draft.id, v!.version_id)).to.equal(null);
    expect(await pages.findBySlug(projectId, 'about', 'en', 'live')).to.not.equal(null);
    expect((await drafts.openDraft(projectId, 'about', 'en', uniqueId('d'), AT)).kind).to.equal('cloned');
  });
}
