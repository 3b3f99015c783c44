import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/errors.js';
import type { MetadataPatch } from '../pages/metadata.js';
import { parseSlug, slugify, type Slug } from '../pages/slug.js';

/**
 * Where a draft created from scratch (`draftId: "new"`) goes: `metadata.slug` when sent, else
 * the slugified `metadata.title`, else `untitled-<shortId>`.
 */
export function placeNewDraft(metadata: MetadataPatch, shortId: string): E.Either<AppError, Slug> {
  const slug = metadata.slug;
  if (slug !== undefined && slug !== null) return parseSlug(slug, 'metadata.slug');
  const title = metadata.title;
  const fromTitle = typeof title === 'string' ? slugify(title) : null;
  return E.right(fromTitle ?? (`untitled-${shortId}` as Slug));
}

/** The metadata a placed draft keeps: `slug` only placed it. */
export function withoutSlug(metadata: MetadataPatch): MetadataPatch {
  const { slug: _placed, ...rest } = metadata;
  return rest;
}
