import type { GuardedFetch, GuardedOutcome, GuardedRequest } from '../../application/shared/guarded-fetch.js';

/** A client ID metadata document is a few hundred bytes; the library refuses more than 5 KB itself. */
const DOCUMENT_MAX_BYTES = 5 * 1024;
const DOCUMENT_TIMEOUT_MS = 2500;

/**
 * The library's `fetch` (used for client ID metadata documents, the only outgoing request the
 * enabled features make) on the service's `GuardedFetch`: no private or loopback address
 * (unless the deployment allows them), standard ports only, no redirect (the library asks
 * for `redirect: manual` and refuses anything but a 200), a time and a size limit. The answer
 * is a web `Response`, as the library expects; a refusal is an error, which it reports to the
 * client as `invalid_client`. `currentRequest` names the library's request being served.
 */
export function guardedProviderFetch(
  guarded: GuardedFetch,
  currentRequest: () => object | undefined,
): (url: URL | string, init?: RequestInit) => Promise<Response> {
  // The library looks a client up twice in an authorization request whose client ID metadata
  // document fails (once more to shape its error): one fetch per request and URL, answered again.
  const fetchedBy = new WeakMap<object, Map<string, Promise<GuardedOutcome>>>();
  const fetchOnce = (url: string, request: GuardedRequest): Promise<GuardedOutcome> => {
    const serving = currentRequest();
    if (serving === undefined) return guarded.fetch(url, request);
    let fetched = fetchedBy.get(serving);
    if (fetched === undefined) fetchedBy.set(serving, (fetched = new Map()));
    let outcome = fetched.get(url);
    if (outcome === undefined) fetched.set(url, (outcome = guarded.fetch(url, request)));
    return outcome;
  };
  return async (url, init = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      if (name !== 'user-agent') headers[name] = value;
    });
    const outcome = await fetchOnce(String(url), {
      method: 'GET',
      headers,
      maxRedirects: 0,
      timeoutMs: DOCUMENT_TIMEOUT_MS,
      maxBytes: DOCUMENT_MAX_BYTES,
      contentTypes: 'any',
    });
    if (outcome.kind !== 'response') throw new Error(`client metadata document not fetched: ${outcome.reason}`);
    // A redirect answered as such (never followed): the library refuses any status but 200.
    const status = outcome.status >= 200 && outcome.status <= 599 ? outcome.status : 502;
    const body = status === 204 || status === 304 ? null : Buffer.from(outcome.body);
    // The body is already decoded and whole: its framing headers no longer describe it.
    const { 'content-length': _length, 'content-encoding': _encoding, 'transfer-encoding': _transfer, ...kept } = outcome.headers;
    return new Response(body, { status, headers: kept });
  };
}
