import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { invalid, type AppError } from '../shared/errors.js';
import { withSchemaHint } from '../shared/schema-hints.js';

interface SlugBrand {
  readonly Slug: unique symbol;
}
/** A page's URL path: `about`, `blog/hello-world`. */
export type Slug = string & SlugBrand;

export const SLUG_MAX = 200;

/** Lowercase letters, digits and `-` in segments joined by single `/`: no leading, trailing or double slash. */
const SLUG_PATTERN = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;

const SLUG_RULE = 'lowercase letters, digits and "-", with "/" between segments, at most 200 characters';

export const isSlug = (u: unknown): u is Slug => typeof u === 'string' && u.length <= SLUG_MAX && SLUG_PATTERN.test(u);

/** Not trimmed or lowercased: a slug is an address, and a different spelling is a different address. */
export function parseSlug(raw: unknown, field = 'slug'): E.Either<AppError, Slug> {
  return isSlug(raw) ? E.right(raw) : E.left(invalid(`${field} must be ${SLUG_RULE}`));
}

export const SlugCodec = withSchemaHint(
  new t.Type<Slug, string, unknown>(SLUG_RULE, isSlug, (u, c) => (isSlug(u) ? t.success(u) : t.failure(u, c)), t.identity),
  { type: 'string', minLength: 1, maxLength: SLUG_MAX, pattern: SLUG_PATTERN.source },
);

/**
 * A slug made from a title: accents dropped, anything else that is not a letter or digit
 * becomes `-`. Null when nothing usable is left (a title of only punctuation or non-Latin script).
 */
export function slugify(title: string): Slug | null {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return isSlug(slug) ? slug : null;
}
