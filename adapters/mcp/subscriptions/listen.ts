import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { createMcpHandler, InMemoryServerEventBus, ProtocolErrorCode, type AuthInfo, type Server } from '@modelcontextprotocol/server';
import type { Context } from 'koa';
import type { ContentReads } from '../content/content-reads.js';
import type { ContentWatch } from './content-watch.js';
import { sendHead, sendResponse } from '../web-messages.js';
import { listStamp, lookAt, type Stamp } from './stamps.js';

/** Resources one subscription may name: each is looked at every tick. */
export const MAX_RESOURCES_PER_SUBSCRIPTION = 100;

/** A `subscriptions/listen` request as it arrives (the SDK validates the rest of it). */
interface ListenRequest {
  readonly id: string | number;
  readonly params?: { readonly notifications?: { readonly resourceSubscriptions?: unknown; readonly resourcesListChanged?: unknown } };
}

export function isListenRequest(body: unknown): body is ListenRequest {
  return typeof body === 'object' && body !== null && (body as { method?: unknown }).method === 'subscriptions/listen' && 'id' in body;
}

/** What `serve` needs of the endpoint: the request as the SDK takes it, and a Server for the caller. */
export interface ListenContext {
  readonly reads: ContentReads;
  readonly request: (signal: AbortSignal) => Request;
  readonly authInfo: AuthInfo;
  readonly server: () => Server;
}

/**
 * `subscriptions/listen` (protocol 2026-07-28): the SDK answers the stream (acknowledgement,
 * subscription ids, keep-alives, teardown); this decides what may be watched and feeds it.
 * - Every URI named is read first with the caller's access: one it cannot read (another
 *   project's, a draft a `content:read` token may not see, no such page) refuses the whole
 *   subscription, as `resources/read` would, so nothing is ever watched for someone who may
 *   not read it. Those first reads are also the stamps later looks compare with.
 * - The stream gets a bus of its own, fed by the ContentWatch, which looks through the shared
 *   store: a change made on another instance reaches this stream too.
 * - The stream ends when the client leaves (its request's signal aborts) or the app stops.
 */
export async function serveListen(ctx: Context, body: ListenRequest, listen: ListenContext, watch: ContentWatch): Promise<void> {
  // Listened for from the start: a client that leaves while its URIs are first read must not be watched.
  const left = new AbortController();
  ctx.res.once('close', () => left.abort());
  const wanted = body.params?.notifications;
  const uris = Array.isArray(wanted?.resourceSubscriptions) ? (wanted.resourceSubscriptions as unknown[]) : [];
  if (uris.length > MAX_RESOURCES_PER_SUBSCRIPTION)
    return refuse(ctx, body.id, ProtocolErrorCode.InvalidParams, `At most ${MAX_RESOURCES_PER_SUBSCRIPTION} resources per subscription`);
  const resources = new Map<string, Stamp>();
  for (const uri of uris) {
    // Not a string: the SDK refuses the filter itself, below.
    if (typeof uri !== 'string') break;
    const look = await lookAt(listen.reads, uri);
    if ('refusal' in look) return refuse(ctx, body.id, look.refusal.code, look.refusal.message);
    resources.set(uri, look.stamp);
  }
  const list = wanted?.resourcesListChanged === true ? await listStamp(listen.reads) : undefined;

  const bus = new InMemoryServerEventBus();
  const handler = createMcpHandler(() => listen.server(), { legacy: 'reject', bus, maxSubscriptions: 1 });
  const response = await handler.fetch(listen.request(left.signal), { parsedBody: body, authInfo: listen.authInfo });
  if (response.body === null || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
    // Refused by the SDK (a malformed filter): one JSON answer.
    await sendResponse(ctx, response);
    return void handler.close();
  }
  const end = () => {
    stop();
    // Ends the stream with the empty result the SDK sends on a graceful close.
    void handler.close();
  };
  const stop = watch.add({ reads: listen.reads, resources, list, notify: (event) => bus.publish(event), end });
  // The client may have left during the first looks: then nothing is watched for it.
  if (left.signal.aborted) return end();
  left.signal.addEventListener('abort', end, { once: true });
  sendHead(ctx, response);
  ctx.body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
}

/** A refusal before the stream opens, in band as the SDK answers its own (HTTP 200, a JSON-RPC error). */
function refuse(ctx: Context, id: string | number, code: number, message: string): void {
  ctx.status = 200;
  ctx.body = { jsonrpc: '2.0', id, error: { code, message } };
}
