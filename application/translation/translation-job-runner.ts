import { inject, injectable } from 'inversify';
import type { PageDocument } from '../../domain/pages/page-document.js';
import { DRAFT } from '../../domain/pages/page-document.js';
import type { TemplateField } from '../../domain/templates/template.js';
import { leaseUntil, type TranslationJob } from '../../domain/translation/translation-job.js';
import { PageRepository } from '../pages/ports.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { PageTranslator } from './page-translator.js';
import { TranslationJobs, type JobEnd } from './ports.js';

export const DRAFT_APPEARED = 'A draft of this page in the target language was opened meanwhile: nothing was written';
export const SLUG_RESERVED = 'The slug is now reserved for the live agent: nothing was written';
export const UNEXPECTED_STOP = 'The translation stopped on an unexpected error: nothing was written';

/**
 * Runs translation jobs in the background, outside any request: claims the job (one instance
 * runs it), translates the source through the PageTranslator, then writes the draft in one
 * create at the very end, so a failure anywhere before leaves no draft at all.
 */
@injectable()
export class TranslationJobRunner {
  /** This instance's name on the jobs it claims. */
  private readonly owner: string;
  private readonly running = new Set<Promise<void>>();

  constructor(
    @inject(TranslationJobs) private readonly jobs: TranslationJobs,
    @inject(PageTranslator) private readonly translator: PageTranslator,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {
    this.owner = `instance-${ids.next()}`;
  }

  /** Starts `job` and returns at once; never rejects (a failure ends the job as `failed`). */
  launch(job: TranslationJob, source: PageDocument, fields: readonly TemplateField[], author: string): void {
    const run = this.run(job, source, fields, author).catch(() => this.end(job, { status: 'failed', error: UNEXPECTED_STOP }).catch(() => undefined));
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  /** Resolves once every job launched so far has ended (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  private async run(job: TranslationJob, source: PageDocument, fields: readonly TemplateField[], author: string): Promise<void> {
    const claim = await this.jobs.claim(job.project_id, job.id, this.owner, leaseUntil(this.clock.now()));
    if (claim.kind === 'taken') return;
    const now = () => this.clock.now().toISOString();
    const { project_id, slug, language, revision, metadata, content } = source;
    await this.jobs.recordSource({ project_id, slug, language, revision, metadata, content }, now());
    // Progress writes are chained (never two at once) and awaited before the end is written.
    let reports = Promise.resolve();
    const progress = (done: number, total: number) => {
      reports = reports.then(async () => {
        await this.jobs.report(job.project_id, job.id, this.owner, { done, total }, leaseUntil(this.clock.now()), now());
      });
    };
    const outcome = await this.translator.translate(
      { project_id: job.project_id, metadata: source.metadata, content: source.content, fields },
      { from: job.source_language, to: job.target_language },
      progress,
    );
    await reports;
    if (outcome.kind === 'failed') return this.end(job, { status: 'failed', error: outcome.failure.reason });
    const at = now();
    const draft: PageDocument = {
      id: this.ids.next(),
      project_id: job.project_id,
      slug: job.slug,
      language: job.target_language,
      visibility: DRAFT,
      metadata: outcome.page.metadata,
      content: outcome.page.content,
      doc_template_id: source.doc_template_id,
      revision: 1,
      translation_of: { language: source.language, revision: source.revision },
      created_at: at,
      updated_at: at,
    };
    const created = await this.pages.create(draft, { id: this.ids.next(), saved_by: author, saved_at: at, autosave: false });
    if (created.kind === 'duplicate') return this.end(job, { status: 'failed', error: DRAFT_APPEARED });
    if (created.kind === 'reserved') return this.end(job, { status: 'failed', error: SLUG_RESERVED });
    return this.end(job, { status: 'done', draft_id: draft.id, left_to_translate: outcome.page.left_to_translate });
  }

  private async end(job: TranslationJob, end: JobEnd): Promise<void> {
    await this.jobs.finish(job.project_id, job.id, this.owner, end, this.clock.now().toISOString());
  }
}
