import { expect } from 'chai';
import type { TranslationIndex, TranslationJobs } from '../../../application/translation/ports.js';
import { newTranslationJob, type TranslationJob } from '../../../domain/translation/translation-job.js';
import { uniqueId } from '../../support/builders.js';
import { aDoc, AT, storeHelpers, type PageStores } from '../../support/stores/page-fixtures.js';

export interface TranslationStores extends PageStores {
  readonly jobs: TranslationJobs;
  readonly index: TranslationIndex;
}

const LEASE_END = '2026-03-01T10:05:00.000Z';
const AFTER_LEASE = '2026-03-01T10:05:00.001Z';

/** What every TranslationJobs and TranslationIndex adapter must do. */
export function translationJobsContract(stores: () => TranslationStores): void {
  const { newProject } = storeHelpers(stores);
  const aJob = (projectId: string, overrides: Partial<TranslationJob> = {}): TranslationJob => ({
    ...newTranslationJob({
      id: uniqueId('job'),
      project_id: projectId,
      slug: 'about',
      source_language: 'en',
      target_language: 'ar',
      requested_by: 'editor',
      at: AT,
    }),
    ...overrides,
  });

  it('stores a job and reads it back in its own project only', async () => {
    const { jobs } = stores();
    const projectId = await newProject();
    const job = aJob(projectId);
    expect(await jobs.create(job)).to.deep.equal({ kind: 'created', job });
    expect(await jobs.find(projectId, job.id)).to.deep.equal(job);
    expect(await jobs.find('another-project', job.id)).to.equal(null);
  });

  it('keeps one running job per slug and target language, among simultaneous creates', async () => {
    const { jobs } = stores();
    const projectId = await newProject();
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => jobs.create(aJob(projectId))));
    const created = outcomes.filter((o) => o.kind === 'created');
    expect(created).to.have.length(1);
    const winner = created[0]!.kind === 'created' ? created[0]!.job.id : '';
    expect(outcomes.filter((o) => o.kind === 'already_running').map((o) => o.kind === 'already_running' && o.job_id)).to.deep.equal(Array(9).fill(winner));
    expect((await jobs.create(aJob(projectId, { target_language: 'fr' }))).kind).to.equal('created');
    expect((await jobs.create(aJob(projectId, { slug: 'team' }))).kind).to.equal('created');
  });

  it('lets one claim win, and only its holder report and finish; an ended job frees its slug', async () => {
    const { jobs } = stores();
    const projectId = await newProject();
    const job = aJob(projectId);
    await jobs.create(job);
    const claims = await Promise.all(['a', 'b', 'c'].map((owner) => jobs.claim(projectId, job.id, owner, LEASE_END)));
    expect(claims.filter((c) => c.kind === 'claimed')).to.have.length(1);
    const owner = ['a', 'b', 'c'][claims.findIndex((c) => c.kind === 'claimed')]!;
    const other = owner === 'a' ? 'b' : 'a';
    expect(await jobs.report(projectId, job.id, other, { done: 1, total: 4 }, LEASE_END, AT)).to.equal(false);
    expect(await jobs.report(projectId, job.id, owner, { done: 2, total: 4 }, LEASE_END, AT)).to.equal(true);
    expect((await jobs.find(projectId, job.id))!.progress).to.deep.equal({ done: 2, total: 4 });
    expect(await jobs.finish(projectId, job.id, other, { status: 'failed', error: 'no' }, AT)).to.equal(false);
    expect(await jobs.finish(projectId, job.id, owner, { status: 'done', draft_id: 'd1', left_to_translate: ['content'] }, AT)).to.equal(true);
    expect(await jobs.find(projectId, job.id)).to.deep.include({ status: 'done', draft_id: 'd1', error: null, left_to_translate: ['content'] });
    expect(await jobs.finish(projectId, job.id, owner, { status: 'failed', error: 'late' }, AT)).to.equal(false);
    expect((await jobs.create(aJob(projectId))).kind).to.equal('created');
  });

  it('fails a job whose lease lapsed, once, and then refuses its holder’s end', async () => {
    const { jobs } = stores();
    const projectId = await newProject();
    const job = aJob(projectId);
    await jobs.create(job);
    await jobs.claim(projectId, job.id, 'a', LEASE_END);
    expect(await jobs.failStalled(projectId, job.id, LEASE_END, 'stalled')).to.equal(false);
    expect(await jobs.failStalled(projectId, job.id, AFTER_LEASE, 'stalled')).to.equal(true);
    expect(await jobs.failStalled(projectId, job.id, AFTER_LEASE, 'stalled')).to.equal(false);
    expect(await jobs.find(projectId, job.id)).to.deep.include({ status: 'failed', error: 'stalled', draft_id: null });
    expect(await jobs.finish(projectId, job.id, 'a', { status: 'done', draft_id: 'd', left_to_translate: [] }, AT)).to.equal(false);
  });

  it('keeps a source snapshot per slug, language and revision; the first record stands', async () => {
    const { jobs } = stores();
    const projectId = await newProject();
    const snapshot = { project_id: projectId, slug: 'about', language: 'en', revision: 3, metadata: { title: 'About' }, content: '# About' };
    await jobs.recordSource(snapshot, AT);
    await jobs.recordSource({ ...snapshot, content: 'other' }, AT);
    expect(await jobs.findSource(projectId, 'about', 'en', 3)).to.deep.equal(snapshot);
    expect(await jobs.findSource(projectId, 'about', 'en', 2)).to.equal(null);
    expect(await jobs.findSource('another-project', 'about', 'en', 3)).to.equal(null);
  });

  it('reads every document of a project as the status needs it (no other project’s)', async () => {
    const { pages, index } = stores();
    const projectId = await newProject();
    await pages.create(aDoc(projectId, { revision: 2 }));
    await pages.create(aDoc(projectId, { language: 'ar', translation_of: { language: 'en', revision: 1 } }));
    await pages.create(aDoc(projectId, { id: uniqueId('d'), language: 'ar', visibility: 'draft' }));
    await pages.create(aDoc(await newProject()));
    const standings = await index.standings(projectId);
    const sorted = [...standings].sort((a, b) => `${a.language}${a.kind}`.localeCompare(`${b.language}${b.kind}`));
    expect(sorted).to.deep.equal([
      { slug: 'about', language: 'ar', kind: 'draft', revision: 1, translation_of: null },
      { slug: 'about', language: 'ar', kind: 'live', revision: 1, translation_of: { language: 'en', revision: 1 } },
      { slug: 'about', language: 'en', kind: 'live', revision: 2, translation_of: null },
    ]);
  });
}
