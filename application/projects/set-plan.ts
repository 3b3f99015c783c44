import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Project } from '../../domain/projects/project.js';
import { invalid, notFound, type AppError } from '../../domain/shared/errors.js';
import { ServiceSettings } from '../shared/service-settings.js';
import { ProjectRepository } from './ports.js';
import { PROJECT_NOT_FOUND } from './project-access.js';

/** Operator command (no HTTP surface): moves a project to a plan of the configured table. */
@injectable()
export class SetPlan {
  constructor(
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(ServiceSettings) private readonly settings: ServiceSettings,
  ) {}

  async execute(input: { projectId: string; plan: string }): Promise<E.Either<AppError, Project>> {
    if (!Object.hasOwn(this.settings.plans, input.plan)) {
      return E.left(invalid(`plan must be one of: ${Object.keys(this.settings.plans).join(', ')}`));
    }
    const updated = await this.projects.update(input.projectId, { plan: input.plan });
    return updated === null ? E.left(notFound(PROJECT_NOT_FOUND)) : E.right(updated);
  }
}
