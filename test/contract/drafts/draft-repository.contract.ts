import { expect } from 'chai';
import { AT, aDoc, at, storeHelpers, version, type PageStores } from '../../support/stores/page-fixtures.js';
import { uniqueId } from '../../support/builders.js';

/** What every DraftRepository adapter must do: open-or-clone, save at a revision, discard. */
export function draftRepositoryContract(stores: () => PageStores): void {
  const { newProject, draftOf, save } = storeHelpers(stores);

  it('opens a draft by cloning the live page once, then returns it', async () => {
    const { pages, drafts } = stores();
    const projectId = await newProject();
    expect(await drafts.openDraft(projectId, 'about', 'en', uniqueId('d'), AT)).to.deep.equal({ kind: 'not_found' });
    const live = aDoc(projectId, { revision: 4 });
    await pages.create(live);
    const draftId = uniqueId('d');
    const cloned = await drafts.openDraft(projectId, 'about', 'en', draftId, at(5));
    expect(cloned).to.deep.equal({
      kind: 'cloned',
      draft: { ...live, id: draftId, visibility: 'draft', revision: 1, created_at: at(5), updated_at: at(5) },
    });
    const again = await drafts.openDraft(projectId, 'about', 'en', uniqueId('d'), at(6));
    expect(again.kind).to.equal('existing');
    expect(again.kind !== 'not_found' && again.draft.id).to.equal(draftId);
    expect(await drafts.openDraft(projectId, 'about', 'de', uniqueId('d'), at(6))).to.deep.equal({ kind: 'not_found' });
  });

  it('keeps translation_of: stored with a document, cloned into its draft, replaced or kept by a save', async () => {
    const { pages, drafts } = stores();
    const projectId = await newProject();
    const live = aDoc(projectId, { language: 'ar', translation_of: { language: 'en', revision: 2 } });
    await pages.create(live);
    expect((await pages.findById(projectId, live.id))!.translation_of).to.deep.equal({ language: 'en', revision: 2 });
    const opened = await drafts.openDraft(projectId, 'about', 'ar', uniqueId('d'), at(1));
    if (opened.kind === 'not_found') throw new Error('no draft');
    expect(opened.draft.translation_of).to.deep.equal({ language: 'en', revision: 2 });
    const change = (seconds: number, translationOf?: { language: string; revision: number } | null) => ({
      metadata: { kind: 'merge' as const, patch: {} },
      content: 'body',
      translation_of: translationOf,
      version: version(seconds),
    });
    const kept = await drafts.saveDraft(projectId, opened.draft.id, change(2));
    expect(kept.kind === 'saved' && kept.draft.translation_of).to.deep.equal({ language: 'en', revision: 2 });
    const marked = await drafts.saveDraft(projectId, opened.draft.id, change(3, { language: 'en', revision: 5 }));
    expect(marked.kind === 'saved' && marked.draft.translation_of).to.deep.equal({ language: 'en', revision: 5 });
    expect((await pages.findById(projectId, opened.draft.id))!.translation_of).to.deep.equal({ language: 'en', revision: 5 });
    await drafts.saveDraft(projectId, opened.draft.id, change(4, null));
    expect((await pages.findById(projectId, opened.draft.id))!.translation_of).to.equal(null);
  });

  it('gives every concurrent open of one page the same single draft', async () => {
    const { pages, drafts } = stores();
    const projectId = await newProject();
    await pages.create(aDoc(projectId));
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => drafts.openDraft(projectId, 'about', 'en', uniqueId('d'), AT)));
    const ids = new Set(outcomes.map((o) => (o.kind === 'not_found' ? null : o.draft.id)));
    expect(ids.size).to.equal(1);
    expect(outcomes.filter((o) => o.kind === 'cloned')).to.have.length(1);
    expect(await pages.list(projectId, { visibility: 'draft', limit: 50 })).to.have.length(1);
  });

  it('saves a draft: metadata merged one level, content replaced, revision up by one', async () => {
    const { pages, drafts } = stores();
    const projectId = await newProject();
    const draft = await draftOf(projectId);
    const outcome = await drafts.saveDraft(projectId, draft.id, {
      metadata: { kind: 'merge', patch: { title: 'New', description: null, tags: ['a'] } },
      content: 'Body',
      version: version(10),
    });
    expect(outcome.kind).to.equal('saved');
    const saved = await pages.findById(projectId, draft.id);
    expect(saved).to.deep.include({ metadata: { title: 'New', tags: ['a'] }, content: 'Body', revision: 2, updated_at: at(10) });
    await drafts.saveDraft(projectId, draft.id, { metadata: { kind: 'replace', value: { title: 'Only' } }, content: 'B2', version: version(11) });
    expect(await pages.findById(projectId, draft.id)).to.deep.include({ metadata: { title: 'Only' }, revision: 3 });
  });

  it('refuses a save at a stale revision and writes nothing', async () => {
    const { pages, drafts, versions } = stores();
    const projectId = await newProject();
    const draft = await draftOf(projectId);
    await save(projectId, draft.id, 1);
    const stale = await drafts.saveDraft(projectId, draft.id, {
      metadata: { kind: 'merge', patch: { title: 'X' } },
      content: 'lost',
      expectedRevision: 1,
      version: version(2),
    });
    expect(stale).to.deep.equal({ kind: 'stale', current_revision: 2 });
    expect(await pages.findById(projectId, draft.id)).to.deep.include({ revision: 2, content: 'at 1' });
    expect(await versions.list(projectId, draft.id)).to.have.length(1);
  });

  it('lets exactly one of two concurrent saves at the same revision through', async () => {
    const { pages, drafts } = stores();
    const projectId = await newProject();
    const draft = await draftOf(projectId);
    const outcomes = await Promise.all(
      ['a', 'b'].map((who) =>
        drafts.saveDraft(projectId, draft.id, {
          metadata: { kind: 'merge', patch: {} },
          content: who,
          expectedRevision: 1,
          version: version(3, { saved_by: who }),
        }),
      ),
    );
    expect(outcomes.map((o) => o.kind).sort()).to.deep.equal(['saved', 'stale']);
    expect((await pages.findById(projectId, draft.id))?.revision).to.equal(2);
  });

  it('answers not_found and not_draft for saves and discards aimed wrong', async () => {
    const { pages, drafts } = stores();
    const projectId = await newProject();
    const live = aDoc(projectId);
    await pages.create(live);
    const draft = await draftOf(projectId, 'other');
    const change = { metadata: { kind: 'merge' as const, patch: {} }, content: '', version: version(1) };
    expect(await drafts.saveDraft(projectId, live.id, change)).to.deep.equal({ kind: 'not_draft' });
    expect(await drafts.saveDraft(projectId, 'missing', change)).to.deep.equal({ kind: 'not_found' });
    expect(await drafts.saveDraft(await newProject(), draft.id, change)).to.deep.equal({ kind: 'not_found' });
    expect(await drafts.discardDraft(projectId, live.id)).to.deep.equal({ kind: 'not_draft' });
    expect(await drafts.discardDraft(projectId, 'missing')).to.deep.equal({ kind: 'not_found' });
    expect(await drafts.discardDraft(await newProject(), draft.id)).to.deep.equal({ kind: 'not_found' });
  });
}
