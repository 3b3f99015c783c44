import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { PublishRecord } from '../../domain/publishing/manifest.js';
import { trimmedString } from '../../domain/shared/codecs.js';
import { conflict, internal, invalid, type AppError } from '../../domain/shared/errors.js';
import { publishEvents } from '../../domain/webhooks/event-data.js';
import { ServiceMetrics, type PublishOutcome } from '../observability/ports.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { SecretTokens } from '../shared/secret-tokens.js';
import { SiteDeployment } from '../site/site-deployment.js';
import { OutboxEvents } from '../webhooks/outbox-events.js';
import { EditAnnouncements } from '../presence/edit-announcements.js';
import { PublishRepository } from './ports.js';
import { actorLabel } from '../../domain/identity/actor.js';

export const ConfirmPublishInput = t.type({ confirmation_token: trimmedString(200) });
export type ConfirmPublishInput = t.TypeOf<typeof ConfirmPublishInput>;

export interface PublishResult {
  readonly publish_id: string;
  /** How many pages were promoted. */
  readonly promoted: number;
  readonly deployed_at: string;
}

/**
 * The second step of a publish: promotes exactly the dry run's manifest in one atomic step
 * (409, nothing promoted, when any draft changed since), then deploys the site. A confirm
 * repeated after success answers the same publish; if its deploy had not happened (it failed,
 * or the process died), the repeat deploys.
 */
@injectable()
export class ConfirmPublish {
  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PublishRepository) private readonly publishes: PublishRepository,
    @inject(SiteDeployment) private readonly deployment: SiteDeployment,
    @inject(SecretTokens) private readonly secrets: SecretTokens,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(OutboxEvents) private readonly events: OutboxEvents,
    @inject(ServiceMetrics) private readonly metrics: ServiceMetrics,
    @inject(EditAnnouncements) private readonly announcements: EditAnnouncements,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & ConfirmPublishInput): Promise<E.Either<AppError, PublishResult>> {
    const context = await this.access.require(actor, input.projectId, 'publish', 'write');
    if (E.isLeft(context)) return context;
    const timed = this.metrics.publishStarted();
    const outcome = await this.publishes.confirm(
      {
        projectId: input.projectId,
        tokenHash: this.secrets.hash(input.confirmation_token),
        publishId: this.ids.next(),
        at: this.clock.now().toISOString(),
        by: actorLabel(actor),
      },
      this.events.of(input.projectId, publishEvents),
    );
    switch (outcome.kind) {
      case 'unknown_token':
        return E.left(invalid('confirmation_token is not a token of this project: run the dry run (POST /publish) first'));
      case 'expired':
        return E.left(conflict(`The confirmation token expired at ${outcome.expires_at}: run the dry run again`));
      case 'changed':
        return E.left(conflict('Drafts changed since the dry run; nothing was published: run the dry run again', { changed: outcome.changed }));
      case 'published':
        // Editors who had these drafts open hear that they went live.
        await this.announcements.published(input.projectId, outcome.publish.changes, outcome.publish.publish_id);
        return this.deployed(outcome.publish, timed);
      case 'already_published':
        return this.deployed(outcome.publish, timed);
    }
  }

  /** Deploys a promoted publish unless it was deployed already; only a publish that deploys now is timed. */
  private async deployed(publish: PublishRecord, timed: (outcome: PublishOutcome) => void): Promise<E.Either<AppError, PublishResult>> {
    const result = (deployedAt: string) => E.right({ publish_id: publish.publish_id, promoted: publish.changes.length, deployed_at: deployedAt });
    if (publish.deployed_at !== null) return result(publish.deployed_at);
    try {
      await this.deployment.deploy(publish.project_id);
      timed('deployed');
    } catch (cause) {
      timed('deploy_failed');
      return E.left(
        internal(`Publish ${publish.publish_id} was recorded, but the site could not be deployed: repeat the confirm to deploy it`, cause, {
          publish_id: publish.publish_id,
        }),
      );
    }
    // Concurrent confirms of one token may each deploy; the first deploy's time is the publish's.
    const recorded = await this.publishes.find(publish.project_id, publish.publish_id);
    return result(recorded?.deployed_at ?? this.clock.now().toISOString());
  }
}
