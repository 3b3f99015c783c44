import { escapeHtml } from '../../domain/shared/html.js';
import { SCOPE_DESCRIPTIONS } from '../../domain/oauth/scopes.js';
import type { AssetCatalog } from '../http/assets/asset-catalog.js';
import { htmlDocument } from '../http/pages/html-document.js';

/** What the consent page shows about the request. Every value is escaped where it is written. */
export interface ConsentPage {
  readonly uid: string;
  readonly csrf: string;
  readonly clientId: string;
  readonly clientName: string | null;
  /** The host the browser goes back to (the redirect URI's). */
  readonly redirectHost: string;
  readonly scopes: readonly string[];
  /** What the token will be for: the authorization request's `resource` (`<base>/mcp` or `<base>/api`). */
  readonly resources: readonly string[];
  /** Why the last submission was refused, shown above the form. */
  readonly error?: string;
}

/**
 * The sign-in and consent page: the client (its name, its ID, the host it returns to, the
 * resource the token is for), the scopes it asks for, the sign-in component (clients/consent/),
 * and Allow or Deny. The form posts back to the same address with the interaction's CSRF token
 * and, on Allow, a fresh ID token the component puts in `id_token`; Allow stays disabled until
 * the person is signed in.
 */
export function consentPage(assets: AssetCatalog, page: ConsentPage): string {
  const name = page.clientName ?? page.clientId;
  const scopes =
    page.scopes.length === 0
      ? '<li>No access to content (it asked for no content scope)</li>'
      : page.scopes.map((scope) => `<li><code>${escapeHtml(scope)}</code>: ${escapeHtml(SCOPE_DESCRIPTIONS[scope] ?? scope)}</li>`).join('');
  // Always present, so that the page's script can put a message in it that screen readers announce.
  const error = `<p id="consent-error" class="error" role="alert"${page.error === undefined ? ' hidden>' : `>${escapeHtml(page.error)}`}</p>`;
  return htmlDocument(assets, {
    title: `Connect ${name}`,
    entries: ['page', 'consent'],
    body:
      `<main><h1>Connect ${escapeHtml(name)} to your content</h1>${error}` +
      `<dl><dt>Application</dt><dd>${escapeHtml(name)}<br><code>${escapeHtml(page.clientId)}</code></dd>` +
      `<dt>Returns to</dt><dd><code>${escapeHtml(page.redirectHost)}</code></dd>` +
      `<dt>For</dt><dd>${page.resources.map((resource) => `<code>${escapeHtml(resource)}</code>`).join(' ')}</dd></dl>` +
      `<p>It asks to:</p><ul>${scopes}</ul>` +
      `<section class="sign-in" data-sign-in aria-label="Sign in">` +
      `<noscript><p class="error">Signing in needs JavaScript: turn it on for this page, then reload it.</p></noscript></section>` +
      `<form method="post" action="/oauth/interaction/${encodeURIComponent(page.uid)}" data-consent>` +
      `<input type="hidden" name="csrf" value="${escapeHtml(page.csrf)}"><input type="hidden" name="id_token" value="">` +
      `<p class="hint" id="allow-hint">Sign in above to allow access.</p>` +
      `<p class="actions"><button type="submit" name="decision" value="allow" aria-describedby="allow-hint" disabled>Allow</button>` +
      `<button type="submit" name="decision" value="deny">Deny</button></p>` +
      `</form></main>`,
  });
}

/** A page that says why the flow cannot go on (an expired request, a stale form, a library error). */
export function problemPage(assets: AssetCatalog, title: string, message: string): string {
  return htmlDocument(assets, {
    title,
    entries: ['page'],
    body: `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p class="hint">Start again from the application you were connecting.</p></main>`,
  });
}
