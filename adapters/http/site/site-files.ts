import type { Container } from 'inversify';
import type { Context, Middleware } from 'koa';
import { MediaFiles } from '../../../application/media/media-files.js';
import { DomainLookup } from '../../../application/site/domains/domain-lookup.js';
import { SiteFiles, type SiteFile } from '../../../application/site/ports.js';
import { SiteAddressing } from '../../../application/site/site-addressing.js';
import { isSiteLabel, projectOfSiteHost, siteOrigin, siteUrl } from '../../../domain/site/site-origin.js';
import { serveFavicon } from '../assets/favicon.js';
import { sendMediaFile } from '../media/handlers.js';
import { handler, type Route } from '../routing/route.js';
import { SITE_FILE, SITE_FILE_HEAD, SITE_ROOT_REDIRECT, SITE_ROOT_REDIRECT_HEAD } from './operations.js';

/** A path below a site's root as the deployer writes them: folders of letters, digits and `-`, `sitemap.xml`, the stylesheet or the icon. */
const SITE_PATH = /^(?:(?:[A-Za-z0-9-]+\/)*(?:[A-Za-z0-9-]+|sitemap\.xml)?|assets\/site\.[0-9a-f]+\.css|assets\/icon\.[0-9a-f]+\.svg)$/;
/** For a file whose name changes with its content (the stylesheet). */
const CACHED_FOR_GOOD = 'public, max-age=31536000, immutable';
const NOT_FOUND_PAGE = '<!doctype html><html><head><meta charset="utf-8"><title>Not found</title></head><body><h1>Page not found</h1></body></html>\n';

/**
 * Everything a 200 of a file says besides the request id, computed once per file (and dropped
 * with it): the answer is then one `writeHead` and one `end` on the socket, without Koa's
 * per-header bookkeeping (a deployed page is the hottest public path).
 */
const okHeaders = new WeakMap<SiteFile, Record<string, string | number>>();
function okHeadersOf(file: SiteFile): Record<string, string | number> {
  let headers = okHeaders.get(file);
  if (headers === undefined) {
    headers = {
      'x-content-type-options': 'nosniff',
      etag: file.etag,
      'cache-control': file.immutable === true ? CACHED_FOR_GOOD : 'public, max-age=0, must-revalidate',
      ...file.headers,
      'content-type': file.contentType,
      'content-length': file.body.byteLength,
    };
    okHeaders.set(file, headers);
  }
  return headers;
}

/** The If-None-Match header names the file's ETag (a list, or one value: the usual revalidation). */
function revalidates(ctx: Context, etag: string): boolean {
  const header = ctx.get('if-none-match');
  return header !== '' && (header === etag || header.split(/\s*,\s*/).includes(etag));
}

function sendNotFoundPage(ctx: Context): void {
  ctx.set('x-content-type-options', 'nosniff');
  ctx.status = 404;
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = NOT_FOUND_PAGE;
}

/**
 * Answers a request for a deployed site's file: `path` is below the site's root, `base` the
 * root's absolute address. Revalidation with `If-None-Match` answers 304; every answer may be
 * cached but is checked again each time, so a deploy shows at once.
 */
async function sendSiteFile(ctx: Context, files: SiteFiles, projectId: string, path: string, base: string): Promise<void> {
  const found = SITE_PATH.test(path) ? await files.read(projectId, path, base) : ({ kind: 'not_found' } as const);
  ctx.set('x-content-type-options', 'nosniff');
  switch (found.kind) {
    case 'redirect':
      ctx.status = 301;
      ctx.set('location', `/${found.location}`);
      return;
    case 'not_found':
      if (found.page === undefined) return sendNotFoundPage(ctx);
      // The site's own 404 page, with the headers of its pages.
      ctx.status = 404;
      ctx.set(found.page.headers);
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = Buffer.from(found.page.body.buffer, found.page.body.byteOffset, found.page.body.byteLength);
      return;
    case 'file': {
      const { file } = found;
      if (revalidates(ctx, file.etag)) {
        ctx.set('etag', file.etag);
        ctx.set('cache-control', file.immutable === true ? CACHED_FOR_GOOD : 'public, max-age=0, must-revalidate');
        ctx.status = 304;
        return;
      }
      // Written here, in one go (see okHeadersOf); Koa is told to leave the response alone, and
      // the status stays on ctx for the request log. Node sends no body for a HEAD.
      ctx.status = 200;
      ctx.respond = false;
      ctx.res.writeHead(200, okHeadersOf(file));
      ctx.res.end(file.body);
    }
  }
}

const SITES = /^\/sites\/([^/]+)(\/.*)?$/;

/**
 * `GET /sites/<project>/<rest>` on the service's origin: a permanent redirect (308, the query
 * kept) to `<rest>` on the site's own origin, so that links made before sites had origins of
 * their own keep working. Nothing of a site is served on the service's origin: a script of a
 * published page never runs with the origin of the API and the portal. An id that can be no
 * project's host name is not found here.
 */
