import { TakeOverDraft, TakeOverDraftInput } from '../../../application/presence/take-over-draft.js';
import { PRESENCE_LIMITS } from '../../../domain/presence/edit-events.js';
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
    'Server-sent events about one draft, from every instance of the service. `presence` once, when the stream opens: ' +
    '`{ draft_id, session_id, editors: [{ user_id, name, since, editing, sessions }], sessions: [{ session_id, user_id, name, since, editing }] }` ' +
    '(`session_id` is this stream’s; `editors` is one line per person, `sessions` one per open stream). Then each change, one stream at a time: ' +
    '`joined` (`{ draft_id, session: { session_id, user_id, name, since, editing } }`), `left` (`{ draft_id, session_id, user_id }`), ' +
    '`saved` (`{ draft_id, revision, by: { user_id, name }, at }`: another save landed, offer its revision before yours meets a 409), ' +
    '`taken_over` (`{ draft_id, by: { user_id, name, session_id }, at }`: that stream, or every stream of that person, now holds the draft; no other does), ' +
    '`published` (`{ draft_id, page_id, publish_id, at }`: the draft is now that live page). The reader is present while the stream is open, ' +
    'and is asked again before each event: a reader removed from the project (or a revoked key) hears nothing more and the stream ends. ' +
    `At most ${PRESENCE_LIMITS.perPerson} streams per person and ${PRESENCE_LIMITS.perDraft} per draft are open at once, across instances. ` +
    'Authenticated by the `Authorization` header like every call: read it with `fetch` and a streamed body (an `EventSource` cannot send the header).',
  access: 'read_drafts (read)',
  responses: {
    '200': { description: 'The stream (`text/event-stream`), open until the reader closes it.', content: { 'text/event-stream': { type: 'string' } } },
  },
  refusals: [
    {
      status: 429,
      when: `The person already has ${PRESENCE_LIMITS.perPerson} streams open, or the draft ${PRESENCE_LIMITS.perDraft}: \`Retry-After\` is when an entry of a stream that died without closing lapses.`,
    },
  ],
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
