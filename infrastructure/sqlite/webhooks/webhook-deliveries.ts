import type { ClaimedDelivery, ClaimRequest, RouteRequest, Settlement, WebhookBacklog, WebhookDeliveries } from '../../../application/webhooks/ports.js';
import type { PageWindow } from '../../../application/shared/pagination.js';
import { fanOutDeliveryId, type WebhookDelivery } from '../../../domain/webhooks/delivery.js';
import { subscribes, webhookBody, type EventType, type OutboxEvent } from '../../../domain/webhooks/events.js';
import { afterFailedAttempt } from '../../../domain/webhooks/retry.js';
import { immediate, type SqliteDatabase } from '../database.js';
import { groupCommitOf, type GroupCommit } from '../group-commit.js';
import { outboxOf, type SqliteOutbox } from './outbox.js';
import { endpointOf, type WebhookRow } from './rows.js';

const DELIVERY = 'id, project_id, webhook_id, event_id, type, status, attempts, last_status_code, last_error, next_attempt_at, created_at';

interface QueuedEvent {
  id: string;
  project_id: string;
  type: EventType;
  occurred_at: string;
  body: string;
}

/**
 * Deliveries in SQLite. Routing and claims run under BEGIN IMMEDIATE, so two dispatchers (two
 * processes on the same file) never route the same event or claim the same delivery;
 * settlements go through the connection's group commit, so a burst of finished attempts
 * shares one commit.
 */
export class SqliteWebhookDeliveries implements WebhookDeliveries {
  private readonly selectQueued;
  private readonly dequeue;
  private readonly selectSubscribers;
  private readonly insertEvent;
  private readonly insertDelivery;
  private readonly selectOne;
  private readonly selectPage;
  private readonly claimDue;
  private readonly selectClaimed;
  private readonly selectWebhooks;
  private readonly settleDelivery;
  private readonly markHealthy;
  private readonly selectHealth;
  private readonly writeHealth;
  private readonly pruneDeliveries;
  private readonly pruneEvents;
  private readonly countBacklog;
  private readonly group: GroupCommit;
  private readonly outbox: SqliteOutbox;

  constructor(private readonly db: SqliteDatabase) {
    this.selectQueued = db.prepare(`SELECT * FROM webhook_outbox ORDER BY id LIMIT ?`);
    this.dequeue = db.prepare(`DELETE FROM webhook_outbox WHERE id = ?`);
    this.selectSubscribers = db.prepare(`SELECT id, events FROM webhooks WHERE project_id = ? AND enabled = 1`);
    this.insertEvent = db.prepare(`INSERT INTO webhook_events (id, project_id, type, occurred_at, body) VALUES (?, ?, ?, ?, ?)`);
    this.insertDelivery = db.prepare(
      `INSERT INTO webhook_deliveries (id, project_id, webhook_id, event_id, type, status, attempts, next_attempt_at, created_at)
       VALUES (@id, @project_id, @webhook_id, @event_id, @type, 'pending', 0, @due, @at) RETURNING ${DELIVERY}`,
    );
    this.selectOne = db.prepare(`SELECT ${DELIVERY} FROM webhook_deliveries WHERE project_id = ? AND id = ?`);
    this.selectPage = db.prepare(
      `SELECT ${DELIVERY} FROM webhook_deliveries WHERE project_id = @project_id AND webhook_id = @webhook_id
         AND (@before IS NULL OR id < @before) ORDER BY id DESC LIMIT @limit`,
    );
    this.claimDue = db.prepare(
      `UPDATE webhook_deliveries SET lease = @lease, next_attempt_at = @lease_until, attempts = attempts + 1
       WHERE id IN (SELECT id FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= @now ORDER BY next_attempt_at LIMIT @limit)
       RETURNING id`,
    );
    this.selectClaimed = db.prepare(
      `SELECT ${DELIVERY.split(', ')
        .map((c) => `d.${c}`)
        .join(', ')}, e.body AS body
       FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
       WHERE d.id IN (SELECT value FROM json_each(?)) AND d.lease = ? ORDER BY d.next_attempt_at, d.id`,
    );
    this.selectWebhooks = db.prepare(`SELECT * FROM webhooks WHERE id IN (SELECT value FROM json_each(?))`);
    this.settleDelivery = db.prepare(
      `UPDATE webhook_deliveries SET status = @status, next_attempt_at = @next_attempt_at, lease = NULL,
         last_status_code = @status_code, last_error = @error, finished_at = @finished_at
       WHERE id = @id AND lease = @lease AND status = 'pending' RETURNING webhook_id`,
    );
    this.markHealthy = db.prepare(`UPDATE webhooks SET failing_since = NULL WHERE id = ? AND failing_since IS NOT NULL`);
    this.selectHealth = db.prepare(`SELECT enabled, failing_since FROM webhooks WHERE id = ?`);
    this.writeHealth = db.prepare(`UPDATE webhooks SET enabled = @enabled, failing_since = @failing_since WHERE id = @id`);
    // The outbox holds only unrouted events; pending deliveries are counted on their partial index.
    this.countBacklog = db.prepare(
      `SELECT (SELECT count(*) FROM webhook_outbox) AS events, (SELECT count(*) FROM webhook_deliveries WHERE status = 'pending') AS pending`,
    );
    this.pruneDeliveries = db.prepare(`DELETE FROM webhook_deliveries WHERE status <> 'pending' AND finished_at < ?`);
    this.pruneEvents = db.prepare(
      `DELETE FROM webhook_events WHERE occurred_at < ? AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = webhook_events.id)`,
    );
    this.group = groupCommitOf(db);
    this.outbox = outboxOf(db);
  }

