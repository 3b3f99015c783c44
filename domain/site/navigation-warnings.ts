import { linkedSlugs, type NavigationEntry } from './navigation.js';

/** How a page's slug stands for navigation: public (linkable), unlisted (left out), or absent. */
export type SlugStatus = 'public' | 'unlisted' | undefined;

/** A navigation link that the site will leave out, and why (listed under `warnings` in a dry run). */
export interface NavigationWarning {
  readonly type: 'header_nav_item' | 'sidebar_group';
  readonly id: string;
  readonly language: string;
  readonly slug: string;
  readonly message: string;
}

/** Every navigation link whose page will not be public: each is dropped from the rendered site. */
export function navigationWarnings(entries: readonly NavigationEntry[], statusOf: (language: string, slug: string) => SlugStatus): NavigationWarning[] {
  const warnings: NavigationWarning[] = [];
  for (const entry of entries) {
    for (const slug of linkedSlugs(entry)) {
      const status = statusOf(entry.language, slug);
      if (status === 'public') continue;
      const what = entry.kind === 'sidebar_group' ? `Sidebar group ${entry.id}` : `Header navigation item ${entry.id}`;
      const why = status === 'unlisted' ? 'is unlisted' : 'will not exist';
      warnings.push({
        type: entry.kind,
        id: entry.id,
        language: entry.language,
        slug,
        message: `${what} links to ${slug} (${entry.language}), which ${why}: the link is left out of the site`,
      });
    }
  }
  return warnings;
}
