import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import { BUILT_IN_TEMPLATES } from '../../domain/templates/built-in.js';
import type { DocTemplate } from '../../domain/templates/template.js';

/** The built-in doc templates: the same for every project, so any signed-in user may read them. */
@injectable()
export class ListDocTemplates {
  static readonly operation = 'list_doc_templates';

  async execute(_actor: Actor): Promise<E.Either<AppError, { templates: readonly DocTemplate[] }>> {
    return E.right({ templates: BUILT_IN_TEMPLATES });
  }
}
