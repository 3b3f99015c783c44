import { SignInError } from '../sign-in/types.js';
import { waitWords } from '../shared/wait-words.js';
import { ApiError, ApiUnreachable } from './api.js';

/** A step the page itself refuses, in words that finish "<doing> failed: ". */
export class Refusal extends Error {
  override readonly name = 'Refusal';
}

/** The service's message as the end of a sentence. */
const ended = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

/** Who may do what was refused for a role: said after "your role on this project does not allow it." */
const PAGES_PERMISSION = 'Managers and admins edit and publish pages.';

/**
 * What a person reads when a request fails: the service's own message, with what it means for
 * them and what to do. `doing` names what failed ("Saving", "Publishing"); `permission` says who
 * may do it, for a refusal of the role (by default: who edits and publishes pages).
 */
export function describeFailure(doing: string, failure: unknown, permission = PAGES_PERMISSION): string {
  if (failure instanceof ApiUnreachable) return `${doing} failed: the service could not be reached. Check your connection; nothing you typed is lost.`;
  if (failure instanceof Refusal) return `${doing} failed: ${ended(failure.message)}`;
  if (failure instanceof SignInError) return `${doing} failed: you are signed out (${failure.message}). Sign in again; nothing you typed is lost.`;
  if (!(failure instanceof ApiError)) return `${doing} failed: something went wrong in this page. Reload it to try again.`;
  const { status, message } = failure;
  switch (status) {
    case 400:
      return `${doing} failed: the service refused it: ${ended(message)}`;
    case 401:
      return `${doing} failed: your sign-in has ended. Sign in again; nothing you typed is lost.`;
    case 403:
      if (message === 'Trial expired')
        return `${doing} failed: this project’s trial has ended, so nothing in it can be changed until its admin chooses a plan.`;
      if (message === 'Insufficient permission') return `${doing} failed: your role on this project does not allow it. ${permission}`;
      return `${doing} failed: not allowed (${message}).`;
    case 404:
      return `${doing} failed: not found (${message}). It may have been discarded, published or deleted meanwhile.`;
    case 409:
      return `${doing} failed: ${ended(message)}`;
    case 413:
      return `${doing} failed: too large for the service (${message}).`;
    case 415:
      return `${doing} failed: ${ended(message)}`;
    case 429:
      return `${doing} failed: too many requests. Try again in ${waitWords(failure.retryAfterSeconds ?? 60)}.`;
    default:
      return status >= 500
        ? `${doing} failed: the service had a problem (${status}${failure.requestId === null ? '' : `, request ${failure.requestId}`}). Try again in a moment.`
        : `${doing} failed: ${message} (${status}).`;
  }
}

/** Whether the failure says the caller may only read the project (a member, or a trial that ended). */
export function isReadOnlyRefusal(failure: unknown): boolean {
  return failure instanceof ApiError && failure.status === 403 && (failure.message === 'Trial expired' || failure.message === 'Insufficient permission');
}
