/**
 * Fetching a URL that someone outside the service chose (a business website, a webhook
 * endpoint, an OAuth client's metadata document) without letting them aim the service at its
 * own network: only http and https, only the standard ports, never a private, loopback,
 * link-local or otherwise non-public address (checked on the address actually connected to,
 * at every redirect), within a time and a size limit. Deployments may allow private addresses
 * explicitly (development, tests).
 */
export interface GuardedRequest {
  readonly method?: 'GET' | 'POST' | 'HEAD';
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  /** Redirects followed (each hop checked like the first); 0 refuses any. At most 5. Default 5. */
  readonly maxRedirects?: number;
  /** For the whole exchange, redirects included. Default 10 s. */
  readonly timeoutMs?: number;
  /** Of the (decoded) body. Default 2 MB. */
  readonly maxBytes?: number;
  /** Media types accepted (`text/html`); `any` accepts every one. Default `any`. */
  readonly contentTypes?: readonly string[] | 'any';
}

interface GuardedResponse {
  readonly kind: 'response';
  readonly status: number;
  /** The URL that answered (after redirects). */
  readonly url: string;
  /** Lower-case header names. */
  readonly headers: Readonly<Record<string, string>>;
  /** The media type without parameters, lower case (`text/html`); empty when none was sent. */
  readonly contentType: string;
  /** The `charset` parameter of the content type, when sent. */
  readonly charset: string | null;
  readonly body: Uint8Array;
}

/** Why nothing was fetched (or kept). `message` names the reason without echoing secrets. */
export type GuardedFailureReason =
  'invalid_url' | 'scheme' | 'port' | 'credentials' | 'address' | 'redirects' | 'timeout' | 'too_large' | 'content_type' | 'network';

export interface GuardedFailure {
  readonly kind: 'refused' | 'failed';
  readonly reason: GuardedFailureReason;
  readonly message: string;
}

export type GuardedOutcome = GuardedResponse | GuardedFailure;

export interface GuardedFetch {
  /** Never throws for anything the URL or the remote side does: that is a `GuardedFailure`. */
  fetch(url: string, request?: GuardedRequest): Promise<GuardedOutcome>;
}
export const GuardedFetch = Symbol.for('GuardedFetch');

export const MAX_REDIRECTS = 5;
