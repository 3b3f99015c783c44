import * as t from 'io-ts';
import { boundedString } from '../../domain/shared/codecs.js';
import { WEBHOOK_DESCRIPTION_MAX } from '../../domain/webhooks/endpoint.js';
import { withSchemaHint } from '../../domain/shared/schema-hints.js';
import { ALL_EVENTS, EVENT_TYPES, EventFilter } from '../../domain/webhooks/events.js';

export { WebhookUrl } from '../../domain/webhooks/endpoint.js';

/** A non-empty list of event types (or `*`), repeats dropped. */
export const WebhookEvents = withSchemaHint(
  new t.Type<EventFilter[], EventFilter[], unknown>(
    `a non-empty list of event types (${EVENT_TYPES.join(', ')}) or ["*"]`,
    (u): u is EventFilter[] => Array.isArray(u) && u.length > 0 && u.every(EventFilter.is),
    (u, c) => {
      if (!Array.isArray(u) || u.length === 0 || u.length > 50 || !u.every(EventFilter.is)) return t.failure(u, c);
      return t.success([...new Set(u)]);
    },
    t.identity,
  ),
  { type: 'array', minItems: 1, maxItems: 50, items: { type: 'string', enum: [...EVENT_TYPES, ALL_EVENTS] } },
);

export const WebhookDescription = t.union(
  [boundedString(WEBHOOK_DESCRIPTION_MAX), t.null],
  `a string of at most ${WEBHOOK_DESCRIPTION_MAX} characters, or null`,
);

export const WEBHOOK_NOT_FOUND = 'Webhook not found';
export const DELIVERY_NOT_FOUND = 'Delivery not found';
export const WEBHOOK_DISABLED = 'Webhook is disabled: enable it first (PATCH with "enabled": true)';
