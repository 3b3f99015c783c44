import type { TranslationOf } from '../../domain/translation/translation-of.js';
import type { PageRepository } from '../pages/ports.js';
import type { TranslationJobs } from './ports.js';

/**
 * Keeps the source page of `slug` as the translation now claims to be made from it, so what
 * changes in it later can be shown. Only while its live page is at that very revision: an
 * older one is gone (live pages keep no history), and a newer one is not what was translated.
 */
export async function recordSourceOf(
  pages: PageRepository,
  jobs: TranslationJobs,
  projectId: string,
  slug: string,
  translationOf: TranslationOf,
  at: string,
): Promise<void> {
  const source = await pages.findBySlug(projectId, slug, translationOf.language, 'live');
  if (source === null || source.revision !== translationOf.revision) return;
  const { project_id, language, revision, metadata, content } = source;
  await jobs.recordSource({ project_id, slug, language, revision, metadata, content }, at);
}
