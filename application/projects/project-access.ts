import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { forbidden, notFound, trialExpired, type AppError } from '../../domain/shared/errors.js';
import type { Membership } from '../../domain/projects/membership.js';
import { isTrialExpired, type Project } from '../../domain/projects/project.js';
import { roleAtLeast, type Role } from '../../domain/projects/role.js';
import { Clock } from '../shared/ports.js';
import { ProjectRepository } from './ports.js';

export interface ProjectContext {
  readonly project: Project;
  readonly membership: Membership;
}

/** `read` is allowed on an expired trial; `write` is not. */
export type AccessMode = 'read' | 'write';

export const PROJECT_NOT_FOUND = 'Project not found';

/**
 * The one authorization rule for project-scoped work, called by every use case (HTTP and
 * any other driving adapter share it). A non-member learns nothing: the project is 404.
 */
@injectable()
export class ProjectAccess {
  constructor(
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async require(actor: Actor, projectId: string, minRole: Role, mode: AccessMode): Promise<E.Either<AppError, ProjectContext>> {
    const found = await this.projects.findForMember(projectId, actor.userId);
    if (found === null || found.membership === null) return E.left(notFound(PROJECT_NOT_FOUND));
    const { project, membership } = found;
    if (!roleAtLeast(membership.role, minRole)) return E.left(forbidden());
    if (mode === 'write' && isTrialExpired(project, this.clock.now())) return E.left(trialExpired());
    return E.right({ project, membership });
  }
}
