import * as E from 'fp-ts/lib/Either.js';
import { isTrialExpired, type Project } from '../projects/project.js';
import { forbidden, quotaExceeded, trialExpired, type AppError } from '../shared/errors.js';
import { addressLimitMessage, projectBudgetMessage, VOICE_DISABLED } from './live-access.js';
import { secondsToNextUtcMidnight } from './live-session.js';
import type { LiveSpeaker } from './live-speaker.js';

/**
 * The rules for the public (a project's live agent with access `public`, and callers of its
 * phone number): which tools they may run, when the agent takes them, and the daily budget
 * that bounds what they cost.
 */

/** The tools a public visitor or caller may run; onboarding and every other tool are members' only. */
export const PUBLIC_TOOLS: readonly string[] = ['update_profile', 'ask', 'answer', 'transfer_to_manager'];

export const publicToolRefused = (tool: string): string => `The ${tool} tool is not available to public visitors`;

/** Whether `speaker` may run the tool named `tool` (members: any tool; the public: `PUBLIC_TOOLS`). */
export const mayRunTool = (speaker: LiveSpeaker, tool: string): boolean => speaker.kind === 'member' || PUBLIC_TOOLS.includes(tool);

/** Whether the project's owner opened the live agent to the public. */
export const isOpenToPublic = (project: Project): boolean => project.settings.live_agent.access === 'public';

/**
 * Whether the agent takes a public visitor or caller now: the voice module on and the trial not
 * expired (the members' rules, with the same messages). Whether the agent is public at all is
 * the caller's check: a web visitor needs access `public`, a phone caller the project's number.
 */
export function checkPublicAgent(project: Project, now: Date): E.Either<AppError, Project> {
  if (!project.modules.voice) return E.left(forbidden(VOICE_DISABLED));
  if (isTrialExpired(project, now)) return E.left(trialExpired());
  return E.right(project);
}

/** What bounds the public's sessions on a project, per UTC day. */
export interface PublicBudget {
  /** Sessions of the whole public on the project (the plan's `public_sessions_per_day`). */
  readonly perProject: number;
  /** Sessions from one address: a client IP, or a caller's number. */
  readonly perAddress: number;
}

/** How a public session's reservation ended (the store decides it atomically). */
export type PublicReservation = 'reserved' | 'project_budget_spent' | 'address_limit_reached';

/** The 429 a refused reservation answers (`Retry-After`: the next UTC midnight, when both reset), or null when reserved. */
export function publicRefusal(outcome: PublicReservation, budget: PublicBudget, now: Date): AppError | null {
  switch (outcome) {
    case 'reserved':
      return null;
    case 'project_budget_spent':
      return quotaExceeded(projectBudgetMessage(budget.perProject), secondsToNextUtcMidnight(now));
    case 'address_limit_reached':
      return quotaExceeded(addressLimitMessage(budget.perAddress), secondsToNextUtcMidnight(now));
  }
}
