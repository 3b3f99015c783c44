import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { CONTENT_MAX } from '../../domain/pages/page-document.js';
import { SlugCodec } from '../../domain/pages/slug.js';
import { boundedString, JsonObject, LanguageTagCodec, trimmedString } from '../../domain/shared/codecs.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { PagePreview } from './ports.js';
import { PreviewLookReader } from './preview-look.js';

export const PreviewDraftInput = t.intersection([
  t.type({ language: LanguageTagCodec, doc_template_id: trimmedString(64), metadata: JsonObject, content: boundedString(CONTENT_MAX) }),
  /** The page's slug: its title when the metadata has none, as on the site. */
  t.partial({ slug: SlugCodec }),
]);
export type PreviewDraftInput = t.TypeOf<typeof PreviewDraftInput>;

export interface DraftPreview {
  /** A whole HTML document, for a sandboxed frame: the page's content as its deployed page shows it, with the site's stylesheet. */
  readonly html: string;
}

/**
 * Edit Mode's live preview: renders what the editor holds now (saved or not) exactly as the
 * deployed site will: its template's layout, the project's accent colour, the header of its
 * language (the page itself in it when it asks to be). Nothing is written, and little read (the
 * project, its template, the language's header links and the pages they name, the contact page
 * of an FAQ), so anyone who may read the project's pages may preview; a member previews the
 * live pages they may only read.
 */
@injectable()
export class PreviewDraft {
  static readonly operation = 'preview_draft';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PagePreview) private readonly preview: PagePreview,
    @inject(PreviewLookReader) private readonly looks: PreviewLookReader,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & PreviewDraftInput): Promise<E.Either<AppError, DraftPreview>> {
    const context = await this.access.require(actor, input.projectId, 'read_content', 'read');
    if (E.isLeft(context)) return context;
    const { project } = context.right;
    const page = { slug: input.slug ?? '', language: input.language, doc_template_id: input.doc_template_id, metadata: input.metadata, content: input.content };
    const html = await this.preview.render(page, await this.looks.lookOf(project, page));
    return E.right({ html });
  }
}
