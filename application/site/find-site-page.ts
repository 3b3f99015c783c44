import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { HttpUrlCodec } from '../../domain/ingestion/capture.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { homeSlugOf, indexLanguageOf } from '../../domain/site/home-page.js';
import { fallbackChain, type LanguageFallbacks } from '../../domain/site/language-fallbacks.js';
import { sitePageOf } from '../../domain/site/site-address.js';
import { PageRepository } from '../pages/ports.js';
import { ProjectAccess } from '../projects/project-access.js';
import { SiteOfUrl } from './site-of-url.js';

export const FindSitePageInput = t.type({ url: HttpUrlCodec });
export type FindSitePageInput = t.TypeOf<typeof FindSitePageInput>;

export interface SitePage {
  readonly project_id: string;
  readonly slug: string;
  readonly language: string;
}

/** One answer for every address that is not a page of a project the caller belongs to: whether a project serves it stays unsaid. */
const NO_SITE_PAGE = 'No page of your projects is at this address';

/**
 * The page of a published site at an address (what the browser extension's "edit this page"
 * needs): the project whose site is served there, and the page's slug and language, for a
 * caller who may read that project; a language's index and the site's root name the language's
 * home page (domain/site/home-page.ts), and a language's fallback copy names the page it shows.
 * Any other address, a project the caller is not a member
 * of included, is the same 404.
 */
@injectable()
export class FindSitePage {
  static readonly operation = 'find_site_page';

  constructor(
    @inject(SiteOfUrl) private readonly sites: SiteOfUrl,
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
  ) {}

  async execute(actor: Actor, input: FindSitePageInput): Promise<E.Either<AppError, SitePage>> {
    const served = typeof input.url === 'string' ? await this.sites.projectServing(input.url) : null;
    if (served === null) return E.left(notFound(NO_SITE_PAGE));
    const context = await this.access.require(actor, served.projectId, 'read_content', 'read');
    if (E.isLeft(context)) return E.left(notFound(NO_SITE_PAGE));
    const { project } = context.right;
    // A language's index (the site's root too) is its home page's canonical address: the page it shows by the rule.
    const language = indexLanguageOf(served.path, project.default_language);
    const page = language === null ? sitePageOf(served.path) : { language, slug: homeSlugOf(project.settings.site.home_pages, language) };
    if (page === null) return E.left(notFound(NO_SITE_PAGE));
    const shown = await this.shownLanguage(served.projectId, project.settings.site.language_fallbacks ?? {}, page);
    return E.right({ project_id: served.projectId, slug: page.slug, language: shown });
  }

  /**
   * The language of the page the site shows at the address: a fallback copy (`ar -> en`, no
   * live Arabic page of the slug) shows the English page, which is the one to edit; any other
   * address names its own language.
   */
  private async shownLanguage(projectId: string, fallbacks: LanguageFallbacks, page: { slug: string; language: string }): Promise<string> {
    const chain = fallbackChain(fallbacks, page.language);
    if (chain.length === 0 || (await this.pages.findBySlug(projectId, page.slug, page.language, 'live')) !== null) return page.language;
    for (const language of chain) {
      if ((await this.pages.findBySlug(projectId, page.slug, language, 'live'))?.visibility === 'public') return language;
    }
    return page.language;
  }
}
