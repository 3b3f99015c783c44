import type { PageDocument } from '../pages/page-document.js';
import { layoutFor, pageFields, type PageFields, type TemplateLayout } from '../templates/layouts.js';
import { pageDetails, type PageDetail } from '../templates/page-details.js';
import { textDirection, type TextDirection } from '../translation/language-info.js';
import { fallbackCopies } from './fallback-copies.js';
import { homeSlugOf } from './home-page.js';
import type { LanguageFallbacks } from './language-fallbacks.js';
import type { NavigationBodies, NavigationEntry } from './navigation.js';

/** A site path of a page or index, relative to the site's root, always ending in `/` (`en/blog/hello/`). */
export type SitePath = string;

const pagePath = (language: string, slug: string): SitePath => `${language}/${slug}/`;
export const indexPath = (language: string): SitePath => `${language}/`;

/** The link from a page at `from` to `to`: relative, so the site works under `/sites/<id>/` and at a domain's root. */
export function relativeHref(from: SitePath, to: SitePath): string {
  const depth = from === '' ? 0 : from.split('/').length - 1;
  const up = '../'.repeat(depth);
  return up + to === '' ? './' : up + to;
}

type NavTarget = { readonly path: SitePath } | { readonly url: string };
export interface NavLink {
  readonly label: string;
  readonly target: NavTarget;
}

export interface PlannedPage {
  readonly page: PageDocument;
  readonly path: SitePath;
  readonly title: string;
  /** What its template's layout shows of its metadata. */
  readonly fields: PageFields;
  /** The values of its template's other fields, for its "Details" section (none hidden, none unsafe). */
  readonly details: readonly PageDetail[];
  /** The public pages of the same slug in other languages (real translations only: never a fallback copy). */
  readonly alternates: ReadonlyArray<{ readonly language: string; readonly path: SitePath }>;
  /** The languages showing this slug by a fallback copy (`from`: the language they show it in), for the language switcher. */
  readonly fallbacks?: readonly FallbackCopy[];
  /** Set on a fallback copy: the language it is shown in and the canonical path of the page it copies. */
  readonly fallbackOf?: { readonly language: string; readonly path: SitePath };
}

interface FallbackCopy {
  readonly language: string;
  readonly path: SitePath;
  readonly from: string;
}

export interface PlannedLanguage {
  readonly language: string;
  readonly dir: TextDirection;
  readonly pages: readonly PlannedPage[];
  /** Public pages only, by slug: the index, and nothing unlisted. */
  readonly listed: readonly PlannedPage[];
  /**
   * Whether the language has public pages (its index is linked from the other languages): what
   * `listed` says when the plan is whole, kept apart so that a plan of a few changed pages
   * (changedPagesPlan) says it without listing every page.
   */
  readonly hasPublicPages: boolean;
  /** Set when every public page it has is a fallback copy: its index is then no translation of the others (hreflang leaves it out). */
  readonly onlyFallbacks?: true;
  /** The header navigation: the configured items, then the public pages that ask to be shown there (`show_in_navigation`). */
  readonly header: readonly NavLink[];
  readonly sidebar: ReadonlyArray<{ readonly title: string; readonly items: readonly NavLink[] }>;
  /** The page the language's index shows (the `home_pages` setting, else the `home` page: homeSlugOf), when it is public; else the index lists the pages. */
  readonly home: PlannedPage | null;
  /** Where an FAQ's contact link leads: the language's public `contact` page, else the live agent's own page, else nowhere. */
  readonly contact: SitePath | null;
}

/** A language of the site with nothing in it yet (a site without pages, a preview). */
export const emptyLanguage = (language: string): PlannedLanguage => ({
  language,
  dir: textDirection(language),
  pages: [],
  listed: [],
  hasPublicPages: false,
  header: [],
  sidebar: [],
  home: null,
  contact: null,
});

/** The slug of the page an FAQ's contact link leads to, when the language has it public. */
export const CONTACT_SLUG = 'contact';

export interface SitePlan {
  readonly name: string;
  /** The language whose index the site's root shows; null for a site without pages. */
  readonly rootLanguage: string | null;
  readonly languages: readonly PlannedLanguage[];
  /**
   * Exactly the public pages, each with its alternates, at their canonical addresses: a
   * language's home page at its language's index (`en/`, where it is shown), not its own path.
   */
  readonly sitemap: readonly PlannedPage[];
}

