import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { releaseView, type ReleaseView } from '../../domain/releases/release.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock } from '../shared/ports.js';
import { ReleaseRepository } from './ports.js';
import { releaseRefusal } from './release-errors.js';
import { ReleaseRevision } from './release-input.js';

export const CancelReleaseInput = ReleaseRevision;
export type CancelReleaseInput = t.TypeOf<typeof CancelReleaseInput>;

/** Cancels an open, scheduled or failed release at the revision the caller read: it never runs; it stays listed. */
@injectable()
export class CancelRelease {
  static readonly operation = 'cancel_release';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ReleaseRepository) private readonly releases: ReleaseRepository,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: { projectId: string; releaseId: string } & CancelReleaseInput): Promise<E.Either<AppError, ReleaseView>> {
    const context = await this.access.require(actor, input.projectId, 'publish', 'write');
    if (E.isLeft(context)) return context;
    const outcome = await this.releases.update(input.projectId, input.releaseId, input.revision, {
      status: 'cancelled',
      scheduled_by: actor,
      at: this.clock.now().toISOString(),
    });
    return outcome.kind === 'updated' ? E.right(releaseView(outcome.release)) : E.left(releaseRefusal(outcome));
  }
}
