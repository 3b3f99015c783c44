import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { withoutNulls } from '../../domain/pages/metadata.js';
import { CONTENT_MAX, LiveVisibility, type PageDocument } from '../../domain/pages/page-document.js';
import { SlugCodec } from '../../domain/pages/slug.js';
import { boundedString, JsonObject, LanguageTagCodec } from '../../domain/shared/codecs.js';
import type { AppError } from '../../domain/shared/errors.js';
import { checkMetadata } from '../../domain/templates/check-metadata.js';
import { pageCreated } from '../../domain/webhooks/event-data.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { TemplateResolver } from '../templates/template-resolver.js';
import { OutboxEvents } from '../webhooks/outbox-events.js';
import { duplicateSlug, reservedSlug, unknownTemplate } from './page-errors.js';
import { PageRepository } from './ports.js';

export const CreatePageInput = t.intersection([
  t.type({ slug: SlugCodec, language: LanguageTagCodec, doc_template_id: t.string, content: boundedString(CONTENT_MAX) }),
  t.partial({ metadata: JsonObject, visibility: LiveVisibility }),
]);
export type CreatePageInput = t.TypeOf<typeof CreatePageInput>;

/** Creates a live page directly (no draft, no publish step): imports, API clients, starter pages. */
@injectable()
export class CreatePage {
  static readonly operation = 'create_page';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(TemplateResolver) private readonly templates: TemplateResolver,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(OutboxEvents) private readonly events: OutboxEvents,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & CreatePageInput): Promise<E.Either<AppError, PageDocument>> {
    const context = await this.access.require(actor, input.projectId, 'edit_content', 'write');
    if (E.isLeft(context)) return context;
    const page = input;
    const template = await this.templates.find(input.projectId, page.doc_template_id);
    if (template === null) return E.left(unknownTemplate(page.doc_template_id));
    const metadata = page.metadata ?? {};
    const checked = checkMetadata(template, metadata);
    if (E.isLeft(checked)) return checked;
    const now = this.clock.now().toISOString();
    const outcome = await this.pages.create(
      {
        id: this.ids.next(),
        project_id: input.projectId,
        slug: page.slug,
        language: page.language,
        visibility: page.visibility ?? 'public',
        metadata: withoutNulls(metadata),
        content: page.content,
        doc_template_id: template.id,
        revision: 1,
        translation_of: null,
        created_at: now,
        updated_at: now,
      },
      undefined,
      this.events.of(input.projectId, (doc) => [pageCreated(doc)]),
    );
    switch (outcome.kind) {
      case 'created':
        return E.right(outcome.doc);
      case 'duplicate':
        return E.left(duplicateSlug('live'));
      case 'reserved':
        return E.left(reservedSlug(page.slug));
    }
  }
}
