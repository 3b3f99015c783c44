import { PREVIEW_PATH } from '../../../domain/preview-links/preview-link.js';

/**
 * Leading segments after which the next segment of a path is a secret: a bearer credential that
 * anyone holding the link uses (a preview link's token; an invitation's token, in the portal's
 * page for it and in its accept). No other path of the service carries one: the OAuth
 * interaction's uid needs the browser's signed cookie, codes and tokens travel in query strings
 * and headers, which the log never holds.
 */
const SECRET_AFTER: readonly (readonly string[])[] = [[PREVIEW_PATH.slice(1)], ['edit', 'invite'], ['api', 'invitations']];

/** First segments that begin one of them: any other path is logged as it is, without splitting it. */
const FIRST_SEGMENTS: ReadonlySet<string> = new Set(SECRET_AFTER.map(([first]) => first!));

const REDACTED = '[redacted]';

/** A path segment as the router reads it (percent-decoded), or as sent when it does not decode. */
function decoded(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The path as the request log writes it: a secret segment replaced by `[redacted]`
 * (`/preview/[redacted]/<draftId>`, `/api/invitations/[redacted]/accept`). Read from the path
 * itself, not from the route that matched: a wrong method (405), an unknown path below it (404)
 * or a failure (500) is logged without the secret too, and so is a prefix the router would
 * decode (`/%70review/...`) or a case it would not match.
 */
export function loggedPath(path: string): string {
  const second = path.indexOf('/', 1);
  if (second === -1 || !FIRST_SEGMENTS.has(decoded(path.slice(1, second)).toLowerCase())) return path;
  const segments = path.split('/');
  const secret = SECRET_AFTER.find(
    (prefix) => segments.length > prefix.length + 1 && prefix.every((name, i) => decoded(segments[i + 1]!).toLowerCase() === name),
  );
  if (secret === undefined) return path;
  segments[secret.length + 1] = REDACTED;
  return segments.join('/');
}
