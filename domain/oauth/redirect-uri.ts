/** Host names of the loopback interface, as OAuth for native apps (RFC 8252) names them. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * The hosts whose pages must never receive an authorization code, because a script there
 * could read it from the address: the service's own (its pages, and `/sites/` on it) and every
 * host that serves a published site.
 */
export interface ServedHosts {
  /** PUBLIC_BASE_URL: the service's own origin. */
  readonly publicBaseUrl: string;
  /** SITES_DOMAIN: each project's site is served on a host under it (`<project>.<SITES_DOMAIN>`). */
  readonly sitesDomain: string;
  /** The verified custom domains of any project among the hosts asked about (a store lookup: empty when not looked up). */
  readonly customDomains: ReadonlySet<string>;
}

/** A URL's host name, lowercase, without a trailing dot (`[::1]` keeps its brackets, as URL gives it). */
const hostOf = (url: URL): string => url.hostname.toLowerCase().replace(/\.$/, '');

const portOf = (url: URL): string => url.port || (url.protocol === 'https:' ? '443' : '80');

/**
 * Whether `url` reaches pages the service serves. The service's own host is refused on any port
 * (another port of the same host name shares its cookies, and is the operator's, not a
 * client's), except on the loopback interface (development), where only the service's own port
 * is: there every port is another program, and native clients listen on ports of their choosing.
 * A site host is any host under SITES_DOMAIN and every verified custom domain, on any port.
 */
function servedBy(url: URL, served: ServedHosts): boolean {
  const own = new URL(served.publicBaseUrl);
  const host = hostOf(url);
  if (LOOPBACK_HOSTS.has(hostOf(own))) {
    if (LOOPBACK_HOSTS.has(host) && portOf(url) === portOf(own)) return true;
  } else if (host === hostOf(own)) {
    return true;
  }
  const sitesDomain = served.sitesDomain.toLowerCase().replace(/\.$/, '');
  return host.endsWith(`.${sitesDomain}`) || served.customDomains.has(host);
}

/**
 * What is wrong with a client's redirect URI, or null when it is acceptable: an absolute
 * `https` URI, or an `http` URI on the loopback interface (a native client listening on a
 * port of its choosing, which may change from one authorization to the next); never a
 * fragment, user information, or any other scheme (`javascript:`, `data:`, custom schemes);
 * never a host whose pages the service serves (its own, a published site's): the code would
 * land in a page whose script can read it, and the consent page would name the service itself.
 */
export function redirectUriProblem(uri: string, served: ServedHosts): string | null {
  let parsed: URL;
  try {
    parsed = new URL(uri);
  } catch {
    return 'redirect_uris must be absolute URIs';
  }
  if (uri.includes('#')) return 'redirect_uris must not contain fragments';
  if (parsed.username !== '' || parsed.password !== '') return 'redirect_uris must not contain user information';
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'redirect_uris must use https (or http on the loopback interface)';
  if (servedBy(parsed, served)) {
    return `redirect_uris must not return to ${parsed.host}: this service serves its own pages or published sites there, and a script on such a page could read the authorization code`;
  }
  if (parsed.protocol === 'http:' && !LOOPBACK_HOSTS.has(parsed.hostname)) {
    return 'redirect_uris may use http only on the loopback interface (127.0.0.1, [::1], localhost)';
  }
  return null;
}

/** The host names of the redirect URIs among `uris` (what a custom domain lookup needs). */
export const redirectHosts = (uris: readonly unknown[]): string[] => [
  ...new Set(uris.flatMap((uri) => (typeof uri === 'string' && URL.canParse(uri) ? [hostOf(new URL(uri))] : []))),
];
