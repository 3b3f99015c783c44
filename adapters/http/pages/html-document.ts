import { escapeHtml } from '../../../domain/shared/html.js';
import type { AssetCatalog } from '../assets/asset-catalog.js';

export interface HtmlDocument {
  readonly title: string;
  /** The body's HTML, every value in it already escaped. */
  readonly body: string;
  /** Browser entries the page loads (tools/build-clients.ts): their stylesheets, chunks and scripts, in this order. */
  readonly entries: readonly string[];
  readonly lang?: string;
}

/**
 * A page of the service: no inline script or style (the strict policy of security-headers.ts
 * holds), its entries' stylesheets in the head, their shared chunks preloaded, and their
 * module scripts, which run once the document is parsed.
 */
export function htmlDocument(assets: AssetCatalog, page: HtmlDocument): string {
  const loaded = page.entries.map((name) => assets.entry(name));
  const unique = (urls: readonly string[]) => [...new Set(urls)];
  const styles = unique(loaded.flatMap((entry) => entry.styles)).map((url) => `<link rel="stylesheet" href="${escapeHtml(url)}">`);
  const preloads = unique(loaded.flatMap((entry) => entry.preload)).map((url) => `<link rel="modulepreload" href="${escapeHtml(url)}">`);
  const scripts = loaded.flatMap((entry) => (entry.script === null ? [] : [`<script type="module" src="${escapeHtml(entry.script)}"></script>`]));
  return (
    `<!doctype html><html lang="${escapeHtml(page.lang ?? 'en')}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(page.title)}</title>${styles.join('')}${preloads.join('')}${scripts.join('')}</head>` +
    `<body>${page.body}</body></html>`
  );
}
