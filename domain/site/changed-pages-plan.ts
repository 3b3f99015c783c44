import type { PageDocument } from '../pages/page-document.js';
import type { TemplateLayout } from '../templates/layouts.js';
import { textDirection } from '../translation/language-info.js';
import type { LanguageFallbacks } from './language-fallbacks.js';
import { inNavigation, planSite, type NavLink, type PlannedLanguage, type PlannedPage, type SitePath, type SitePlan } from './site-plan.js';

/**
 * What a release records of its plan beside its files: each language's chrome (header, sidebar,
 * contact link, whether it has public pages), so that a later deploy of a few changed pages can
 * render them as the whole plan would, without reading the other pages.
 */
export interface RecordedPlan {
  readonly rootLanguage: string | null;
  readonly languages: ReadonlyArray<{
    readonly language: string;
    readonly hasPublicPages: boolean;
    readonly onlyFallbacks?: true;
    readonly header: readonly NavLink[];
    readonly sidebar: PlannedLanguage['sidebar'];
    readonly contact: SitePath | null;
  }>;
}

export const recordedPlan = (plan: SitePlan): RecordedPlan => ({
  rootLanguage: plan.rootLanguage,
  languages: plan.languages.map(({ language, hasPublicPages, onlyFallbacks, header, sidebar, contact }) => ({
    language,
    hasPublicPages,
    ...(onlyFallbacks && { onlyFallbacks }),
    header,
    sidebar,
    contact,
  })),
});

/**
 * What a page's place in the rest of the site is made of: whether it is public (the sitemap,
 * the index, navigation links to its slug, the contact link, its other languages' switchers), its
 * title and description (the index listing, the header when it asks to be there) and whether it
 * asks to be in the header. A page whose facts are the same before and after a change, and
 * which existed before and exists after, changed nothing but its own file and its sitemap entry.
 */
export const placeFacts = (page: PlannedPage): string =>
  JSON.stringify([
    page.page.visibility,
    page.title,
    page.page.metadata.description ?? null,
    inNavigation(page),
    // A fallback copy's facts differ from a translation's at its address: publishing the translation lists it in the sitemap and hreflang.
    ...(page.fallbackOf === undefined ? [] : [page.fallbackOf.language]),
  ]);

/**
 * The plan of `pages`, every live page of the changed slugs in every language (so each one's
 * alternates are exact), within a site whose other pages are as `recorded` says: each recorded
 * language with its recorded chrome and only these pages, its `home` set only when its home page
 * is among them; the fallback copies of those slugs (`languageFallbacks`) with them. Null when a
 * page or a copy is in a language the release does not have (a new language changes every
 * page's switcher: a whole plan is needed).
 */
export function changedPagesPlan(
  recorded: RecordedPlan,
  site: {
    readonly name: string;
    readonly pages: readonly PageDocument[];
    readonly layouts: Readonly<Record<string, TemplateLayout>>;
    readonly homePages: Readonly<Record<string, string>>;
    readonly languageFallbacks?: LanguageFallbacks;
  },
): SitePlan | null {
  const known = new Set(recorded.languages.map((l) => l.language));
  // Planned alone, these pages get their alternates and paths as in the whole plan; the chrome planned here is not used.
  const alone = planSite({
    name: site.name,
    defaultLanguage: recorded.rootLanguage ?? '',
    pages: site.pages,
    navigation: [],
    layouts: site.layouts,
    homePages: site.homePages,
    languageFallbacks: site.languageFallbacks ?? {},
  });
  if (alone.languages.some((language) => !known.has(language.language))) return null;
  const own = new Map(alone.languages.map((language) => [language.language, language]));
  const languages = recorded.languages.map((language): PlannedLanguage => {
    const planned = own.get(language.language);
    return {
      ...language,
      dir: textDirection(language.language),
      pages: planned?.pages ?? [],
      listed: planned?.listed ?? [],
      home: planned?.home ?? null,
    };
  });
  return { name: site.name, rootLanguage: recorded.rootLanguage, languages, sitemap: alone.sitemap };
}
