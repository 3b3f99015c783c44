import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { OpenDraft } from '../../../application/drafts/open-draft.js';
import { SaveDraft, type SaveDraftInput } from '../../../application/drafts/save-draft.js';
import { UploadCustomPage } from '../../../application/drafts/upload-custom-page.js';
import type { LanguageTag } from '../../../domain/shared/language-tag.js';
import { actor, pagesWorld, type PagesWorld } from './world.js';
import { leftOf, rightOf } from '../../support/expect.js';
import { InMemoryTranslationJobs } from '../../support/fakes/translation-jobs.js';

describe('SaveDraft and UploadCustomPage (use cases with fakes)', () => {
  let w: PagesWorld;
  let save: SaveDraft;
  const input = (over: Partial<SaveDraftInput>): { projectId: string } & SaveDraftInput => ({
    projectId: w.projectId,
    draftId: 'new',
    metadata: {},
    content: 'Body',
    language: 'en' as LanguageTag,
    doc_template_id: 'page',
    ...over,
  });
  const run = (over: Partial<SaveDraftInput>, who = 'editor') => save.execute(actor(who), input(over));
  const error = (result: E.Either<{ message: string; _tag: string }, unknown>) => (E.isLeft(result) ? [result.left._tag, result.left.message] : null);

  beforeEach(() => {
    w = pagesWorld();
    save = new SaveDraft(w.access, w.pages, w.drafts, w.resolver, w.creation, w.clock, w.ids, w.announcements, new InMemoryTranslationJobs());
  });

  it('places a new draft at metadata.slug, not keeping it as metadata', async () => {
    const result = await run({ metadata: { slug: 'docs/intro', title: 'Intro' } });
    rightOf(result);
    const draft = await w.pages.findBySlug(w.projectId, 'docs/intro', 'en', 'draft');
    expect(draft).to.deep.include({ metadata: { title: 'Intro' }, revision: 1, visibility: 'draft', doc_template_id: 'page' });
    expect(rightOf(result)).to.deep.equal({ success: true, draftId: draft!.id, revision: 1 });
    expect(await w.versions.list(w.projectId, draft!.id)).to.have.length(1);
  });

  it('places a new draft from the title, else as untitled-<short id>', async () => {
    await run({ metadata: { title: 'Hello World' } });
    expect(await w.pages.findBySlug(w.projectId, 'hello-world', 'en', 'draft')).to.not.equal(null);
    const untitled = await run({ metadata: {} });
    const id = rightOf(untitled).draftId;
    expect((await w.pages.findById(w.projectId, id))?.slug).to.equal(`untitled-${id.slice(-8)}`);
  });

  it('refuses a new draft without a template, with an unknown template, or where a draft exists', async () => {
    expect(error(await run({ doc_template_id: undefined }))).to.deep.equal(['Invalid', 'doc_template_id is required when draftId is new']);
    expect(error(await run({ doc_template_id: 'nope' }))).to.deep.equal(['Invalid', 'doc_template_id nope is not a template of this project']);
    await run({ metadata: { slug: 'x' } });
    expect(error(await run({ metadata: { slug: 'x' } }))).to.deep.equal(['Conflict', 'A draft already exists for this slug and language']);
    expect(error(await run({ metadata: { slug: 'x', colour: 'red' } }))).to.deep.equal([
      'Invalid',
      'metadata has keys that template page does not define: colour',
    ]);
  });

  it('keeps template, language and slug of an existing draft fixed', async () => {
    const created = await run({ metadata: { slug: 'fixed', title: 'T' } });
    const draftId = rightOf(created).draftId;
    expect(error(await run({ draftId, language: 'fr' as LanguageTag }))).to.deep.equal(['Invalid', "language must be the draft's language (en)"]);
    expect(error(await run({ draftId, doc_template_id: 'article' }))).to.deep.equal(['Invalid', 'doc_template_id cannot change: the draft uses page']);
    expect(error(await run({ draftId, metadata: { slug: 'moved' } }))).to.deep.equal([
      'Invalid',
      'metadata.slug cannot move an existing draft (its slug is fixed)',
    ]);
    rightOf(await run({ draftId, metadata: { slug: 'fixed', title: 'Same place' }, doc_template_id: 'page' }));
    expect((await w.pages.findById(w.projectId, draftId))?.metadata).to.deep.equal({ title: 'Same place' });
  });

  it('answers a stale revision with the current one and writes nothing', async () => {
    const created = await run({ metadata: { slug: 'rev' } });
    const draftId = rightOf(created).draftId;
    await run({ draftId, content: 'second' });
    const stale = await run({ draftId, content: 'lost', revision: 1 });
    expect(leftOf(stale)).to.deep.equal({
      _tag: 'Conflict',
      message: 'The document has changed: its current revision is 2',
      details: { current_revision: 2 },
    });
    expect((await w.pages.findById(w.projectId, draftId))?.content).to.equal('second');
  });

  it('refuses members (403) and strangers (404), and writes after the trial (403 Trial expired)', async () => {
    expect(error(await run({ metadata: { slug: 'a' } }, 'reader'))).to.deep.equal(['Forbidden', 'Insufficient permission']);
    expect(error(await run({ metadata: { slug: 'a' } }, 'stranger'))).to.deep.equal(['NotFound', 'Project not found']);
    w.clock.advance(15 * 86_400_000);
    expect(error(await run({ metadata: { slug: 'a' } }))).to.deep.equal(['TrialExpired', 'Trial expired']);
  });

  it('upload creates a custom draft keeping the live title, then replaces its body', async () => {
    const upload = new UploadCustomPage(w.access, w.pages, w.drafts, w.clock, w.ids);
    await w.pages.create({
      id: w.ids.next(),
      project_id: w.projectId,
      slug: 'promo',
      language: 'en',
      visibility: 'public',
      metadata: { title: 'Promo', hero_image: '/a.png' },
      content: 'old',
      doc_template_id: 'page',
      revision: 1,
      translation_of: null,
      created_at: '',
      updated_at: '',
    });
    const body = { projectId: w.projectId, slug: 'promo' as never, language: 'en' as never, kind: 'html' as const, body: '<h1>Hi</h1>' };
    const created = await upload.execute(actor('editor'), body);
    expect(rightOf(created).action).to.equal('created');
    const draft = await w.pages.findBySlug(w.projectId, 'promo', 'en', 'draft');
    expect(draft).to.deep.include({ doc_template_id: 'custom-html', content: '<h1>Hi</h1>', metadata: { title: 'Promo' } });
    const replaced = await upload.execute(actor('editor'), { ...body, body: '<h1>Again</h1>' });
    expect(rightOf(replaced)).to.deep.equal({ success: true, draftId: draft!.id, revision: 2, action: 'replaced' });
    const astro = await upload.execute(actor('editor'), { ...body, kind: 'astro' });
    expect(error(astro)).to.deep.equal(['Conflict', 'A draft with template custom-html exists for this slug and language: discard it first']);
    const opened = await new OpenDraft(w.access, w.drafts, w.resolver, w.clock, w.ids).execute(actor('editor'), {
      projectId: w.projectId,
      slug: body.slug,
      language: body.language,
    });
    expect(rightOf(opened).template.id).to.equal('custom-html');
  });
});
