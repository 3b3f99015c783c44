import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { may, type Capability } from '../../domain/identity/capabilities.js';
import { isTrialExpired, type Project } from '../../domain/projects/project.js';
import type { Role } from '../../domain/projects/role.js';
import { forbidden, notFound, trialExpired, type AppError } from '../../domain/shared/errors.js';
import { Clock } from '../shared/ports.js';
import { ProjectRepository } from './ports.js';

export interface ProjectContext {
  readonly project: Project;
  /** The caller's role here: a user's membership, a key's own. */
  readonly role: Role;
}

/** `read` is allowed on an expired trial; `write` is not. */
export type AccessMode = 'read' | 'write';

export const PROJECT_NOT_FOUND = 'Project not found';

/** The refusal of work that needs a person: an API key stands for a project, not a user. */
export const NEEDS_USER = 'API keys cannot do this: it needs a signed-in user';

/**
 * The one authorization rule for project-scoped work, called by every use case (HTTP, MCP
 * and any other driving adapter share it) with the capability it needs (see
 * domain/identity/capabilities.ts). A non-member learns nothing: the project is 404. An API
 * key acts with its own role on its own project only; every other project (and its own, once
 * deleted) is a 404 to it, exactly as to a stranger.
 */
@injectable()
export class ProjectAccess {
  constructor(
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async require(actor: Actor, projectId: string, capability: Capability, mode: AccessMode): Promise<E.Either<AppError, ProjectContext>> {
    const found = await this.find(actor, projectId);
    if (found === null) return E.left(notFound(PROJECT_NOT_FOUND));
    if (!may(actor, capability, found.role)) return E.left(forbidden());
    if (mode === 'write' && isTrialExpired(found.project, this.clock.now())) return E.left(trialExpired());
    return E.right(found);
  }

  private async find(actor: Actor, projectId: string): Promise<ProjectContext | null> {
    switch (actor.kind) {
      case 'api_key': {
        if (projectId !== actor.projectId) return null;
        const project = await this.projects.findById(projectId);
        return project === null ? null : { project, role: actor.role };
      }
      case 'user': {
        const found = await this.projects.findForMember(projectId, actor.userId);
        if (found === null || found.membership === null) return null;
        return { project: found.project, role: found.membership.role };
      }
    }
  }
}
