import type { Logger } from 'pino';
import type { ReleaseClock } from '../../application/releases/release-clock.js';
import type { DueRun, RunDueReleases } from '../../application/releases/run-due-releases.js';
import type { Clock } from '../../application/shared/ports.js';

/** How often an idle scheduler looks for due releases (another instance's, or times it did not hear of). */
const POLL_MS = 1000;
/** The shortest nap between looks (a release due now that another instance is running).  */
const MIN_SLEEP_MS = 20;

/**
 * This instance's release scheduler: looks for due releases at start, then whenever the
 * earliest known time comes (by the `Clock` port, so tests move time), when a release of this
 * instance changes, and at least every second. Every instance may run one: the claim in the
 * store decides which runs a release. `stop` waits for the run under way.
 */
export class ReleaseScheduler {
  private running = false;
  private loop: Promise<void> | null = null;
  private pending = false;
  private release: (() => void) | null = null;
  private unlisten: (() => void) | null = null;
  private logger: Logger | null = null;

  constructor(
    private readonly due: RunDueReleases,
    private readonly changes: ReleaseClock,
    private readonly clock: Clock,
    private readonly pollMs = POLL_MS,
  ) {}

  start(logger: Logger): void {
    if (this.running) return;
    this.logger = logger.child({ component: 'releases' });
    this.running = true;
    this.unlisten = this.changes.listen(() => this.wake());
    this.loop = this.run();
  }

  /** Look now (a release changed, or a test moved the clock). */
  wake(): void {
    this.pending = true;
    this.release?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.unlisten?.();
    this.wake();
    await this.loop;
  }

  /** Runs what is due now and logs each outcome (tests call it to look at a moment of their choosing). */
  async runDue(): Promise<DueRun[]> {
    const runs = await this.due.runDue();
    for (const run of runs) this.report(run);
    return runs;
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.pending = false;
      let next: string | null = null;
      try {
        await this.runDue();
        next = await this.due.nextDue();
      } catch (error) {
        this.logger?.error({ err: error }, 'looking for due releases failed');
      }
      if (this.running && !this.pending)
        await this.sleep(next === null ? this.pollMs : Math.min(this.pollMs, Math.max(MIN_SLEEP_MS, Date.parse(next) - this.clock.now().getTime())));
    }
  }

  private report({ release_id, project_id, result, unrecorded }: DueRun): void {
    const fields = { release_id, project_id };
    if (result.kind === 'published') this.logger?.info(fields, 'release published');
    if (result.kind === 'published' && result.deployError !== null)
      this.logger?.error({ ...fields, err: result.deployError }, 'release published, its site deploy failed');
    if (result.kind === 'failed') this.logger?.warn({ ...fields, reason: result.release.failure?.reason }, 'release failed: nothing was published');
    if (unrecorded !== null) this.logger?.error({ ...fields, err: unrecorded }, 'activity not recorded');
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.release = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.release = done;
    });
  }
}
