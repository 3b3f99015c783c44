import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { LiveVisibility, type PageDocument } from '../../domain/pages/page-document.js';
import type { AppError } from '../../domain/shared/errors.js';
import { pageUpdated } from '../../domain/webhooks/event-data.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock } from '../shared/ports.js';
import { OutboxEvents } from '../webhooks/outbox-events.js';
import { applyPageChange } from './apply-page-change.js';
import { PageRepository } from './ports.js';

export const SetPageVisibilityInput = t.type({ visibility: LiveVisibility });
export type SetPageVisibilityInput = t.TypeOf<typeof SetPageVisibilityInput>;

/** Shows a live page (`public`) or hides it from listings (`unlisted`); a draft goes live only by publishing. */
@injectable()
export class SetPageVisibility {
  static readonly operation = 'set_page_visibility';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(Clock) private readonly clock: Clock,
    @inject(OutboxEvents) private readonly events: OutboxEvents,
  ) {}

  async execute(actor: Actor, input: { projectId: string; pageId: string; visibility: LiveVisibility }): Promise<E.Either<AppError, PageDocument>> {
    const context = await this.access.require(actor, input.projectId, 'edit_content', 'write');
    if (E.isLeft(context)) return context;
    const change = { visibility: input.visibility, at: this.clock.now().toISOString() };
    return applyPageChange(
      this.pages,
      input.projectId,
      input.pageId,
      change,
      this.events.of(input.projectId, (updated) => [pageUpdated(updated)]),
    );
  }
}