function redirectToSiteOrigin(ctx: Context, container: Container): void {
  const match = SITES.exec(ctx.path);
  if (match === null) return;
  const [, projectId, rest] = match as unknown as [string, string, string | undefined];
  const addressing = container.get<SiteAddressing>(SiteAddressing);
  if (!isSiteLabel(projectId)) return sendNotFoundPage(ctx);
  ctx.status = 308;
  ctx.set('location', `${siteOrigin(projectId, addressing)}${rest ?? '/'}${ctx.search}`);
}

const PUBLIC = { auth: false, limited: false } as const;

/** The old addresses of the deployed sites, `/sites/<project>/...`, each leading to the same file on the site's own origin. */
export const siteFileRoutes: readonly Route[] = [
  handler('GET', '/sites/:projectId', redirectToSiteOrigin, { ...PUBLIC, doc: SITE_ROOT_REDIRECT }),
  handler('HEAD', '/sites/:projectId', redirectToSiteOrigin, { ...PUBLIC, doc: SITE_ROOT_REDIRECT_HEAD }),
  handler('GET', '/sites/:projectId/*', redirectToSiteOrigin, { ...PUBLIC, doc: SITE_FILE }),
  handler('HEAD', '/sites/:projectId/*', redirectToSiteOrigin, { ...PUBLIC, doc: SITE_FILE_HEAD }),
];

/** The route labels (metrics) of every request answered for a site's host. */
const SITE_HOST_ROUTE = 'site on its own host';
const OWN_DOMAIN_ROUTE = 'site on a verified domain';

/** IP literals are never a site's host: the service's own address is not looked up. */
const IP_LITERAL = /^(?:[\d.]+|\[.*\])$/;
/** The project's images, linked by its pages at `/media/<project_id>/<file>` (the same path as on the service's address). */
const MEDIA = /^\/media\/([^/]+)\/([^/]+)$/;

/**
 * Serves a project's site at `/` (every path), and its images at `/media/<project_id>/...`
 * (that project's only; another project's are not found there), when the request's Host is the
 * site's own (`<project>.<sites domain>`) or one of the project's verified domains. Such a host
 * serves nothing else: no API, portal, OAuth, MCP or page of the service; any method but GET
 * and HEAD is 405. Any other request goes on to the API. Runs before the route table.
 */
export function siteByHost(container: Container): Middleware {
  const lookup = container.get(DomainLookup);
  const files = container.get<SiteFiles>(SiteFiles);
  const media = container.get(MediaFiles);
  const addressing = container.get<SiteAddressing>(SiteAddressing);
  const serve = (ctx: Context, projectId: string, base: string): Promise<void> | void => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('allow', 'GET, HEAD');
      ctx.body = { error: 'Method not allowed' };
      return;
    }
    // Browsers ask every page that links no icon (a site without a logo) for this one: it was a 404 on each.
    if (ctx.path === '/favicon.ico') return serveFavicon(ctx);
    const image = MEDIA.exec(ctx.path);
    if (image !== null) return image[1] === projectId ? sendMediaFile(ctx, media, projectId, image[2]!) : sendNotFoundPage(ctx);
    // A link written when the site lived at the service's `/sites/<project>/` (a page's markdown may hold one).
    const old = SITES.exec(ctx.path);
    if (old !== null && old[1] === projectId) {
      ctx.status = 308;
      // Absolute, on this host: a path such as `//elsewhere.example` must not leave it.
      ctx.set('location', `${base.slice(0, -1)}${old[2] ?? '/'}${ctx.search}`);
      return;
    }
    return sendSiteFile(ctx, files, projectId, ctx.path.slice(1), base);
  };
  const serveOwnDomain = (ctx: Context, next: () => Promise<unknown>, host: string, projectId: string | null) => {
    if (projectId === null) return next();
    ctx.state.route = OWN_DOMAIN_ROUTE;
    // `host` is the verified domain itself (the lookup found it), so the address written into the
    // sitemap is one the project proved it owns; only the scheme comes from the request (http or https).
    return serve(ctx, projectId, `${ctx.secure ? 'https' : 'http'}://${host}/`);
  };
  // Not `async`: every API request passes here, and most go on at once (an IP literal, or a
  // cached "no site"); an async frame of its own would cost each of them a promise and a tick.
  return (ctx, next) => {
    const host = ctx.hostname.toLowerCase().replace(/\.$/, '');
    if (host === '' || IP_LITERAL.test(host)) return next();
    // The site's own host is decided by its name alone (no lookup): no domain a project adds can take it.
    const own = projectOfSiteHost(host, addressing.sitesDomain);
    if (own !== null) {
      ctx.state.route = SITE_HOST_ROUTE;
      // Its address as the service's configuration says, never as the request's Host spells it.
      return serve(ctx, own, siteUrl(own, addressing));
    }
    const cached = lookup.cached(host);
    if (cached !== undefined) return serveOwnDomain(ctx, next, host, cached);
    return lookup.projectOf(host).then((projectId) => serveOwnDomain(ctx, next, host, projectId));
  };
}
