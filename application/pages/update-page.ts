import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { CONTENT_MAX, LiveVisibility, isDraft, type PageDocument } from '../../domain/pages/page-document.js';
import { SlugCodec } from '../../domain/pages/slug.js';
import { boundedString, intBetween, JsonObject } from '../../domain/shared/codecs.js';
import { invalid, notFound, type AppError } from '../../domain/shared/errors.js';
import { checkMetadata } from '../../domain/templates/check-metadata.js';
import { pageUpdated } from '../../domain/webhooks/event-data.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock } from '../shared/ports.js';
import { TemplateResolver } from '../templates/template-resolver.js';
import { OutboxEvents } from '../webhooks/outbox-events.js';
import { applyPageChange } from './apply-page-change.js';
import { DRAFTS_CHANGE_IN_EDIT_MODE, PAGE_NOT_FOUND } from './page-errors.js';
import { PageRepository } from './ports.js';

export const UpdatePageInput = t.exact(
  t.partial({
    slug: SlugCodec,
    metadata: JsonObject,
    content: boundedString(CONTENT_MAX),
    visibility: LiveVisibility,
    revision: intBetween(1, Number.MAX_SAFE_INTEGER),
  }),
);
export type UpdatePageInput = t.TypeOf<typeof UpdatePageInput>;

/**
 * Changes a live page in place: metadata merged one level (null removes a key), content and
 * visibility replaced, slug moved (409 when taken or reserved). Drafts are edited in Edit Mode.
 */
@injectable()
export class UpdatePage {
  static readonly operation = 'update_page';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(TemplateResolver) private readonly templates: TemplateResolver,
    @inject(Clock) private readonly clock: Clock,
    @inject(OutboxEvents) private readonly events: OutboxEvents,
  ) {}

  async execute(actor: Actor, input: { projectId: string; pageId: string } & UpdatePageInput): Promise<E.Either<AppError, PageDocument>> {
    const context = await this.access.require(actor, input.projectId, 'edit_content', 'write');
    if (E.isLeft(context)) return context;
    const page = await this.pages.findById(input.projectId, input.pageId);
    if (page === null) return E.left(notFound(PAGE_NOT_FOUND));
    if (isDraft(page)) return E.left(invalid(DRAFTS_CHANGE_IN_EDIT_MODE));
    const { projectId: _projectId, pageId: _pageId, revision, ...changes } = input;
    if (changes.metadata !== undefined) {
      // The template never changes, so checking against the one read above is race-free.
      const checked = checkMetadata(await this.templates.forDocument(input.projectId, page.doc_template_id), changes.metadata);
      if (E.isLeft(checked)) return checked;
    }
    if (Object.keys(changes).length === 0) return E.right(page);
    const change = { ...changes, expectedRevision: revision, at: this.clock.now().toISOString() };
    return applyPageChange(
      this.pages,
      input.projectId,
      input.pageId,
      change,
      this.events.of(input.projectId, (updated) => [pageUpdated(updated)]),
    );
  }
}
