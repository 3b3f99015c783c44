import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { OnboardingSessionRepository } from './ports.js';
import { SESSION_NOT_FOUND, sessionView, type OnboardingSessionView } from './session-view.js';

/** One onboarding session of the project (manager). */
@injectable()
export class GetOnboardingSession {
  static readonly operation = 'get_onboarding_session';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(OnboardingSessionRepository) private readonly sessions: OnboardingSessionRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string; sessionId: string }): Promise<E.Either<AppError, OnboardingSessionView>> {
    const context = await this.access.require(actor, input.projectId, 'manage_onboarding', 'read');
    if (E.isLeft(context)) return context;
    const session = await this.sessions.findById(input.projectId, input.sessionId);
    return session === null ? E.left(notFound(SESSION_NOT_FOUND)) : E.right(sessionView(session));
  }
}
