import { ApplyOnboardingSession } from '../../../application/onboarding/apply-onboarding-session.js';
import { GetOnboardingSession } from '../../../application/onboarding/get-onboarding-session.js';
import { ListOnboardingSessions, ListOnboardingSessionsInput } from '../../../application/onboarding/list-onboarding-sessions.js';
import { SESSION_NOT_CONFIRMED } from '../../../application/onboarding/session-view.js';
import { Project } from '../projects/responses.js';
import { PROJECT } from '../routing/path-params.js';
import { get, post, type Route } from '../routing/route.js';
import { OnboardingSession, OnboardingSessionList } from './responses.js';

/** Managers read the project's onboarding sessions and apply a confirmed brief. */
export const onboardingRoutes: readonly Route[] = [
  get(`${PROJECT}/onboarding/sessions`, ListOnboardingSessions, {
    query: ListOnboardingSessionsInput,
    response: OnboardingSessionList,
    access: 'manage_onboarding (read)',
  }),
  get(`${PROJECT}/onboarding/sessions/:sessionId`, GetOnboardingSession, { response: OnboardingSession, access: 'manage_onboarding (read)' }),
  post(`${PROJECT}/onboarding/sessions/:sessionId/apply`, ApplyOnboardingSession, {
    response: Project,
    access: 'manage_onboarding (write)',
    refusals: [{ status: 409, when: `The session is not confirmed yet (\`${SESSION_NOT_CONFIRMED}\`).` }],
    description: "Copies the session's `voice`, `greeting_draft` and `primary_language` into the project's live-agent settings and default language.",
  }),
];
