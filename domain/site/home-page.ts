import { canonicalLanguageTag } from '../shared/language-tag.js';

/**
 * The slug a language's home page has by convention: every starter kit's first page. A language
 * without a `home_pages` setting shows its public page of this slug at its index (`/<language>/`,
 * and the site's root for the root language); without one, the index lists the pages.
 */
export const CONVENTIONAL_HOME_SLUG = 'home';

/**
 * The slug of the page a language's index shows: the `home_pages` setting's when it names one
 * (it wins, even over a public `home` page), else the conventional `home`. Whether that page is
 * public decides between it and the automatic index.
 */
export const homeSlugOf = (homePages: Readonly<Record<string, string>> | undefined, language: string): string =>
  homePages?.[language] ?? CONVENTIONAL_HOME_SLUG;

/**
 * The language whose index a path below a site's root shows: `<language>/` (`index.html` after
 * it too), or `defaultLanguage` for the root. Null for anything else (a page, the sitemap).
 */
export function indexLanguageOf(path: string, defaultLanguage: string): string | null {
  const trimmed = path.replace(/(?:^|\/)index\.html$/, '').replace(/\/$/, '');
  if (trimmed === '') return defaultLanguage;
  return trimmed.includes('/') ? null : canonicalLanguageTag(trimmed);
}
