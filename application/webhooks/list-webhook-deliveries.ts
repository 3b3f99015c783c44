import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { deliveryView, type DeliveryView } from '../../domain/webhooks/delivery.js';
import { ProjectAccess } from '../projects/project-access.js';
import { afterCursor, CursorQuery, DEFAULT_PAGE_LIMIT, pageOf } from '../shared/pagination.js';
import { WebhookDeliveries, WebhookRepository } from './ports.js';
import { WEBHOOK_NOT_FOUND } from './webhook-input.js';

export const ListWebhookDeliveriesInput = CursorQuery;

export interface DeliveryLog {
  readonly deliveries: readonly DeliveryView[];
  readonly next_cursor: string | null;
}

/** An endpoint's delivery log, newest first: status, attempts, the last answer, the next attempt. */
@injectable()
export class ListWebhookDeliveries {
  static readonly operation = 'list_webhook_deliveries';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(WebhookRepository) private readonly webhooks: WebhookRepository,
    @inject(WebhookDeliveries) private readonly deliveries: WebhookDeliveries,
  ) {}

  async execute(actor: Actor, input: { projectId: string; webhookId: string } & CursorQuery): Promise<E.Either<AppError, DeliveryLog>> {
    const context = await this.access.require(actor, input.projectId, 'manage_webhooks', 'read');
    if (E.isLeft(context)) return context;
    const before = afterCursor(input.cursor);
    if (E.isLeft(before)) return before;
    if ((await this.webhooks.find(input.projectId, input.webhookId)) === null) return E.left(notFound(WEBHOOK_NOT_FOUND));
    const limit = input.limit ?? DEFAULT_PAGE_LIMIT;
    const rows = await this.deliveries.list(input.projectId, input.webhookId, { after: before.right, limit: limit + 1 });
    const { items, next_cursor } = pageOf(rows, limit);
    return E.right({ deliveries: items.map(deliveryView), next_cursor });
  }
}
