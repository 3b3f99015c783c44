import * as E from 'fp-ts/lib/Either.js';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import { PassThrough } from 'node:stream';
import type { StreamEvent } from '../../../application/presence/edit-hub.js';
import { WatchDraft } from '../../../application/presence/watch-draft.js';
import { actorOf } from '../middleware/authenticated.js';
import { replyError } from '../respond.js';

/** A comment this often keeps proxies from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

/** One server-sent event: its type and its data as one line of JSON. */
const frame = (event: StreamEvent): string => `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/**
 * `GET .../docs/edit/:draftId/events`: Edit Mode's live stream of a draft, as server-sent
 * events (`presence`, `saved`, `taken_over`, `published`). Authenticated like every API call, by
 * the `Authorization` header: a browser reads it with `fetch` and a streamed body (an
 * `EventSource` cannot send the header), see docs/workflow.md.
 */
export async function serveDraftEvents(ctx: Context, container: Container): Promise<void> {
  const body = new PassThrough();
  const keepAlive = setInterval(() => body.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  keepAlive.unref();
  const end = () => {
    clearInterval(keepAlive);
    body.end();
  };
  // Tells a reader to wait 3 s before reconnecting; first, before the presence list the opening sends.
  body.write('retry: 3000\n\n');
  const input = { projectId: ctx.params.projectId!, draftId: ctx.params.draftId! };
  const opened = await container.get(WatchDraft).execute(actorOf(ctx), input, { send: (event) => body.write(frame(event)), end });
  if (E.isLeft(opened)) {
    end();
    return replyError(ctx, opened.left);
  }
  const stream = opened.right;
  // The reader left (or the connection dropped): the entry goes, and the others hear it.
  ctx.res.once('close', () => {
    end();
    void stream.close();
  });
  ctx.set({ 'cache-control': 'no-store', 'x-accel-buffering': 'no', 'x-content-type-options': 'nosniff' });
  ctx.status = 200;
  ctx.type = 'text/event-stream; charset=utf-8';
  ctx.body = body;
}
