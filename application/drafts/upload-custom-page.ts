import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import { actorLabel, type Actor } from '../../domain/identity/actor.js';
import { mergeMetadata, withoutNulls, type MetadataPatch } from '../../domain/pages/metadata.js';
import { CONTENT_MAX, DRAFT, type PageDocument } from '../../domain/pages/page-document.js';
import { SlugCodec } from '../../domain/pages/slug.js';
import { boundedString, JsonObject, LanguageTagCodec } from '../../domain/shared/codecs.js';
import { conflict, type AppError } from '../../domain/shared/errors.js';
import { CUSTOM_PAGE_TEMPLATE, builtInTemplate } from '../../domain/templates/built-in.js';
import { checkMetadata } from '../../domain/templates/check-metadata.js';
import { reservedSlug } from '../pages/page-errors.js';
import { PageRepository } from '../pages/ports.js';
import { DraftRepository, type NewVersion } from './ports.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import type { DraftWriteResult } from './draft-view.js';
import { draftWriteResult } from './save-outcome.js';

export const UploadCustomPageInput = t.intersection([
  t.type({
    slug: SlugCodec,
    language: LanguageTagCodec,
    kind: t.keyof({ html: null, astro: null }, 'html or astro'),
    body: boundedString(CONTENT_MAX),
  }),
  t.partial({ metadata: JsonObject }),
]);
export type UploadCustomPageInput = t.TypeOf<typeof UploadCustomPageInput>;

export type UploadResult = DraftWriteResult & { readonly action: 'created' | 'replaced' };

/**
 * Puts an uploaded HTML or Astro body into the draft of a slug and language: a new draft with
 * template custom-html/custom-astro, or the existing one's content replaced as a new revision.
 */
@injectable()
export class UploadCustomPage {
  static readonly operation = 'upload_custom_page';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(DraftRepository) private readonly drafts: DraftRepository,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & UploadCustomPageInput): Promise<E.Either<AppError, UploadResult>> {
    const context = await this.access.require(actor, input.projectId, 'edit_drafts', 'write');
    if (E.isLeft(context)) return context;
    const template = builtInTemplate(CUSTOM_PAGE_TEMPLATE[input.kind])!;
    const patch = input.metadata ?? {};
    const checked = checkMetadata(template, patch);
    if (E.isLeft(checked)) return checked;
    const version = (): NewVersion => ({ id: this.ids.next(), saved_by: actorLabel(actor), saved_at: this.clock.now().toISOString(), autosave: false });
    // Two rounds at most: a draft created by someone else between our look-up and our insert is replaced instead.
    for (let round = 0; round < 2; round++) {
      const draft = await this.pages.findBySlug(input.projectId, input.slug, input.language, 'draft');
      if (draft !== null) return this.replace(draft, template.id, input, patch, version());
      const created = await this.pages.create(await this.newDraft(input, template.id, patch), version());
      if (created.kind === 'created') return E.right({ success: true, draftId: created.doc.id, revision: created.doc.revision, action: 'created' });
      if (created.kind === 'reserved') return E.left(reservedSlug(input.slug));
    }
    return E.left(conflict('The draft changed while uploading: try again'));
  }

  private async replace(
    draft: PageDocument,
    templateId: string,
    input: { projectId: string } & UploadCustomPageInput,
    patch: MetadataPatch,
    version: NewVersion,
  ): Promise<E.Either<AppError, UploadResult>> {
    if (draft.doc_template_id !== templateId) {
      return E.left(conflict(`A draft with template ${draft.doc_template_id} exists for this slug and language: discard it first`));
    }
    const outcome = await this.drafts.saveDraft(input.projectId, draft.id, { metadata: { kind: 'merge', patch }, content: input.body, version });
    return E.map((result: DraftWriteResult) => ({ ...result, action: 'replaced' as const }))(draftWriteResult(outcome, draft.id));
  }

  /** A new draft keeps the live page's title and description, so the page stays named. */
  private async newDraft(input: { projectId: string } & UploadCustomPageInput, templateId: string, patch: MetadataPatch): Promise<PageDocument> {
    const live = await this.pages.findBySlug(input.projectId, input.slug, input.language, 'live');
    const inherited = live === null ? {} : withoutNulls({ title: live.metadata.title ?? null, description: live.metadata.description ?? null });
    const now = this.clock.now().toISOString();
    return {
      id: this.ids.next(),
      project_id: input.projectId,
      slug: input.slug,
      language: input.language,
      visibility: DRAFT,
      metadata: mergeMetadata(inherited, patch),
      content: input.body,
      doc_template_id: templateId,
      revision: 1,
      // As a draft opened from the live page would: the body changes, what it translates does not.
      translation_of: live?.translation_of ?? null,
      created_at: now,
      updated_at: now,
    };
  }
}
