import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import { STARTER_KITS, type ProjectStarterKit } from '../../domain/templates/starter-kit.js';

/** Project templates (starter kits): which doc templates and starter pages each brings. */
@injectable()
export class ListStarterKits {
  static readonly operation = 'list_starter_kits';

  async execute(_actor: Actor): Promise<E.Either<AppError, { templates: readonly ProjectStarterKit[] }>> {
    return E.right({ templates: STARTER_KITS });
  }
}
