import { ApiError } from '../../typescript/client.js';
import { waitWords } from '../../shared/wait-words.js';
import { CaptureRefused } from '../capture/capture-tab.js';
import { SignedOut, Unreachable } from '../connection/failures.js';
import { SignInFailed } from '../connection/oauth.js';

/** A failure as the popup says it, and what it offers next. */
export interface Refusal {
  readonly text: string;
  /** Sign in again (the capture stays). */
  readonly signIn?: boolean;
  /** Tried again by itself after this many seconds (the service unreachable, a 429's wait). */
  readonly retryAfterSeconds?: number;
}

const KEPT = 'Your capture is kept.';
const ended = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

/**
 * What the person reads when a step fails: what happened, what it means for their capture,
 * what to do. `doing` names the step ("Sending the page", "Saving the draft").
 */
export function refusalOf(doing: string, failure: unknown, unreachableRetry: number): Refusal {
  if (failure instanceof SignedOut) return { text: `Your sign-in has ended: sign in again. ${KEPT}`, signIn: true };
  if (failure instanceof Unreachable)
    return { text: `${failure.message} ${KEPT} Trying again in ${waitWords(unreachableRetry)}.`, retryAfterSeconds: unreachableRetry };
  if (failure instanceof CaptureRefused || failure instanceof SignInFailed) return { text: failure.message };
  if (!(failure instanceof ApiError)) return { text: `${doing} failed: something went wrong in the extension. ${KEPT}` };
  const { status, message } = failure;
  switch (status) {
    case 401:
      return { text: `The service no longer accepts this connection (${message}): connect again. ${KEPT}`, signIn: true };
    case 403:
      if (message === 'Trial expired')
        return { text: `${doing} failed: this project’s trial has ended, so nothing can be added to it until its admin chooses a plan.` };
      return {
        text: `${doing} failed: your role on this project does not allow it. Managers and admins add drafts: choose another project, or ask a manager of this one. ${KEPT}`,
      };
    case 409:
      return { text: `${doing} failed: ${ended(message)} Choose another address, or open that draft.` };
    case 413:
      return { text: `${doing} failed: the page is too large for the service (${message}). Select the part you want and capture the selection.` };
    case 429: {
      const wait = failure.retryAfterSeconds ?? 60;
      return { text: `${doing} failed: too many requests. Trying again in ${waitWords(wait)}. ${KEPT}`, retryAfterSeconds: wait };
    }
    default:
      return status >= 500
        ? { text: `${doing} failed: the service had a problem (${status}${failure.requestId === null ? '' : `, request ${failure.requestId}`}). ${KEPT}` }
        : { text: `${doing} failed: ${ended(message)}` };
  }
}
