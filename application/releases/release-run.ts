import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { actorLabel, type Actor } from '../../domain/identity/actor.js';
import { isDraft } from '../../domain/pages/page-document.js';
import { CONFIRMATION_TTL_MS, type ManifestChange, type PublishContext, type PublishRecord } from '../../domain/publishing/manifest.js';
import { accessRefusedReason, type BlockedItem, type Release, type UnpublishItem } from '../../domain/releases/release.js';
import { pageDeleted, publishEvents, releaseFailed, releasePublished } from '../../domain/webhooks/event-data.js';
import { PageRepository } from '../pages/ports.js';
import { EditAnnouncements } from '../presence/edit-announcements.js';
import { DeferredAccess } from '../projects/deferred-access.js';
import { ProjectRepository } from '../projects/ports.js';
import { PublishRepository, type ConfirmRequest } from '../publishing/ports.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { SecretTokens } from '../shared/secret-tokens.js';
import { SiteDeployment } from '../site/site-deployment.js';
import { SiteSettingsState } from '../site/site-settings-state.js';
import { OutboxEvents } from '../webhooks/outbox-events.js';
import { ReleasePlanner } from './release-planner.js';
import { ReleaseRepository, type ClaimedRelease } from './ports.js';

/** What the history records of a release's publish: the release (its name now, its scheduler), the pages it takes off. */
const publishContextOf = (release: Release, settingsChanged: boolean): PublishContext => ({
  release: { id: release.id, name: release.name, scheduled_by: actorLabel(release.scheduled_by) },
  unpublished: release.items.flatMap((item) => (item.action === 'unpublish' ? [{ page_id: item.page_id, slug: item.slug, language: item.language }] : [])),
  settings_changed: settingsChanged,
});

/** Confirmations are kept a day past expiry, as the publish dry run keeps them. */
const KEEP_EXPIRED_MS = 24 * 60 * 60 * 1000;

export type RunResult =
  | { readonly kind: 'published'; readonly release: Release; readonly deployError: unknown }
  | { readonly kind: 'failed'; readonly release: Release }
  /** Another run took the release over (this one's claim ran out), or it is gone with its project. */
  | { readonly kind: 'lost' };

/**
 * Runs a release this run has claimed, for `actingFor` (its scheduler when it falls due, the
 * caller of a publish now), whose access is checked first as a live request's would be
 * (`publish`, write: a member removed or demoted since, a revoked key, a lapsed trial fail the
 * release with the reason, nothing published). Then the publish's own machinery: the plan (the dry
 * run's rules), a confirmation of exactly its drafts at the revisions added, the confirm's
 * atomic promotion (nothing promoted when a draft moved on meanwhile), then its pages deleted,
 * its end recorded with `release.published`, and the site deployed under the deploy lease. A
 * blocked item fails the whole release (`release.failed`, nothing published). A run taking over
 * a claim that ran out confirms with the confirmation the first run recorded: a publish that
 * went through is found (`already_published`) and finished, never made twice; access is not
 * checked again for it: the first run checked just before it recorded that confirmation, which
 * holds 15 minutes (CONFIRMATION_TTL_MS).
 */
@injectable()
export class ReleaseRun {
  constructor(
    @inject(ReleaseRepository) private readonly releases: ReleaseRepository,
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(PublishRepository) private readonly publishes: PublishRepository,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(ReleasePlanner) private readonly planner: ReleasePlanner,
    @inject(SiteDeployment) private readonly deployment: SiteDeployment,
    @inject(EditAnnouncements) private readonly announcements: EditAnnouncements,
    @inject(SecretTokens) private readonly secrets: SecretTokens,
    @inject(OutboxEvents) private readonly events: OutboxEvents,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(DeferredAccess) private readonly access: DeferredAccess,
    @inject(SiteSettingsState) private readonly settings: SiteSettingsState,
  ) {}

