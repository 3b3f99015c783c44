import type { ClientSession, Db } from 'mongodb';
import { fanOutDeliveryId } from '../../../domain/webhooks/delivery.js';
import { subscribes, webhookBody, type OutboxEvent } from '../../../domain/webhooks/events.js';
import { QueueSignal } from '../../webhooks/queue-signal.js';
import { newDeliveryDoc, WEBHOOK_DELIVERIES, WEBHOOK_EVENTS, WEBHOOKS, type DeliveryDoc, type EventDoc, type WebhookDoc } from './documents.js';

/**
 * The transactional outbox in MongoDB: adapters call `record` inside the transaction of the
 * write the events report (with its session), so they commit or abort together. Fan-out
 * happens here: one delivery per enabled endpoint of the project subscribed to the type.
 * Callbacks of `withTransaction` may run again; nothing here keeps state between runs.
 */
export class MongoOutbox {
  readonly signal = new QueueSignal();
  private readonly webhooks;
  private readonly events;
  private readonly deliveries;

  constructor(db: Db) {
    this.webhooks = db.collection<WebhookDoc>(WEBHOOKS);
    this.events = db.collection<EventDoc>(WEBHOOK_EVENTS);
    this.deliveries = db.collection<DeliveryDoc>(WEBHOOK_DELIVERIES);
  }

  /** `build` runs only when some endpoint may want the events (it may read, within `session`). */
  async record(projectId: string, build: () => readonly OutboxEvent[] | Promise<readonly OutboxEvent[]>, session: ClientSession): Promise<void> {
    if (!session.inTransaction()) throw new Error('MongoOutbox.record must run inside the transaction of the write it reports');
    const endpoints = await this.webhooks.find({ project_id: projectId, enabled: true }, { session, projection: { _id: 1, events: 1 } }).toArray();
    if (endpoints.length === 0) return;
    const events: EventDoc[] = [];
    const deliveries: DeliveryDoc[] = [];
    for (const event of await build()) {
      const targets = endpoints.filter((endpoint) => subscribes(endpoint.events, event.type));
      if (targets.length === 0) continue;
      events.push({ _id: event.id, project_id: event.project_id, type: event.type, occurred_at: event.occurred_at, body: webhookBody(event) });
      for (const target of targets) {
        const id = fanOutDeliveryId(event.id, target._id);
        deliveries.push(newDeliveryDoc({ id, project_id: event.project_id, webhook_id: target._id, event_id: event.id, type: event.type, at: event.occurred_at }));
      }
    }
    if (events.length === 0) return;
    await this.events.insertMany(events, { session });
    await this.deliveries.insertMany(deliveries, { session });
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
