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

/** Why a live session was not started, as operators count refusals (one word per rule, for `/metrics`). */
export type LiveSessionRefusal =
  'not_signed_in' | 'project_not_found' | 'not_a_member' | 'not_provisioned' | 'voice_disabled' | 'trial_expired' | 'daily_limit' | 'voice_provider' | 'error';

const FORBIDDEN_BECAUSE: Readonly<Record<string, LiveSessionRefusal>> = {
  [NOT_A_MEMBER]: 'not_a_member',
  [NOT_PROVISIONED]: 'not_provisioned',
  [VOICE_DISABLED]: 'voice_disabled',
};

/** The rule a session start's error stands for: the access rules above, the daily quota, or the voice provider. */
export function liveSessionRefusal(error: AppError): LiveSessionRefusal {
  switch (error._tag) {
    case 'Unauthenticated':
      return 'not_signed_in';
    case 'NotFound':
      return 'project_not_found';
    case 'Forbidden':
      return FORBIDDEN_BECAUSE[error.message] ?? 'error';
    case 'TrialExpired':
      return 'trial_expired';
    case 'QuotaExceeded':
      return 'daily_limit';
    case 'Unavailable':
      return 'voice_provider';
    default:
      return 'error';
  }
}
