/** The refusal of a browser request sent from a page of another origin. */
export const FOREIGN_ORIGIN = 'Origin not allowed';

/**
 * Whether a request's `Origin` header names another origin than the service's own
 * (PUBLIC_BASE_URL's scheme, host and port). A browser sends `Origin` with every WebSocket
 * handshake and every cross-origin request; a request without one (a program, a same-origin
 * navigation) is not foreign: the check stops other sites' pages, not callers that can write
 * any header they like.
 */
export function ownOriginCheck(publicBaseUrl: string): (origin: string | undefined) => boolean {
  const own = new URL(publicBaseUrl).origin;
  return (origin) => origin === undefined || origin === '' || origin === own;
}
