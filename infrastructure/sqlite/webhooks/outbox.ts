import { fanOutDeliveryId } from '../../../domain/webhooks/delivery.js';
import { subscribes, webhookBody, type OutboxEvent } from '../../../domain/webhooks/events.js';
import { QueueSignal } from '../../webhooks/queue-signal.js';
import type { SqliteDatabase } from '../database.js';

/**
 * The transactional outbox in SQLite: every adapter whose write reports an event calls
 * `record` inside that write's BEGIN IMMEDIATE transaction, so the event and its deliveries
 * commit or roll back with the change. Fan-out happens here, once: one delivery per enabled
 * endpoint of the project subscribed to the event's type, as the endpoints are at that moment.
 * Events no endpoint wants are not stored (and not even built).
 */
export class SqliteOutbox {
  readonly signal = new QueueSignal();
  private readonly selectSubscribers;
  private readonly insertEvent;
  private readonly insertDelivery;

  constructor(private readonly db: SqliteDatabase) {
    this.selectSubscribers = db.prepare(`SELECT id, events FROM webhooks WHERE project_id = ? AND enabled = 1`);
    this.insertEvent = db.prepare(`INSERT INTO webhook_events (id, project_id, type, occurred_at, body) VALUES (?, ?, ?, ?, ?)`);
    this.insertDelivery = db.prepare(
      `INSERT INTO webhook_deliveries (id, project_id, webhook_id, event_id, type, status, attempts, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, ?, 'pending', 0, ?, ?)`,
    );
  }

  /** Records the events `build` names (called only when some endpoint may want them). Inside the caller's transaction. */
  record(projectId: string, build: () => readonly OutboxEvent[]): void {
    if (!this.db.inTransaction) throw new Error('SqliteOutbox.record must run inside the write transaction it reports');
    const endpoints = (this.selectSubscribers.all(projectId) as Array<{ id: string; events: string }>).map((row) => ({
      id: row.id,
      events: JSON.parse(row.events) as string[],
    }));
    if (endpoints.length === 0) return;
    let queued = false;
    for (const event of build()) {
      const targets = endpoints.filter((endpoint) => subscribes(endpoint.events, event.type));
      if (targets.length === 0) continue;
      this.insertEvent.run(event.id, event.project_id, event.type, event.occurred_at, webhookBody(event));
      for (const target of targets) {
        this.insertDelivery.run(fanOutDeliveryId(event.id, target.id), event.project_id, target.id, event.id, event.type, event.occurred_at, event.occurred_at);
      }
      queued = true;
    }
    if (queued) this.signal.notifySoon();
  }
}

const outboxes = new WeakMap<SqliteDatabase, SqliteOutbox>();

/** The connection's one outbox (every adapter of the connection shares it and its signal). */
export function outboxOf(db: SqliteDatabase): SqliteOutbox {
  let outbox = outboxes.get(db);
  if (!outbox) {
    outbox = new SqliteOutbox(db);
    outboxes.set(db, outbox);
  }
  return outbox;
}
