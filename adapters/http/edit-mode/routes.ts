import type { Container } from 'inversify';
import type { Context } from 'koa';
import { PagePreview } from '../../../application/drafts/ports.js';
import { SignInSettings } from '../../../application/identity/sign-in-settings.js';
import { ServiceSettings } from '../../../application/shared/service-settings.js';
import { AssetCatalog } from '../assets/asset-catalog.js';
import { sendError } from '../respond.js';
import { handler, type Route } from '../routing/route.js';
import { signInConnectSources } from '../sign-in/connect-sources.js';
import { serveFavicon } from '../assets/favicon.js';
import { INVITE_PATH } from '../../../domain/invitations/invitation.js';
import { EDIT_MODE_PAGE, FAVICON, INVITE_PAGE, PREVIEW_ICON, PREVIEW_STYLESHEET, SERVICE_ROOT } from './operations.js';
import { EDIT_MODE_PATH, editModePage, PREVIEW_STYLESHEETS_PATH, type EditModePage } from './page.js';

/** Built once per application (its assets and sign-in settings never change while it runs). */
const pages = new WeakMap<Container, EditModePage>();

/** The client holds this version already. */
const revalidated = (ctx: Context, etag: string) =>
  ctx
    .get('if-none-match')
    .split(/\s*,\s*/)
    .some((tag) => tag.replace(/^W\//, '') === etag);

/** The page, built once per application. */
function pageOf(container: Container): EditModePage {
  let page = pages.get(container);
  if (page === undefined) {
    page = editModePage(container.get(AssetCatalog), signInConnectSources(container.get<SignInSettings>(SignInSettings)));
    pages.set(container, page);
  }
  return page;
}

/**
 * `GET /edit/invite/<token>`: the same page at an invitation's address (the portal reads the
 * token from it). Never stored, and never named in a Referer: the token is a key to the project.
 */
function serveInvitePage(ctx: Context, container: Container): void {
  const page = pageOf(container);
  ctx.set(page.headers);
  ctx.set({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
  ctx.status = 200;
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = page.body;
}

/** `GET /edit/`: the page, revalidated on every load (it names the current bundles), a 304 while unchanged. */
function serveEditMode(ctx: Context, container: Container): void {
  // The router takes `/edit` for `/edit/`: the address with the slash is the page's one.
  if (!ctx.path.endsWith('/')) return redirect(`${EDIT_MODE_PATH}${ctx.querystring === '' ? '' : `?${ctx.querystring}`}`, 301)(ctx);
  const page = pageOf(container);
  ctx.set(page.headers);
  ctx.set({ etag: page.etag, 'cache-control': 'no-cache' });
  if (revalidated(ctx, page.etag)) {
    ctx.status = 304;
    return;
  }
  ctx.status = 200;
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = page.body;
}

/**
 * `GET /edit/site-theme/<accent>.<hash>.css`: the site's stylesheet the preview links. The
 * current hash is cached for good; an older one (a page loaded before the service was
 * updated) gets today's stylesheet, revalidated.
 */
async function servePreviewStylesheet(ctx: Context, container: Container): Promise<void> {
  const sheet = await container.get<PagePreview>(PagePreview).stylesheet(ctx.params.file!);
  if (sheet === null) return sendError(ctx, { status: 404, body: { error: 'Not found' } });
  ctx.set({
    etag: sheet.etag,
    'cache-control': sheet.current ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  if (revalidated(ctx, sheet.etag)) {
    ctx.status = 304;
    return;
  }
  ctx.status = 200;
  ctx.type = 'text/css; charset=utf-8';
  ctx.body = sheet.css;
}

/** `GET /edit/site-theme/icons/<accent>.<letter>.svg`: the icon a preview links; its name is all it is made from, so it is kept for good. */
async function servePreviewIcon(ctx: Context, container: Container): Promise<void> {
  const icon = await container.get<PagePreview>(PagePreview).icon(ctx.params.file!);
  if (icon === null) return sendError(ctx, { status: 404, body: { error: 'Not found' } });
  ctx.set({
    etag: icon.etag,
    'cache-control': 'public, max-age=31536000, immutable',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'x-content-type-options': 'nosniff',
  });
  if (revalidated(ctx, icon.etag)) {
    ctx.status = 304;
    return;
  }
  ctx.status = 200;
  ctx.type = 'image/svg+xml';
  ctx.body = icon.svg;
}

function redirect(to: string, status: 301 | 302) {
  return (ctx: Context) => {
    ctx.status = status;
    ctx.set('location', to);
  };
}

/** Names that are the service itself wherever it runs: loopback, and any IP address. */
const OWN_NAMES = /^(?:localhost|[\d.]+|\[.*\])$/;

/**
 * `GET /`: leads to the Edit Mode page on the service's own address. Any other name pointed at
 * the service (a project's domain still waiting for verification, a stray DNS record) is no
 * address of the editor: it answers 404, as every path of such a name does.
 */
function serveRoot(ctx: Context, container: Container): void {
  const own = new URL(container.get<ServiceSettings>(ServiceSettings).publicBaseUrl).hostname;
  const host = ctx.hostname.toLowerCase().replace(/\.$/, '');
  if (host === own || OWN_NAMES.test(host)) return redirect(EDIT_MODE_PATH, 302)(ctx);
  sendError(ctx, { status: 404, body: { error: 'Not found' } });
}

const PUBLIC = { auth: false, limited: false } as const;

/**
 * The Edit Mode page and what it loads besides `/assets/`: static, public (the person signs in
 * on the page), never rate limited. `GET /` leads there (a project's own domain serves its
 * site at `/` before this table is reached).
 */
export const editModeRoutes: readonly Route[] = [
  handler('GET', '/', serveRoot, { ...PUBLIC, doc: SERVICE_ROOT }),
  handler('GET', EDIT_MODE_PATH, serveEditMode, { ...PUBLIC, doc: EDIT_MODE_PAGE }),
  handler('GET', `${INVITE_PATH}/:token`, serveInvitePage, { ...PUBLIC, doc: INVITE_PAGE }),
  handler('GET', '/favicon.ico', serveFavicon, { ...PUBLIC, doc: FAVICON }),
  handler('GET', `${PREVIEW_STYLESHEETS_PATH}:file`, servePreviewStylesheet, { ...PUBLIC, doc: PREVIEW_STYLESHEET }),
  handler('GET', `${PREVIEW_STYLESHEETS_PATH}icons/:file`, servePreviewIcon, { ...PUBLIC, doc: PREVIEW_ICON }),
];
