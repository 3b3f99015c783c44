import { inject, injectable } from 'inversify';
import type { Project } from '../../domain/projects/project.js';
import { agentPlacement } from '../../domain/site/agent-placement.js';
import { fallbackChain } from '../../domain/site/language-fallbacks.js';
import { linkedSlugs } from '../../domain/site/navigation.js';
import { CONTACT_SLUG, contactPath, languageNavigation } from '../../domain/site/site-plan.js';
import { templateLayout } from '../../domain/templates/layouts.js';
import { PublishRepository } from '../publishing/ports.js';
import { NavigationRepository } from '../site/ports.js';
import { TemplateResolver } from '../templates/template-resolver.js';
import type { PreviewLook } from './ports.js';

/**
 * What a previewed page shows around its content, as its deployed page will: the project's accent
 * colour and name, its template's layout, the header of its language (links to public pages
 * only, and to the fallback copies the site shows in it), the contact page of an FAQ. One reading for Edit Mode's preview and the preview links.
 */
@injectable()
export class PreviewLookReader {
  constructor(
    @inject(TemplateResolver) private readonly templates: TemplateResolver,
    @inject(NavigationRepository) private readonly navigation: NavigationRepository,
    @inject(PublishRepository) private readonly publishes: PublishRepository,
  ) {}

  async lookOf(project: Project, page: { readonly language: string; readonly doc_template_id: string }): Promise<PreviewLook> {
    const { language } = page;
    const layout = templateLayout(await this.templates.forDocument(project.id, page.doc_template_id));
    const entries = await this.navigation.list(project.id, 'header_nav_item', language);
    const named = [...new Set(entries.flatMap((entry) => linkedSlugs(entry))), ...(layout.layout === 'faq' ? [CONTACT_SLUG] : [])];
    // The languages the site falls back to for this one (`ar -> en`): a slug only they have public is shown here too, as a copy.
    const chain = fallbackChain(project.settings.site.language_fallbacks, language);
    const visibility = await this.publishes.liveVisibility(
      project.id,
      [language, ...chain].flatMap((from) => named.map((slug) => ({ language: from, slug }))),
    );
    const live = (slug: string, from: string) => visibility.find((page) => page.slug === slug && page.language === from);
    const isPublic = (slug: string) =>
      live(slug, language) === undefined ? chain.some((from) => live(slug, from)?.visibility === 'public') : live(slug, language)!.visibility === 'public';
    return {
      accentColor: project.settings.site.accent_color,
      name: project.name,
      header: languageNavigation(entries, language, isPublic).header,
      contact: contactPath(language, isPublic(CONTACT_SLUG), agentPlacement(project)?.slug ?? null),
      layout,
    };
  }
}
