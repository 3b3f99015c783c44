import * as E from 'fp-ts/lib/Either.js';
import { invalid, type AppError } from '../../../domain/shared/errors.js';
import type { PageRepository } from '../../pages/ports.js';

export const SIDEBAR_GROUP_NOT_FOUND = 'Sidebar group not found';
export const HEADER_NAV_ITEM_NOT_FOUND = 'Header navigation item not found';

/**
 * Navigation links name pages of their language that exist, live or draft (a draft page is
 * linked before its first publish). Checked when a link is written; a page deleted or moved
 * later is dropped from the deployed site and named in the dry run's warnings instead.
 */
export async function checkLinkedPages(
  pages: PageRepository,
  projectId: string,
  language: string,
  slugs: readonly string[],
): Promise<E.Either<AppError, void>> {
  const unknown: string[] = [];
  for (const slug of new Set(slugs)) {
    const exists = (await pages.findBySlug(projectId, slug, language, 'live')) ?? (await pages.findBySlug(projectId, slug, language, 'draft'));
    if (exists === null) unknown.push(slug);
  }
  return unknown.length === 0 ? E.right(undefined) : E.left(invalid(`No page of language ${language} has the slug ${unknown.join(', ')}`));
}
