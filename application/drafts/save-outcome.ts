import * as E from 'fp-ts/lib/Either.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { staleRevision } from '../pages/page-errors.js';
import { DRAFT_NOT_FOUND, notADraft } from './draft-errors.js';
import type { DraftSaveOutcome } from './ports.js';
import type { DraftWriteResult } from './draft-view.js';

/** Words the store's answer to a draft write: shared by save, restore and upload. */
export function draftWriteResult(outcome: DraftSaveOutcome, draftId: string): E.Either<AppError, DraftWriteResult> {
  switch (outcome.kind) {
    case 'saved':
      return E.right({ success: true, draftId: outcome.draft.id, revision: outcome.draft.revision });
    case 'not_found':
      // Discarded between our read and the write.
      return E.left(notFound(DRAFT_NOT_FOUND));
    case 'not_draft':
      return E.left(notADraft(draftId));
    case 'stale':
      return E.left(staleRevision(outcome.current_revision));
  }
}
