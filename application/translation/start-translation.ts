import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import { actorLabel, type Actor } from '../../domain/identity/actor.js';
import { SlugCodec } from '../../domain/pages/slug.js';
import { LanguageTagCodec } from '../../domain/shared/codecs.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { newTranslationJob } from '../../domain/translation/translation-job.js';
import { duplicateSlug, PAGE_NOT_FOUND } from '../pages/page-errors.js';
import { PageRepository } from '../pages/ports.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { TemplateResolver } from '../templates/template-resolver.js';
import { TranslationJobs } from './ports.js';
import { alreadyRunning, sameLanguage } from './translation-errors.js';
import { TranslationJobRunner } from './translation-job-runner.js';
import { translationView, type TranslationView } from './translation-view.js';

export const StartTranslationInput = t.type({ slug: SlugCodec, source_language: LanguageTagCodec, target_language: LanguageTagCodec });
export type StartTranslationInput = t.TypeOf<typeof StartTranslationInput>;

/**
 * "Translate into <language>": a job that translates the live page of `slug` in
 * `source_language` into a new draft of the same slug in `target_language`, in the background.
 * Refused like opening a draft when that draft already exists; one running job per slug and
 * target (the store's rule, so simultaneous requests start one job).
 */
@injectable()
export class StartTranslation {
  static readonly operation = 'start_translation';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(TemplateResolver) private readonly templates: TemplateResolver,
    @inject(TranslationJobs) private readonly jobs: TranslationJobs,
    @inject(TranslationJobRunner) private readonly runner: TranslationJobRunner,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & StartTranslationInput): Promise<E.Either<AppError, TranslationView>> {
    const context = await this.access.require(actor, input.projectId, 'edit_drafts', 'write');
    if (E.isLeft(context)) return context;
    if (input.source_language === input.target_language) return E.left(sameLanguage());
    const source = await this.pages.findBySlug(input.projectId, input.slug, input.source_language, 'live');
    if (source === null) return E.left(notFound(PAGE_NOT_FOUND));
    // Checked again by the store when the draft is written at the end (a draft opened meanwhile fails the job).
    if ((await this.pages.findBySlug(input.projectId, input.slug, input.target_language, 'draft')) !== null) return E.left(duplicateSlug('draft'));
    const template = await this.templates.forDocument(input.projectId, source.doc_template_id);
    const job = newTranslationJob({
      id: this.ids.next(),
      project_id: input.projectId,
      slug: input.slug,
      source_language: input.source_language,
      target_language: input.target_language,
      requested_by: actorLabel(actor),
      at: this.clock.now().toISOString(),
    });
    const created = await this.jobs.create(job);
    if (created.kind === 'already_running') return E.left(alreadyRunning(input.target_language, created.job_id));
    this.runner.launch(created.job, source, template.fields, actorLabel(actor));
    return E.right(translationView(created.job));
  }
}
