import { CreateWebhook, CreateWebhookInput } from '../../../application/webhooks/create-webhook.js';
import { DeleteWebhook } from '../../../application/webhooks/delete-webhook.js';
import { ListWebhookDeliveries, ListWebhookDeliveriesInput } from '../../../application/webhooks/list-webhook-deliveries.js';
import { ListWebhooks } from '../../../application/webhooks/list-webhooks.js';
import { PingWebhook } from '../../../application/webhooks/ping-webhook.js';
import { RedeliverWebhook } from '../../../application/webhooks/redeliver-webhook.js';
import { RotateWebhookSecret } from '../../../application/webhooks/rotate-webhook-secret.js';
import { UpdateWebhook, UpdateWebhookInput } from '../../../application/webhooks/update-webhook.js';
import { WEBHOOK_DISABLED } from '../../../application/webhooks/webhook-input.js';
import { MAX_WEBHOOKS_PER_PROJECT } from '../../../domain/webhooks/endpoint.js';
import type { Refusal } from '../routing/operation-doc.js';
import { PROJECT } from '../routing/path-params.js';
import { del, get, patch, post, type Route } from '../routing/route.js';
import { CreatedWebhook, Delivery, DeliveryLog, Webhook, WebhookList, WebhookSecret } from './responses.js';

const WEBHOOKS = `${PROJECT}/webhooks`;
const WEBHOOK = `${WEBHOOKS}/:webhookId`;

const DISABLED: Refusal = { status: 409, when: `The webhook is disabled (\`${WEBHOOK_DISABLED}\`).` };

/** A project's outgoing webhooks (admins only): endpoints, their secrets, pings and the delivery log. */
export const webhookRoutes: readonly Route[] = [
  // These answers hold a signing secret: no cache may keep them.
  post(WEBHOOKS, CreateWebhook, {
    body: CreateWebhookInput,
    status: 201,
    noStore: true,
    response: CreatedWebhook,
    access: 'manage_webhooks (write)',
    example: { url: 'https://ci.example.com/hooks/content', events: ['publish.completed', 'page.updated'], description: 'rebuild the site' },
    refusals: [{ status: 409, when: `The project has ${MAX_WEBHOOKS_PER_PROJECT} webhooks already.` }],
    description:
      'Events are POSTed to `url` as described under Webhooks, signed with `secret` (shown only here). ' +
      'URLs must be http or https and may not resolve to private, loopback or link-local addresses.',
  }),
  get(WEBHOOKS, ListWebhooks, { response: WebhookList, access: 'manage_webhooks (read)' }),
  patch(WEBHOOK, UpdateWebhook, { body: UpdateWebhookInput, response: Webhook, access: 'manage_webhooks (write)' }),
  del(WEBHOOK, DeleteWebhook, { access: 'manage_webhooks (read)' }),
  post(`${WEBHOOK}/rotate-secret`, RotateWebhookSecret, {
    status: 200,
    noStore: true,
    response: WebhookSecret,
    access: 'manage_webhooks (write)',
    description: 'A new signing secret; the old one keeps signing too for 24 hours (two signatures in `webhook-signature`).',
  }),
  post(`${WEBHOOK}/ping`, PingWebhook, {
    status: 202,
    response: Delivery,
    access: 'manage_webhooks (write)',
    refusals: [DISABLED],
    description: 'Sends a `ping` event.',
  }),
  get(`${WEBHOOK}/deliveries`, ListWebhookDeliveries, {
    query: ListWebhookDeliveriesInput,
    response: DeliveryLog,
    access: 'manage_webhooks (read)',
    description: 'Newest first: status, attempts, the last answer, the next attempt.',
  }),
  post(`${WEBHOOK}/deliveries/:deliveryId/redeliver`, RedeliverWebhook, {
    status: 202,
    response: Delivery,
    access: 'manage_webhooks (write)',
    refusals: [DISABLED],
    description: 'Sends the event again, as a new delivery.',
  }),
];