const pageTitle = (page: PageDocument): string =>
  typeof page.metadata.title === 'string' && page.metadata.title.trim() !== '' ? page.metadata.title : page.slug;

const key = (language: string, slug: string) => `${language}\u0000${slug}`;

/** Whether a page asks to be listed in its language's header navigation. */
export const inNavigation = (page: PlannedPage): boolean => page.fields.layout === 'page' && page.fields.showInNavigation;

/** The header of a language: its configured links, then the pages that ask to be there and are not yet, by slug. */
export function headerLinks(configured: readonly NavLink[], pages: readonly PlannedPage[]): NavLink[] {
  const linked = new Set(configured.flatMap((link) => ('path' in link.target ? [link.target.path] : [])));
  const flagged = pages.filter((page) => inNavigation(page) && !linked.has(page.path)).map((page) => ({ label: page.title, target: { path: page.path } }));
  return [...configured, ...flagged];
}

/** A page as the site plans it, without its alternates (the preview's, and planSite's before it pairs languages). */
export const plannedPage = (page: PageDocument, layouts: Readonly<Record<string, TemplateLayout>>): PlannedPage => {
  const layout = layoutFor(layouts, page.doc_template_id);
  return {
    page,
    path: pagePath(page.language, page.slug),
    title: pageTitle(page),
    fields: pageFields(layout, page.metadata),
    details: pageDetails(layout.details, page.metadata),
    alternates: [],
  };
};

/** Where an FAQ's contact link leads in a language: its public `contact` page, else the live agent's own page, else nowhere. */
export const contactPath = (language: string, contactIsPublic: boolean, agentSlug: string | null): SitePath | null =>
  contactIsPublic ? pagePath(language, CONTACT_SLUG) : agentSlug === null ? null : pagePath(language, agentSlug);

/**
 * A language's configured navigation, in order: header links and sidebar groups, each link to a
 * page kept only when `isPublic` says the page will be public (links to addresses always).
 */
export function languageNavigation(
  navigation: readonly NavigationEntry[],
  language: string,
  isPublic: (slug: string) => boolean,
): Pick<PlannedLanguage, 'header' | 'sidebar'> {
  const entries = navigation.filter((e) => e.language === language).sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : 1));
  const header: NavLink[] = [];
  const sidebar: Array<{ title: string; items: NavLink[] }> = [];
  for (const entry of entries) {
    if (entry.kind === 'header_nav_item') {
      const body = entry.body as NavigationBodies['header_nav_item'];
      if (body.url !== undefined) header.push({ label: body.label, target: { url: body.url } });
      else if (body.slug !== undefined && isPublic(body.slug)) header.push({ label: body.label, target: { path: pagePath(language, body.slug) } });
    } else {
      const body = entry.body as NavigationBodies['sidebar_group'];
      const items = body.items.filter((item) => isPublic(item.slug)).map((item) => ({ label: item.label, target: { path: pagePath(language, item.slug) } }));
      sidebar.push({ title: body.title, items });
    }
  }
  return { header, sidebar };
}

/** What a site is planned from: its live pages and settings. */
export interface SiteSource {
  readonly name: string;
  readonly defaultLanguage: string;
  readonly pages: readonly PageDocument[];
  readonly navigation: readonly NavigationEntry[];
  /** The project templates' layouts, by template id (built-in templates are their own). */
  readonly layouts?: Readonly<Record<string, TemplateLayout>>;
  /** The slug of each language's home page, by language (the `home_pages` setting; `home` for a language it leaves out). */
  readonly homePages?: Readonly<Record<string, string>>;
  /** The live agent's own page (`destination_page` placement): its slug, in every language. */
  readonly agentSlug?: string | null;
  /** The language each language's missing public pages are copied from (the `language_fallbacks` setting). */
  readonly languageFallbacks?: LanguageFallbacks;
}

/**
 * What the deployed site holds, decided from the live pages, the navigation and the language
 * fallbacks: pure, so every deployer renders the same site. A language with a fallback holds a
 * copy of each public page it lacks (fallback-copies.ts): listed in its index, navigation and
 * switchers, never in `alternates` (hreflang) nor in the sitemap, and never its index's home page.
 */
