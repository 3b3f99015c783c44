import { isSlug } from '../pages/slug.js';
import { canonicalLanguageTag } from '../shared/language-tag.js';
import { projectOfSiteHost } from './site-origin.js';

/**
 * Which site an address is on, as far as the address alone says: a project it names, or a host
 * that may be one of the projects' verified domains (only the store knows), with the path below
 * the site's root.
 */
export type SiteAddress =
  /** `<project>.<SITES_DOMAIN>/<path>`, its own origin, or its old address `<PUBLIC_BASE_URL>/sites/<project>/<path>`. */
  | { readonly kind: 'project'; readonly projectId: string; readonly path: string }
  /** `<scheme>://<host>/<path>`: the site of the project that verified the host, if any. */
  | { readonly kind: 'domain'; readonly hostname: string; readonly path: string };

const UNDER_SITES = /^\/sites\/([^/]+)\/(.*)$/;

/**
 * Where the service serves a site, for an absolute http(s) address; null when it serves none
 * there (the service's own pages and API, another scheme). Every form of a site's address is a
 * case here, and only here: a project's host under the sites domain (any port: a proxy may
 * publish another), `/sites/<project>/` on the service's own origin (the old address, which
 * redirects), and any other host (a verified domain). IP literals are never a project's domain.
 */
export function siteAddressOf(url: string, service: { readonly origin: string; readonly sitesDomain: string }): SiteAddress | null {
  const parsed = URL.parse(url);
  if (parsed === null || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return null;
  const path = parsed.pathname;
  if (parsed.origin === service.origin) {
    const under = UNDER_SITES.exec(path);
    if (under === null) return null;
    const projectId = decoded(under[1]!);
    return projectId === null ? null : { kind: 'project', projectId, path: under[2]! };
  }
  const hostname = parsed.hostname.replace(/\.$/, '');
  if (/^[\d.]+$/.test(hostname) || hostname.startsWith('[')) return null;
  const ownHost = projectOfSiteHost(hostname, service.sitesDomain);
  if (ownHost !== null) return { kind: 'project', projectId: ownHost, path: path.slice(1) };
  return { kind: 'domain', hostname, path: path.slice(1) };
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The page a path below a site's root shows: `<language>/<slug>/` (the trailing slash optional,
 * `index.html` after it too). Null for the root, a language's index, the sitemap, the stylesheet,
 * or anything not shaped as a page's address.
 */
export function sitePageOf(path: string): { readonly language: string; readonly slug: string } | null {
  const trimmed = path.replace(/(?:\/index\.html|\/)$/, '');
  const slash = trimmed.indexOf('/');
  if (slash <= 0) return null;
  const language = canonicalLanguageTag(trimmed.slice(0, slash));
  const slug = trimmed.slice(slash + 1);
  return language !== null && isSlug(slug) ? { language, slug } : null;
}
