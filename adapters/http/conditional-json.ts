import { hash } from 'node:crypto';
import type { Context } from 'koa';

/** A value's JSON answer: its bytes and their entity tag. */
interface PreparedJson {
  readonly body: Buffer;
  readonly etag: string;
}

/**
 * Answers by the value object they were made from. The stores hand out the same object for as
 * long as it is current (the SQLite document cache keeps one per revision and drops it on any
 * change, by this instance or another), so a value is serialized and hashed once per revision;
 * a new revision is a new object, never a stale answer. Weak: it lives as long as its value.
 */
const prepared = new WeakMap<object, PreparedJson>();

/** The JSON bytes Koa would send for `value`, and a strong ETag of them, computed once per object. */
function preparedJson(value: object): PreparedJson {
  let found = prepared.get(value);
  if (found === undefined) {
    const body = Buffer.from(JSON.stringify(value));
    // A hash of the bytes themselves: two answers share a tag only when they are the same bytes.
    found = { body, etag: `"${hash('sha256', body, 'base64url').slice(0, 32)}"` };
    prepared.set(value, found);
  }
  return found;
}

/**
 * Whether an `If-None-Match` header names `etag` (RFC 9110 §13.1.2: weak comparison, a list of
 * tags or `*`). An empty header names nothing.
 */
function ifNoneMatchNames(header: string, etag: string): boolean {
  if (header === '') return false;
  if (header.trim() === '*') return true;
  for (const part of header.split(',')) {
    const tag = part.trim();
    if ((tag.startsWith('W/') ? tag.slice(2) : tag) === etag) return true;
  }
  return false;
}

/** `private`: the answer is a member's; `no-cache`: a client revalidates it each time (a 304 when unchanged). */
const CONDITIONAL_CACHE_CONTROL = 'private, no-cache';

/**
 * A conditional read's success: `304` without a body when the client holds this answer, else
 * the JSON. Called only after authentication and the access check succeeded, so a tag tells a
 * caller nothing about a page it may not read (it gets the refusal, whatever it sends).
 */
export function replyConditionalJson(ctx: Context, value: object): void {
  const { body, etag } = preparedJson(value);
  // Straight on Node's response (a use case's answer is written once, nothing sent yet): Koa's
  // `set` builds arrays per call.
  const { res } = ctx;
  res.setHeader('etag', etag);
  res.setHeader('cache-control', CONDITIONAL_CACHE_CONTROL);
  if (ifNoneMatchNames(ctx.req.headers['if-none-match'] ?? '', etag)) {
    ctx.status = 304;
    return;
  }
  // Written whole, here, and Koa told not to respond (`ctx.respond = false`): its status and body
  // setters (a dozen header checks, arrays built per call) and its `respond` add nothing to bytes
  // made once per revision, on the hottest read. Safe because nothing after a handler changes a
  // success's answer: the conventions middleware, the route pipeline and the metrics only read
  // the status from Node's response.
  ctx.respond = false;
  res.statusCode = 200;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('content-length', body.length);
  res.end(body);
}
