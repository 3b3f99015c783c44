import * as E from 'fp-ts/lib/Either.js';
import { invalid, notFound, type AppError } from '../../domain/shared/errors.js';
import type { PageDocument } from '../../domain/pages/page-document.js';
import type { EventsOf } from '../../domain/webhooks/events.js';
import { DRAFTS_CHANGE_IN_EDIT_MODE, duplicateSlug, PAGE_NOT_FOUND, reservedSlug, staleRevision } from './page-errors.js';
import type { PageChange, PageRepository } from './ports.js';

/** Writes a live page change (with its `page.updated`) and words each refusal: shared by PATCH page and PATCH visibility. */
export async function applyPageChange(
  pages: PageRepository,
  projectId: string,
  pageId: string,
  change: PageChange,
  events: EventsOf<PageDocument>,
): Promise<E.Either<AppError, PageDocument>> {
  const outcome = await pages.updatePage(projectId, pageId, change, events);
  switch (outcome.kind) {
    case 'updated':
      return E.right(outcome.page);
    case 'not_found':
      return E.left(notFound(PAGE_NOT_FOUND));
    case 'is_draft':
      return E.left(invalid(DRAFTS_CHANGE_IN_EDIT_MODE));
    case 'stale':
      return E.left(staleRevision(outcome.current_revision));
    case 'duplicate':
      return E.left(duplicateSlug('live'));
    case 'reserved':
      return E.left(reservedSlug(change.slug ?? ''));
  }
}
