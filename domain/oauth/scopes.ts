/**
 * The scopes an OAuth client may ask for, each one including the one before it:
 * - `content:read` reads content;
 * - `content:draft` also writes drafts, captured pages and images, never anything live (what
 *   the browser extension asks for: it captures pages into drafts, a person publishes them);
 * - `content:write` also edits live pages and navigation, and publishes.
 */
export const CONTENT_READ = 'content:read';
export const CONTENT_DRAFT = 'content:draft';
export const CONTENT_WRITE = 'content:write';
export type ContentScope = typeof CONTENT_READ | typeof CONTENT_DRAFT | typeof CONTENT_WRITE;
/** Weakest first: a scope grants every scope before it in this list. */
export const OAUTH_SCOPES: readonly ContentScope[] = [CONTENT_READ, CONTENT_DRAFT, CONTENT_WRITE];

/** What each scope lets a client do, as the consent page says it. */
export const SCOPE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  [CONTENT_READ]: 'Read your projects, pages, drafts and templates',
  [CONTENT_DRAFT]: 'Capture pages into drafts, edit drafts and add images, without publishing',
  [CONTENT_WRITE]: 'Edit drafts and pages, and publish them',
};

/** Whether scopes held grant `needed`: a scope includes the weaker ones (a client that edits reads what it edits). */
export const scopesGrant = (held: readonly ContentScope[], needed: ContentScope): boolean =>
  held.some((scope) => OAUTH_SCOPES.indexOf(scope) >= OAUTH_SCOPES.indexOf(needed));

/** The content scopes among `scope` (a space-separated OAuth scope string), in a fixed order. */
export const contentScopesOf = (scope: string | undefined): ContentScope[] => {
  const requested = new Set((scope ?? '').split(' '));
  return OAUTH_SCOPES.filter((s) => requested.has(s));
};
