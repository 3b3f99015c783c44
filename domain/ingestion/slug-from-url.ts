import { SLUG_MAX, slugify, type Slug } from '../pages/slug.js';

/** Endings of page addresses that say how the page was made, not what it is. */
const PAGE_EXTENSION = /\.(s?html?|php\d?|aspx?|jsp|cgi)$/i;
const INDEX_PAGE = /^(index|default|home)$/i;

/** Path segments of a URL, decoded where they can be. */
function segmentsOf(url: string): string[] {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return [];
  }
  return pathname.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
}

/**
 * The slug a captured page proposes: its URL path, each segment slugified
 * (`/News/2026/City-Budget.html` → `news/2026/city-budget`), the `index` page of a folder named
 * by the folder. When the path says nothing (the site's home page), the title; else `home`.
 * Too long a path keeps its last segments, the most specific ones.
 */
export function slugFromUrl(url: string, title: string): Slug {
  const segments = segmentsOf(url)
    .map((segment) => segment.replace(PAGE_EXTENSION, ''))
    .map((segment) => slugify(segment))
    .filter((segment): segment is Slug => segment !== null);
  while (segments.length > 1 && INDEX_PAGE.test(segments[segments.length - 1]!)) segments.pop();
  while (segments.length > 1 && segments.join('/').length > SLUG_MAX) segments.shift();
  const fromPath = segments.join('/');
  if (fromPath !== '' && !(segments.length === 1 && INDEX_PAGE.test(fromPath))) return fromPath as Slug;
  return slugify(title) ?? ('home' as Slug);
}
