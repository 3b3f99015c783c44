import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { effectiveRole, type Actor } from '../../domain/identity/actor.js';
import type { Project } from '../../domain/projects/project.js';
import type { Role } from '../../domain/projects/role.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ProjectRepository, type ProjectWithRole } from './ports.js';

/**
 * The caller's projects, each with the role the caller acts with on it: a user's memberships
 * (capped by the credential's scopes, if any), or an API key's one project with the key's role.
 */
@injectable()
export class ListProjects {
  constructor(@inject(ProjectRepository) private readonly projects: ProjectRepository) {}

  async execute(actor: Actor): Promise<E.Either<AppError, { projects: Array<Project & { role: Role }> }>> {
    const rows = await this.rowsOf(actor);
    return E.right({ projects: rows.map(({ project, role }) => ({ ...project, role })) });
  }

  private async rowsOf(actor: Actor): Promise<ProjectWithRole[]> {
    if (actor.kind === 'api_key') {
      const project = await this.projects.findById(actor.projectId);
      return project === null ? [] : [{ project, role: actor.role }];
    }
    return (await this.projects.listForUser(actor.userId)).map(({ project, role }) => ({ project, role: effectiveRole(actor, role) }));
  }
}
