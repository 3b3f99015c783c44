import { expect } from 'chai';
import * as E from 'fp-ts/lib/Either.js';
import { GetTranslation } from '../../../application/translation/get-translation.js';
import { GetTranslationChanges } from '../../../application/translation/get-translation-changes.js';
import { StartTranslation } from '../../../application/translation/start-translation.js';
import { DRAFT_APPEARED, TranslationJobRunner } from '../../../application/translation/translation-job-runner.js';
import type { Slug } from '../../../domain/pages/slug.js';
import type { LanguageTag } from '../../../domain/shared/language-tag.js';
import { STALLED_JOB_ERROR } from '../../../domain/translation/translation-job.js';
import { aDoc } from '../../support/stores/page-fixtures.js';
import { leftOf, rightOf } from '../../support/expect.js';
import { FakePageTranslator, InMemoryTranslationJobs } from '../../support/fakes/translation-jobs.js';
import { actor, pagesWorld, type PagesWorld } from '../drafts/world.js';

describe('translation jobs (use cases)', () => {
  let w: PagesWorld;
  let jobs: InMemoryTranslationJobs;
  let translator: FakePageTranslator;
  let runner: TranslationJobRunner;
  let start: StartTranslation;
  let read: GetTranslation;
  const input = (target = 'ar', slug = 'about') => ({
    projectId: w.projectId,
    slug: slug as Slug,
    source_language: 'en' as LanguageTag,
    target_language: target as LanguageTag,
  });

  beforeEach(async () => {
    w = pagesWorld();
    jobs = new InMemoryTranslationJobs();
    translator = new FakePageTranslator();
    runner = new TranslationJobRunner(jobs, translator, w.pages, w.clock, w.ids);
    start = new StartTranslation(w.access, w.pages, w.resolver, jobs, runner, w.clock, w.ids);
    read = new GetTranslation(w.access, jobs, w.clock);
    await w.pages.create(aDoc(w.projectId, { slug: 'about', revision: 3, metadata: { title: 'About', description: 'Us' }, content: '# About' }));
  });

  it('translates the live page into a draft of the same slug carrying translation_of, and keeps the source as translated', async () => {
    const started = rightOf(await start.execute(actor('editor'), input()));
    expect(started).to.deep.include({ status: 'running', draft_id: null, error: null, slug: 'about', source_language: 'en', target_language: 'ar' });
    await runner.idle();
    const done = rightOf(await read.execute(actor('reader'), { projectId: w.projectId, translationId: started.id }));
    expect(done).to.deep.include({ status: 'done', error: null, progress: { done: 3, total: 3 }, left_to_translate: [] });
    const draft = await w.pages.findById(w.projectId, done.draft_id!);
    expect(draft).to.deep.include({
      slug: 'about',
      language: 'ar',
      visibility: 'draft',
      metadata: { title: '[ar] About', description: '[ar] Us' },
      content: '[ar] # About',
      translation_of: { language: 'en', revision: 3 },
    });
    expect(await jobs.findSource(w.projectId, 'about', 'en', 3)).to.deep.include({ metadata: { title: 'About', description: 'Us' }, content: '# About' });
  });

  it('a provider that fails midway leaves a failed job with its reason and no draft', async () => {
    translator.failAfter = 1;
    const started = rightOf(await start.execute(actor('editor'), input()));
    await runner.idle();
    const failed = rightOf(await read.execute(actor('editor'), { projectId: w.projectId, translationId: started.id }));
    expect(failed).to.deep.include({ status: 'failed', draft_id: null, error: 'The translation provider stopped answering' });
    expect(await w.pages.findBySlug(w.projectId, 'about', 'ar', 'draft')).to.equal(null);
  });

  it('refuses the same language, a missing source, an existing draft, a running twin, and callers who may not edit', async () => {
    expect(leftOf(await start.execute(actor('editor'), input('en')))).to.deep.equal({
      _tag: 'Invalid',
      message: 'target_language must be another language than source_language',
    });
    expect(leftOf(await start.execute(actor('editor'), input('ar', 'nowhere')))).to.deep.equal({ _tag: 'NotFound', message: 'Page not found' });
    expect(leftOf(await start.execute(actor('stranger'), input()))).to.deep.equal({ _tag: 'NotFound', message: 'Project not found' });
    translator.hold();
    const first = rightOf(await start.execute(actor('editor'), input()));
    expect(leftOf(await start.execute(actor('editor'), input()))).to.deep.equal({
      _tag: 'Conflict',
      message: 'A translation of this page into ar is already running',
      details: { job_id: first.id },
    });
    translator.release();
    await runner.idle();
    expect(leftOf(await start.execute(actor('editor'), input()))).to.deep.equal({ _tag: 'Conflict', message: 'A draft already exists for this slug and language' });
  });

  it('a draft opened while the job ran fails the job and keeps that draft alone', async () => {
    translator.hold();
    const started = rightOf(await start.execute(actor('editor'), input()));
    await w.pages.create(aDoc(w.projectId, { slug: 'about', language: 'ar', visibility: 'draft', content: 'by hand' }));
    translator.release();
    await runner.idle();
    expect(rightOf(await read.execute(actor('editor'), { projectId: w.projectId, translationId: started.id }))).to.deep.include({
      status: 'failed',
      error: DRAFT_APPEARED,
    });
    expect((await w.pages.findBySlug(w.projectId, 'about', 'ar', 'draft'))!.content).to.equal('by hand');
  });

  it('a running job whose instance went silent past its lease is failed when read, and its late end is refused', async () => {
    translator.hold();
    const started = rightOf(await start.execute(actor('editor'), input()));
    // The runner claims the job and reports its first segment, then waits on the held translator.
    await new Promise((resolve) => setImmediate(resolve));
    expect((await jobs.find(w.projectId, started.id))!.progress).to.deep.equal({ done: 1, total: 3 });
    w.clock.advance(4 * 60_000);
    expect(rightOf(await read.execute(actor('editor'), { projectId: w.projectId, translationId: started.id })).status).to.equal('running');
    w.clock.advance(2 * 60_000);
    expect(rightOf(await read.execute(actor('editor'), { projectId: w.projectId, translationId: started.id }))).to.deep.include({
      status: 'failed',
      error: STALLED_JOB_ERROR,
    });
    translator.release();
    await runner.idle();
    expect(rightOf(await read.execute(actor('editor'), { projectId: w.projectId, translationId: started.id })).status).to.equal('failed');
    expect(leftOf(await read.execute(actor('editor'), { projectId: w.projectId, translationId: 'nope' }))).to.deep.equal({
      _tag: 'NotFound',
      message: 'Translation not found',
    });
  });

  it('shows the source then and now for a translation', async () => {
    const started = rightOf(await start.execute(actor('editor'), input()));
    await runner.idle();
    const live = await w.pages.findBySlug(w.projectId, 'about', 'en', 'live');
    await w.pages.updatePage(w.projectId, live!.id, { content: '# About us', at: w.clock.now().toISOString() });
    const changes = new GetTranslationChanges(w.access, w.pages, jobs);
    const answer = await changes.execute(actor('reader'), { projectId: w.projectId, slug: 'about' as Slug, language: 'ar' as LanguageTag });
    expect(rightOf(answer)).to.deep.equal({
      slug: 'about',
      language: 'ar',
      source_language: 'en',
      then: { revision: 3, metadata: { title: 'About', description: 'Us' }, content: '# About' },
      now: { revision: 4, metadata: { title: 'About', description: 'Us' }, content: '# About us' },
      outdated: true,
    });
    expect(started.id).to.be.a('string');
    const source = await changes.execute(actor('reader'), { projectId: w.projectId, slug: 'about' as Slug, language: 'en' as LanguageTag });
    expect(E.isLeft(source) && source.left.message).to.equal('The page in en is not a translation (its translation_of is null)');
  });
});
