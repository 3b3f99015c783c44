import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { Project } from '../../domain/projects/project.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ProjectRepository } from './ports.js';

/** The caller's projects, each with the caller's role on it. */
@injectable()
export class ListProjects {
  constructor(@inject(ProjectRepository) private readonly projects: ProjectRepository) {}

  async execute(actor: Actor): Promise<E.Either<AppError, { projects: Array<Project & { role: string }> }>> {
    const rows = await this.projects.listForUser(actor.userId);
    return E.right({ projects: rows.map(({ project, role }) => ({ ...project, role })) });
  }
}
