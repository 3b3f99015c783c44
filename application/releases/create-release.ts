import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { releaseView, waitingStatus, type ReleaseView } from '../../domain/releases/release.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { pastTime } from './release-errors.js';
import { ReleaseItems } from './release-items.js';
import { ReleaseItemsInput, ReleaseName, ScheduleFields } from './release-input.js';
import { ReleaseRepository } from './ports.js';
import { ReleaseClock } from './release-clock.js';

export const CreateReleaseInput = t.intersection([t.type({ name: ReleaseName, items: ReleaseItemsInput }), ScheduleFields]);
export type CreateReleaseInput = t.TypeOf<typeof CreateReleaseInput>;

/**
 * A release: drafts to publish (each pinned to its revision now, or the one given) and live
 * pages to unpublish, together, at `publish_at` (with the zone it was chosen in) or when
 * published now.
 */
@injectable()
export class CreateRelease {
  static readonly operation = 'create_release';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ReleaseItems) private readonly items: ReleaseItems,
    @inject(ReleaseRepository) private readonly releases: ReleaseRepository,
    @inject(ReleaseClock) private readonly schedule: ReleaseClock,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & CreateReleaseInput): Promise<E.Either<AppError, ReleaseView>> {
    const context = await this.access.require(actor, input.projectId, 'publish', 'write');
    if (E.isLeft(context)) return context;
    const now = this.clock.now();
    const past = pastTime(input.publish_at, now);
    if (past !== null) return E.left(past);
    const items = await this.items.resolve(context.right.project, input.items);
    if (E.isLeft(items)) return items;
    const publishAt = input.publish_at === undefined || input.publish_at === null ? null : new Date(input.publish_at).toISOString();
    const at = now.toISOString();
    const release = {
      id: this.ids.next(),
      project_id: input.projectId,
      name: input.name,
      status: waitingStatus(publishAt),
      publish_at: publishAt,
      time_zone: publishAt === null ? null : (input.time_zone ?? 'UTC'),
      items: items.right,
      revision: 1,
      scheduled_by: actor,
      created_at: at,
      updated_at: at,
      publish_id: null,
      finished_at: null,
      failure: null,
    };
    await this.releases.create(release);
    this.schedule.changed();
    return E.right(releaseView(release));
  }
}
