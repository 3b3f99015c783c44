import * as E from 'fp-ts/lib/Either.js';
import type { Membership } from '../projects/membership.js';
import { isTrialExpired, type Project } from '../projects/project.js';
import { forbidden, trialExpired, type AppError } from '../shared/errors.js';

/** The specification's messages for live voice refusals, word for word. */
export const NOT_A_MEMBER = 'User is not a member of this project';
export const NOT_PROVISIONED = 'This user has not been provisioned. Contact a manager.';
export const VOICE_DISABLED = 'Voice web agent not enabled for this project';
export const ONBOARDING_DISABLED = 'Onboarding not enabled for this project';

/** The public rules' refusals (public-access.ts), kept here beside the specification's so that metrics tell them apart. */
export const PUBLIC_ACCESS_OFF = 'Public access to the live agent is off for this project';
const PROJECT_BUDGET_SPENT = 'This live agent has had all the public conversations it can take today';
const ADDRESS_LIMIT_REACHED = 'Too many live sessions from your address today';
export const projectBudgetMessage = (limit: number): string => `${PROJECT_BUDGET_SPENT} (${limit}/day). Try again tomorrow.`;
export const addressLimitMessage = (limit: number): string => `${ADDRESS_LIMIT_REACHED} (${limit}/day). Try again tomorrow.`;

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
  | 'not_signed_in'
  | 'project_not_found'
  | 'not_a_member'
  | 'not_provisioned'
  | 'voice_disabled'
  | 'not_public'
  | 'trial_expired'
  | 'daily_limit'
  | 'public_budget'
  | 'address_limit'
  | 'voice_provider'
  | 'error';

const FORBIDDEN_BECAUSE: Readonly<Record<string, LiveSessionRefusal>> = {
  [NOT_A_MEMBER]: 'not_a_member',
  [NOT_PROVISIONED]: 'not_provisioned',
  [VOICE_DISABLED]: 'voice_disabled',
  [PUBLIC_ACCESS_OFF]: 'not_public',
};

/** A quota refusal's rule, by its words: a member's daily limit, the project's public budget, or one address's limit. */
const quotaRefusal = (message: string): LiveSessionRefusal =>
  message.startsWith(ADDRESS_LIMIT_REACHED) ? 'address_limit' : message.startsWith(PROJECT_BUDGET_SPENT) ? 'public_budget' : 'daily_limit';

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
      return quotaRefusal(error.message);
    case 'Unavailable':
      return 'voice_provider';
    default:
      return 'error';
  }
}
