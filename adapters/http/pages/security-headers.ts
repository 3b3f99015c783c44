/**
 * The security headers of the service's own HTML pages (the OAuth consent page, the Edit Mode
 * page, /docs): a strict Content-Security-Policy in which only the service's own files run
 * (`/assets/`, no inline script or style, no eval), nothing is embedded, and the page is
 * framed by nobody unless it says so.
 */
export interface PagePolicy {
  /** Origins the page's scripts may call besides the service (the identity provider's API). */
  readonly connectTo?: readonly string[];
  /** Images from elsewhere than the service (e.g. `data:` or a media host). */
  readonly imagesFrom?: readonly string[];
  /** Who may frame the page: nobody by default. */
  readonly frameAncestors?: readonly string[];
  /**
   * Where the page's forms may be sent: the service by default. `'any'` leaves it open, for a
   * form whose answer redirects elsewhere (browsers hold the redirect to `form-action` too).
   */
  readonly formAction?: readonly string[] | 'any';
  /** `no-referrer` by default. */
  readonly referrerPolicy?: 'no-referrer' | 'same-origin' | 'strict-origin-when-cross-origin';
}

/** A source as CSP takes it: a keyword, a scheme, or an origin; nothing that could end a directive. */
const SOURCE = /^(?:'(?:self|none)'|[a-z][a-z0-9+.-]*:|[a-z][a-z0-9+.-]*:\/\/[^\s;,'"]+)$/i;

function sources(list: readonly string[]): string {
  for (const source of list) if (!SOURCE.test(source)) throw new Error(`not a Content-Security-Policy source: ${JSON.stringify(source)}`);
  return list.join(' ');
}

export function contentSecurityPolicy(policy: PagePolicy = {}): string {
  const directives = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${sources(["'self'", ...(policy.imagesFrom ?? [])])}`,
    "font-src 'self'",
    `connect-src ${sources(["'self'", ...(policy.connectTo ?? [])])}`,
    "object-src 'none'",
    "base-uri 'none'",
    `frame-ancestors ${sources(policy.frameAncestors?.length ? policy.frameAncestors : ["'none'"])}`,
  ];
  if (policy.formAction !== 'any') directives.push(`form-action ${sources(["'self'", ...(policy.formAction ?? [])])}`);
  return directives.join('; ');
}

/** Every header a page of the service sends: the policy, no MIME sniffing, the referrer rule, and the older framing header. */
export function pageSecurityHeaders(policy: PagePolicy = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(policy),
    'x-content-type-options': 'nosniff',
    'referrer-policy': policy.referrerPolicy ?? 'no-referrer',
  };
  if (!policy.frameAncestors?.length) headers['x-frame-options'] = 'DENY';
  return headers;
}
