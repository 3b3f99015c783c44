import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { releaseView, waitingStatus, type ReleaseView } from '../../domain/releases/release.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock } from '../shared/ports.js';
import { ReleaseRepository } from './ports.js';
import { ReleaseClock } from './release-clock.js';
import { pastTime, releaseRefusal } from './release-errors.js';
import { ReleaseItemsInput, ReleaseName, ReleaseRevision, ScheduleFields } from './release-input.js';
import { ReleaseItems } from './release-items.js';

export const UpdateReleaseInput = t.intersection([ReleaseRevision, t.partial({ name: ReleaseName, items: ReleaseItemsInput }), ScheduleFields]);
export type UpdateReleaseInput = t.TypeOf<typeof UpdateReleaseInput>;

/**
 * Changes a release at the revision the caller read (409 with `current_revision` otherwise):
 * its name, its items (each pinned again: a draft sent without `revision` is taken at its
 * revision now, which is how a draft saved since it was added is brought up to date), its time
 * (`publish_at: null` unschedules it). An open, scheduled or failed release may change; it
 * waits again afterwards, its failure cleared.
 */
@injectable()
export class UpdateRelease {
  static readonly operation = 'update_release';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ReleaseItems) private readonly items: ReleaseItems,
    @inject(ReleaseRepository) private readonly releases: ReleaseRepository,
    @inject(ReleaseClock) private readonly schedule: ReleaseClock,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: { projectId: string; releaseId: string } & UpdateReleaseInput): Promise<E.Either<AppError, ReleaseView>> {
    const context = await this.access.require(actor, input.projectId, 'publish', 'write');
    if (E.isLeft(context)) return context;
    const now = this.clock.now();
    const past = pastTime(input.publish_at, now);
    if (past !== null) return E.left(past);
    const current = await this.releases.find(input.projectId, input.releaseId);
    if (current === null) return E.left(releaseRefusal({ kind: 'not_found' }));
    const items = input.items === undefined ? E.right(undefined) : await this.items.resolve(context.right.project, input.items);
    if (E.isLeft(items)) return items;
    const publishAt = input.publish_at === undefined ? current.publish_at : input.publish_at === null ? null : new Date(input.publish_at).toISOString();
    const timeZone = publishAt === null ? null : (input.time_zone ?? (input.publish_at === undefined ? current.time_zone : null) ?? 'UTC');
    const outcome = await this.releases.update(input.projectId, input.releaseId, input.revision, {
      name: input.name,
      items: items.right,
      publish_at: publishAt,
      time_zone: timeZone,
      status: waitingStatus(publishAt),
      scheduled_by: actor,
      at: now.toISOString(),
    });
    if (outcome.kind !== 'updated') return E.left(releaseRefusal(outcome));
    this.schedule.changed();
    return E.right(releaseView(outcome.release));
  }
}
