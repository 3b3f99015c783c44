import type { WebhookEndpoint } from './endpoint.js';

/**
 * The delivery policy of the contract: a 2xx answer delivers; network errors, timeouts, 408,
 * 429 and 5xx are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then the delivery
 * fails; any other answer fails it at once, and 410 also disables the endpoint.
 */
export const RETRY_DELAYS_MS: readonly number[] = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** An endpoint whose every attempt failed for this long is disabled. */
const DISABLE_AFTER_FAILING_MS = 5 * 24 * 3_600_000;

export type AttemptResult =
  /** The endpoint answered with this status. */
  | { readonly kind: 'answered'; readonly status: number }
  /** No answer: connection failed, timed out, or the answer could not be read. Retried. */
  | { readonly kind: 'unreachable'; readonly error: string }
  /** Not attempted: the URL's address or port is not allowed. Not retried. */
  | { readonly kind: 'refused'; readonly error: string };

export type Verdict =
  { readonly kind: 'delivered' } | { readonly kind: 'retry'; readonly next_attempt_at: string } | { readonly kind: 'failed'; readonly disable: boolean };

const retriable = (result: AttemptResult): boolean =>
  result.kind === 'unreachable' || (result.kind === 'answered' && (result.status === 408 || result.status === 429 || result.status >= 500));

/** What becomes of a delivery after its `attempts`-th attempt (1 for the first) ended with `result` at `at`. */
export function verdictOf(result: AttemptResult, attempts: number, at: Date): Verdict {
  if (result.kind === 'answered' && result.status >= 200 && result.status < 300) return { kind: 'delivered' };
  if (retriable(result)) {
    const delay = RETRY_DELAYS_MS[attempts - 1];
    return delay === undefined ? { kind: 'failed', disable: false } : { kind: 'retry', next_attempt_at: new Date(at.getTime() + delay).toISOString() };
  }
  return { kind: 'failed', disable: result.kind === 'answered' && result.status === 410 };
}

/** The delivery log's `last_error` for an attempt (null when the status code says it all). */
export function attemptError(result: AttemptResult): string | null {
  if (result.kind !== 'answered') return result.error;
  if (result.status === 410) return 'the endpoint answered 410 Gone: the webhook is disabled';
  if (result.status >= 300 && result.status < 400) return `the endpoint answered a redirect (${result.status}), which is not followed`;
  return null;
}

/** Failing since this time or earlier means the endpoint has failed for five days: disable it. */
export const failingCutoff = (at: Date): string => new Date(at.getTime() - DISABLE_AFTER_FAILING_MS).toISOString();

/** Whether an endpoint is enabled, and since when every attempt to it has failed. */
export type EndpointHealth = Pick<WebhookEndpoint, 'enabled' | 'failing_since'>;

/**
 * An endpoint after another failed attempt that counts against it, said once for every store
 * (each calls it in the settlement's transaction, on the endpoint it just read): failing since
 * its first failure in a row; disabled at once when the failure says so (it answered 410), or
 * once it has been failing since `cutoff` or earlier (five days before the attempt, see
 * `failingCutoff`). A disabled endpoint stays disabled until an admin enables it.
 */
export function afterFailedAttempt(
  current: EndpointHealth,
  failure: { readonly at: string; readonly disable: boolean; readonly cutoff: string },
): EndpointHealth {
  const failingSince = current.failing_since ?? failure.at;
  return { failing_since: failingSince, enabled: current.enabled && !failure.disable && failingSince > failure.cutoff };
}
