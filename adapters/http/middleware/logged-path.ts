import { PREVIEW_PATH } from '../../../domain/preview-links/preview-link.js';

/**
 * First segments after which the next segment of a path is a secret: a bearer credential that
 * anyone holding the link uses (a preview link's token). No other path of the service carries
 * one: the OAuth interaction's uid needs the browser's signed cookie, codes and tokens travel in
 * query strings and headers, which the log never holds.
 */
const SECRET_AFTER: ReadonlySet<string> = new Set([PREVIEW_PATH]);

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
 * (`/preview/[redacted]/<draftId>`). Read from the path itself, not from the route that matched:
 * a wrong method (405), an unknown path below it (404) or a failure (500) is logged without the
 * secret too, and so is a prefix the router would decode (`/%70review/...`) or a case it would not
 * match.
 */
export function loggedPath(path: string): string {
  const second = path.indexOf('/', 1);
  if (second === -1 || !SECRET_AFTER.has(decoded(path.slice(0, second)).toLowerCase())) return path;
  const end = path.indexOf('/', second + 1);
  return `${path.slice(0, second)}/${REDACTED}${end === -1 ? '' : path.slice(end)}`;
}
