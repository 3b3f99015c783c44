import type { PageDocument } from '../pages/page-document.js';
import { textDirection, type TextDirection } from '../translation/language-info.js';
import type { NavigationBodies, NavigationEntry } from './navigation.js';

/** A site path of a page or index, relative to the site's root, always ending in `/` (`en/blog/hello/`). */
export type SitePath = string;

export const pagePath = (language: string, slug: string): SitePath => `${language}/${slug}/`;
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
  /** The public pages of the same slug in other languages. */
  readonly alternates: ReadonlyArray<{ readonly language: string; readonly path: SitePath }>;
}

export interface PlannedLanguage {
  readonly language: string;
  readonly dir: TextDirection;
  readonly pages: readonly PlannedPage[];
  /** Public pages only, by slug: the index, and nothing unlisted. */
  readonly listed: readonly PlannedPage[];
  readonly header: readonly NavLink[];
  readonly sidebar: ReadonlyArray<{ readonly title: string; readonly items: readonly NavLink[] }>;
}

export interface SitePlan {
  readonly name: string;
  /** The language whose index the site's root shows; null for a site without pages. */
  readonly rootLanguage: string | null;
  readonly languages: readonly PlannedLanguage[];
  /** Exactly the public pages, each with its alternates. */
  readonly sitemap: readonly PlannedPage[];
}

export const pageTitle = (page: PageDocument): string =>
  typeof page.metadata.title === 'string' && page.metadata.title.trim() !== '' ? page.metadata.title : page.slug;

const key = (language: string, slug: string) => `${language}\u0000${slug}`;

/** What the deployed site holds, decided from the live pages and the navigation: pure, so every deployer renders the same site. */
export function planSite(site: { name: string; defaultLanguage: string; pages: readonly PageDocument[]; navigation: readonly NavigationEntry[] }): SitePlan {
  const pages = [...site.pages].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const publicBySlug = new Map<string, PageDocument[]>();
  const status = new Map<string, 'public' | 'unlisted'>();
  for (const page of pages) {
    status.set(key(page.language, page.slug), page.visibility === 'public' ? 'public' : 'unlisted');
    if (page.visibility === 'public') publicBySlug.set(page.slug, [...(publicBySlug.get(page.slug) ?? []), page]);
  }
  const planned = (page: PageDocument): PlannedPage => ({
    page,
    path: pagePath(page.language, page.slug),
    title: pageTitle(page),
    alternates: (publicBySlug.get(page.slug) ?? [])
      .filter((other) => other.language !== page.language)
      .map((other) => ({ language: other.language, path: pagePath(other.language, other.slug) })),
  });
  const isPublic = (language: string, slug: string) => status.get(key(language, slug)) === 'public';
  const languages = [...new Set(pages.map((p) => p.language))].sort();
  const plannedLanguages = languages.map((language): PlannedLanguage => {
    const own = pages.filter((p) => p.language === language).map(planned);
    const entries = site.navigation.filter((e) => e.language === language).sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : 1));
    const header: NavLink[] = [];
    const sidebar: Array<{ title: string; items: NavLink[] }> = [];
    for (const entry of entries) {
      if (entry.kind === 'header_nav_item') {
        const body = entry.body as NavigationBodies['header_nav_item'];
        if (body.url !== undefined) header.push({ label: body.label, target: { url: body.url } });
        else if (body.slug !== undefined && isPublic(language, body.slug)) header.push({ label: body.label, target: { path: pagePath(language, body.slug) } });
      } else {
        const body = entry.body as NavigationBodies['sidebar_group'];
        const items = body.items
          .filter((item) => isPublic(language, item.slug))
          .map((item) => ({ label: item.label, target: { path: pagePath(language, item.slug) } }));
        sidebar.push({ title: body.title, items });
      }
    }
    return { language, dir: textDirection(language), pages: own, listed: own.filter((p) => p.page.visibility === 'public'), header, sidebar };
  });
  const rootLanguage = languages.includes(site.defaultLanguage) ? site.defaultLanguage : (languages[0] ?? null);
  return {
    name: site.name,
    rootLanguage,
    languages: plannedLanguages,
    sitemap: plannedLanguages.flatMap((l) => l.listed),
  };
}
