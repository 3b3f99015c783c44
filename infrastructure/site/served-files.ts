import { createHash } from 'node:crypto';
import { THEME_POLICY } from '../../domain/site/page-policies.js';
import { SITE_ROOT } from './render/look.js';
import { sitemapAt } from './render/sitemap.js';
import type { ReleaseEntry, ReleaseInfo } from '../../application/site/release-store.js';

export const CONTENT_TYPES = {
  html: 'text/html; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
} as const;

/**
 * A stored file as served at `base` (the site's root address): the sitemap's addresses and a
 * rooted page's links made for that address, and an ETag that names the address when the bytes
 * depend on it.
 */
export function servedAt(entry: Pick<ReleaseEntry, 'type' | 'rooted' | 'etag'>, stored: Uint8Array, base: string): { body: Uint8Array; etag: string } {
  let body = stored;
  if (entry.type === 'xml') body = sitemapAt(body, base);
  if (entry.rooted) body = Buffer.from(Buffer.from(body).toString('utf8').replaceAll(SITE_ROOT, pathOf(base)));
  const etag = entry.type === 'xml' ? `"${entry.etag}-${createHash('sha256').update(base).digest('base64url').slice(0, 12)}"` : `"${entry.etag}"`;
  return { body, etag };
}

/** Pages of a release rendered before the theme carry their own `<style>`: inline styles stay allowed for them. */
const LEGACY_POLICY = "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/**
 * An uploaded custom HTML page is the owner's own markup, with its own styles and scripts: it
 * gets no theme policy and is served as uploaded. Its scripts run with its site's origin, one
 * of its own (`<project>.<sites domain>` or a verified domain), which holds no token of the
 * service, the portal or another project's site.
 */
const NO_HEADERS: Readonly<Record<string, string>> = {};
const THEME_HEADERS = { 'content-security-policy': THEME_POLICY };
const LEGACY_HEADERS = { 'content-security-policy': LEGACY_POLICY };

/** Which copy of a file an address gets. Relative links: one body serves every address. A sitemap's URLs are absolute. */
export const variantOf = (entry: Pick<ReleaseEntry, 'type'>, base: string): string => (entry.type === 'xml' ? `${base}\u0000` : '');

/** The path of a site's absolute address (`https://host/` → `/`). */
const pathOf = (base: string): string => base.slice(base.indexOf('/', base.indexOf('//') + 2));

/** An origin as a policy source: a scheme, a host, maybe a port; nothing that could end a directive. */
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[A-Za-z0-9.:[\]-]+$/;

/**
 * Pages that load the live agent (what their release recorded at deploy): the theme's policy,
 * with one script from the service's address (the launcher), and the service's conversation
 * frame (`frame-src`). The launcher styles itself with constructed stylesheets in its shadow
 * root, which need no source, and connects nowhere: the sign-in, the conversation, the
 * microphone and every token live in the frame, on the service's origin.
 */
function agentPolicy(agent: NonNullable<ReleaseInfo['agent']>): string {
  const frame = agent.frame !== undefined && ORIGIN.test(agent.frame) ? agent.frame : "'none'";
  return (
    `default-src 'none'; script-src ${new URL(agent.script).origin}; style-src 'self'; img-src *; connect-src 'self'; frame-src ${frame}; ` +
    `base-uri 'none'; form-action 'none'; frame-ancestors 'self'`
  );
}

/** The site's icon, opened on its own: an image, never a document that loads or runs anything. */
const ICON_HEADERS = { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" } as const;

export function headersOf(
  entry: Pick<ReleaseEntry, 'custom' | 'type' | 'agent'>,
  release: Pick<ReleaseInfo, 'agent' | 'stylesheet'>,
): Readonly<Record<string, string>> {
  if (entry.type === 'svg') return ICON_HEADERS;
  if (entry.custom || entry.type !== 'html') return NO_HEADERS;
  if (entry.agent === true && release.agent !== undefined) return { 'content-security-policy': agentPolicy(release.agent) };
  return release.stylesheet === undefined ? LEGACY_HEADERS : THEME_HEADERS;
}
