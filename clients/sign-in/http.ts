import { SignInError } from './types.js';

const UNREACHABLE = 'Could not reach the service. Check your connection, then try again.';

export interface JsonAnswer {
  readonly status: number;
  readonly body: unknown;
  /** `Retry-After` in seconds, when the answer carries one. */
  readonly retryAfter: number | null;
}

/** One JSON request to the service, without cookies; a network failure is a SignInError in words. */
export async function requestJson(url: string, init: { readonly method?: 'GET' | 'POST'; readonly body?: unknown } = {}): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'omit',
    });
  } catch {
    throw new SignInError(UNREACHABLE);
  }
  const body: unknown = await response.json().catch(() => null);
  const retryAfter = Number(response.headers.get('retry-after'));
  return { status: response.status, body, retryAfter: Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : null };
}

/** The `error` of the service's `{ "error": "..." }` answers. */
export function serviceError(body: unknown): string | null {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof error === 'string' && error !== '' ? error : null;
}

/** `Too many ... try again in N seconds`, from a 429's Retry-After. */
export function tooManyAttempts(retryAfter: number | null): string {
  const wait = retryAfter === null ? 'a minute' : retryAfter === 1 ? '1 second' : `${retryAfter} seconds`;
  return `Too many sign-in attempts from this address: try again in ${wait}.`;
}
