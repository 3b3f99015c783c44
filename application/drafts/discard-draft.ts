import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { trimmedString } from '../../domain/shared/codecs.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { draftDiscarded } from '../../domain/webhooks/event-data.js';
import { DRAFT_NOT_FOUND, notADraft } from './draft-errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { OutboxEvents } from '../webhooks/outbox-events.js';
import type { DraftWriteResult } from './draft-view.js';
import { DraftRepository } from './ports.js';

export const DiscardDraftInput = t.type({ draftId: trimmedString(200) });
export type DiscardDraftInput = t.TypeOf<typeof DiscardDraftInput>;

/** Deletes a draft and all its versions, permanently and in one step; the live page stays. */
@injectable()
export class DiscardDraft {
  static readonly operation = 'discard_draft';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(DraftRepository) private readonly drafts: DraftRepository,
    @inject(OutboxEvents) private readonly events: OutboxEvents,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & DiscardDraftInput): Promise<E.Either<AppError, DraftWriteResult>> {
    const context = await this.access.require(actor, input.projectId, 'edit_drafts', 'write');
    if (E.isLeft(context)) return context;
    const outcome = await this.drafts.discardDraft(
      input.projectId,
      input.draftId,
      this.events.of(input.projectId, (draft) => [draftDiscarded(draft)]),
    );
    switch (outcome.kind) {
      case 'discarded':
        return E.right({ success: true, draftId: input.draftId });
      case 'not_found':
        return E.left(notFound(DRAFT_NOT_FOUND));
      case 'not_draft':
        return E.left(notADraft(input.draftId));
    }
  }
}
