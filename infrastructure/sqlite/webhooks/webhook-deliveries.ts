import type { ClaimedDelivery, ClaimRequest, Settlement, WebhookDeliveries } from '../../../application/webhooks/ports.js';
import type { PageWindow } from '../../../application/shared/pagination.js';
import type { WebhookDelivery } from '../../../domain/webhooks/delivery.js';
import { webhookBody, type OutboxEvent } from '../../../domain/webhooks/events.js';
import { immediate, type SqliteDatabase } from '../database.js';
import { groupCommitOf, type GroupCommit } from '../group-commit.js';
import { outboxOf, type SqliteOutbox } from './outbox.js';
import { endpointOf, type WebhookRow } from './rows.js';

const DELIVERY = 'id, project_id, webhook_id, event_id, type, status, attempts, last_status_code, last_error, next_attempt_at, created_at';

/**
 * Deliveries in SQLite. A claim is one UPDATE under BEGIN IMMEDIATE, so two dispatchers (two
 * processes on the same file) never claim the same delivery; settlements go through the
 * connection's group commit, so a burst of finished attempts shares one commit.
 */
export class SqliteWebhookDeliveries implements WebhookDeliveries {
  private readonly insertEvent;
  private readonly insertDelivery;
  private readonly selectOne;
  private readonly selectPage;
  private readonly claimDue;
  private readonly selectClaimed;
  private readonly selectWebhooks;
  private readonly settleDelivery;
  private readonly markHealthy;
  private readonly markFailing;
  private readonly pruneDeliveries;
  private readonly pruneEvents;
  private readonly group: GroupCommit;
  private readonly outbox: SqliteOutbox;

  constructor(private readonly db: SqliteDatabase) {
    this.insertEvent = db.prepare(`INSERT INTO webhook_events (id, project_id, type, occurred_at, body) VALUES (?, ?, ?, ?, ?)`);
    this.insertDelivery = db.prepare(
      `INSERT INTO webhook_deliveries (id, project_id, webhook_id, event_id, type, status, attempts, next_attempt_at, created_at)
       VALUES (@id, @project_id, @webhook_id, @event_id, @type, 'pending', 0, @at, @at) RETURNING ${DELIVERY}`,
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
      `SELECT ${DELIVERY.split(', ').map((c) => `d.${c}`).join(', ')}, e.body AS body
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
    this.markFailing = db.prepare(
      `UPDATE webhooks SET failing_since = COALESCE(failing_since, @at),
         enabled = CASE WHEN @disable = 1 OR COALESCE(failing_since, @at) <= @cutoff THEN 0 ELSE enabled END
       WHERE id = @id`,
    );
    this.pruneDeliveries = db.prepare(`DELETE FROM webhook_deliveries WHERE status <> 'pending' AND finished_at < ?`);
    this.pruneEvents = db.prepare(
      `DELETE FROM webhook_events WHERE occurred_at < ? AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = webhook_events.id)`,
    );
    this.group = groupCommitOf(db);
    this.outbox = outboxOf(db);
  }

  async enqueue(event: OutboxEvent, webhookId: string, deliveryId: string): Promise<WebhookDelivery> {
    const delivery = immediate(this.db, () => {
      this.insertEvent.run(event.id, event.project_id, event.type, event.occurred_at, webhookBody(event));
      const at = event.occurred_at;
      return this.insertDelivery.get({ id: deliveryId, project_id: event.project_id, webhook_id: webhookId, event_id: event.id, type: event.type, at }) as WebhookDelivery;
    });
    this.outbox.signal.notifySoon();
    return delivery;
  }

  async redeliver(projectId: string, deliveryId: string, newId: string, at: string): Promise<WebhookDelivery | null> {
    const delivery = immediate(this.db, () => {
      const original = this.selectOne.get(projectId, deliveryId) as WebhookDelivery | undefined;
      if (!original) return null;
      const { webhook_id, event_id, type } = original;
      return this.insertDelivery.get({ id: newId, project_id: projectId, webhook_id, event_id, type, at }) as WebhookDelivery;
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
      const ids = (this.claimDue.all({ lease: request.lease, lease_until: request.leaseUntil, now: request.now, limit: request.limit }) as Array<{ id: string }>).map((r) => r.id);
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
      if (endpoint.kind === 'failing') this.markFailing.run({ id: settled.webhook_id, at: settlement.at, disable: endpoint.disable ? 1 : 0, cutoff: endpoint.cutoff });
      return true;
    });
  }

  async prune(before: string): Promise<void> {
    immediate(this.db, () => {
      this.pruneDeliveries.run(before);
      this.pruneEvents.run(before);
    });
  }
}
