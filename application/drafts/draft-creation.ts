import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { placeNewDraft, withoutSlug } from '../../domain/drafts/placement.js';
import { withoutNulls, type MetadataPatch } from '../../domain/pages/metadata.js';
import { DRAFT } from '../../domain/pages/page-document.js';
import { invalid, type AppError } from '../../domain/shared/errors.js';
import { checkMetadata } from '../../domain/templates/check-metadata.js';
import { translationOfRefusal, type TranslationOf } from '../../domain/translation/translation-of.js';
import { duplicateSlug, reservedSlug, unknownTemplate } from '../pages/page-errors.js';
import { PageRepository } from '../pages/ports.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { TemplateResolver } from '../templates/template-resolver.js';
import type { DraftWriteResult } from './draft-view.js';

/** Length of the random tail of an id used in `untitled-<short id>` slugs. */
const SHORT_ID_LENGTH = 8;

export interface NewDraftInput {
  readonly projectId: string;
  readonly metadata: MetadataPatch;
  readonly content: string;
  readonly language: string;
  readonly doc_template_id?: string | undefined;
  readonly autosave?: boolean | undefined;
  /** A draft written as a translation (by hand, or by an editor's own tool) says of what. */
  readonly translation_of?: TranslationOf | null | undefined;
}

/**
 * Creates a draft from scratch (Edit Mode save with `draftId: "new"`). Not a use case of its
 * own: SaveDraft calls it after checking access.
 */
@injectable()
export class DraftCreation {
  constructor(
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(TemplateResolver) private readonly templates: TemplateResolver,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  /** `author`: who the first version is saved by (`actorLabel` of the caller; a live speaker's key for the live agent's FAQ). */
  async create(author: string, input: NewDraftInput): Promise<E.Either<AppError, DraftWriteResult>> {
    if (input.doc_template_id === undefined) return E.left(invalid('doc_template_id is required when draftId is new'));
    const refusal = input.translation_of == null ? null : translationOfRefusal(input.translation_of, input.language);
    if (refusal !== null) return E.left(invalid(refusal));
    const template = await this.templates.find(input.projectId, input.doc_template_id);
    if (template === null) return E.left(unknownTemplate(input.doc_template_id));
    const id = this.ids.next();
    const slug = placeNewDraft(input.metadata, id.slice(-SHORT_ID_LENGTH));
    if (E.isLeft(slug)) return slug;
    const metadata = withoutSlug(input.metadata);
    const checked = checkMetadata(template, metadata);
    if (E.isLeft(checked)) return checked;
    const now = this.clock.now().toISOString();
    const outcome = await this.pages.create(
      {
        id,
        project_id: input.projectId,
        slug: slug.right,
        language: input.language,
        visibility: DRAFT,
        metadata: withoutNulls(metadata),
        content: input.content,
        doc_template_id: template.id,
        revision: 1,
        translation_of: input.translation_of ?? null,
        created_at: now,
        updated_at: now,
      },
      { id: this.ids.next(), saved_by: author, saved_at: now, autosave: input.autosave ?? false },
    );
    switch (outcome.kind) {
      case 'created':
        return E.right({ success: true, draftId: outcome.doc.id, revision: outcome.doc.revision });
      case 'duplicate':
        return E.left(duplicateSlug('draft'));
      case 'reserved':
        return E.left(reservedSlug(slug.right));
    }
  }
}
