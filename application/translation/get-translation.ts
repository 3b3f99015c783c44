import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { STALLED_JOB_ERROR } from '../../domain/translation/translation-job.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock } from '../shared/ports.js';
import { TranslationJobs } from './ports.js';
import { TRANSLATION_NOT_FOUND } from './translation-errors.js';
import { translationView, type TranslationView } from './translation-view.js';

/** A translation job's state; a running job whose instance went silent past its lease is failed here, once. */
@injectable()
export class GetTranslation {
  static readonly operation = 'get_translation';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(TranslationJobs) private readonly jobs: TranslationJobs,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: { projectId: string; translationId: string }): Promise<E.Either<AppError, TranslationView>> {
    const context = await this.access.require(actor, input.projectId, 'read_content', 'read');
    if (E.isLeft(context)) return context;
    const job = await this.jobs.find(input.projectId, input.translationId);
    if (job === null) return E.left(notFound(TRANSLATION_NOT_FOUND));
    if (job.status !== 'running') return E.right(translationView(job));
    const failed = await this.jobs.failStalled(input.projectId, job.id, this.clock.now().toISOString(), STALLED_JOB_ERROR);
    const current = failed ? await this.jobs.find(input.projectId, job.id) : job;
    return E.right(translationView(current ?? job));
  }
}
