import * as t from 'io-ts';
import { EVENT_TYPES, EventFilter, type EventType } from '../../../domain/webhooks/events.js';
import { Integer, NextCursor, nullable, Timestamp } from '../response-codecs.js';

const EventTypeCodec = t.keyof(Object.fromEntries(EVENT_TYPES.map((type) => [type, null])) as Record<EventType, null>, 'EventType');

const webhook = {
  id: t.string,
  url: t.string,
  /** Event types, or `*` for all of them. */
  events: t.readonlyArray(EventFilter),
  description: nullable(t.string),
  enabled: t.boolean,
  created_at: Timestamp,
};

export const Webhook = t.type(webhook, 'Webhook');

export const WebhookList = t.type({ webhooks: t.array(Webhook) }, 'WebhookList');

/** The creation answer: the only time the signing secret (`whsec_…`) is shown. */
export const CreatedWebhook = t.type({ ...webhook, secret: t.string }, 'CreatedWebhook');

export const WebhookSecret = t.type({ secret: t.string }, 'WebhookSecret');

export const Delivery = t.type(
  {
    id: t.string,
    /** The `webhook-id` of every attempt. */
    event_id: t.string,
    type: EventTypeCodec,
    status: t.union([t.literal('pending'), t.literal('delivered'), t.literal('failed')]),
    attempts: Integer,
    last_status_code: nullable(Integer),
    last_error: nullable(t.string),
    next_attempt_at: nullable(Timestamp),
    created_at: Timestamp,
  },
  'Delivery',
);

export const DeliveryLog = t.type({ deliveries: t.readonlyArray(Delivery), next_cursor: NextCursor }, 'DeliveryLog');