  async run({ release, confirmation_hash }: ClaimedRelease, claimer: string, actingFor: Actor): Promise<RunResult> {
    const project = await this.projects.findById(release.project_id);
    if (project === null) return { kind: 'lost' };
    const context = publishContextOf(release, await this.settings.changedSinceDeploy(project));
    let publish = confirmation_hash === null ? null : await this.confirm(release, confirmation_hash, context);
    if (publish === null) {
      const allowed = await this.access.require(actingFor, release.project_id, 'publish', 'write');
      if (E.isLeft(allowed)) return this.fail(release, claimer, accessRefusedReason(actorLabel(actingFor), allowed.left), []);
      const plan = await this.planner.plan(allowed.right.project, release);
      if (plan.blocked.length > 0) return this.fail(release, claimer, 'an item of the release was blocked: nothing was published', plan.blocked);
      const hash = await this.confirmation(release, plan.changes);
      if (!(await this.releases.attachConfirmation(release.id, claimer, hash))) return { kind: 'lost' };
      const outcome = await this.publishes.confirm(this.request(release, hash, context), this.events.of(release.project_id, publishEvents));
      if (outcome.kind === 'changed') {
        const moved = outcome.changed.map(({ draft_id, slug, language, reason }): BlockedItem => ({
          action: 'publish',
          id: draft_id,
          slug,
          language,
          reasons: [reason],
        }));
        return this.fail(release, claimer, 'drafts changed while the release ran: nothing was published', moved);
      }
      if (outcome.kind !== 'published' && outcome.kind !== 'already_published')
        return this.fail(release, claimer, `the release's confirmation was refused (${outcome.kind})`, []);
      publish = outcome.publish;
    }
    const unpublished = await this.unpublish(release);
    const at = this.clock.now().toISOString();
    const ended = this.events.of(release.project_id, (written: Release) => [releasePublished(written, publish, unpublished)]);
    if (!(await this.releases.finish(release.id, claimer, { status: 'published', publish_id: publish.publish_id, at }, ended))) return { kind: 'lost' };
    await this.announcements.published(release.project_id, publish.changes, publish.publish_id);
    const deployError = await this.deployment.deploy(release.project_id, { redeploy: unpublished.length > 0 }).then(
      () => null,
      (error: unknown) => error ?? new Error('deploy failed'),
    );
    const finished = await this.releases.find(release.project_id, release.id);
    return { kind: 'published', release: finished!, deployError };
  }

  /** Stores the confirmation of exactly these changes (under its token's hash, as the dry run does); answers the hash. */
  private async confirmation(release: Release, changes: readonly ManifestChange[]): Promise<string> {
    const now = this.clock.now();
    const hash = this.secrets.hash(this.secrets.random());
    await this.publishes.saveConfirmation(
      {
        token_hash: hash,
        project_id: release.project_id,
        created_by: actorLabel(release.scheduled_by),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + CONFIRMATION_TTL_MS).toISOString(),
        changes,
      },
      new Date(now.getTime() - KEEP_EXPIRED_MS).toISOString(),
    );
    return hash;
  }

  /** The publish an earlier run of this release made with its confirmation, or makes now; null when it cannot (plan again). */
  private async confirm(release: Release, hash: string, context: PublishContext): Promise<PublishRecord | null> {
    const outcome = await this.publishes.confirm(this.request(release, hash, context), this.events.of(release.project_id, publishEvents));
    return outcome.kind === 'published' || outcome.kind === 'already_published' ? outcome.publish : null;
  }

  private request(release: Release, tokenHash: string, context: PublishContext): ConfirmRequest {
    const at = this.clock.now().toISOString();
    return { projectId: release.project_id, tokenHash, publishId: this.ids.next(), at, by: actorLabel(release.scheduled_by), context };
  }

  /** Deletes the release's pages that are still live (`page.deleted` each); one gone already needs nothing. */
  private async unpublish(release: Release): Promise<UnpublishItem[]> {
    const deleted: UnpublishItem[] = [];
    for (const item of release.items) {
      if (item.action !== 'unpublish') continue;
      const page = await this.pages.findById(release.project_id, item.page_id);
      if (page === null || isDraft(page)) continue;
      if (
        await this.pages.delete(
          release.project_id,
          item.page_id,
          this.events.of(release.project_id, (doc: Parameters<typeof pageDeleted>[0]) => [pageDeleted(doc)]),
        )
      )
        deleted.push(item);
    }
    return deleted;
  }

  private async fail(release: Release, claimer: string, reason: string, items: readonly BlockedItem[]): Promise<RunResult> {
    const at = this.clock.now().toISOString();
    const ended = this.events.of(release.project_id, (written: Release) => [releaseFailed(written)]);
    if (!(await this.releases.finish(release.id, claimer, { status: 'failed', failure: { reason, items }, at }, ended))) return { kind: 'lost' };
    return { kind: 'failed', release: (await this.releases.find(release.project_id, release.id))! };
  }
}
