import * as t from 'io-ts';
import { withSchemaHint } from '../shared/schema-hints.js';

/** The longest page path kept. */
const SITE_PAGE_MAX = 500;

/**
 * The path of the site's page a visitor talks from (`/en/delivery/`): what the launcher reports
 * (`location.pathname`), never its query or fragment, which can carry a visitor's identifiers.
 * Printable ASCII (a browser's `pathname` is percent-encoded), starting with `/`; no space, `?` or `#`.
 */
const isSitePage = (u: unknown): u is string => typeof u === 'string' && u.length <= SITE_PAGE_MAX && /^\/[\x21\x22\x24-\x3e\x40-\x7e]*$/.test(u);

/** The page a tool call came from, as the conversation frame sends it. */
export const SitePage = withSchemaHint(
  new t.Type<string, string, unknown>(
    `a path of the site starting with / (at most ${SITE_PAGE_MAX} characters, without spaces, ? or #)`,
    isSitePage,
    (u, c) => (isSitePage(u) ? t.success(u) : t.failure(u, c)),
    t.identity,
  ),
  { type: 'string', maxLength: SITE_PAGE_MAX, pattern: '^/[!-"$->@-~]*$' },
);

/** `raw` when it is a page path, else null (the conversation frame drops what it cannot pass on). */
export const sitePageOrNull = (raw: unknown): string | null => (isSitePage(raw) ? raw : null);
