import { inject, injectable } from 'inversify';
import { ActivityRecorder } from '../activity/activity-recorder.js';
import { CLAIM_MS, releaseView } from '../../domain/releases/release.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { ReleaseRepository } from './ports.js';
import { ReleaseRun, type RunResult } from './release-run.js';

/** What became of a release that fell due, for the scheduler's log. */
export interface DueRun {
  readonly release_id: string;
  readonly project_id: string;
  readonly result: RunResult;
  /** Its activity record could not be written. */
  readonly unrecorded: unknown;
}

/**
 * Runs every release due now, one after the other: each claimed first (one atomic step of the
 * store: of all the instances looking, one gets it), so a release runs once wherever it is
 * looked for. A release whose time passed while every instance was down is due at the first
 * look after a start. Each run acts for whoever scheduled the release, as they stand when it
 * falls due (ReleaseRun checks their access then: one who may not publish now fails it), and is
 * logged as their work, through the scheduler (`run_release`).
 */
@injectable()
export class RunDueReleases {
  constructor(
    @inject(ReleaseRepository) private readonly releases: ReleaseRepository,
    @inject(ReleaseRun) private readonly runs: ReleaseRun,
    @inject(ActivityRecorder) private readonly activity: ActivityRecorder,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async runDue(): Promise<DueRun[]> {
    const done: DueRun[] = [];
    for (;;) {
      const now = this.clock.now();
      const claimer = this.ids.next();
      const claim = await this.releases.claimDue({ claimer, now: now.toISOString(), until: new Date(now.getTime() + CLAIM_MS).toISOString() });
      if (claim.kind === 'none') return done;
      const { release } = claim.claimed;
      // The run acts for whoever scheduled the release, as they stand now (their access is checked then).
      const result = await this.runs.run(claim.claimed, claimer, release.scheduled_by);
      let unrecorded: unknown = null;
      if (result.kind !== 'lost') {
        const bound = { projectId: release.project_id, releaseId: release.id };
        const write = {
          actor: release.scheduled_by,
          via: 'scheduler' as const,
          action: 'run_release',
          bound,
          input: bound,
          output: releaseView(result.release),
        };
        unrecorded = await this.activity.record(write).then(
          () => null,
          (error: unknown) => error,
        );
      }
      done.push({ release_id: release.id, project_id: release.project_id, result, unrecorded });
    }
  }

  /** When the next look may find work (the earliest scheduled time or claim end), or null. */
  nextDue(): Promise<string | null> {
    return this.releases.nextDue();
  }
}
