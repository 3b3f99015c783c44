import * as E from 'fp-ts/lib/Either.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { isDraft, type PageDocument } from '../../domain/pages/page-document.js';
import { DRAFT_NOT_FOUND, notADraft } from './draft-errors.js';
import type { PageRepository } from '../pages/ports.js';

/**
 * The draft `draftId` of the project: 404 when the project has no such document (an id of
 * another project included), 400 when it is a live page (open it to get a draft).
 */
export async function findDraft(pages: PageRepository, projectId: string, draftId: string): Promise<E.Either<AppError, PageDocument>> {
  return draftOrRefusal(await pages.findById(projectId, draftId), draftId);
}

/**
 * As `findDraft`, for a save that reads only the draft's fixed fields (language, template,
 * slug) and leaves the rest to its atomic write, which checks again that the draft exists at
 * the revision expected: this instance's copy will do (see PageRepository.findForFixedFields).
 */
export async function findDraftToWrite(pages: PageRepository, projectId: string, draftId: string): Promise<E.Either<AppError, PageDocument>> {
  return draftOrRefusal(await pages.findForFixedFields(projectId, draftId), draftId);
}

function draftOrRefusal(doc: PageDocument | null, draftId: string): E.Either<AppError, PageDocument> {
  if (doc === null) return E.left(notFound(DRAFT_NOT_FOUND));
  return isDraft(doc) ? E.right(doc) : E.left(notADraft(draftId));
}
