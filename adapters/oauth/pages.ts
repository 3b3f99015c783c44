import { escapeHtml } from '../../domain/shared/html.js';
import { SCOPE_DESCRIPTIONS } from '../../domain/oauth/scopes.js';

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
  /** How to get an ID token to paste (the development issuer's command, or the identity provider). */
  readonly signInHint: string;
  /** Why the last submission was refused, shown above the form. */
  readonly error?: string;
}

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}' +
  'main{max-width:32rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px #0002}' +
  'h1{font-size:1.4rem;margin-top:0}code{background:#f4f4f5;padding:0 .25rem;border-radius:.25rem;word-break:break-all}' +
  'dt{font-weight:600}dd{margin:0 0 .5rem}textarea{width:100%;box-sizing:border-box;font:13px monospace}' +
  '.error{background:#fef2f2;color:#991b1b;padding:.5rem .75rem;border-radius:.25rem}.hint{color:#52525b;font-size:.9rem}' +
  'button{font:inherit;padding:.5rem 1.25rem;margin-right:.5rem;border-radius:.25rem;border:1px solid #18181b;cursor:pointer}' +
  'button[value=allow]{background:#18181b;color:#fff}';

function layout(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main>${body}</main></body></html>`
  );
}

/**
 * The sign-in and consent page, in one form: the client (its name, its ID, the host it
 * returns to, the resource the token is for), the scopes it asks for, a field for the user's
 * ID token, and Allow or Deny.
 * The form posts back to the same address with the interaction's CSRF token.
 */
export function consentPage(page: ConsentPage): string {
  const name = page.clientName ?? page.clientId;
  const scopes =
    page.scopes.length === 0
      ? '<li>No access to content (it asked for no content scope)</li>'
      : page.scopes.map((scope) => `<li><code>${escapeHtml(scope)}</code>: ${escapeHtml(SCOPE_DESCRIPTIONS[scope] ?? scope)}</li>`).join('');
  const error = page.error === undefined ? '' : `<p class="error" role="alert">${escapeHtml(page.error)}</p>`;
  return layout(
    `Connect ${name}`,
    `<h1>Connect ${escapeHtml(name)} to your content</h1>${error}` +
      `<dl><dt>Application</dt><dd>${escapeHtml(name)}<br><code>${escapeHtml(page.clientId)}</code></dd>` +
      `<dt>Returns to</dt><dd><code>${escapeHtml(page.redirectHost)}</code></dd>` +
      `<dt>For</dt><dd>${page.resources.map((resource) => `<code>${escapeHtml(resource)}</code>`).join(' ')}</dd></dl>` +
      `<p>It asks to:</p><ul>${scopes}</ul>` +
      `<form method="post" action="/oauth/interaction/${encodeURIComponent(page.uid)}">` +
      `<input type="hidden" name="csrf" value="${escapeHtml(page.csrf)}">` +
      `<p><label for="id_token">Sign in: your ID token</label><br>` +
      `<textarea id="id_token" name="id_token" rows="5" autocomplete="off" spellcheck="false"></textarea></p>` +
      `<p class="hint">${escapeHtml(page.signInHint)}</p>` +
      `<p><button type="submit" name="decision" value="allow">Allow</button><button type="submit" name="decision" value="deny">Deny</button></p>` +
      `</form>`,
  );
}

/** A page that says why the flow cannot go on (an expired request, a stale form, a library error). */
export function problemPage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p class="hint">Start again from the application you were connecting.</p>`);
}
