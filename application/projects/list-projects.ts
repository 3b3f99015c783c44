import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { Role } from '../../domain/projects/role.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ProjectRepository, type ProjectWithRole } from './ports.js';
import { ProjectPresenter, type ProjectView } from './project-view.js';

/**
 * The caller's projects, each with the caller's role on it: a user's memberships (an OAuth
 * client acting for the user sees them as the user's, without their configuration: see
 * project-view.ts), or an API key's one project with the key's role.
 */
@injectable()
export class ListProjects {
  static readonly operation = 'list_projects';

  constructor(
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(ProjectPresenter) private readonly presenter: ProjectPresenter,
  ) {}

  async execute(actor: Actor): Promise<E.Either<AppError, { projects: Array<ProjectView & { role: Role }> }>> {
    const rows = await this.rowsOf(actor);
    return E.right({ projects: rows.map(({ project, role }) => ({ ...this.presenter.seenBy(actor, project, role), role })) });
  }

  private async rowsOf(actor: Actor): Promise<ProjectWithRole[]> {
    if (actor.kind === 'api_key') {
      const project = await this.projects.findById(actor.projectId);
      return project === null ? [] : [{ project, role: actor.role }];
    }
    return this.projects.listForUser(actor.userId);
  }
}
