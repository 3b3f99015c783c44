import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { checkConfirmation } from '../../domain/publishing/confirmation.js';
import { PLAIN_PUBLISH, type PublishRecord } from '../../domain/publishing/manifest.js';
import { trimmedString } from '../../domain/shared/codecs.js';
import { conflict, internal, invalid, type AppError } from '../../domain/shared/errors.js';
import { publishEvents } from '../../domain/webhooks/event-data.js';
import { ServiceMetrics, type PublishOutcome } from '../observability/ports.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { SecretTokens } from '../shared/secret-tokens.js';
import { SiteDeployment } from '../site/site-deployment.js';
import { SiteSettingsState } from '../site/site-settings-state.js';
import { OutboxEvents } from '../webhooks/outbox-events.js';
import { EditAnnouncements } from '../presence/edit-announcements.js';
import { PublishRepository } from './ports.js';
import { actorLabel } from '../../domain/identity/actor.js';
import type { Project } from '../../domain/projects/project.js';
import { ApprovalRule } from '../approvals/approval-rule.js';

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
 * (409, nothing promoted, when any draft changed since), then deploys the site. The approval
 * rule is applied again as the project's setting stands now (409 as a release refuses an
 * unapproved draft, nothing promoted): a token from a dry run made while approvals were off
 * promotes nothing unapproved once they are on. A confirm repeated after success answers the
 * same publish; if its deploy had not happened (it failed, or the process died), the repeat
 * deploys.
 */
@injectable()
export class ConfirmPublish {
  static readonly operation = 'confirm_publish';

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
    @inject(ApprovalRule) private readonly approvals: ApprovalRule,
    @inject(SiteSettingsState) private readonly settings: SiteSettingsState,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & ConfirmPublishInput): Promise<E.Either<AppError, PublishResult>> {
    const context = await this.access.require(actor, input.projectId, 'publish', 'write');
    if (E.isLeft(context)) return context;
    const tokenHash = this.secrets.hash(input.confirmation_token);
    const unapproved = await this.unapproved(context.right.project, tokenHash);
    if (unapproved !== null) return E.left(unapproved);
    const timed = this.metrics.publishStarted();
    const outcome = await this.publishes.confirm(
      {
        projectId: input.projectId,
        tokenHash,
        publishId: this.ids.next(),
        at: this.clock.now().toISOString(),
        by: actorLabel(actor),
        context: { ...PLAIN_PUBLISH, settings_changed: await this.settings.changedSinceDeploy(context.right.project) },
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

  /**
   * The approval rule over the drafts this token would promote (an unused token of this
   * project; the confirm answers any other). Read before the confirm's transaction, as a
   * release's run plans before it confirms: a save since withdraws an approval and moves the
   * draft's revision, which the promotion refuses (`changed`); only the setting turned on
   * between this read and the promotion is not seen, and that confirm counts as made before it.
   */
  private async unapproved(project: Project, tokenHash: string): Promise<AppError | null> {
    const confirmation = await this.publishes.findConfirmation(tokenHash);
    if (confirmation === null || checkConfirmation(confirmation, project.id, this.clock.now().toISOString()).kind !== 'usable') return null;
    return this.approvals.refusal(project, confirmation.changes);
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
