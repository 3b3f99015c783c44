import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Project } from '../../domain/projects/project.js';
import { IsoInstant } from '../../domain/shared/codecs.js';
import { invalid, notFound, type AppError } from '../../domain/shared/errors.js';
import { ProjectRepository } from './ports.js';
import { PROJECT_NOT_FOUND } from './project-access.js';

/** Operator command (no HTTP surface): moves the end of a project's trial. */
@injectable()
export class SetTrialEnd {
  constructor(@inject(ProjectRepository) private readonly projects: ProjectRepository) {}

  async execute(input: { projectId: string; trialEndsAt: string }): Promise<E.Either<AppError, Project>> {
    if (!IsoInstant.is(input.trialEndsAt)) return E.left(invalid(`trial end must be ${IsoInstant.name}`));
    const trial_ends_at = new Date(input.trialEndsAt).toISOString();
    const updated = await this.projects.update(input.projectId, { trial_ends_at });
    return updated === null ? E.left(notFound(PROJECT_NOT_FOUND)) : E.right(updated);
  }
}
