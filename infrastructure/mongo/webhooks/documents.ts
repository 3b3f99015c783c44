import type { WebhookDelivery } from '../../../domain/webhooks/delivery.js';
import type { WebhookEndpoint } from '../../../domain/webhooks/endpoint.js';
import type { EventType } from '../../../domain/webhooks/events.js';

export const WEBHOOKS = 'webhooks';
/** Events recorded by writes, not yet routed into deliveries (the outbox). */
export const WEBHOOK_OUTBOX = 'webhook_outbox';
export const WEBHOOK_EVENTS = 'webhook_events';
export const WEBHOOK_DELIVERIES = 'webhook_deliveries';
/** One document per project that every endpoint creation writes, so concurrent creations conflict. */
export const WEBHOOK_GUARDS = 'webhook_guards';

export type WebhookDoc = Omit<WebhookEndpoint, 'id' | 'events'> & { _id: string; events: string[] };
export interface EventDoc {
  _id: string;
  project_id: string;
  type: EventType;
  occurred_at: string;
  body: string;
}
export type DeliveryDoc = Omit<WebhookDelivery, 'id'> & { _id: string; lease: string | null; finished_at: string | null };

export const toEndpoint = ({ _id, ...rest }: WebhookDoc): WebhookEndpoint => ({ id: _id, ...rest, events: rest.events as WebhookEndpoint['events'] });
export const toWebhookDoc = ({ id, ...rest }: WebhookEndpoint): WebhookDoc => ({ _id: id, ...rest, events: [...rest.events] });
export const toDelivery = ({ _id, lease: _lease, finished_at: _finished, ...rest }: DeliveryDoc): WebhookDelivery => ({ id: _id, ...rest });

export const newDeliveryDoc = (d: { id: string; project_id: string; webhook_id: string; event_id: string; type: EventType; at: string }): DeliveryDoc => ({
  _id: d.id,
  project_id: d.project_id,
  webhook_id: d.webhook_id,
  event_id: d.event_id,
  type: d.type,
  status: 'pending',
  attempts: 0,
  last_status_code: null,
  last_error: null,
  next_attempt_at: d.at,
  created_at: d.at,
  lease: null,
  finished_at: null,
});
