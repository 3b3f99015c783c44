import type { PageWindow } from '../../../application/shared/pagination.js';
import type {
  ClaimedDelivery,
  ClaimRequest,
  RouteRequest,
  Settlement,
  WebhookBacklog,
  WebhookChanges,
  WebhookDeliveries,
  WebhookRepository,
} from '../../../application/webhooks/ports.js';
import { fanOutDeliveryId, type WebhookDelivery } from '../../../domain/webhooks/delivery.js';
import { webhookUpdate, type WebhookEndpoint } from '../../../domain/webhooks/endpoint.js';
import { subscribes, webhookBody, type OutboxEvent } from '../../../domain/webhooks/events.js';
import { afterFailedAttempt } from '../../../domain/webhooks/retry.js';

interface StoredDelivery extends WebhookDelivery {
  readonly lease: string | null;
  readonly finished_at: string | null;
}

/**
 * Endpoints, the outbox, events and deliveries in memory, shared by every fake store that
 * records events (as the real stores share one database). `record` is the fakes' outbox: it
 * checks everything before writing anything, so a store that calls it before applying its own
 * change is atomic like a transaction (a refused event leaves the change unapplied).
 */
export class InMemoryOutbox {
  readonly webhooks = new Map<string, WebhookEndpoint>();
  /** Recorded, not yet routed. */
  readonly queue = new Map<string, OutboxEvent>();
  readonly events = new Map<string, { readonly event: OutboxEvent; readonly body: string }>();
  readonly deliveries = new Map<string, StoredDelivery>();

  record(projectId: string, build: () => readonly OutboxEvent[]): void {
    const endpoints = this.subscribers(projectId);
    if (endpoints.length === 0) return;
    const wanted = build().filter((event) => endpoints.some((w) => subscribes(w.events, event.type)));
    for (const event of wanted) if (this.queue.has(event.id)) throw new Error(`event ${event.id} is already recorded`);
    for (const event of wanted) this.queue.set(event.id, event);
  }

  subscribers(projectId: string): WebhookEndpoint[] {
    return [...this.webhooks.values()].filter((w) => w.project_id === projectId && w.enabled);
  }

  add(id: string, webhookId: string, event: OutboxEvent, at: string, due = at): StoredDelivery {
    if (this.deliveries.has(id)) throw new Error(`delivery ${id} exists`);
    const delivery: StoredDelivery = {
      id,
      project_id: event.project_id,
      webhook_id: webhookId,
      event_id: event.id,
      type: event.type,
      status: 'pending',
      attempts: 0,
      last_status_code: null,
      last_error: null,
      next_attempt_at: due,
      created_at: at,
      lease: null,
      finished_at: null,
    };
    this.deliveries.set(id, delivery);
    return delivery;
  }

  deleteProject(projectId: string): void {
    for (const map of [this.webhooks, this.deliveries] as Array<Map<string, { project_id: string }>>) {
      for (const [id, item] of map) if (item.project_id === projectId) map.delete(id);
    }
    for (const [id, { event }] of this.events) if (event.project_id === projectId) this.events.delete(id);
    for (const [id, event] of this.queue) if (event.project_id === projectId) this.queue.delete(id);
  }
}

const publicDelivery = ({ lease: _l, finished_at: _f, ...delivery }: StoredDelivery): WebhookDelivery => delivery;

export class InMemoryWebhookRepository implements WebhookRepository {
  constructor(readonly outbox = new InMemoryOutbox()) {}

  async create(endpoint: WebhookEndpoint, max: number): Promise<'created' | 'limit'> {
    if ([...this.outbox.webhooks.values()].filter((w) => w.project_id === endpoint.project_id).length >= max) return 'limit';
    this.outbox.webhooks.set(endpoint.id, endpoint);
    return 'created';
  }

  async find(projectId: string, id: string): Promise<WebhookEndpoint | null> {
    const found = this.outbox.webhooks.get(id);
    return found?.project_id === projectId ? found : null;
  }

  async list(projectId: string): Promise<WebhookEndpoint[]> {
    return [...this.outbox.webhooks.values()].filter((w) => w.project_id === projectId).sort((a, b) => (a.id < b.id ? -1 : 1));
  }

  async update(projectId: string, id: string, changes: WebhookChanges, at: string): Promise<WebhookEndpoint | null> {
    const current = await this.find(projectId, id);
    if (current === null) return null;
    const next: WebhookEndpoint = { ...current, ...webhookUpdate(changes, at) };
    this.outbox.webhooks.set(id, next);
    return next;
  }

  async rotateSecret(projectId: string, id: string, sealed: string, previousExpiresAt: string, at: string): Promise<WebhookEndpoint | null> {
    const current = await this.find(projectId, id);
    if (current === null) return null;
    const next = { ...current, secret: sealed, previous_secret: current.secret, previous_secret_expires_at: previousExpiresAt, updated_at: at };
    this.outbox.webhooks.set(id, next);
    return next;
  }

  async delete(projectId: string, id: string): Promise<boolean> {
    if ((await this.find(projectId, id)) === null) return false;
    this.outbox.webhooks.delete(id);
    for (const [deliveryId, d] of this.outbox.deliveries) if (d.webhook_id === id) this.outbox.deliveries.delete(deliveryId);
    return true;
  }
}

