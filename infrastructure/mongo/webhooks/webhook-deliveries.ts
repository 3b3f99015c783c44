import type { Db, MongoClient } from 'mongodb';
import type { PageWindow } from '../../../application/shared/pagination.js';
import type { ClaimedDelivery, ClaimRequest, RouteRequest, Settlement, WebhookBacklog, WebhookDeliveries } from '../../../application/webhooks/ports.js';
import { fanOutDeliveryId, type WebhookDelivery } from '../../../domain/webhooks/delivery.js';
import { subscribes, webhookBody, type OutboxEvent } from '../../../domain/webhooks/events.js';
import { afterFailedAttempt } from '../../../domain/webhooks/retry.js';
import {
  newDeliveryDoc,
  toDelivery,
  toEndpoint,
  WEBHOOK_DELIVERIES,
  WEBHOOK_EVENTS,
  WEBHOOK_OUTBOX,
  WEBHOOKS,
  type DeliveryDoc,
  type EventDoc,
  type WebhookDoc,
} from './documents.js';
import { mongoOutboxOf, type MongoOutbox } from './outbox.js';

const PRUNE_BATCH = 1000;

/**
 * Deliveries in MongoDB. Routing moves a batch of outbox documents into events and deliveries
 * in one transaction (two routers taking the same batch conflict on its deletion, and the
 * retried one sees it gone). A claim takes due deliveries one `findOneAndUpdate` at a time:
 * each is atomic on its document, so of several dispatchers (instances) exactly one takes
 * each delivery. A settlement is conditional on the lease, in a transaction with its
 * endpoint's failure tracking.
 */
export class MongoWebhookDeliveries implements WebhookDeliveries {
  private readonly webhooks;
  private readonly events;
  private readonly outboxed;
  private readonly deliveries;
  private readonly outbox: MongoOutbox;

  constructor(
    db: Db,
    private readonly client: MongoClient,
  ) {
    this.webhooks = db.collection<WebhookDoc>(WEBHOOKS);
    this.events = db.collection<EventDoc>(WEBHOOK_EVENTS);
    this.outboxed = db.collection<EventDoc>(WEBHOOK_OUTBOX);
    this.deliveries = db.collection<DeliveryDoc>(WEBHOOK_DELIVERIES);
    this.outbox = mongoOutboxOf(db);
  }

  async route(request: RouteRequest): Promise<number> {
    return this.client.withSession((session) =>
      session.withTransaction(async () => {
        const queued = await this.outboxed.find({}, { session }).sort({ _id: 1 }).limit(request.limit).toArray();
        if (queued.length === 0) return 0;
        await this.outboxed.deleteMany({ _id: { $in: queued.map((e) => e._id) } }, { session });
        const projects = [...new Set(queued.map((e) => e.project_id))];
        const endpoints = await this.webhooks
          .find({ project_id: { $in: projects }, enabled: true }, { session, projection: { project_id: 1, events: 1 } })
          .toArray();
        const events: EventDoc[] = [];
        const deliveries: DeliveryDoc[] = [];
        for (const event of queued) {
          const targets = endpoints.filter((w) => w.project_id === event.project_id && subscribes(w.events, event.type));
          if (targets.length > 0) events.push(event);
          for (const target of targets) {
            const id = fanOutDeliveryId(event._id, target._id);
            deliveries.push({
              ...newDeliveryDoc({ id, project_id: event.project_id, webhook_id: target._id, event_id: event._id, type: event.type, at: event.occurred_at }),
              next_attempt_at: request.now,
            });
          }
        }
        if (events.length > 0) await this.events.insertMany(events, { session });
        if (deliveries.length > 0) await this.deliveries.insertMany(deliveries, { session });
        return queued.length;
      }),
    );
  }

  async enqueue(event: OutboxEvent, webhookId: string, deliveryId: string): Promise<WebhookDelivery> {
    const doc = newDeliveryDoc({
      id: deliveryId,
      project_id: event.project_id,
      webhook_id: webhookId,
      event_id: event.id,
      type: event.type,
      at: event.occurred_at,
    });
    await this.client.withSession((session) =>
      session.withTransaction(async () => {
        await this.events.insertOne(
          { _id: event.id, project_id: event.project_id, type: event.type, occurred_at: event.occurred_at, body: webhookBody(event) },
          { session },
        );
        await this.deliveries.insertOne(doc, { session });
      }),
    );
    this.outbox.signal.notifySoon();
    return toDelivery(doc);
  }

  async redeliver(projectId: string, deliveryId: string, newId: string, at: string): Promise<WebhookDelivery | null> {
    const original = await this.deliveries.findOne({ _id: deliveryId, project_id: projectId });
    if (original === null) return null;
    const doc = newDeliveryDoc({ id: newId, project_id: projectId, webhook_id: original.webhook_id, event_id: original.event_id, type: original.type, at });
    await this.deliveries.insertOne(doc);
    this.outbox.signal.notifySoon();
    return toDelivery(doc);
  }

