import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { checkConfirmation } from '../../domain/publishing/confirmation.js';
import type { ManifestChange } from '../../domain/publishing/manifest.js';
import { invalid, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock } from '../shared/ports.js';
import { SecretTokens } from '../shared/secret-tokens.js';
import { PublishRepository } from './ports.js';

/** What a confirmation token would publish, and until when. */
export interface PendingPublish {
  readonly changes: readonly ManifestChange[];
  readonly expires_at: string;
}

/**
 * The pages an unused confirmation token of the project would publish: what a person is asked
 * to confirm before a publish goes ahead (MCP elicitation). Nothing changes; a token that is
 * unknown, used or expired is refused with the message the confirm itself would give.
 */
@injectable()
export class GetPublishConfirmation {
  static readonly operation = 'get_publish_confirmation';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PublishRepository) private readonly publishes: PublishRepository,
    @inject(SecretTokens) private readonly secrets: SecretTokens,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: { projectId: string; confirmation_token: string }): Promise<E.Either<AppError, PendingPublish>> {
    const context = await this.access.require(actor, input.projectId, 'publish', 'read');
    if (E.isLeft(context)) return context;
    const confirmation = await this.publishes.findConfirmation(this.secrets.hash(input.confirmation_token));
    const check = checkConfirmation(confirmation, input.projectId, this.clock.now().toISOString());
    if (check.kind === 'unknown_token') return E.left(invalid('confirmation_token is not a token of this project: run the dry run (POST /publish) first'));
    if (check.kind === 'already_published') return E.left(invalid(`This confirmation_token was used by publish ${check.publish_id}`));
    if (check.kind === 'expired') return E.left(invalid(`The confirmation token expired at ${check.expires_at}: run the dry run again`));
    return E.right({ changes: confirmation!.changes, expires_at: confirmation!.expires_at });
  }
}
