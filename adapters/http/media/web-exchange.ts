import { Readable } from 'node:stream';
import type { Context } from 'koa';

/** Methods whose request may carry a body (the others are sent without one). */
const WITH_BODY = new Set(['POST', 'PATCH', 'PUT']);

/**
 * The Koa request as a web-standard Request, its body streamed (never buffered): what a
 * protocol library speaking fetch's types (tus) handles. Its URL is on `origin` (the service's
 * PUBLIC_BASE_URL), never on the request's Host or X-Forwarded-Host: nothing the library builds
 * from it can point elsewhere, and a Host that is not a host name cannot make it throw.
 */
export function toWebRequest(ctx: Context, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = WITH_BODY.has(ctx.method) && ((ctx.request.length ?? 0) > 0 || ctx.get('transfer-encoding') !== '');
  return new Request(new URL(ctx.originalUrl, origin), {
    method: ctx.method,
    headers,
    ...(hasBody ? { body: Readable.toWeb(ctx.req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
  } as RequestInit);
}

/**
 * Writes a web Response through Koa. An error answer becomes `{ "error": "<its text>" }`, as
 * every error of the API is; cross-origin headers are dropped (the API serves none anywhere).
 */
export async function sendWebResponse(ctx: Context, response: Response): Promise<void> {
  ctx.status = response.status;
  response.headers.forEach((value, name) => {
    if (name.startsWith('access-control-') || name === 'content-length' || name === 'content-type') return;
    ctx.set(name, value);
  });
  const text = await response.text();
  if (response.status >= 400) {
    ctx.body = { error: text.trim() || 'Upload request refused' };
    return;
  }
  // An empty body stays empty (Koa would otherwise write the status text for a 201).
  if (text !== '') ctx.type = response.headers.get('content-type') ?? 'text/plain';
  ctx.body = text;
}
