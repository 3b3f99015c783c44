import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { releaseView, type ReleaseView } from '../../domain/releases/release.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { RELEASE_NOT_FOUND } from './release-errors.js';
import { ReleaseRepository } from './ports.js';

@injectable()
export class GetRelease {
  static readonly operation = 'get_release';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ReleaseRepository) private readonly releases: ReleaseRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string; releaseId: string }): Promise<E.Either<AppError, ReleaseView>> {
    const context = await this.access.require(actor, input.projectId, 'read_drafts', 'read');
    if (E.isLeft(context)) return context;
    const release = await this.releases.find(input.projectId, input.releaseId);
    return release === null ? E.left(notFound(RELEASE_NOT_FOUND)) : E.right(releaseView(release));
  }
}
