import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { ProjectSettings } from '../../domain/projects/project.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from './project-access.js';

@injectable()
export class GetSettings {
  static readonly operation = 'get_settings';

  constructor(@inject(ProjectAccess) private readonly access: ProjectAccess) {}

  async execute(actor: Actor, input: { projectId: string }): Promise<E.Either<AppError, ProjectSettings>> {
    const context = await this.access.require(actor, input.projectId, 'read_configuration', 'read');
    return E.map((c: { project: { settings: ProjectSettings } }) => c.project.settings)(context);
  }
}
