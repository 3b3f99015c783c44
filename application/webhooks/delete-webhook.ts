import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { WebhookRepository } from './ports.js';
import { WEBHOOK_NOT_FOUND } from './webhook-input.js';

/**
 * Deletes an endpoint and its deliveries: nothing more is sent to it. Checked as a read on
 * purpose: an expired trial must never keep an admin from stopping data going out.
 */
@injectable()
export class DeleteWebhook {
  static readonly operation = 'delete_webhook';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(WebhookRepository) private readonly webhooks: WebhookRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string; webhookId: string }): Promise<E.Either<AppError, void>> {
    const context = await this.access.require(actor, input.projectId, 'manage_webhooks', 'read');
    if (E.isLeft(context)) return context;
    return (await this.webhooks.delete(input.projectId, input.webhookId)) ? E.right(undefined) : E.left(notFound(WEBHOOK_NOT_FOUND));
  }
}
