import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import { actorLabel, type Actor } from '../../domain/identity/actor.js';
import { withoutSlug } from '../../domain/drafts/placement.js';
import { CONTENT_MAX } from '../../domain/pages/page-document.js';
import { boundedString, intBetween, JsonObject, LanguageTagCodec, trimmedString } from '../../domain/shared/codecs.js';
import { invalid, type AppError } from '../../domain/shared/errors.js';
import { checkMetadata } from '../../domain/templates/check-metadata.js';
import { TranslationOf, translationOfRefusal } from '../../domain/translation/translation-of.js';
import { PageRepository } from '../pages/ports.js';
import { DraftRepository } from './ports.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { EditAnnouncements } from '../presence/edit-announcements.js';
import { TranslationJobs } from '../translation/ports.js';
import { recordSourceOf } from '../translation/record-source.js';
import { TemplateResolver } from '../templates/template-resolver.js';
import { DraftCreation } from './draft-creation.js';
import type { DraftWriteResult } from './draft-view.js';
import { findDraftToWrite } from './find-draft.js';
import { draftWriteResult } from './save-outcome.js';

const NEW_DRAFT = 'new';

export const SaveDraftInput = t.intersection([
  t.type({ draftId: trimmedString(200), metadata: JsonObject, content: boundedString(CONTENT_MAX), language: LanguageTagCodec }),
  t.partial({
    doc_template_id: t.string,
    /** The revision the editor started from: a save over a newer one is 409, nothing written. */
    revision: intBetween(1, Number.MAX_SAFE_INTEGER),
    autosave: t.boolean,
    /** What the draft translates (the source's language and live revision), or null for none; absent keeps it. */
    translation_of: t.union([TranslationOf, t.null]),
  }),
]);
export type SaveDraftInput = t.TypeOf<typeof SaveDraftInput>;

/**
 * Edit Mode save (explicit and autosave): creates a draft (`draftId: "new"`) or writes an
 * existing one as a new revision. Metadata is merged one level (null removes a key), content
 * replaced; template and language are fixed. Every save records a version.
 */
@injectable()
export class SaveDraft {
  static readonly operation = 'save_draft';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(DraftRepository) private readonly drafts: DraftRepository,
    @inject(TemplateResolver) private readonly templates: TemplateResolver,
    @inject(DraftCreation) private readonly creation: DraftCreation,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(EditAnnouncements) private readonly announcements: EditAnnouncements,
    @inject(TranslationJobs) private readonly translations: TranslationJobs,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & SaveDraftInput): Promise<E.Either<AppError, DraftWriteResult>> {
    const context = await this.access.require(actor, input.projectId, 'edit_drafts', 'write');
    if (E.isLeft(context)) return context;
    if (input.draftId !== NEW_DRAFT) return this.saveExisting(actor, input);
    const created = await this.creation.create(actorLabel(actor), input);
    if (E.isRight(created) && input.translation_of) await this.recordSource(input.projectId, created.right.draftId, input.translation_of);
    return created;
  }

  private async saveExisting(actor: Actor, input: { projectId: string } & SaveDraftInput): Promise<E.Either<AppError, DraftWriteResult>> {
    // Template, language and slug of a draft never change, so checking them against this read is race-free
    // (and an instance's own copy will do); everything that can change (metadata, revision, the
    // draft's very existence) is merged and checked inside the store's write.
    const found = await findDraftToWrite(this.pages, input.projectId, input.draftId);
    if (E.isLeft(found)) return found;
    const draft = found.right;
    if (input.language !== draft.language) return E.left(invalid(`language must be the draft's language (${draft.language})`));
    if (input.doc_template_id !== undefined && input.doc_template_id !== draft.doc_template_id) {
      return E.left(invalid(`doc_template_id cannot change: the draft uses ${draft.doc_template_id}`));
    }
    const slug = input.metadata.slug;
    if (slug !== undefined && slug !== null && slug !== draft.slug) {
      return E.left(invalid(`metadata.slug cannot move an existing draft (its slug is ${draft.slug})`));
    }
    const refusal = input.translation_of === undefined ? null : translationOfRefusal(input.translation_of, draft.language);
    if (refusal !== null) return E.left(invalid(refusal));
    const patch = withoutSlug(input.metadata);
    const checked = checkMetadata(await this.templates.forDocument(input.projectId, draft.doc_template_id), patch);
    if (E.isLeft(checked)) return checked;
    const outcome = await this.drafts.saveDraft(input.projectId, draft.id, {
      metadata: { kind: 'merge', patch },
      content: input.content,
      expectedRevision: input.revision,
      translation_of: input.translation_of,
      version: { id: this.ids.next(), saved_by: actorLabel(actor), saved_at: this.clock.now().toISOString(), autosave: input.autosave ?? false },
    });
    const result = draftWriteResult(outcome, draft.id);
    if (E.isRight(result) && input.translation_of) await this.recordSource(input.projectId, draft.id, input.translation_of);
    // Editors who have the draft open hear of the new revision before their own save meets it.
    if (E.isRight(result)) await this.announcements.saved(actor, input.projectId, draft.id, result.right.revision!);
    return result;
  }

  /** Keeps the source as it was at the revision a translation now names, for "what changed since". */
  private async recordSource(projectId: string, draftId: string, translationOf: TranslationOf): Promise<void> {
    const draft = await this.pages.findById(projectId, draftId);
    if (draft !== null) await recordSourceOf(this.pages, this.translations, projectId, draft.slug, translationOf, this.clock.now().toISOString());
  }
}
