import type { Container } from 'inversify';
import type { Context, Middleware } from 'koa';
import { MediaFiles } from '../../../application/media/media-files.js';
import { ServiceSettings } from '../../../application/shared/service-settings.js';
import { DomainLookup } from '../../../application/site/domains/domain-lookup.js';
import { SiteFiles, type SiteFile } from '../../../application/site/ports.js';
import { sendMediaFile } from '../media/handlers.js';
import { handler, type Route } from '../routing/route.js';
import { SITE_FILE, SITE_FILE_HEAD, SITE_ROOT_REDIRECT, SITE_ROOT_REDIRECT_HEAD } from './operations.js';

/** A path below a site's root as the deployer writes them: folders of letters, digits and `-`, `sitemap.xml`, or the stylesheet. */
const SITE_PATH = /^(?:(?:[A-Za-z0-9-]+\/)*(?:[A-Za-z0-9-]+|sitemap\.xml)?|assets\/site\.[0-9a-f]+\.css)$/;
/** For a file whose name changes with its content (the stylesheet). */
const CACHED_FOR_GOOD = 'public, max-age=31536000, immutable';
const NOT_FOUND_PAGE = '<!doctype html><html><head><meta charset="utf-8"><title>Not found</title></head><body><h1>Page not found</h1></body></html>\n';

/** Where a site's root is: `mount`, the path on this host (`/sites/<id>/`, or `/` on its own domain); `base`, its absolute address. */
interface SiteRoot {
  readonly mount: string;
  readonly base: string;
  readonly ownDomain: boolean;
}

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
 * Answers a request for a deployed site's file: `path` is below the site's root. Revalidation
 * with `If-None-Match` answers 304; every answer may be cached but is checked again each time,
 * so a deploy shows at once.
 */
async function sendSiteFile(ctx: Context, files: SiteFiles, projectId: string, path: string, root: SiteRoot): Promise<void> {
  const found = SITE_PATH.test(path) ? await files.read(projectId, path, { base: root.base, ownDomain: root.ownDomain }) : ({ kind: 'not_found' } as const);
  ctx.set('x-content-type-options', 'nosniff');
  switch (found.kind) {
    case 'redirect':
      ctx.status = 301;
      ctx.set('location', `${root.mount}${found.location}`);
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

/** What serving sites needs from a container (an app), resolved once. */
interface SiteServing {
  readonly files: SiteFiles;
  /** The service's own origin, from PUBLIC_BASE_URL. */
  readonly origin: string;
}
const servings = new WeakMap<Container, SiteServing>();
function servingOf(container: Container): SiteServing {
  let serving = servings.get(container);
  if (serving === undefined) {
    serving = { files: container.get<SiteFiles>(SiteFiles), origin: new URL(container.get<ServiceSettings>(ServiceSettings).publicBaseUrl).origin };
    servings.set(container, serving);
  }
  return serving;
}

function serveUnderSites(ctx: Context, container: Container): Promise<void> | void {
  const match = SITES.exec(ctx.path);
  if (match === null) return;
  const [, projectId, rest] = match as unknown as [string, string, string | undefined];
  if (rest === undefined) {
    ctx.status = 301;
    ctx.set('location', `/sites/${projectId}/`);
    return;
  }
  const mount = `/sites/${projectId}/`;
  // The service's own address, from PUBLIC_BASE_URL: a request's Host (or X-Forwarded-Host) names nothing here.
  // (As `new URL('/sites/<id>/', base).href`: the id percent-encoded, the origin's own path ignored.)
  const { files, origin } = servingOf(container);
  const base = `${origin}/sites/${encodeURIComponent(projectId)}/`;
  return sendSiteFile(ctx, files, projectId, rest.slice(1), { mount, base, ownDomain: false });
}

const PUBLIC = { auth: false, limited: false } as const;

/** The deployed sites, public: `/sites/<project>/`, `/sites/<project>/<language>/`, `/sites/<project>/<language>/<slug>/`, `sitemap.xml`. */
export const siteFileRoutes: readonly Route[] = [
  handler('GET', '/sites/:projectId', serveUnderSites, { ...PUBLIC, doc: SITE_ROOT_REDIRECT }),
  handler('HEAD', '/sites/:projectId', serveUnderSites, { ...PUBLIC, doc: SITE_ROOT_REDIRECT_HEAD }),
  handler('GET', '/sites/:projectId/*', serveUnderSites, { ...PUBLIC, doc: SITE_FILE }),
  handler('HEAD', '/sites/:projectId/*', serveUnderSites, { ...PUBLIC, doc: SITE_FILE_HEAD }),
];

/** The route label (metrics) of every request answered for a project's own domain. */
const OWN_DOMAIN_ROUTE = 'site on a verified domain';

/** IP literals are never a project's domain: the service's own address is not looked up. */
const IP_LITERAL = /^(?:[\d.]+|\[.*\])$/;
/** The project's images, linked by its pages at `/media/<project_id>/<file>` (the same path as on the service's address). */
const MEDIA = /^\/media\/([^/]+)\/([^/]+)$/;

/**
 * Serves a project's site at `/` (every path) when the request's Host is one of the project's
 * verified domains, and its images at `/media/<project_id>/...` (that project's only; another
 * project's are not found there); any other request goes on to the API. Runs before the route table.
 */
export function siteByHost(container: Container): Middleware {
  const lookup = container.get(DomainLookup);
  const files = container.get<SiteFiles>(SiteFiles);
  const media = container.get(MediaFiles);
  return async (ctx, next) => {
    const host = ctx.hostname.toLowerCase().replace(/\.$/, '');
    if (host === '' || IP_LITERAL.test(host)) return next();
    const projectId = lookup.cached(host) ?? (await lookup.projectOf(host));
    if (projectId === null) return next();
    ctx.state.route = OWN_DOMAIN_ROUTE;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('allow', 'GET, HEAD');
      ctx.body = { error: 'Method not allowed' };
      return;
    }
    const image = MEDIA.exec(ctx.path);
    if (image !== null) return image[1] === projectId ? sendMediaFile(ctx, media, projectId, image[2]!) : sendNotFoundPage(ctx);
    // `host` is the verified domain itself (the lookup found it), so the address written into the
    // sitemap is one the project proved it owns; only the scheme comes from the request (http or https).
    const base = `${ctx.secure ? 'https' : 'http'}://${host}/`;
    await sendSiteFile(ctx, files, projectId, ctx.path.slice(1), { mount: '/', base, ownDomain: true });
  };
}
