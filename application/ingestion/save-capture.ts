import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import { actorLabel, type Actor } from '../../domain/identity/actor.js';
import { mergeMetadata } from '../../domain/pages/metadata.js';
import { CONTENT_MAX } from '../../domain/pages/page-document.js';
import { SlugCodec } from '../../domain/pages/slug.js';
import { boundedString, JsonObject, LanguageTagCodec, trimmedString } from '../../domain/shared/codecs.js';
import { invalid, type AppError } from '../../domain/shared/errors.js';
import { DraftCreation } from '../drafts/draft-creation.js';
import { ProjectAccess } from '../projects/project-access.js';
import { CaptureImages, type ImageOutcome } from './capture-images.js';
import { CaptureProposals } from './capture-proposals.js';

export const SaveCaptureInput = t.intersection([
  t.type({ capture_id: trimmedString(64) }),
  t.partial({
    slug: SlugCodec,
    language: LanguageTagCodec,
    doc_template_id: trimmedString(64),
    metadata: JsonObject,
    content: boundedString(CONTENT_MAX),
  }),
]);
export type SaveCaptureInput = t.TypeOf<typeof SaveCaptureInput>;

export interface SavedCapture {
  readonly draftId: string;
  readonly slug: string;
  readonly language: string;
  /** Each image of the content: brought into the project's library (the draft points at it) or not (it keeps its link). */
  readonly images: readonly ImageOutcome[];
}

/**
 * Stores a capture's proposal as a new draft, with the caller's overrides: `slug`, `language`,
 * `doc_template_id` and `content` replace, `metadata` merges one level as a save does (`null`
 * removes a key). The content's images are brought into the project's library first
 * (CaptureImages), so the draft does not hotlink the captured site; should the draft then be
 * refused (its slug taken), the images stay in the library, where a retry finds them again.
 * Drafts are created as Edit Mode creates them (DraftCreation): the template's metadata rules,
 * 409 when a draft exists at that slug and language, and the live agent's reserved slug.
 */
@injectable()
export class SaveCapture {
  static readonly operation = 'save_capture';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(CaptureProposals) private readonly proposals: CaptureProposals,
    @inject(DraftCreation) private readonly drafts: DraftCreation,
    @inject(CaptureImages) private readonly images: CaptureImages,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & SaveCaptureInput): Promise<E.Either<AppError, SavedCapture>> {
    const context = await this.access.require(actor, input.projectId, 'edit_drafts', 'write');
    if (E.isLeft(context)) return context;
    const proposed = await this.proposals.proposalFor(context.right.project, input.capture_id);
    if (E.isLeft(proposed)) return proposed;
    const proposal = proposed.right;
    const slug = input.slug ?? proposal.slug;
    const language = input.language ?? proposal.language;
    const content = input.content ?? proposal.content;
    // An extraction can outgrow the source (every relative link made absolute): say so, never store a cut page.
    if (content.length > CONTENT_MAX) return E.left(invalid(`content must be a string of at most ${CONTENT_MAX} characters: send a shorter content`));
    // `slug` places the draft (DraftCreation reads it from metadata and does not keep it).
    const metadata = { ...mergeMetadata(proposal.metadata, input.metadata ?? {}), slug };
    const imported = await this.images.bringIn(input.projectId, actorLabel(actor), content);
    const created = await this.drafts.create(actorLabel(actor), {
      projectId: input.projectId,
      metadata,
      content: imported.content,
      language,
      doc_template_id: input.doc_template_id ?? proposal.doc_template_id,
    });
    return E.map(({ draftId }: { draftId: string }) => ({ draftId, slug, language, images: imported.images }))(created);
  }
}
