import type { Role } from '../projects/role.js';

/** The scopes an OAuth client may ask for: reading content, and writing it (publishing included). */
export const CONTENT_READ = 'content:read';
export const CONTENT_WRITE = 'content:write';
export const OAUTH_SCOPES: readonly string[] = [CONTENT_READ, CONTENT_WRITE];

/** What each scope lets a client do, as the consent page says it. */
export const SCOPE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  [CONTENT_READ]: 'Read your projects, pages, drafts and templates',
  [CONTENT_WRITE]: 'Edit drafts and pages, and publish them',
};

/**
 * The highest role an access token with these scopes acts with (see `UserActor.roleCap`):
 * `content:write` a manager's (reads, writes, publishing), `content:read` a member's (reads
 * only: every write needs a manager), nothing else none. Never `admin`: a client cannot
 * manage members, keys or settings.
 */
export function roleCapOf(scopes: readonly string[]): Role | null {
  if (scopes.includes(CONTENT_WRITE)) return 'manager';
  if (scopes.includes(CONTENT_READ)) return 'member';
  return null;
}

/** The content scopes among `scope` (a space-separated OAuth scope string), in a fixed order. */
export const contentScopesOf = (scope: string | undefined): string[] => {
  const requested = new Set((scope ?? '').split(' '));
  return OAUTH_SCOPES.filter((s) => requested.has(s));
};
