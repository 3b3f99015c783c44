import { CreateWebhook, CreateWebhookInput } from '../../../application/webhooks/create-webhook.js';
import { DeleteWebhook } from '../../../application/webhooks/delete-webhook.js';
import { ListWebhookDeliveries, ListWebhookDeliveriesInput } from '../../../application/webhooks/list-webhook-deliveries.js';
import { ListWebhooks } from '../../../application/webhooks/list-webhooks.js';
import { PingWebhook } from '../../../application/webhooks/ping-webhook.js';
import { RedeliverWebhook } from '../../../application/webhooks/redeliver-webhook.js';
import { RotateWebhookSecret } from '../../../application/webhooks/rotate-webhook-secret.js';
import { UpdateWebhook, UpdateWebhookInput } from '../../../application/webhooks/update-webhook.js';
import { PROJECT } from '../routing/path-params.js';
import { del, get, patch, post, type Route } from '../routing/route.js';

const WEBHOOKS = `${PROJECT}/webhooks`;
const WEBHOOK = `${WEBHOOKS}/:webhookId`;

/** A project's outgoing webhooks (admins only): endpoints, their secrets, pings and the delivery log. */
export const webhookRoutes: readonly Route[] = [
  // These answers hold a signing secret: no cache may keep them.
  post(WEBHOOKS, CreateWebhook, { body: CreateWebhookInput, status: 201, noStore: true }),
  get(WEBHOOKS, ListWebhooks),
  patch(WEBHOOK, UpdateWebhook, { body: UpdateWebhookInput }),
  del(WEBHOOK, DeleteWebhook),
  post(`${WEBHOOK}/rotate-secret`, RotateWebhookSecret, { status: 200, noStore: true }),
  post(`${WEBHOOK}/ping`, PingWebhook, { status: 202 }),
  get(`${WEBHOOK}/deliveries`, ListWebhookDeliveries, { query: ListWebhookDeliveriesInput }),
  post(`${WEBHOOK}/deliveries/:deliveryId/redeliver`, RedeliverWebhook, { status: 202 }),
];
