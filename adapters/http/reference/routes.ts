import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Context } from 'koa';
import { buildOpenApiDocument } from '../openapi/document.js';
import { sendError } from '../respond.js';
import type { RouteGroup, Route } from '../routing/route.js';
import { handler } from '../routing/route.js';
import { pageSecurityHeaders } from '../pages/security-headers.js';
import { DOCS_INIT, DOCS_PAGE } from './docs-page.js';
import { DOCS_ASSET, DOCS_PAGE_DOC, OPENAPI_DOCUMENT } from './operations.js';

/** A file served as it is, with its tag: revalidated each time, a 304 when unchanged. */
interface ServedFile {
  readonly body: Buffer;
  readonly type: string;
  readonly etag: string;
}

const served = (body: Buffer | string, type: string): ServedFile => {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
  return { body: bytes, type, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
};

function send(ctx: Context, file: ServedFile, cacheControl: string): void {
  ctx.set('etag', file.etag);
  ctx.set('cache-control', cacheControl);
  ctx.set('x-content-type-options', 'nosniff');
  if (
    ctx
      .get('if-none-match')
      .split(/\s*,\s*/)
      .includes(file.etag)
  ) {
    ctx.status = 304;
    return;
  }
  ctx.status = 200;
  ctx.type = file.type;
  ctx.body = file.body;
}

/** swagger-ui's files this page loads, by the name it asks for; anything else is 404. */
const SWAGGER_UI_FILES: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/**
 * The service's page policy: only its own files run, nothing is framed or embedded, requests
 * ("try it") go to the service alone; swagger-ui's stylesheet draws its icons as `data:` images.
 */
const PAGE_HEADERS = pageSecurityHeaders({ imagesFrom: ['data:'] });

/** Where the installed swagger-ui-dist keeps its files (resolved on first use). */
const swaggerUiDirectory = () => dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/**
 * `GET /openapi.json`, `GET /docs` and the page's files: public. The document is built once, on
 * its first request (start-up does not pay for it), and every file is read once and kept.
 */
export function referenceRoutes(groups: () => readonly RouteGroup[]): readonly Route[] {
  let document: ServedFile | null = null;
  const assets = new Map<string, Promise<ServedFile>>();
  const page = served(DOCS_PAGE, 'text/html; charset=utf-8');
  const init = served(DOCS_INIT, 'text/javascript; charset=utf-8');
  const asset = (name: string): Promise<ServedFile> | null => {
    if (name === 'init.js') return Promise.resolve(init);
    const type = SWAGGER_UI_FILES[name];
    if (type === undefined) return null;
    let file = assets.get(name);
    if (file === undefined) {
      file = readFile(join(swaggerUiDirectory(), name)).then((bytes) => served(bytes, type));
      // A failed read is tried again next time rather than remembered.
      file.catch(() => assets.delete(name));
      assets.set(name, file);
    }
    return file;
  };
  const PUBLIC = { auth: false, limited: false } as const;
  return [
    handler(
      'GET',
      '/openapi.json',
      (ctx) => {
        document ??= served(JSON.stringify(buildOpenApiDocument(groups())), 'application/json; charset=utf-8');
        // Tools at other origins (editors, generators) may read it.
        ctx.set('access-control-allow-origin', '*');
        send(ctx, document, 'public, max-age=0, must-revalidate');
      },
      { ...PUBLIC, doc: OPENAPI_DOCUMENT },
    ),
    handler(
      'GET',
      '/docs',
      (ctx) => {
        ctx.set(PAGE_HEADERS);
        send(ctx, page, 'public, max-age=0, must-revalidate');
      },
      { ...PUBLIC, doc: DOCS_PAGE_DOC },
    ),
    handler(
      'GET',
      '/docs/:asset',
      async (ctx) => {
        const file = asset(ctx.params.asset!);
        if (file === null) return sendError(ctx, { status: 404, body: { error: 'Not found' } });
        send(ctx, await file, 'public, max-age=0, must-revalidate');
      },
      { ...PUBLIC, doc: DOCS_ASSET },
    ),
  ];
}
