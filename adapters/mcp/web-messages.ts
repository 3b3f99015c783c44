import type { Context } from 'koa';

/** Headers never handed to the SDK: the credentials (already checked) and the body's framing. */
const WITHHELD = new Set(['authorization', 'x-api-key', 'cookie', 'content-length', 'transfer-encoding', 'connection']);

/** The Koa request as the SDK's web-standard handlers take it (its body is passed parsed, beside it). */
export function webRequestOf(ctx: Context, url: string, signal?: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (value === undefined || WITHHELD.has(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(url, { method: ctx.method, headers, ...(signal !== undefined && { signal }) });
}

/** The SDK's status and headers on the Koa response (Koa frames the body itself). */
export function sendHead(ctx: Context, response: Response): void {
  ctx.status = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') ctx.set(name, value);
  });
}

/** A whole (non-streamed) SDK answer on the Koa response. */
export async function sendResponse(ctx: Context, response: Response): Promise<void> {
  sendHead(ctx, response);
  // An empty string keeps the SDK's status (202 for a notification); null would turn it into 204.
  ctx.body = await response.text();
}
