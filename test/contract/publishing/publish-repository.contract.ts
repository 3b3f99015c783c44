import { expect } from 'chai';
import type { PublishConfirmation, PublishRepository } from '../../../application/publishing/ports.js';
import { PLAIN_PUBLISH, type ManifestChange } from '../../../domain/publishing/manifest.js';
import { AT, aDoc, at, storeHelpers, version, type PageStores } from '../../support/stores/page-fixtures.js';
import { uniqueId } from '../../support/builders.js';

export type PublishStores = PageStores & { readonly publishes: PublishRepository };

const LATER = at(3600);

/** What every PublishRepository adapter must do: the dry run's reads, confirmations, the atomic promotion, the record. */
export function publishRepositoryContract(stores: () => PublishStores): void {
  const { newProject, draftOf, save } = storeHelpers(stores);
  const confirmation = (projectId: string, changes: ManifestChange[], overrides: Partial<PublishConfirmation> = {}): PublishConfirmation => ({
    token_hash: uniqueId('h'),
    project_id: projectId,
    created_by: 'editor',
    created_at: AT,
    expires_at: LATER,
    changes,
    ...overrides,
  });
  const request = (projectId: string, tokenHash: string, seconds = 10) => ({ projectId, tokenHash, publishId: uniqueId('p'), at: at(seconds), by: 'editor' });
  const change = (doc: { id: string; slug: string; language: string; revision: number }, action: 'create' | 'update'): ManifestChange => ({
    draft_id: doc.id,
    slug: doc.slug,
    language: doc.language,
    action,
    revision: doc.revision,
  });
  const newDraft = async (projectId: string, slug: string) => {
    const doc = aDoc(projectId, { slug, visibility: 'draft', metadata: { title: slug } });
    await stores().pages.create(doc, version(0));
    return doc;
  };

  it('lists drafts with the live page of their slug and language (its metadata and content), all or by id, only of the project', async () => {
    const { publishes } = stores();
    const projectId = await newProject();
    const cloned = await draftOf(projectId, 'about');
    const fresh = await newDraft(projectId, 'fresh');
    await newDraft(await newProject(), 'elsewhere');
    const all = await publishes.drafts(projectId);
    const live = await stores().pages.findBySlug(projectId, 'about', 'en', 'live');
    expect(all.map((c) => [c.draft.id, c.live])).to.deep.equal([
      [cloned.id, { metadata: live!.metadata, content: live!.content }],
      [fresh.id, null],
    ]);
    expect(all[1]!.draft).to.deep.equal(fresh);
    expect((await publishes.drafts(projectId, [fresh.id, 'nope'])).map((c) => c.draft.id)).to.deep.equal([fresh.id]);
  });

  it('tells the visibility of the live pages asked about, only of the project, none when asked about none', async () => {
    const { publishes } = stores();
    const projectId = await newProject();
    await draftOf(projectId, 'about');
    await draftOf(projectId, 'team');
    const team = await stores().pages.findBySlug(projectId, 'team', 'en', 'live');
    await stores().pages.updatePage(projectId, team!.id, { visibility: 'unlisted', at: new Date().toISOString() });
    const elsewhere = await newProject();
    await draftOf(elsewhere, 'contact');
    const asked = [
      { language: 'en', slug: 'about' },
      { language: 'fr', slug: 'about' },
      { language: 'en', slug: 'missing' },
      { language: 'en', slug: 'contact' },
      { language: 'en', slug: 'team' },
    ];
    const found = await publishes.liveVisibility(projectId, asked);
    expect([...found].sort((a, b) => a.slug.localeCompare(b.slug))).to.deep.equal([
      { language: 'en', slug: 'about', visibility: 'public' },
      { language: 'en', slug: 'team', visibility: 'unlisted' },
    ]);
    expect(await publishes.liveVisibility(projectId, [])).to.deep.equal([]);
  });

  it('promotes a manifest in one step: new pages public, existing ones keep visibility, drafts and versions gone', async () => {
    const { publishes, pages, versions } = stores();
    const projectId = await newProject();
    await pages.create(aDoc(projectId, { slug: 'quiet', visibility: 'unlisted' }));
    const opened = await stores().drafts.openDraft(projectId, 'quiet', 'en', uniqueId('d'), at(1));
    if (opened.kind === 'not_found') throw new Error('no draft');
    const saved = await save(projectId, opened.draft.id, 2, {}, 'new body');
    if (saved.kind !== 'saved') throw new Error('not saved');
    const fresh = await newDraft(projectId, 'fresh');
    const live = (await pages.findBySlug(projectId, 'quiet', 'en', 'live'))!;
    const token = confirmation(projectId, [change(saved.draft, 'update'), change(fresh, 'create')]);
    await publishes.saveConfirmation(token, AT);

    const outcome = await publishes.confirm(request(projectId, token.token_hash));
    if (outcome.kind !== 'published') throw new Error(outcome.kind);
    expect(outcome.publish).to.deep.include({ project_id: projectId, published_at: at(10), published_by: 'editor', deployed_at: null });
    expect(outcome.publish.changes).to.deep.equal([
      { ...change(saved.draft, 'update'), page_id: live.id },
      { ...change(fresh, 'create'), page_id: fresh.id },
    ]);
    expect(await pages.findById(projectId, live.id)).to.deep.include({ visibility: 'unlisted', content: 'new body', revision: 2, updated_at: at(10) });
    expect(await pages.findById(projectId, fresh.id)).to.deep.include({ visibility: 'public', revision: 1, content: fresh.content, slug: 'fresh' });
    expect(await pages.findById(projectId, saved.draft.id)).to.equal(null);
    expect(await versions.list(projectId, fresh.id)).to.deep.equal([]);
    expect(await publishes.drafts(projectId)).to.deep.equal([]);

    const again = await publishes.confirm(request(projectId, token.token_hash, 20));
    expect(again).to.deep.equal({ kind: 'already_published', publish: outcome.publish });
    expect(await publishes.find(projectId, outcome.publish.publish_id)).to.deep.equal(outcome.publish);
  });

  it('refuses unknown, foreign and expired tokens', async () => {
    const { publishes } = stores();
    const projectId = await newProject();
    const token = confirmation(projectId, [], { expires_at: at(5) });
    await publishes.saveConfirmation(token, AT);
    expect(await publishes.confirm(request(projectId, 'nope'))).to.deep.equal({ kind: 'unknown_token' });
    expect(await publishes.confirm(request(await newProject(), token.token_hash, 1))).to.deep.equal({ kind: 'unknown_token' });
    expect(await publishes.confirm(request(projectId, token.token_hash, 5))).to.deep.equal({ kind: 'expired', expires_at: at(5) });
    // Saving another confirmation drops the project's long-expired ones.
    await publishes.saveConfirmation(confirmation(projectId, []), at(6));
    expect(await publishes.confirm(request(projectId, token.token_hash, 5))).to.deep.equal({ kind: 'unknown_token' });
  });

  it('finds a confirmation by its hash, with the publish that used it once used', async () => {
    const { publishes } = stores();
    const projectId = await newProject();
    const fresh = await newDraft(projectId, 'found');
    const token = confirmation(projectId, [change(fresh, 'create')]);
    await publishes.saveConfirmation(token, AT);
    expect(await publishes.findConfirmation(token.token_hash)).to.deep.equal({ ...token, publish_id: null });
    expect(await publishes.findConfirmation('nope')).to.equal(null);
    const outcome = await publishes.confirm(request(projectId, token.token_hash));
    if (outcome.kind !== 'published') throw new Error(outcome.kind);
    expect(await publishes.findConfirmation(token.token_hash)).to.deep.equal({ ...token, publish_id: outcome.publish.publish_id });
  });

  it('promotes nothing when any draft changed since the dry run', async () => {
    const { publishes, pages } = stores();
    const projectId = await newProject();
    const kept = await newDraft(projectId, 'kept');
    const edited = await draftOf(projectId, 'edited');
    const token = confirmation(projectId, [change(kept, 'create'), change(edited, 'update')]);
    await publishes.saveConfirmation(token, AT);
    await save(projectId, edited.id, 3);
    expect(await publishes.confirm(request(projectId, token.token_hash))).to.deep.equal({
      kind: 'changed',
      changed: [
        { draft_id: edited.id, slug: 'edited', language: 'en', current_revision: 2, reason: 'the draft was saved since the dry run (revision 1 then)' },
      ],
    });
    expect(await pages.findById(projectId, kept.id)).to.deep.include({ visibility: 'draft' });
    expect(await publishes.undeployed(projectId)).to.deep.equal([]);
  });

  it('promotes once when confirms of one token race', async () => {
    const { publishes, pages } = stores();
    const projectId = await newProject();
    const drafts = [await draftOf(projectId, 'a'), await draftOf(projectId, 'b')];
    const token = confirmation(
      projectId,
      drafts.map((d) => change(d, 'update')),
    );
    await publishes.saveConfirmation(token, AT);
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => publishes.confirm(request(projectId, token.token_hash, 10 + i))));
    expect(outcomes.filter((o) => o.kind === 'published')).to.have.length(1);
    expect(outcomes.filter((o) => o.kind === 'already_published')).to.have.length(9);
    expect((await pages.findBySlug(projectId, 'a', 'en', 'live'))!.revision).to.equal(2);
    expect(await publishes.history(projectId, { limit: 10 })).to.have.length(1);
  });

  it('keeps the history newest first, and which publishes a deploy has shown', async () => {
    const { publishes } = stores();
    const projectId = await newProject();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const token = confirmation(projectId, []);
      await publishes.saveConfirmation(token, AT);
      const outcome = await publishes.confirm(request(projectId, token.token_hash, i));
      ids.push(outcome.kind === 'published' ? outcome.publish.publish_id : '');
    }
    const history = async (before?: string) => (await publishes.history(projectId, { before, limit: 2 })).map((p) => p.publish_id);
    expect(await history()).to.deep.equal([ids[2], ids[1]]);
    expect(await history(ids[1])).to.deep.equal([ids[0]]);
    expect([...(await publishes.undeployed(projectId))].sort()).to.deep.equal([...ids].sort());
    expect(await publishes.undeployedProjects()).to.include(projectId);
    // Exactly the publishes named: not "every id up to" one (ids are not in commit order).
    await publishes.markDeployed(projectId, [ids[0]!, ids[2]!], at(100));
    expect((await publishes.find(projectId, ids[0]!))!.deployed_at).to.equal(at(100));
    expect((await publishes.find(projectId, ids[1]!))!.deployed_at).to.equal(null);
    expect(await publishes.undeployed(projectId)).to.deep.equal([ids[1]]);
    await publishes.markDeployed(projectId, ids, at(200));
    expect((await publishes.find(projectId, ids[0]!))!.deployed_at).to.equal(at(100));
    expect((await publishes.find(projectId, ids[1]!))!.deployed_at).to.equal(at(200));
    expect(await publishes.undeployedProjects()).to.not.include(projectId);
  });

  it('records what the history tells of a publish: its release, the pages it takes off, whether the settings changed; a plain one by default', async () => {
    const { publishes } = stores();
    const projectId = await newProject();
    const release = { id: uniqueId('r'), name: 'Spring launch', scheduled_by: 'user:ana' };
    const unpublished = [{ page_id: uniqueId('pg'), slug: 'old', language: 'en' }];
    const token = confirmation(projectId, []);
    await publishes.saveConfirmation(token, AT);
    const outcome = await publishes.confirm({ ...request(projectId, token.token_hash), context: { release, unpublished, settings_changed: true } });
    if (outcome.kind !== 'published') throw new Error(outcome.kind);
    expect(outcome.publish).to.deep.include({ release, unpublished, settings_changed: true });
    expect(await publishes.find(projectId, outcome.publish.publish_id)).to.deep.equal(outcome.publish);
    // Repeated, the confirm answers the publish as recorded, whatever it is given.
    const again = await publishes.confirm({ ...request(projectId, token.token_hash, 20), context: PLAIN_PUBLISH });
    expect(again).to.deep.equal({ kind: 'already_published', publish: outcome.publish });

    const plain = confirmation(projectId, []);
    await publishes.saveConfirmation(plain, AT);
    const second = await publishes.confirm(request(projectId, plain.token_hash, 30));
    if (second.kind !== 'published') throw new Error(second.kind);
    expect(second.publish).to.deep.include({ release: null, unpublished: [], settings_changed: false });
    const history = await publishes.history(projectId, { limit: 10 });
    expect(history).to.deep.equal([second.publish, outcome.publish]);
  });
}
