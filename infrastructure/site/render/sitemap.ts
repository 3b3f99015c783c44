import { Readable } from 'node:stream';
import { escapeHtml } from '../../../domain/shared/html.js';
import type { SitePlan } from '../../../domain/site/site-plan.js';

/**
 * Where the site's root stands in a stored sitemap. The site answers at several addresses (the
 * service's `/sites/<id>/`, its own domains), so its URLs are written against this and the
 * site's address replaces it when the file is served (sitemapAt). `.invalid` never resolves.
 */
const SITEMAP_BASE = 'https://site.invalid/';

const EMPTY_SITEMAP = '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>';

/**
 * A stored sitemap as served at `base`, the absolute address of the site's root: the service's
 * `PUBLIC_BASE_URL` or the verified domain, never a request's Host. `base` must be an http(s)
 * URL of a folder; it is written normalised (`new URL` percent-encodes what a URL cannot hold)
 * and escaped as XML text, so no value can leave the `<loc>` it is written in.
 */
export function sitemapAt(stored: Uint8Array, base: string): Buffer {
  const url = new URL(base);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.pathname.endsWith('/') || url.search !== '' || url.hash !== '') {
    throw new Error(`a sitemap is served at the http(s) address of a folder, not at ${JSON.stringify(base)}`);
  }
  return Buffer.from(Buffer.from(stored).toString('utf8').replaceAll(SITEMAP_BASE, escapeHtml(url.href)));
}

/**
 * `sitemap.xml`: exactly the public pages, each with its hreflang alternates (itself among
 * them, as search engines ask) when the slug exists in other languages.
 */
export async function renderSitemap(plan: SitePlan, base = SITEMAP_BASE): Promise<Buffer> {
  // The library refuses to end a sitemap without a URL (EmptySitemap); a site without public pages has one.
  if (plan.sitemap.length === 0) return Buffer.from(EMPTY_SITEMAP);
  const entries = plan.sitemap.map((planned) => ({
    url: new URL(planned.path, base).href,
    lastmod: planned.page.updated_at,
    links:
      planned.alternates.length === 0
        ? []
        : [{ language: planned.page.language, path: planned.path }, ...planned.alternates].map((a) => ({ lang: a.language, url: new URL(a.path, base).href })),
  }));
  // Loaded by the first deploy, not at start-up: serving stored sitemaps (sitemapAt) needs none of it.
  const { SitemapStream, streamToPromise } = await import('sitemap');
  const stream = new SitemapStream({ xmlns: { news: false, video: false, image: false, xhtml: true } });
  return streamToPromise(Readable.from(entries).pipe(stream));
}
