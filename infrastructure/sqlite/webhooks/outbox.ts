import { subscribes, webhookBody, type OutboxEvent } from '../../../domain/webhooks/events.js';
import { QueueSignal } from '../../webhooks/queue-signal.js';
import type { SqliteDatabase } from '../database.js';

/**
 * The transactional outbox in SQLite: every adapter whose write reports an event calls
 * `record` inside that write's BEGIN IMMEDIATE transaction (or group-commit unit), so the
 * events commit or roll back with the change. A write pays for one small row per event (an
 * append to `webhook_outbox`); the dispatcher routes the rows into deliveries later, in
 * batches (SqliteWebhookDeliveries.route). Events no enabled endpoint of the project wants are
 * not stored, and not even built.
 */
export class SqliteOutbox {
  readonly signal = new QueueSignal();
  private readonly selectSubscribers;
  private readonly insert;

  constructor(private readonly db: SqliteDatabase) {
    this.selectSubscribers = db.prepare(`SELECT events FROM webhooks WHERE project_id = ? AND enabled = 1`).pluck();
    this.insert = db.prepare(`INSERT INTO webhook_outbox (id, project_id, type, occurred_at, body) VALUES (?, ?, ?, ?, ?)`);
  }

  /** Records the events `build` names (called only when some endpoint may want them). Inside the caller's transaction. */
  record(projectId: string, build: () => readonly OutboxEvent[]): void {
    if (!this.db.inTransaction) throw new Error('SqliteOutbox.record must run inside the write transaction it reports');
    const filters = (this.selectSubscribers.all(projectId) as string[]).map((events) => JSON.parse(events) as string[]);
    if (filters.length === 0) return;
    let queued = false;
    for (const event of build()) {
      if (!filters.some((events) => subscribes(events, event.type))) continue;
      this.insert.run(event.id, event.project_id, event.type, event.occurred_at, webhookBody(event));
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
