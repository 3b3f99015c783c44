import { TakeOverDraft, TakeOverDraftInput } from '../../../application/presence/take-over-draft.js';
import type { HandlerDoc } from '../routing/operation-doc.js';
import { PROJECT } from '../routing/path-params.js';
import { handler, post, type Route } from '../routing/route.js';
import { serveDraftEvents } from './event-stream.js';
import { TakeOver } from './responses.js';

const EDIT = `${PROJECT}/docs/edit`;

const DRAFT_EVENTS: HandlerDoc = {
  operationId: 'watchDraft',
  summary: "A draft's live events",
  description:
    'Server-sent events about one draft, from every instance of the service: `presence` (`{ draft_id, session_id, editors: [{ user_id, name, since, editing, sessions }] }`, ' +
    'sent when it opens and whenever who has the draft open changes; `session_id` is this stream’s), `saved` (`{ draft_id, revision, by: { user_id, name }, at }`: ' +
    'another save landed, offer its revision before yours meets a 409), `taken_over` (`{ draft_id, by: { user_id, name, session_id }, at }`), ' +
    '`published` (`{ draft_id, page_id, publish_id, at }`: the draft is now that live page). The reader is present while the stream is open. ' +
    'Authenticated by the `Authorization` header like every call: read it with `fetch` and a streamed body (an `EventSource` cannot send the header).',
  access: 'read_drafts (read)',
  responses: {
    '200': { description: 'The stream (`text/event-stream`), open until the reader closes it.', content: { 'text/event-stream': { type: 'string' } } },
  },
};

/** Edit Mode's presence: a draft's live stream, and taking a draft over. */
export const presenceRoutes: readonly Route[] = [
  handler('GET', `${EDIT}/:draftId/events`, serveDraftEvents, { doc: DRAFT_EVENTS }),
  post(`${EDIT}/:draftId/take-over`, TakeOverDraft, {
    body: TakeOverDraftInput,
    response: TakeOver,
    access: 'edit_content (write)',
    summary: 'Take over a draft',
    description:
      'The caller (its stream `session_id`, when given) now holds the draft; every other stream of it gets `taken_over`. Saves are not locked: a stale one is still refused by its revision.',
  }),
];
