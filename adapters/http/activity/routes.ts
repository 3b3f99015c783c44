import * as E from 'fp-ts/lib/Either.js';
import type { Container } from 'inversify';
import type { Context } from 'koa';
import { Readable } from 'node:stream';
import { ExportActivity } from '../../../application/activity/export-activity.js';
import { ListActivity, ListActivityInput } from '../../../application/activity/list-activity.js';
import { decodeInput } from '../../../application/shared/decode.js';
import { actorOf } from '../middleware/authenticated.js';
import { reply, replyError } from '../respond.js';
import { json, type HandlerDoc } from '../routing/operation-doc.js';
import { PROJECT } from '../routing/path-params.js';
import { handler, type Route } from '../routing/route.js';
import { ActivityItem, ActivityPage } from './responses.js';

const NDJSON = 'application/x-ndjson';

/**
 * `GET .../activity`: a page of the log as JSON, or, asked for JSON lines (`Accept:
 * application/x-ndjson`), every entry the filters keep, one JSON object a line, streamed.
 */
async function serveActivity(ctx: Context, container: Container): Promise<void> {
  const decoded = decodeInput(ListActivityInput, ctx.query);
  if (E.isLeft(decoded)) return replyError(ctx, decoded.left);
  const input = { ...decoded.right, projectId: ctx.params.projectId! };
  if (ctx.accepts('application/json', NDJSON) !== NDJSON) return reply(ctx, await container.get(ListActivity).execute(actorOf(ctx), input));
  const lines = await container.get(ExportActivity).execute(actorOf(ctx), input);
  if (E.isLeft(lines)) return replyError(ctx, lines.left);
  ctx.status = 200;
  ctx.type = NDJSON;
  ctx.set('cache-control', 'no-store');
  ctx.body = Readable.from(
    (async function* () {
      for await (const entry of lines.right) yield `${JSON.stringify(entry)}\n`;
    })(),
  );
}

const LIST_ACTIVITY: HandlerDoc = {
  operationId: 'listActivity',
  summary: "The project's activity log",
  description:
    'Every write to the project, newest first: who (a user, an API key, an OAuth client), through what (`rest`, `mcp`, `portal`, `scheduler`), ' +
    'which operation, on what, when. Filter with `actor` (an id; an OAuth client’s entries are found by the user it acted for too) and `action`. ' +
    'With `Accept: application/x-ndjson` the answer is every matching entry (from `cursor` on), one JSON object per line, streamed. ' +
    'Entries are kept for `ACTIVITY_RETENTION_DAYS` days.',
  access: 'read_activity (read)',
  parameters: [
    { name: 'cursor', in: 'query', description: '`next_cursor` of the previous answer, for older entries.' },
    {
      name: 'limit',
      in: 'query',
      description: 'How many at most in this answer (1 to 100, default 50; the JSON lines export ignores it).',
      schema: { type: 'integer', minimum: 1, maximum: 100 },
    },
    { name: 'actor', in: 'query', description: 'Only the writes of this user id, API key id or OAuth client id.' },
    { name: 'action', in: 'query', description: 'Only this operation (`save_draft`, `confirm_publish`, ...).' },
  ],
  responses: {
    '200': {
      description: 'A page of the log; or, asked for `application/x-ndjson`, every matching entry, a line each.',
      content: { ...json(ActivityPage), [NDJSON]: ActivityItem },
    },
  },
  refusals: [{ status: 400, when: 'A query parameter is not valid (a cursor this service never gave, a limit out of range).' }],
};

/** The activity log: admins read it; every other member, and every stranger, is refused (404 for strangers). */
export const activityRoutes: readonly Route[] = [handler('GET', `${PROJECT}/activity`, serveActivity, { doc: LIST_ACTIVITY })];
