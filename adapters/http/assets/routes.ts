import type { Context } from 'koa';
import type { Container } from 'inversify';
import { sendError } from '../respond.js';
import { handler, type Route } from '../routing/route.js';
import { AssetCatalog } from './asset-catalog.js';
import { ASSET, ASSET_HEAD } from './operations.js';
import { chooseCoding } from './content-coding.js';

/** A file name holds its content hash: the URL names these bytes forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `GET /assets/<name>-<hash>.<ext>`: a browser bundle, precompressed (brotli or gzip, as the
 * client accepts), cacheable for a year. Readable from any origin: the live agent's script is
 * loaded as a module (a CORS request) by pages on a project's own domain.
 */
function serveAsset(ctx: Context, container: Container): void {
  const asset = container.get(AssetCatalog).file(ctx.params.file!);
  if (asset === undefined) return sendError(ctx, { status: 404, body: { error: 'Not found' } });
  ctx.set({
    'cache-control': IMMUTABLE,
    vary: 'accept-encoding',
    'x-content-type-options': 'nosniff',
    'access-control-allow-origin': '*',
    'cross-origin-resource-policy': 'cross-origin',
  });
  const encoding = chooseCoding(
    ctx.get('accept-encoding'),
    asset.variants.map((v) => v.encoding),
  );
  const variant = asset.variants.find((v) => v.encoding === encoding);
  ctx.set('etag', variant?.etag ?? asset.etag);
  if (revalidated(ctx.get('if-none-match'), asset.etags)) {
    ctx.status = 304;
    return;
  }
  ctx.status = 200;
  ctx.type = asset.contentType;
  if (variant !== undefined) ctx.set('content-encoding', variant.encoding);
  ctx.body = variant?.bytes ?? asset.bytes;
}

/** The client holds the file already (in one encoding or another: the bytes behind them are the same). */
function revalidated(ifNoneMatch: string, etags: ReadonlySet<string>): boolean {
  if (ifNoneMatch === '') return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || etags.has(trimmed.replace(/^W\//, ''));
  });
}

const STATIC = { auth: false, limited: false } as const;

/** The built browser code, public and never rate limited (a page's own scripts). */
export const assetRoutes: readonly Route[] = [
  handler('GET', '/assets/:file', serveAsset, { ...STATIC, doc: ASSET }),
  handler('HEAD', '/assets/:file', serveAsset, { ...STATIC, doc: ASSET_HEAD }),
];