export function planSite(site: SiteSource): SitePlan {
  const layouts = site.layouts ?? {};
  const pages = [...site.pages].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const publicBySlug = new Map<string, PageDocument[]>();
  const status = new Map<string, 'public' | 'unlisted'>();
  for (const page of pages) {
    status.set(key(page.language, page.slug), page.visibility === 'public' ? 'public' : 'unlisted');
    if (page.visibility === 'public') publicBySlug.set(page.slug, [...(publicBySlug.get(page.slug) ?? []), page]);
  }
  const isPublic = (language: string, slug: string) => status.get(key(language, slug)) === 'public';
  // A page shown at its language's index has that one canonical address: its own file says so too (renderPage).
  const canonical = (language: string, slug: string): SitePath =>
    homeSlugOf(site.homePages, language) === slug && isPublic(language, slug) ? indexPath(language) : pagePath(language, slug);
  const copies = fallbackCopies(site.languageFallbacks ?? {}, publicBySlug, (language, slug) => status.has(key(language, slug)));
  const alternatesOf = (slug: string, except: string) =>
    (publicBySlug.get(slug) ?? [])
      .filter((other) => other.language !== except)
      .map((other) => ({ language: other.language, path: pagePath(other.language, slug) }));
  const fallbacksOf = (slug: string, except: string): FallbackCopy[] =>
    (copies.bySlug.get(slug) ?? []).filter((copy) => copy.language !== except).map((copy) => ({ ...copy, path: pagePath(copy.language, slug) }));
  const planned = (page: PageDocument): PlannedPage => ({
    ...plannedPage(page, layouts),
    alternates: alternatesOf(page.slug, page.language),
    fallbacks: fallbacksOf(page.slug, page.language),
  });
  const copyOf = (language: string, source: PageDocument): PlannedPage => ({
    ...planned(source),
    path: pagePath(language, source.slug),
    // Every real page of the slug, the one it copies included: the copy's switcher links them all.
    alternates: alternatesOf(source.slug, language),
    fallbacks: fallbacksOf(source.slug, language),
    fallbackOf: { language: source.language, path: canonical(source.language, source.slug) },
  });
  const languages = [...new Set([...pages.map((p) => p.language), ...copies.byLanguage.keys()])].sort();
  const plannedLanguages = languages.map((language): PlannedLanguage => {
    const sources = copies.byLanguage.get(language) ?? [];
    const own = [...pages.filter((p) => p.language === language).map(planned), ...sources.map((source) => copyOf(language, source))].sort((a, b) =>
      a.page.slug < b.page.slug ? -1 : a.page.slug > b.page.slug ? 1 : 0,
    );
    const shown = (slug: string) => isPublic(language, slug) || sources.some((source) => source.slug === slug);
    const { header, sidebar } = languageNavigation(site.navigation, language, shown);
    const listed = own.filter((p) => p.page.visibility === 'public');
    const publicPage = (slug: string | undefined) => (slug === undefined ? undefined : listed.find((p) => p.page.slug === slug));
    const contact = contactPath(language, publicPage(CONTACT_SLUG) !== undefined, site.agentSlug ?? null);
    const home = publicPage(homeSlugOf(site.homePages, language));
    return {
      language,
      dir: textDirection(language),
      pages: own,
      listed,
      hasPublicPages: listed.length > 0,
      ...(listed.length > 0 && listed.every((p) => p.fallbackOf !== undefined) && { onlyFallbacks: true as const }),
      header: headerLinks(header, listed),
      sidebar,
      home: home === undefined || home.fallbackOf !== undefined ? null : home,
      contact,
    };
  });
  const atCanonical = (planned: PlannedPage): PlannedPage => ({
    ...planned,
    path: canonical(planned.page.language, planned.page.slug),
    alternates: planned.alternates.map((a) => ({ language: a.language, path: canonical(a.language, planned.page.slug) })),
  });
  const withPages = [...new Set(pages.map((p) => p.language))];
  const rootLanguage = withPages.includes(site.defaultLanguage) ? site.defaultLanguage : (withPages.sort()[0] ?? null);
  return {
    name: site.name,
    rootLanguage,
    languages: plannedLanguages,
    sitemap: plannedLanguages.flatMap((l) => l.listed.filter((p) => p.fallbackOf === undefined)).map(atCanonical),
  };
}