export class InMemoryWebhookDeliveries implements WebhookDeliveries {
  constructor(readonly outbox = new InMemoryOutbox()) {}

  async route(request: RouteRequest): Promise<number> {
    const batch = [...this.outbox.queue.values()].sort((a, b) => (a.id < b.id ? -1 : 1)).slice(0, request.limit);
    for (const event of batch) {
      this.outbox.queue.delete(event.id);
      const targets = this.outbox.subscribers(event.project_id).filter((w) => subscribes(w.events, event.type));
      if (targets.length > 0) this.outbox.events.set(event.id, { event, body: webhookBody(event) });
      for (const target of targets) this.outbox.add(fanOutDeliveryId(event.id, target.id), target.id, event, event.occurred_at, request.now);
    }
    return batch.length;
  }

  async enqueue(event: OutboxEvent, webhookId: string, deliveryId: string): Promise<WebhookDelivery> {
    if (this.outbox.events.has(event.id)) throw new Error(`event ${event.id} is already recorded`);
    this.outbox.events.set(event.id, { event, body: webhookBody(event) });
    return publicDelivery(this.outbox.add(deliveryId, webhookId, event, event.occurred_at));
  }

  async redeliver(projectId: string, deliveryId: string, newId: string, at: string): Promise<WebhookDelivery | null> {
    const original = this.outbox.deliveries.get(deliveryId);
    if (original === undefined || original.project_id !== projectId) return null;
    return publicDelivery(this.outbox.add(newId, original.webhook_id, this.outbox.events.get(original.event_id)!.event, at));
  }

  async find(projectId: string, deliveryId: string): Promise<WebhookDelivery | null> {
    const found = this.outbox.deliveries.get(deliveryId);
    return found?.project_id === projectId ? publicDelivery(found) : null;
  }

  async list(projectId: string, webhookId: string, window: PageWindow): Promise<WebhookDelivery[]> {
    return [...this.outbox.deliveries.values()]
      .filter((d) => d.project_id === projectId && d.webhook_id === webhookId && (window.after === undefined || d.id < window.after))
      .sort((a, b) => (a.id < b.id ? 1 : -1))
      .slice(0, window.limit)
      .map(publicDelivery);
  }

  async claim(request: ClaimRequest): Promise<ClaimedDelivery[]> {
    const due = [...this.outbox.deliveries.values()]
      .filter((d) => d.status === 'pending' && d.next_attempt_at !== null && d.next_attempt_at <= request.now)
      .sort((a, b) => (a.next_attempt_at! < b.next_attempt_at! ? -1 : a.next_attempt_at! > b.next_attempt_at! ? 1 : a.id < b.id ? -1 : 1))
      .slice(0, request.limit);
    return due.map((d) => {
      const claimed: StoredDelivery = { ...d, attempts: d.attempts + 1, lease: request.lease, next_attempt_at: request.leaseUntil };
      this.outbox.deliveries.set(d.id, claimed);
      return {
        delivery: publicDelivery(claimed),
        lease: request.lease,
        body: this.outbox.events.get(d.event_id)!.body,
        webhook: this.outbox.webhooks.get(d.webhook_id)!,
      };
    });
  }

  async settle(deliveryId: string, lease: string, settlement: Settlement): Promise<boolean> {
    const current = this.outbox.deliveries.get(deliveryId);
    if (current === undefined || current.lease !== lease || current.status !== 'pending') return false;
    this.outbox.deliveries.set(deliveryId, {
      ...current,
      status: settlement.status,
      next_attempt_at: settlement.next_attempt_at,
      lease: null,
      last_status_code: settlement.status_code,
      last_error: settlement.error,
      finished_at: settlement.status === 'pending' ? null : settlement.at,
    });
    const webhook = this.outbox.webhooks.get(current.webhook_id);
    const endpoint = settlement.endpoint;
    if (webhook !== undefined && endpoint.kind === 'healthy') this.outbox.webhooks.set(webhook.id, { ...webhook, failing_since: null });
    if (webhook !== undefined && endpoint.kind === 'failing') {
      const failure = { at: settlement.at, disable: endpoint.disable, cutoff: endpoint.cutoff };
      this.outbox.webhooks.set(webhook.id, { ...webhook, ...afterFailedAttempt(webhook, failure) });
    }
    return true;
  }

  async prune(before: string): Promise<void> {
    for (const [id, d] of this.outbox.deliveries)
      if (d.status !== 'pending' && d.finished_at !== null && d.finished_at < before) this.outbox.deliveries.delete(id);
    const needed = new Set([...this.outbox.deliveries.values()].map((d) => d.event_id));
    for (const [id, { event }] of this.outbox.events) if (event.occurred_at < before && !needed.has(id)) this.outbox.events.delete(id);
  }

  async backlog(): Promise<WebhookBacklog> {
    const pending = [...this.outbox.deliveries.values()].filter((d) => d.status === 'pending').length;
    return { events: this.outbox.queue.size, pending };
  }
}
