import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { ROTATION_OVERLAP_MS } from '../../domain/webhooks/endpoint.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock } from '../shared/ports.js';
import { WebhookRepository, WebhookSecrets } from './ports.js';
import { WEBHOOK_NOT_FOUND } from './webhook-input.js';

/**
 * A new signing secret, shown once. The old one keeps signing too for 24 hours (both
 * signatures are sent), so a receiver can switch to the new secret without missing a delivery.
 */
@injectable()
export class RotateWebhookSecret {
  static readonly operation = 'rotate_webhook_secret';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(WebhookRepository) private readonly webhooks: WebhookRepository,
    @inject(WebhookSecrets) private readonly secrets: WebhookSecrets,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: { projectId: string; webhookId: string }): Promise<E.Either<AppError, { secret: string }>> {
    const context = await this.access.require(actor, input.projectId, 'manage_webhooks', 'write');
    if (E.isLeft(context)) return context;
    const secret = this.secrets.generate();
    const now = this.clock.now();
    const expires = new Date(now.getTime() + ROTATION_OVERLAP_MS).toISOString();
    const rotated = await this.webhooks.rotateSecret(input.projectId, input.webhookId, this.secrets.seal(secret, input.webhookId), expires, now.toISOString());
    return rotated === null ? E.left(notFound(WEBHOOK_NOT_FOUND)) : E.right({ secret });
  }
}
