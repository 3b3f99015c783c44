import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import { translationMatrix, type PageStatus } from '../../domain/translation/translation-status.js';
import { ProjectAccess } from '../projects/project-access.js';
import { TranslationIndex } from './ports.js';

export interface TranslationStatus {
  /** Every language the project has a page (or draft) in, sorted. */
  readonly languages: readonly string[];
  readonly pages: readonly PageStatus[];
}

/** The matrix of the project's pages by language (source, up to date, outdated, draft, missing), from one read. */
@injectable()
export class GetTranslationStatus {
  static readonly operation = 'get_translation_status';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(TranslationIndex) private readonly index: TranslationIndex,
  ) {}

  async execute(actor: Actor, input: { projectId: string }): Promise<E.Either<AppError, TranslationStatus>> {
    const context = await this.access.require(actor, input.projectId, 'read_content', 'read');
    if (E.isLeft(context)) return context;
    return E.right(translationMatrix(await this.index.standings(input.projectId)));
  }
}
