import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import { webhookView, type WebhookView } from '../../domain/webhooks/endpoint.js';
import { ProjectAccess } from '../projects/project-access.js';
import { WebhookRepository } from './ports.js';

/** The project's endpoints for its admins, oldest first; never a secret. */
@injectable()
export class ListWebhooks {
  static readonly operation = 'list_webhooks';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(WebhookRepository) private readonly webhooks: WebhookRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string }): Promise<E.Either<AppError, { webhooks: WebhookView[] }>> {
    const context = await this.access.require(actor, input.projectId, 'manage_webhooks', 'read');
    if (E.isLeft(context)) return context;
    return E.right({ webhooks: (await this.webhooks.list(input.projectId)).map(webhookView) });
  }
}
