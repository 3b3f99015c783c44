/** Host names of the loopback interface, as OAuth for native apps (RFC 8252) names them. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * What is wrong with a client's redirect URI, or null when it is acceptable: an absolute
 * `https` URI, or an `http` URI on the loopback interface (a native client listening on a
 * port of its choosing, which may change from one authorization to the next); never a
 * fragment, user information, or any other scheme (`javascript:`, `data:`, custom schemes).
 */
export function redirectUriProblem(uri: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(uri);
  } catch {
    return 'redirect_uris must be absolute URIs';
  }
  if (uri.includes('#')) return 'redirect_uris must not contain fragments';
  if (parsed.username !== '' || parsed.password !== '') return 'redirect_uris must not contain user information';
  if (parsed.protocol === 'https:') return null;
  if (parsed.protocol === 'http:') {
    return LOOPBACK_HOSTS.has(parsed.hostname) ? null : 'redirect_uris may use http only on the loopback interface (127.0.0.1, [::1], localhost)';
  }
  return 'redirect_uris must use https (or http on the loopback interface)';
}
