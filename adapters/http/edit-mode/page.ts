import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../domain/shared/html.js';
import type { AssetCatalog } from '../assets/asset-catalog.js';
import { htmlDocument } from '../pages/html-document.js';
import { pageSecurityHeaders } from '../pages/security-headers.js';

/** Where the portal (Edit Mode grown into the console) is served (`GET /` redirects here). */
export const EDIT_MODE_PATH = '/edit/';
/** The theme's stylesheets the preview's documents link: `<accent or default>.<hash>.css`. */
export const PREVIEW_STYLESHEETS_PATH = '/edit/site-theme/';

/** The page as served: the same bytes for everyone (the script renders what a person sees). */
export interface EditModePage {
  readonly body: Buffer;
  readonly etag: string;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * The document the page's script fills (clients/portal/): a status while it loads, a note
 * for a browser without JavaScript. Its policy lets only the service's own scripts and styles
 * run, its scripts call the service and the identity provider, and images come from the
 * service and from http(s) addresses (a page's markdown may show images from elsewhere, as the
 * site does). The preview is a `srcdoc` frame sandboxed to an opaque origin, which inherits
 * this policy: no script of the page's HTML runs in it, only the service's scroll keeper that
 * the page names (`data-preview-script`), and links in it go nowhere (`frame-src` stays `'none'`).
 */
export function editModePage(assets: AssetCatalog, connectTo: readonly string[]): EditModePage {
  const scrollKeeper = assets.entry('edit-mode-preview').script;
  const html = htmlDocument(assets, {
    title: 'Content portal',
    entries: ['portal'],
    body:
      `<div id="portal" class="portal"${scrollKeeper === null ? '' : ` data-preview-script="${escapeHtml(scrollKeeper)}"`}>` +
      `<p class="portal__loading" role="status">Loading the portal…</p>` +
      `<noscript><p class="portal__problem">The portal needs JavaScript: turn it on for this page, then reload it.</p></noscript></div>`,
  });
  const body = Buffer.from(html);
  return {
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    headers: pageSecurityHeaders({ connectTo, imagesFrom: ['https:', 'http:'] }),
  };
}
