import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { isDraft } from '../../domain/pages/page-document.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { draftDiscarded, pageDeleted } from '../../domain/webhooks/event-data.js';
import { ProjectAccess } from '../projects/project-access.js';
import { OutboxEvents } from '../webhooks/outbox-events.js';
import { PAGE_NOT_FOUND } from './page-errors.js';
import { PageRepository } from './ports.js';

/** Deletes a live page (`page.deleted`), or a draft together with its versions (like discard: `draft.discarded`). */
@injectable()
export class DeletePage {
  static readonly operation = 'delete_page';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(OutboxEvents) private readonly events: OutboxEvents,
  ) {}

  async execute(actor: Actor, input: { projectId: string; pageId: string }): Promise<E.Either<AppError, void>> {
    const context = await this.access.require(actor, input.projectId, 'edit_content', 'write');
    if (E.isLeft(context)) return context;
    const events = this.events.of(input.projectId, (doc: Parameters<typeof pageDeleted>[0]) => [isDraft(doc) ? draftDiscarded(doc) : pageDeleted(doc)]);
    return (await this.pages.delete(input.projectId, input.pageId, events)) ? E.right(undefined) : E.left(notFound(PAGE_NOT_FOUND));
  }
}
