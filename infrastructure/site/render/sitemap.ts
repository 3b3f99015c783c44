import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { escapeHtml } from '../../../domain/shared/html.js';
import type { PlannedPage, SitePlan } from '../../../domain/site/site-plan.js';

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

/** URLs a sitemap part holds at most when a full deploy splits the sitemap (the protocol allows 50,000): one page's change rewrites one part this size at most, about. */
export const SITEMAP_PART_URLS = 1000;

/** How many parts a full deploy splits the sitemap of `publicPages` pages into. */
export const sitemapPartCount = (publicPages: number, perPart = SITEMAP_PART_URLS): number => Math.max(1, Math.ceil(publicPages / perPart));

/** The part a slug's URLs are in (every language of a slug in the same one): by a hash of the slug, so it stays until the count changes. */
const sitemapPartOf = (slug: string, parts: number): number => (parts === 1 ? 0 : createHash('sha256').update(slug).digest().readUInt32BE(0) % parts);

/** Where a part is served: `sitemap.xml` itself when there is one part, else `sitemap-<n>.xml`, listed by the index at `sitemap.xml`. */
const sitemapPartPath = (part: number, parts: number): string => (parts === 1 ? 'sitemap.xml' : `sitemap-${part + 1}.xml`);

/**
 * The sitemap's files, by path: with one part, `sitemap.xml` holds exactly the public pages, each
 * with its hreflang alternates (itself among them, as search engines ask) when the slug exists in
 * other languages; with more, `sitemap.xml` is the index of the parts, each part the pages whose
 * slug hashes to it (sitemapPartOf), in the plan's order.
 */
export async function renderSitemapFiles(plan: SitePlan, parts: number): Promise<Map<string, Buffer>> {
  const byPart = sitemapPartsOf(plan.sitemap, parts, { everyPart: true });
  const files = new Map<string, Buffer>();
  for (const [path, pages] of byPart) files.set(path, await renderUrlset(pages));
  if (parts > 1) {
    const { SitemapIndexStream, streamToPromise } = await import('sitemap');
    const index = Readable.from([...byPart.keys()].map((path) => ({ url: new URL(path, SITEMAP_BASE).href })));
    files.set('sitemap.xml', await streamToPromise(index.pipe(new SitemapIndexStream())));
  }
  return files;
}

/** `pages` by the path of the sitemap part they are in, in order; `everyPart`: the parts holding none too, in part order. */
export function sitemapPartsOf(pages: readonly PlannedPage[], parts: number, { everyPart = false } = {}): Map<string, PlannedPage[]> {
  const byPart = new Map<string, PlannedPage[]>();
  if (everyPart) for (let part = 0; part < parts; part++) byPart.set(sitemapPartPath(part, parts), []);
  for (const planned of pages) {
    const path = sitemapPartPath(sitemapPartOf(planned.page.slug, parts), parts);
    byPart.set(path, [...(byPart.get(path) ?? []), planned]);
  }
  return byPart;
}

/**
 * A stored part with the entries of `changed` (pages it holds already, at the same addresses)
 * rendered again: each `<url>` element is rendered on its own by the library, so replacing one
 * gives the bytes a render of the whole part would. Text in the XML is escaped, so `<url>` and
 * `</url>` occur only as the elements' tags.
 */
export async function updatedSitemapPart(stored: Uint8Array, changed: readonly PlannedPage[]): Promise<Buffer> {
  const fresh = new Map(urlElements((await renderUrlset(changed)).toString('utf8')).map((element) => [locOf(element), element]));
  const xml = Buffer.from(stored).toString('utf8');
  let out = '';
  let at = 0;
  for (let start = xml.indexOf('<url>'); start !== -1; start = xml.indexOf('<url>', at)) {
    const end = xml.indexOf('</url>', start) + '</url>'.length;
    const element = xml.slice(start, end);
    out += xml.slice(at, start) + (fresh.get(locOf(element)) ?? element);
    at = end;
  }
  return Buffer.from(out + xml.slice(at));
}

const urlElements = (xml: string): string[] => xml.match(/<url>.*?<\/url>/gs) ?? [];
const locOf = (element: string): string => element.slice(element.indexOf('<loc>') + 5, element.indexOf('</loc>'));

async function renderUrlset(pages: readonly PlannedPage[], base = SITEMAP_BASE): Promise<Buffer> {
  // The library refuses to end a sitemap without a URL (EmptySitemap); a site without public pages has one.
  if (pages.length === 0) return Buffer.from(EMPTY_SITEMAP);
  const entries = pages.map((planned) => ({
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
