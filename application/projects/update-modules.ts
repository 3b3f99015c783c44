import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { ProjectModules } from '../../domain/projects/project.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { ProjectRepository } from './ports.js';
import { PROJECT_NOT_FOUND, ProjectAccess } from './project-access.js';

export const UpdateModulesInput = t.exact(t.partial({ voice: t.boolean, onboarding: t.boolean }));
export type UpdateModulesInput = t.TypeOf<typeof UpdateModulesInput>;

/** Turning modules on or off is an admin decision (it changes what the plan is used for). */
@injectable()
export class UpdateModules {
  static readonly operation = 'update_modules';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & UpdateModulesInput): Promise<E.Either<AppError, ProjectModules>> {
    const context = await this.access.require(actor, input.projectId, 'manage_modules', 'write');
    if (E.isLeft(context)) return context;
    const { projectId, ...modules } = input;
    const updated = await this.projects.update(projectId, { modules });
    return updated === null ? E.left(notFound(PROJECT_NOT_FOUND)) : E.right(updated.modules);
  }
}
