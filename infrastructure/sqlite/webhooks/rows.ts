import type { WebhookEndpoint } from '../../../domain/webhooks/endpoint.js';

export interface WebhookRow {
  id: string;
  project_id: string;
  url: string;
  events: string;
  description: string | null;
  enabled: number;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: string | null;
  failing_since: string | null;
  created_at: string;
  updated_at: string;
}

export const endpointOf = (row: WebhookRow): WebhookEndpoint => ({ ...row, events: JSON.parse(row.events), enabled: row.enabled === 1 });

export const toWebhookRow = (w: WebhookEndpoint): WebhookRow => ({ ...w, events: JSON.stringify(w.events), enabled: w.enabled ? 1 : 0 });
