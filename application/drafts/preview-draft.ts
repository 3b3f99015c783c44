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
import { agentPlacement } from '../../domain/site/agent-placement.js';
import { linkedSlugs } from '../../domain/site/navigation.js';
import { CONTACT_SLUG, contactPath, languageNavigation } from '../../domain/site/site-plan.js';
import { templateLayout } from '../../domain/templates/layouts.js';
import { PublishRepository } from '../publishing/ports.js';
import { NavigationRepository } from '../site/ports.js';
import { TemplateResolver } from '../templates/template-resolver.js';

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
  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PagePreview) private readonly preview: PagePreview,
    @inject(TemplateResolver) private readonly templates: TemplateResolver,
    @inject(NavigationRepository) private readonly navigation: NavigationRepository,
    @inject(PublishRepository) private readonly publishes: PublishRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & PreviewDraftInput): Promise<E.Either<AppError, DraftPreview>> {
    const context = await this.access.require(actor, input.projectId, 'read_content', 'read');
    if (E.isLeft(context)) return context;
    const { project } = context.right;
    const { language } = input;
    const page = { slug: input.slug ?? '', language, doc_template_id: input.doc_template_id, metadata: input.metadata, content: input.content };
    const layout = templateLayout(await this.templates.forDocument(input.projectId, input.doc_template_id));
    const entries = await this.navigation.list(input.projectId, 'header_nav_item', language);
    const named = [...new Set(entries.flatMap((entry) => linkedSlugs(entry))), ...(layout.layout === 'faq' ? [CONTACT_SLUG] : [])];
    const visibility = await this.publishes.liveVisibility(
      input.projectId,
      named.map((slug) => ({ language, slug })),
    );
    const isPublic = (slug: string) => visibility.some((live) => live.slug === slug && live.visibility === 'public');
    const html = await this.preview.render(page, {
      accentColor: project.settings.site.accent_color,
      name: project.name,
      header: languageNavigation(entries, language, isPublic).header,
      contact: contactPath(language, isPublic(CONTACT_SLUG), agentPlacement(project)?.slug ?? null),
      layout,
    });
    return E.right({ html });
  }
}
