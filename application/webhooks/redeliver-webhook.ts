import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { conflict, notFound, type AppError } from '../../domain/shared/errors.js';
import { deliveryView, type DeliveryView } from '../../domain/webhooks/delivery.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { WebhookDeliveries, WebhookRepository } from './ports.js';
import { DELIVERY_NOT_FOUND, WEBHOOK_DISABLED, WEBHOOK_NOT_FOUND } from './webhook-input.js';

/**
 * Sends an event again: a new delivery of the same event (the same `webhook-id`, so receivers
 * that deduplicate still can) with a fresh retry schedule. The original stays in the log.
 */
@injectable()
export class RedeliverWebhook {
  static readonly operation = 'redeliver_webhook';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(WebhookRepository) private readonly webhooks: WebhookRepository,
    @inject(WebhookDeliveries) private readonly deliveries: WebhookDeliveries,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async execute(actor: Actor, input: { projectId: string; webhookId: string; deliveryId: string }): Promise<E.Either<AppError, DeliveryView>> {
    const context = await this.access.require(actor, input.projectId, 'manage_webhooks', 'write');
    if (E.isLeft(context)) return context;
    const webhook = await this.webhooks.find(input.projectId, input.webhookId);
    if (webhook === null) return E.left(notFound(WEBHOOK_NOT_FOUND));
    const original = await this.deliveries.find(input.projectId, input.deliveryId);
    if (original === null || original.webhook_id !== webhook.id) return E.left(notFound(DELIVERY_NOT_FOUND));
    if (!webhook.enabled) return E.left(conflict(WEBHOOK_DISABLED));
    const delivery = await this.deliveries.redeliver(input.projectId, original.id, this.ids.next(), this.clock.now().toISOString());
    return delivery === null ? E.left(notFound(DELIVERY_NOT_FOUND)) : E.right(deliveryView(delivery));
  }
}
