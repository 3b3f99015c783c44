import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { isSignedInUser, type Actor } from '../../domain/identity/actor.js';
import { checkLiveAccess, PUBLIC_ACCESS_OFF } from '../../domain/live/live-access.js';
import type { LiveSpeaker } from '../../domain/live/live-speaker.js';
import { checkPublicAgent, isOpenToPublic } from '../../domain/live/public-access.js';
import { isVisitorExpired, type Visitor } from '../../domain/live/visitor.js';
import type { Project } from '../../domain/projects/project.js';
import { forbidden, notFound, unauthenticated, type AppError } from '../../domain/shared/errors.js';
import { parsePhone } from '../../domain/shared/phone.js';
import { ProjectRepository } from '../projects/ports.js';
import { PROJECT_NOT_FOUND } from '../projects/project-access.js';
import { Clock } from '../shared/ports.js';
import { SecretTokens } from '../shared/secret-tokens.js';
import type { LiveCaller } from './live-caller.js';
import { VisitorRepository } from './ports.js';

/**
 * Who may talk, once let in:
 * - `member`: a provisioned member (the specification's flow);
 * - `public`: a visitor or a phone caller, with the address their per-address count is kept on;
 * - `newcomer`: nobody yet, on a public project: a session start makes them a visitor.
 */
export type LiveContext =
  | { readonly kind: 'member'; readonly project: Project; readonly speaker: LiveSpeaker }
  | {
      readonly kind: 'public';
      readonly project: Project;
      readonly speaker: LiveSpeaker;
      readonly address: string;
      /** A web visitor's record (none for a phone caller). */
      readonly visitor?: Visitor;
    }
  | { readonly kind: 'newcomer'; readonly project: Project; readonly address: string };

/** Live voice takes the user's ID token (the specification's 401 for a missing Authorization). */
export const LIVE_NEEDS_USER = 'Live voice needs a user ID token (Authorization: Bearer); API keys and OAuth clients cannot start sessions or run tools';
export const VISITOR_TOKEN_INVALID = 'Visitor token not valid';
export const VISITOR_TOKEN_EXPIRED = 'Visitor token expired: start a new session without it';
export const VISITOR_TOKEN_OTHER_PROJECT = 'Visitor token not valid for this project';

/** The per-address count of a number that withheld itself: all such callers share it. */
const WITHHELD_NUMBER = 'withheld';

/**
 * The live voice access rule, shared by session, resume and tool execution, and by the phone
 * bridge. Not `ProjectAccess`: that one hides projects from non-members with a 404, while live
 * voice must say 403 `User is not a member of this project` for an existing one.
 *
 * With access `members` nothing changes: no credential is the specification's 401, whatever
 * the project. A signed-in member keeps the member flow on a public project too. Only a project
 * whose owner opened it to the public lets in a caller without a credential (a newcomer) or with
 * a visitor token; a visitor token is good on its own project only, and stops working when the
 * owner closes the agent to the public again.
 */
@injectable()
export class LiveAccess {
  constructor(
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(VisitorRepository) private readonly visitors: VisitorRepository,
    @inject(SecretTokens) private readonly secrets: SecretTokens,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async require(caller: LiveCaller, projectId: string): Promise<E.Either<AppError, LiveContext>> {
    switch (caller.kind) {
      case 'authenticated':
        return this.member(caller.actor, projectId);
      case 'anonymous': {
        // Only an open project is told apart from one that does not exist: the rest is the plain 401.
        const project = await this.projects.findById(projectId);
        if (project === null || !isOpenToPublic(project)) return E.left(unauthenticated());
        return this.open(project, (open) => ({ kind: 'newcomer', project: open, address: `ip:${caller.address}` }));
      }
      case 'visitor':
        return this.visitor(caller.token, caller.address, projectId);
      case 'phone': {
        const project = caller.projectId === projectId ? await this.projects.findById(projectId) : null;
        if (project === null) return E.left(notFound(PROJECT_NOT_FOUND));
        const phone = parsePhone(caller.from);
        const speaker: LiveSpeaker = { kind: 'caller', callId: caller.callId, phone: E.isRight(phone) ? phone.right : null };
        const address = `phone:${speaker.phone ?? WITHHELD_NUMBER}`;
        return this.open(project, (open) => ({ kind: 'public', project: open, speaker, address }));
      }
    }
  }

  private async member(actor: Actor, projectId: string): Promise<E.Either<AppError, LiveContext>> {
    if (!isSignedInUser(actor)) return E.left(unauthenticated(LIVE_NEEDS_USER));
    // One read (project and membership together) keeps the session start's hot path short.
    const found = await this.projects.findForMember(projectId, actor.userId);
    if (found === null) return E.left(notFound(PROJECT_NOT_FOUND));
    const allowed = checkLiveAccess(found.project, found.membership, this.clock.now());
    if (E.isLeft(allowed)) return allowed;
    const speaker: LiveSpeaker = { kind: 'member', userId: actor.userId, membership: allowed.right };
    return E.right({ kind: 'member', project: found.project, speaker });
  }

  private async visitor(token: string, address: string, projectId: string): Promise<E.Either<AppError, LiveContext>> {
    const visitor = await this.visitors.findByTokenHash(this.secrets.hash(token));
    if (visitor === null) return E.left(unauthenticated(VISITOR_TOKEN_INVALID));
    if (isVisitorExpired(visitor, this.clock.now())) return E.left(unauthenticated(VISITOR_TOKEN_EXPIRED));
    if (visitor.project_id !== projectId) return E.left(unauthenticated(VISITOR_TOKEN_OTHER_PROJECT));
    const project = await this.projects.findById(projectId);
    if (project === null) return E.left(unauthenticated(VISITOR_TOKEN_INVALID));
    if (!isOpenToPublic(project)) return E.left(forbidden(PUBLIC_ACCESS_OFF));
    const speaker: LiveSpeaker = { kind: 'visitor', visitorId: visitor.id };
    return this.open(project, (open) => ({ kind: 'public', project: open, speaker, address: `ip:${address}`, visitor }));
  }

  /** The public agent's own rules (voice module, trial), then the context. */
  private open(project: Project, context: (project: Project) => LiveContext): E.Either<AppError, LiveContext> {
    const open = checkPublicAgent(project, this.clock.now());
    return E.isLeft(open) ? open : E.right(context(open.right));
  }
}
