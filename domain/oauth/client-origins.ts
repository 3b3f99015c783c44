/** A Chromium extension's id: 32 letters from a to p. */
const EXTENSION_ID = /^[a-p]{32}$/;

/**
 * The origins a browser-based client calls the token endpoint from: those of its redirect URIs,
 * and, for a browser extension signing in through `chrome.identity` (its redirect URI is
 * `https://<extension id>.chromiumapp.org/...`, which the browser hands back to the extension
 * without loading it), the extension's own origin `chrome-extension://<extension id>`: the one
 * extension that can receive that redirect, and no other.
 */
export function clientOrigins(redirectUris: readonly string[]): Set<string> {
  const origins = new Set<string>();
  for (const uri of redirectUris) {
    let url: URL;
    try {
      url = new URL(uri);
    } catch {
      continue;
    }
    origins.add(url.origin);
    const [id, ...rest] = url.hostname.split('.');
    if (url.protocol === 'https:' && rest.join('.') === 'chromiumapp.org' && EXTENSION_ID.test(id!)) origins.add(`chrome-extension://${id}`);
  }
  return origins;
}
