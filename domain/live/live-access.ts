import * as E from 'fp-ts/lib/Either.js';
import type { Membership } from '../projects/membership.js';
import { isTrialExpired, type Project } from '../projects/project.js';
import { forbidden, trialExpired, type AppError } from '../shared/errors.js';

/** The specification's messages for live voice refusals, word for word. */
export const NOT_A_MEMBER = 'User is not a member of this project';
export const NOT_PROVISIONED = 'This user has not been provisioned. Contact a manager.';
export const VOICE_DISABLED = 'Voice web agent not enabled for this project';
export const ONBOARDING_DISABLED = 'Onboarding not enabled for this project';

/**
 * Who may use live voice on an existing project, checked in the contract's order: member,
 * provisioned, voice module on, trial not expired. Unlike the rest of the API, a non-member
 * is told so (403) rather than shown a 404: the specification names that message.
 */
export function checkLiveAccess(project: Project, membership: Membership | null, now: Date): E.Either<AppError, Membership> {
  if (membership === null) return E.left(forbidden(NOT_A_MEMBER));
  if (!membership.provisioned) return E.left(forbidden(NOT_PROVISIONED));
  if (!project.modules.voice) return E.left(forbidden(VOICE_DISABLED));
  if (isTrialExpired(project, now)) return E.left(trialExpired());
  return E.right(membership);
}
