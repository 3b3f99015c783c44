import { ApplyOnboardingSession } from '../../../application/onboarding/apply-onboarding-session.js';
import { GetOnboardingSession } from '../../../application/onboarding/get-onboarding-session.js';
import { ListOnboardingSessions, ListOnboardingSessionsInput } from '../../../application/onboarding/list-onboarding-sessions.js';
import { PROJECT } from '../routing/path-params.js';
import { get, post, type Route } from '../routing/route.js';

/** Managers read the project's onboarding sessions and apply a confirmed brief. */
export const onboardingRoutes: readonly Route[] = [
  get(`${PROJECT}/onboarding/sessions`, ListOnboardingSessions, { query: ListOnboardingSessionsInput }),
  get(`${PROJECT}/onboarding/sessions/:sessionId`, GetOnboardingSession),
  post(`${PROJECT}/onboarding/sessions/:sessionId/apply`, ApplyOnboardingSession),
];
