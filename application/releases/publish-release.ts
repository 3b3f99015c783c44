import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { CLAIM_MS, releaseView, type ReleaseView } from '../../domain/releases/release.js';
import { conflict, internal, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { ReleaseRepository } from './ports.js';
import { releaseRefusal } from './release-errors.js';
import { ReleaseRevision } from './release-input.js';
import { ReleaseRun } from './release-run.js';

export const PublishReleaseInput = ReleaseRevision;
export type PublishReleaseInput = t.TypeOf<typeof PublishReleaseInput>;

/**
 * Publishes a release now, whatever its time, exactly as the scheduler would run it: claimed
 * (at the revision the caller read), planned, promoted whole or not at all. A blocked item
 * fails it (409, `release.failed`); change it and publish again.
 */
@injectable()
export class PublishRelease {
  static readonly operation = 'publish_release';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ReleaseRepository) private readonly releases: ReleaseRepository,
    @inject(ReleaseRun) private readonly runs: ReleaseRun,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async execute(actor: Actor, input: { projectId: string; releaseId: string } & PublishReleaseInput): Promise<E.Either<AppError, ReleaseView>> {
    const context = await this.access.require(actor, input.projectId, 'publish', 'write');
    if (E.isLeft(context)) return context;
    const now = this.clock.now();
    const claimer = this.ids.next();
    const claim = await this.releases.claim(input.projectId, input.releaseId, input.revision, {
      claimer,
      now: now.toISOString(),
      until: new Date(now.getTime() + CLAIM_MS).toISOString(),
    });
    if (claim.kind !== 'claimed') return E.left(releaseRefusal(claim));
    const result = await this.runs.run(claim.claimed, claimer, actor);
    switch (result.kind) {
      case 'lost':
        return E.left(conflict('The release was taken over by another run: read it again'));
      case 'failed':
        return E.left(conflict(`The release was not published: ${result.release.failure?.reason}`, { release: releaseView(result.release) }));
      case 'published':
        if (result.deployError !== null)
          return E.left(
            internal(
              `Release ${result.release.id} was published, but the site could not be deployed: it is deployed at the next publish or start`,
              result.deployError,
              {
                release_id: result.release.id,
              },
            ),
          );
        return E.right(releaseView(result.release));
    }
  }
}
