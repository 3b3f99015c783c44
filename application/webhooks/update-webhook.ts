import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { webhookDestination, webhookView, type WebhookView } from '../../domain/webhooks/endpoint.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock } from '../shared/ports.js';
import { WebhookReach, WebhookRepository } from './ports.js';
import { WEBHOOK_NOT_FOUND, WebhookDescription, WebhookEvents, WebhookUrl } from './webhook-input.js';

export const UpdateWebhookInput = t.exact(t.partial({ url: WebhookUrl, events: WebhookEvents, description: WebhookDescription, enabled: t.boolean }));
export type UpdateWebhookInput = t.TypeOf<typeof UpdateWebhookInput>;

/**
 * Changes an endpoint's URL, events, description, or whether it is enabled. Enabling one that
 * was disabled (by an admin, a 410, or five days of failures) starts its failure count afresh.
 */
@injectable()
export class UpdateWebhook {
  static readonly operation = 'update_webhook';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(WebhookRepository) private readonly webhooks: WebhookRepository,
    @inject(Clock) private readonly clock: Clock,
    @inject(WebhookReach) private readonly reach: WebhookReach,
  ) {}

  async execute(actor: Actor, input: { projectId: string; webhookId: string } & UpdateWebhookInput): Promise<E.Either<AppError, WebhookView>> {
    const context = await this.access.require(actor, input.projectId, 'manage_webhooks', 'write');
    if (E.isLeft(context)) return context;
    if (input.url !== undefined) {
      const url = webhookDestination(input.url, this.reach.allowPrivateNetworks, this.reach.refusalHint ?? null);
      if (E.isLeft(url)) return url;
    }
    const { projectId, webhookId, ...changes } = input;
    const updated = await this.webhooks.update(projectId, webhookId, changes, this.clock.now().toISOString());
    return updated === null ? E.left(notFound(WEBHOOK_NOT_FOUND)) : E.right(webhookView(updated));
  }
}
