import type { Db, MongoClient } from 'mongodb';
import type { WebhookChanges, WebhookRepository } from '../../../application/webhooks/ports.js';
import { webhookUpdate, type WebhookEndpoint } from '../../../domain/webhooks/endpoint.js';
import { toEndpoint, toWebhookDoc, WEBHOOK_DELIVERIES, WEBHOOK_GUARDS, WEBHOOKS, type DeliveryDoc, type WebhookDoc } from './documents.js';

/** Webhook endpoints in MongoDB; multi-document steps run in transactions. */
export class MongoWebhookRepository implements WebhookRepository {
  private readonly webhooks;
  private readonly deliveries;
  private readonly guards;

  constructor(
    db: Db,
    private readonly client: MongoClient,
  ) {
    this.webhooks = db.collection<WebhookDoc>(WEBHOOKS);
    this.deliveries = db.collection<DeliveryDoc>(WEBHOOK_DELIVERIES);
    this.guards = db.collection<{ _id: string; project_id: string; writes: number }>(WEBHOOK_GUARDS);
  }

  /**
   * Count and insert in one transaction. Two concurrent creations both reading a count below
   * the limit do not conflict on their own (they insert different documents), so each also
   * bumps the project's guard document (`webhook_guards`), and the second transaction conflicts and retries.
   */
  async create(endpoint: WebhookEndpoint, max: number): Promise<'created' | 'limit'> {
    return this.client.withSession((session) =>
      session.withTransaction(async () => {
        await this.guards.updateOne(
          { _id: endpoint.project_id },
          { $inc: { writes: 1 }, $set: { project_id: endpoint.project_id } },
          { upsert: true, session },
        );
        const count = await this.webhooks.countDocuments({ project_id: endpoint.project_id }, { session });
        if (count >= max) return 'limit' as const;
        await this.webhooks.insertOne(toWebhookDoc(endpoint), { session });
        return 'created' as const;
      }),
    );
  }

  async find(projectId: string, id: string): Promise<WebhookEndpoint | null> {
    const doc = await this.webhooks.findOne({ _id: id, project_id: projectId });
    return doc ? toEndpoint(doc) : null;
  }

  async list(projectId: string): Promise<WebhookEndpoint[]> {
    return (await this.webhooks.find({ project_id: projectId }).sort({ _id: 1 }).toArray()).map(toEndpoint);
  }

  async update(projectId: string, id: string, changes: WebhookChanges, at: string): Promise<WebhookEndpoint | null> {
    const { events, ...update } = webhookUpdate(changes, at);
    const set = { ...update, ...(events !== undefined && { events: [...events] }) };
    const doc = await this.webhooks.findOneAndUpdate({ _id: id, project_id: projectId }, { $set: set }, { returnDocument: 'after' });
    return doc ? toEndpoint(doc) : null;
  }

  /** An aggregation-pipeline update: the current secret moves to `previous_secret` in the same atomic write. */
  async rotateSecret(projectId: string, id: string, sealed: string, previousExpiresAt: string, at: string): Promise<WebhookEndpoint | null> {
    const doc = await this.webhooks.findOneAndUpdate(
      { _id: id, project_id: projectId },
      [{ $set: { previous_secret: '$secret', previous_secret_expires_at: previousExpiresAt, secret: { $literal: sealed }, updated_at: at } }],
      { returnDocument: 'after' },
    );
    return doc ? toEndpoint(doc) : null;
  }

  async delete(projectId: string, id: string): Promise<boolean> {
    return this.client.withSession((session) =>
      session.withTransaction(async () => {
        const deleted = (await this.webhooks.deleteOne({ _id: id, project_id: projectId }, { session })).deletedCount > 0;
        if (deleted) await this.deliveries.deleteMany({ project_id: projectId, webhook_id: id }, { session });
        return deleted;
      }),
    );
  }
}