  async find(projectId: string, deliveryId: string): Promise<WebhookDelivery | null> {
    const doc = await this.deliveries.findOne({ _id: deliveryId, project_id: projectId });
    return doc ? toDelivery(doc) : null;
  }

  async list(projectId: string, webhookId: string, window: PageWindow): Promise<WebhookDelivery[]> {
    const filter = { project_id: projectId, webhook_id: webhookId, ...(window.after !== undefined && { _id: { $lt: window.after } }) };
    return (await this.deliveries.find(filter).sort({ _id: -1 }).limit(window.limit).toArray()).map(toDelivery);
  }

  async claim(request: ClaimRequest): Promise<ClaimedDelivery[]> {
    const claimed: DeliveryDoc[] = [];
    while (claimed.length < request.limit) {
      const doc = await this.deliveries.findOneAndUpdate(
        { status: 'pending', next_attempt_at: { $lte: request.now } },
        { $set: { lease: request.lease, next_attempt_at: request.leaseUntil }, $inc: { attempts: 1 } },
        { sort: { next_attempt_at: 1, _id: 1 }, returnDocument: 'after' },
      );
      if (doc === null) break;
      claimed.push(doc);
    }
    if (claimed.length === 0) return [];
    const [events, webhooks] = await Promise.all([
      this.events.find({ _id: { $in: [...new Set(claimed.map((d) => d.event_id))] } }, { projection: { body: 1 } }).toArray(),
      this.webhooks.find({ _id: { $in: [...new Set(claimed.map((d) => d.webhook_id))] } }).toArray(),
    ]);
    const bodies = new Map(events.map((e) => [e._id, e.body]));
    const endpoints = new Map(webhooks.map((w) => [w._id, toEndpoint(w)]));
    // An endpoint deleted while an outbox transaction was fanning out to it leaves deliveries
    // behind (MongoDB has no cascading deletes): they have nowhere to go.
    const orphans = claimed.filter((d) => !endpoints.has(d.webhook_id) || !bodies.has(d.event_id)).map((d) => d._id);
    if (orphans.length > 0) await this.deliveries.deleteMany({ _id: { $in: orphans } });
    return claimed
      .filter((d) => !orphans.includes(d._id))
      .map((d) => ({ delivery: toDelivery(d), lease: request.lease, body: bodies.get(d.event_id)!, webhook: endpoints.get(d.webhook_id)! }));
  }

  async settle(deliveryId: string, lease: string, settlement: Settlement): Promise<boolean> {
    return this.client.withSession((session) =>
      session.withTransaction(async () => {
        const settled = await this.deliveries.findOneAndUpdate(
          { _id: deliveryId, lease, status: 'pending' },
          {
            $set: {
              status: settlement.status,
              next_attempt_at: settlement.next_attempt_at,
              lease: null,
              last_status_code: settlement.status_code,
              last_error: settlement.error,
              finished_at: settlement.status === 'pending' ? null : settlement.at,
            },
          },
          { session, projection: { webhook_id: 1 } },
        );
        if (settled === null) return false;
        const endpoint = settlement.endpoint;
        if (endpoint.kind === 'healthy') {
          await this.webhooks.updateOne({ _id: settled.webhook_id, failing_since: { $ne: null } }, { $set: { failing_since: null } }, { session });
        } else if (endpoint.kind === 'failing') {
          const webhook = await this.webhooks.findOne({ _id: settled.webhook_id }, { session, projection: { failing_since: 1, enabled: 1 } });
          if (webhook !== null) {
            const next = afterFailedAttempt(webhook, { at: settlement.at, disable: endpoint.disable, cutoff: endpoint.cutoff });
            await this.webhooks.updateOne({ _id: settled.webhook_id }, { $set: next }, { session });
          }
        }
        return true;
      }),
    );
  }

  async prune(before: string): Promise<void> {
    await this.deliveries.deleteMany({ status: { $ne: 'pending' }, finished_at: { $lt: before } });
    // Old events in batches: each batch loses the ones no delivery refers to any more.
    for (let after = ''; ;) {
      const ids = (
        await this.events
          .find({ occurred_at: { $lt: before }, _id: { $gt: after } }, { projection: { _id: 1 } })
          .sort({ _id: 1 })
          .limit(PRUNE_BATCH)
          .toArray()
      ).map((e) => e._id);
      if (ids.length === 0) return;
      const needed = new Set(await this.deliveries.distinct('event_id', { event_id: { $in: ids } }));
      await this.events.deleteMany({ _id: { $in: ids.filter((id) => !needed.has(id)) } });
      after = ids[ids.length - 1]!;
    }
  }

  async backlog(): Promise<WebhookBacklog> {
    const [events, pending] = await Promise.all([this.outboxed.countDocuments({}), this.deliveries.countDocuments({ status: 'pending' })]);
    return { events, pending };
  }
}
