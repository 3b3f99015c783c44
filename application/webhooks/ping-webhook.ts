import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { conflict, notFound, type AppError } from '../../domain/shared/errors.js';
import { deliveryView, type DeliveryView } from '../../domain/webhooks/delivery.js';
import { ping } from '../../domain/webhooks/event-data.js';
import { ProjectAccess } from '../projects/project-access.js';
import { IdGenerator } from '../shared/ports.js';
import { OutboxEvents } from './outbox-events.js';
import { WebhookDeliveries, WebhookRepository } from './ports.js';
import { WEBHOOK_DISABLED, WEBHOOK_NOT_FOUND } from './webhook-input.js';

/** Queues a `ping` event for one endpoint (whatever it subscribes to): a way to test a receiver. */
@injectable()
export class PingWebhook {
  static readonly operation = 'ping_webhook';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(WebhookRepository) private readonly webhooks: WebhookRepository,
    @inject(WebhookDeliveries) private readonly deliveries: WebhookDeliveries,
    @inject(OutboxEvents) private readonly events: OutboxEvents,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async execute(actor: Actor, input: { projectId: string; webhookId: string }): Promise<E.Either<AppError, DeliveryView>> {
    const context = await this.access.require(actor, input.projectId, 'manage_webhooks', 'write');
    if (E.isLeft(context)) return context;
    const webhook = await this.webhooks.find(input.projectId, input.webhookId);
    if (webhook === null) return E.left(notFound(WEBHOOK_NOT_FOUND));
    if (!webhook.enabled) return E.left(conflict(WEBHOOK_DISABLED));
    const [event] = this.events.of(input.projectId, () => [ping(input.projectId, webhook.id)])(undefined);
    return E.right(deliveryView(await this.deliveries.enqueue(event!, webhook.id, this.ids.next())));
  }
}
