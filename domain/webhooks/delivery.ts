import type { EventType } from './events.js';

type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/**
 * One event on its way to one endpoint. `attempts` counts attempts started; while an attempt
 * is in flight, `next_attempt_at` is the end of its lease (when another dispatcher may take
 * the delivery over if this one never reports back).
 */
export interface WebhookDelivery {
  readonly id: string;
  readonly project_id: string;
  readonly webhook_id: string;
  readonly event_id: string;
  readonly type: EventType;
  readonly status: DeliveryStatus;
  readonly attempts: number;
  readonly last_status_code: number | null;
  readonly last_error: string | null;
  readonly next_attempt_at: string | null;
  readonly created_at: string;
}

export type DeliveryView = Omit<WebhookDelivery, 'project_id' | 'webhook_id'>;

export const deliveryView = ({ project_id: _p, webhook_id: _w, ...view }: WebhookDelivery): DeliveryView => view;

/** The id of the delivery an event's fan-out creates for an endpoint: unique per pair, and in event order. */
export const fanOutDeliveryId = (eventId: string, webhookId: string): string => `${eventId}${webhookId}`;
