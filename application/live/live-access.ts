import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { isSignedInUser, type Actor, type UserActor } from '../../domain/identity/actor.js';
import { checkLiveAccess } from '../../domain/live/live-access.js';
import type { Membership } from '../../domain/projects/membership.js';
import type { Project } from '../../domain/projects/project.js';
import { notFound, unauthenticated, type AppError } from '../../domain/shared/errors.js';
import { ProjectRepository } from '../projects/ports.js';
import { PROJECT_NOT_FOUND } from '../projects/project-access.js';
import { Clock } from '../shared/ports.js';

export interface LiveContext {
  /** The signed-in user: live voice is for people, never for API keys. */
  readonly user: UserActor;
  readonly project: Project;
  readonly membership: Membership;
}

/** Live voice takes the user's ID token (the specification's 401 for a missing Authorization). */
const LIVE_NEEDS_USER = 'Live voice needs a user ID token (Authorization: Bearer); API keys and OAuth clients cannot start sessions or run tools';

/**
 * The live voice access rule, shared by session, resume and tool execution (and any other
 * driving adapter). Not `ProjectAccess`: that one hides projects from non-members with a 404,
 * while live voice must say 403 `User is not a member of this project` for an existing one.
 * One read (project and membership together) keeps the session start's hot path short.
 */
@injectable()
export class LiveAccess {
  constructor(
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async require(actor: Actor, projectId: string): Promise<E.Either<AppError, LiveContext>> {
    if (!isSignedInUser(actor)) return E.left(unauthenticated(LIVE_NEEDS_USER));
    const found = await this.projects.findForMember(projectId, actor.userId);
    if (found === null) return E.left(notFound(PROJECT_NOT_FOUND));
    const allowed = checkLiveAccess(found.project, found.membership, this.clock.now());
    return E.isLeft(allowed) ? allowed : E.right({ user: actor, project: found.project, membership: allowed.right });
  }
}
