import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { AppError } from '../../domain/shared/errors.js';
import { allProjects } from './all-projects.js';
import { ProjectRepository } from './ports.js';

/** What the operator's listing says of a project. */
export interface ProjectOverview {
  readonly id: string;
  readonly name: string;
  readonly plan: string;
  readonly trial_ends_at: string;
  readonly members: number;
}

/**
 * Operator command (no HTTP surface): every project of the store, in id order, streamed so that
 * a store of any size lists in constant memory.
 */
@injectable()
export class ListAllProjects {
  constructor(@inject(ProjectRepository) private readonly projects: ProjectRepository) {}

  async execute(): Promise<E.Either<AppError, AsyncIterable<ProjectOverview>>> {
    const projects = this.projects;
    return E.right(
      (async function* () {
        for await (const { project, members } of allProjects(projects)) {
          yield { id: project.id, name: project.name, plan: project.plan, trial_ends_at: project.trial_ends_at, members };
        }
      })(),
    );
  }
}
