import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { conflict, type AppError } from '../../domain/shared/errors.js';
import { MAX_WEBHOOKS_PER_PROJECT, webhookDestination, webhookView, type WebhookView } from '../../domain/webhooks/endpoint.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { WebhookReach, WebhookRepository, WebhookSecrets } from './ports.js';
import { WebhookDescription, WebhookEvents, WebhookUrl } from './webhook-input.js';

export const CreateWebhookInput = t.intersection([t.type({ url: WebhookUrl, events: WebhookEvents }), t.partial({ description: WebhookDescription })]);
export type CreateWebhookInput = t.TypeOf<typeof CreateWebhookInput>;

/** The creation answer: the only time the signing secret is ever shown. */
export type CreatedWebhook = WebhookView & { readonly secret: string };

/** An admin registers an endpoint for the project's events; its secret is shown once and stored sealed. */
@injectable()
export class CreateWebhook {
  static readonly operation = 'create_webhook';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(WebhookRepository) private readonly webhooks: WebhookRepository,
    @inject(WebhookSecrets) private readonly secrets: WebhookSecrets,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(WebhookReach) private readonly reach: WebhookReach,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & CreateWebhookInput): Promise<E.Either<AppError, CreatedWebhook>> {
    const context = await this.access.require(actor, input.projectId, 'manage_webhooks', 'write');
    if (E.isLeft(context)) return context;
    const url = webhookDestination(input.url, this.reach.allowPrivateNetworks, this.reach.refusalHint ?? null);
    if (E.isLeft(url)) return url;
    const id = this.ids.next();
    const secret = this.secrets.generate();
    const at = this.clock.now().toISOString();
    const endpoint = {
      id,
      project_id: input.projectId,
      url: url.right,
      events: input.events,
      description: input.description ?? null,
      enabled: true,
      secret: this.secrets.seal(secret, id),
      previous_secret: null,
      previous_secret_expires_at: null,
      failing_since: null,
      created_at: at,
      updated_at: at,
    };
    if ((await this.webhooks.create(endpoint, MAX_WEBHOOKS_PER_PROJECT)) === 'limit') {
      return E.left(conflict(`A project can have at most ${MAX_WEBHOOKS_PER_PROJECT} webhooks`));
    }
    return E.right({ ...webhookView(endpoint), secret });
  }
}
