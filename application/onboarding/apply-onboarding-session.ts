import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { OnboardingSession } from '../../domain/onboarding/session.js';
import type { LiveAgentSettings, ProjectChanges } from '../../domain/projects/project.js';
import { conflict, notFound, type AppError } from '../../domain/shared/errors.js';
import { ProjectRepository } from '../projects/ports.js';
import { PROJECT_NOT_FOUND, ProjectAccess } from '../projects/project-access.js';
import { ProjectPresenter, type ProjectRepresentation } from '../projects/project-view.js';
import { OnboardingSessions } from './onboarding-sessions.js';
import { OnboardingSessionRepository } from './ports.js';
import { SESSION_NOT_CONFIRMED, SESSION_NOT_FOUND } from './session-view.js';

/** What a confirmed brief changes on the project: the voice, the greeting and the default language. */
function projectChangesOf(session: OnboardingSession): ProjectChanges {
  const { voice, greeting_draft: greeting, primary_language: fieldLanguage } = session.fields;
  const language = typeof fieldLanguage === 'string' ? fieldLanguage : (session.profile?.primary_language ?? undefined);
  const liveAgent: Partial<LiveAgentSettings> = {
    ...(typeof voice === 'string' && { voice }),
    ...(typeof greeting === 'string' && { greeting }),
  };
  return { ...(language !== undefined && { default_language: language }), live_agent: liveAgent };
}

/**
 * A manager applies a confirmed onboarding brief: `voice` and `greeting_draft` become the
 * live agent's voice and greeting, `primary_language` (set by hand, else read from the
 * website) the project's default language. Answers the updated project.
 */
@injectable()
export class ApplyOnboardingSession {
  static readonly operation = 'apply_onboarding_session';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(OnboardingSessionRepository) private readonly sessions: OnboardingSessionRepository,
    @inject(OnboardingSessions) private readonly changes: OnboardingSessions,
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(ProjectPresenter) private readonly presenter: ProjectPresenter,
  ) {}

  async execute(actor: Actor, input: { projectId: string; sessionId: string }): Promise<E.Either<AppError, ProjectRepresentation>> {
    const context = await this.access.require(actor, input.projectId, 'manage_onboarding', 'write');
    if (E.isLeft(context)) return context;
    const session = await this.sessions.findById(input.projectId, input.sessionId);
    if (session === null) return E.left(notFound(SESSION_NOT_FOUND));
    // Marking it applied checks the confirmation atomically and returns the brief as confirmed:
    // an edit racing this apply either lands first (and withdraws the confirmation) or after.
    const applied = await this.changes.changeStored(session, { kind: 'applied' });
    if (applied.kind === 'refused') return E.left(conflict(SESSION_NOT_CONFIRMED));
    const project = await this.projects.update(input.projectId, projectChangesOf(applied.session));
    return project === null ? E.left(notFound(PROJECT_NOT_FOUND)) : E.right(this.presenter.represented(project));
  }
}
