import { Readable } from 'node:stream';
import { SitemapStream, streamToPromise } from 'sitemap';
import type { SitePlan } from '../../../domain/site/site-plan.js';

/**
 * Where the site's root stands in a stored sitemap. The site answers at several addresses (the
 * service's `/sites/<id>/`, its own domains), so its URLs are written against this and the
 * address the reader used replaces it when the file is served. `.invalid` never resolves.
 */
export const SITEMAP_BASE = 'https://site.invalid/';

/**
 * `sitemap.xml`: exactly the public pages, each with its hreflang alternates (itself among
 * them, as search engines ask) when the slug exists in other languages.
 */
export async function renderSitemap(plan: SitePlan, base = SITEMAP_BASE): Promise<Buffer> {
  const entries = plan.sitemap.map((planned) => ({
    url: new URL(planned.path, base).href,
    lastmod: planned.page.updated_at,
    links:
      planned.alternates.length === 0
        ? []
        : [{ language: planned.page.language, path: planned.path }, ...planned.alternates].map((a) => ({ lang: a.language, url: new URL(a.path, base).href })),
  }));
  const stream = new SitemapStream({ xmlns: { news: false, video: false, image: false, xhtml: true } });
  return streamToPromise(Readable.from(entries).pipe(stream));
}
