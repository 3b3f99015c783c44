import type { ClientSession, Db } from 'mongodb';
import { subscribes, webhookBody, type OutboxEvent } from '../../../domain/webhooks/events.js';
import { QueueSignal } from '../../webhooks/queue-signal.js';
import { WEBHOOK_OUTBOX, WEBHOOKS, type EventDoc, type WebhookDoc } from './documents.js';

/**
 * The transactional outbox in MongoDB: adapters call `record` inside the transaction of the
 * write the events report (with its session), so they commit or abort together. A write pays
 * for one small document per event; the dispatcher routes them into deliveries later
 * (MongoWebhookDeliveries.route). Callbacks of `withTransaction` may run again: nothing here
 * keeps state between runs.
 */
export class MongoOutbox {
  readonly signal = new QueueSignal();
  private readonly webhooks;
  private readonly outbox;

  constructor(db: Db) {
    this.webhooks = db.collection<WebhookDoc>(WEBHOOKS);
    this.outbox = db.collection<EventDoc>(WEBHOOK_OUTBOX);
  }

  /** `build` runs only when some endpoint may want the events (it may read, within `session`). */
  async record(projectId: string, build: () => readonly OutboxEvent[] | Promise<readonly OutboxEvent[]>, session: ClientSession): Promise<void> {
    if (!session.inTransaction()) throw new Error('MongoOutbox.record must run inside the transaction of the write it reports');
    const endpoints = await this.webhooks.find({ project_id: projectId, enabled: true }, { session, projection: { events: 1 } }).toArray();
    if (endpoints.length === 0) return;
    const events = (await build())
      .filter((event) => endpoints.some((endpoint) => subscribes(endpoint.events, event.type)))
      .map((event): EventDoc => ({ _id: event.id, project_id: event.project_id, type: event.type, occurred_at: event.occurred_at, body: webhookBody(event) }));
    if (events.length === 0) return;
    await this.outbox.insertMany(events, { session });
    // Once the session ends the transaction is over (committed, or given up): wake the dispatcher then.
    session.once('ended', () => this.signal.notifySoon());
  }
}

const outboxes = new WeakMap<Db, MongoOutbox>();

/** The database's one outbox (every adapter shares it and its signal). */
export function mongoOutboxOf(db: Db): MongoOutbox {
  let outbox = outboxes.get(db);
  if (!outbox) {
    outbox = new MongoOutbox(db);
    outboxes.set(db, outbox);
  }
  return outbox;
}
