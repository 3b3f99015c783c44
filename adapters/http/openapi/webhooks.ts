import * as t from 'io-ts';
import { IsoInstant } from '../../../domain/shared/codecs.js';
import { EVENT_DATA } from '../../../domain/webhooks/event-payloads.js';
import { EVENT_TYPES, type EventType } from '../../../domain/webhooks/events.js';
import { jsonSchemaOf, type SchemaComponents } from '../../mcp/json-schema.js';

export const WEBHOOKS_TAG = 'Webhook events';

const WHEN: Readonly<Record<EventType, string>> = {
  'page.created': 'A live page was created: through the pages API, or by a publish (`publish_id`).',
  'page.updated': 'A live page changed: through the pages API, or by a publish (`publish_id`).',
  'page.deleted': 'A live page was deleted.',
  'publish.completed': 'A publish made its drafts live (after the `page.*` events of its pages).',
  'draft.discarded': 'A draft was discarded (its live page, if any, is untouched).',
  'member.added': 'A member was added to the project.',
  'member.removed': 'A member was removed from the project.',
  'onboarding.confirmed': "A visitor confirmed their onboarding brief (the live agent's `confirm` tool).",
  'live.transfer.completed': 'The manager talked with a caller the live agent transferred, and hung up.',
  'release.published':
    'A release ran (at its time, or published now): its drafts are live and its pages to unpublish are gone (after its `page.*` and `publish.completed` events).',
  'release.failed': 'A release did not run: one of its items was blocked (each named with its reasons); nothing of it was published.',
  'question.unanswered':
    'The live agent met a question the site does not answer, unlike any already on the list of unanswered questions (a similar one joins its group silently).',
  ping: 'Sent by `POST /api/projects/{projectId}/webhooks/{webhookId}/ping`, to test an endpoint.',
};

const HEADERS = [
  { name: 'webhook-id', description: 'The event id: the same on every retry of this event (deduplicate on it).' },
  { name: 'webhook-timestamp', description: 'When this attempt was signed, in Unix seconds.' },
  {
    name: 'webhook-signature',
    description:
      '`v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">` under the secret (the bytes after `whsec_`, base64-decoded), ' +
      'space-separated when two secrets sign during a rotation.',
  },
];

const DELIVERY =
  'Standard Webhooks (https://www.standardwebhooks.com): a POST of JSON `{ type, timestamp, data }` to the webhook URL. A 2xx answer delivers it; ' +
  'network errors, timeouts (10 s), 408, 429 and 5xx are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then the delivery is `failed`; ' +
  'another 4xx fails it at once; 410 disables the webhook. Events are recorded in the same transaction as the change they report.';

const pascal = (type: string) =>
  type
    .split(/[._]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** The payload codec of one event type: the envelope around its `data`. */
const eventCodec = (type: EventType) => t.type({ type: t.literal(type), timestamp: IsoInstant, data: EVENT_DATA[type] as t.Mixed }, `${pascal(type)}Event`);

/** OpenAPI 3.1 `webhooks`: what this service POSTs to a webhook's URL, one entry per event type. */
export function webhooksOf(components: SchemaComponents): Record<string, unknown> {
  return Object.fromEntries(
    EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: `${pascal(type).charAt(0).toLowerCase()}${pascal(type).slice(1)}Event`,
          summary: type,
          description: `${WHEN[type]}\n\n${DELIVERY}`,
          tags: [WEBHOOKS_TAG],
          parameters: HEADERS.map((header) => ({ ...header, in: 'header', required: true, schema: { type: 'string' } })),
          requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(eventCodec(type), components) } } },
          responses: {
            '2XX': { description: 'Delivered.' },
            '410': { description: 'Gone: the webhook is disabled and gets no more events.' },
          },
        },
      },
    ]),
  );
}