  async route(request: RouteRequest): Promise<number> {
    return immediate(this.db, () => {
      const queued = this.selectQueued.all(request.limit) as QueuedEvent[];
      const endpointsOf = new Map<string, Array<{ id: string; events: string[] }>>();
      for (const event of queued) {
        let endpoints = endpointsOf.get(event.project_id);
        if (endpoints === undefined) {
          endpoints = (this.selectSubscribers.all(event.project_id) as Array<{ id: string; events: string }>).map((w) => ({
            id: w.id,
            events: JSON.parse(w.events) as string[],
          }));
          endpointsOf.set(event.project_id, endpoints);
        }
        const targets = endpoints.filter((endpoint) => subscribes(endpoint.events, event.type));
        if (targets.length > 0) this.insertEvent.run(event.id, event.project_id, event.type, event.occurred_at, event.body);
        for (const target of targets) {
          const id = fanOutDeliveryId(event.id, target.id);
          this.insertDelivery.get({
            id,
            project_id: event.project_id,
            webhook_id: target.id,
            event_id: event.id,
            type: event.type,
            due: request.now,
            at: event.occurred_at,
          });
        }
        this.dequeue.run(event.id);
      }
      return queued.length;
    });
  }

  async enqueue(event: OutboxEvent, webhookId: string, deliveryId: string): Promise<WebhookDelivery> {
    const delivery = await immediate(this.db, () => {
      this.insertEvent.run(event.id, event.project_id, event.type, event.occurred_at, webhookBody(event));
      const at = event.occurred_at;
      return this.insertDelivery.get({
        id: deliveryId,
        project_id: event.project_id,
        webhook_id: webhookId,
        event_id: event.id,
        type: event.type,
        due: at,
        at,
      }) as WebhookDelivery;
    });
    this.outbox.signal.notifySoon();
    return delivery;
  }

  async redeliver(projectId: string, deliveryId: string, newId: string, at: string): Promise<WebhookDelivery | null> {
    const delivery = await immediate(this.db, () => {
      const original = this.selectOne.get(projectId, deliveryId) as WebhookDelivery | undefined;
      if (!original) return null;
      const { webhook_id, event_id, type } = original;
      return this.insertDelivery.get({ id: newId, project_id: projectId, webhook_id, event_id, type, due: at, at }) as WebhookDelivery;
    });
    if (delivery !== null) this.outbox.signal.notifySoon();
    return delivery;
  }

  async find(projectId: string, deliveryId: string): Promise<WebhookDelivery | null> {
    return (this.selectOne.get(projectId, deliveryId) as WebhookDelivery | undefined) ?? null;
  }

  async list(projectId: string, webhookId: string, window: PageWindow): Promise<WebhookDelivery[]> {
    return this.selectPage.all({ project_id: projectId, webhook_id: webhookId, before: window.after ?? null, limit: window.limit }) as WebhookDelivery[];
  }

  async claim(request: ClaimRequest): Promise<ClaimedDelivery[]> {
    return immediate(this.db, () => {
      const ids = (
        this.claimDue.all({ lease: request.lease, lease_until: request.leaseUntil, now: request.now, limit: request.limit }) as Array<{ id: string }>
      ).map((r) => r.id);
      if (ids.length === 0) return [];
      const rows = this.selectClaimed.all(JSON.stringify(ids), request.lease) as Array<WebhookDelivery & { body: string }>;
      const webhookIds = JSON.stringify([...new Set(rows.map((row) => row.webhook_id))]);
      const webhooks = new Map((this.selectWebhooks.all(webhookIds) as WebhookRow[]).map((row) => [row.id, endpointOf(row)]));
      return rows.map(({ body, ...delivery }) => ({ delivery, lease: request.lease, body, webhook: webhooks.get(delivery.webhook_id)! }));
    });
  }

  async settle(deliveryId: string, lease: string, settlement: Settlement): Promise<boolean> {
    return this.group.submit(() => {
      const finished = settlement.status === 'pending' ? null : settlement.at;
      const settled = this.settleDelivery.get({
        id: deliveryId,
        lease,
        status: settlement.status,
        next_attempt_at: settlement.next_attempt_at,
        status_code: settlement.status_code,
        error: settlement.error,
        finished_at: finished,
      }) as { webhook_id: string } | undefined;
      if (settled === undefined) return false;
      const endpoint = settlement.endpoint;
      if (endpoint.kind === 'healthy') this.markHealthy.run(settled.webhook_id);
      if (endpoint.kind === 'failing') this.markFailing(settled.webhook_id, { at: settlement.at, disable: endpoint.disable, cutoff: endpoint.cutoff });
      return true;
    });
  }

  /** Inside the settlement's transaction: the endpoint as `afterFailedAttempt` says. */
  private markFailing(webhookId: string, failure: { at: string; disable: boolean; cutoff: string }): void {
    const row = this.selectHealth.get(webhookId) as { enabled: number; failing_since: string | null } | undefined;
    if (row === undefined) return;
    const next = afterFailedAttempt({ enabled: row.enabled === 1, failing_since: row.failing_since }, failure);
    this.writeHealth.run({ id: webhookId, enabled: next.enabled ? 1 : 0, failing_since: next.failing_since });
  }

  async prune(before: string): Promise<void> {
    await immediate(this.db, () => {
      this.pruneDeliveries.run(before);
      this.pruneEvents.run(before);
    });
  }

  async backlog(): Promise<WebhookBacklog> {
    return this.countBacklog.get() as WebhookBacklog;
  }
}
