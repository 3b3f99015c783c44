import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { ProjectSettings } from '../../domain/projects/project.js';
import { SEARCH_SETTING_CODECS } from '../../domain/projects/settings-codecs.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { ProjectRepository } from '../projects/ports.js';
import { PROJECT_NOT_FOUND, ProjectAccess } from '../projects/project-access.js';

/** Either setting or both: the synonyms a request gives replace the project's whole list. */
export const UpdateSearchSettingsInput = t.exact(t.partial(SEARCH_SETTING_CODECS));
export type UpdateSearchSettingsInput = t.TypeOf<typeof UpdateSearchSettingsInput>;

/**
 * The project's synonyms (groups of words or short phrases that mean the same on its site) and
 * whether the built-in groups apply: how its search, the live agent's `ask` and `search_pages`
 * read questions from the next search on. A manager's setting, as the site's others.
 */
@injectable()
export class UpdateSearchSettings {
  static readonly operation = 'update_search_settings';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & UpdateSearchSettingsInput): Promise<E.Either<AppError, ProjectSettings>> {
    const context = await this.access.require(actor, input.projectId, 'manage_settings', 'write');
    if (E.isLeft(context)) return context;
    const { synonyms, builtin_synonyms } = input;
    const updated = await this.projects.update(input.projectId, {
      search: { ...(synonyms !== undefined && { synonyms }), ...(builtin_synonyms !== undefined && { builtin_synonyms }) },
    });
    return updated === null ? E.left(notFound(PROJECT_NOT_FOUND)) : E.right(updated.settings);
  }
}
