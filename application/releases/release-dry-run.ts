import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { itemChecks, type ItemCheck } from '../../domain/releases/release-plan.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { ReleaseRepository } from './ports.js';
import { RELEASE_NOT_FOUND } from './release-errors.js';
import { ReleasePlanner } from './release-planner.js';

export interface ReleaseCheck {
  readonly release_id: string;
  readonly revision: number;
  /** Whether it would publish if it ran now: every item ready (one blocked item holds the whole release back). */
  readonly ready: boolean;
  readonly items: readonly ItemCheck[];
}

/** What the release would do if it ran now, item by item: ready, or blocked with the reasons. Nothing changes. */
@injectable()
export class ReleaseDryRun {
  static readonly operation = 'release_dry_run';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ReleaseRepository) private readonly releases: ReleaseRepository,
    @inject(ReleasePlanner) private readonly planner: ReleasePlanner,
  ) {}

  async execute(actor: Actor, input: { projectId: string; releaseId: string }): Promise<E.Either<AppError, ReleaseCheck>> {
    const context = await this.access.require(actor, input.projectId, 'read_drafts', 'read');
    if (E.isLeft(context)) return context;
    const release = await this.releases.find(input.projectId, input.releaseId);
    if (release === null) return E.left(notFound(RELEASE_NOT_FOUND));
    const plan = await this.planner.plan(context.right.project, release);
    return E.right({ release_id: release.id, revision: release.revision, ready: plan.blocked.length === 0, items: itemChecks(release.items, plan) });
  }
}
