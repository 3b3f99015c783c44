/** The scopes an OAuth client may ask for: reading content, and writing it (publishing included). */
export const CONTENT_READ = 'content:read';
export const CONTENT_WRITE = 'content:write';
export type ContentScope = typeof CONTENT_READ | typeof CONTENT_WRITE;
export const OAUTH_SCOPES: readonly ContentScope[] = [CONTENT_READ, CONTENT_WRITE];

/** What each scope lets a client do, as the consent page says it. */
export const SCOPE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  [CONTENT_READ]: 'Read your projects, pages, drafts and templates',
  [CONTENT_WRITE]: 'Edit drafts and pages, and publish them',
};

/** Whether scopes held grant `needed`: `content:write` includes reading (a client that edits reads what it edits). */
export const scopesGrant = (held: readonly ContentScope[], needed: ContentScope): boolean =>
  held.includes(needed) || (needed === CONTENT_READ && held.includes(CONTENT_WRITE));

/** The content scopes among `scope` (a space-separated OAuth scope string), in a fixed order. */
export const contentScopesOf = (scope: string | undefined): ContentScope[] => {
  const requested = new Set((scope ?? '').split(' '));
  return OAUTH_SCOPES.filter((s) => requested.has(s));
};
