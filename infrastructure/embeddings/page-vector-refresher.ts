import type { Logger } from 'pino';
import type { PageVectors } from '../../application/search/semantic/ports.js';
import type { RefreshOutcome, RefreshPageVectors } from '../../application/search/semantic/refresh-page-vectors.js';

export interface RefresherOptions {
  /** How often the live pages' mark is read (one cheap read) to see whether any was written. */
  readonly pollMs?: number;
  /** How often a pass runs whatever the mark says, with a sweep of vectors whose page is gone. */
  readonly sweepMs?: number;
  /** The first wait after the provider failed; it doubles with each failure in a row, up to `maxBackoffMs`. */
  readonly backoffMs?: number;
  readonly maxBackoffMs?: number;
}

const DEFAULTS = { pollMs: 2000, sweepMs: 10 * 60_000, backoffMs: 5000, maxBackoffMs: 10 * 60_000 };

/** A turn of the event loop: requests waiting on I/O run between two steps of a pass. */
const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * This instance's refresher of page vectors (started by the server only when an embeddings
 * provider is configured): at start, whenever a live page is written (by this instance or
 * another: the store's mark changes) and every ten minutes, a pass embeds the pages whose vector
 * is missing or stale; the ten-minute pass also drops vectors of pages that are gone. When the
 * provider fails it waits 5 s, then twice as long after each failure in a row (10 minutes at
 * most), writes are noted meanwhile and the next pass takes them. Any number of instances may
 * run one: claims in the store share the pages out. Never in a request; never throws.
 */
export class PageVectorRefresher {
  private readonly options: Required<RefresherOptions>;
  private running = false;
  private loop: Promise<void> | null = null;
  private pending = false;
  private release: (() => void) | null = null;
  private logger: Logger | null = null;
  private seenMark: string | null = null;
  private sweepAt = 0;
  private failures = 0;
  private retryAt = 0;

  constructor(
    private readonly refresh: RefreshPageVectors,
    private readonly vectors: PageVectors,
    options: RefresherOptions = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  start(logger: Logger, model: string): void {
    if (this.running) return;
    this.logger = logger.child({ component: 'page-vectors' });
    this.logger.info({ model }, 'semantic ranking on: live pages are embedded in the background');
    this.running = true;
    this.loop = this.run();
  }

  /** Look now (a test wrote a page and will not wait for the poll). */
  wake(): void {
    this.pending = true;
    this.release?.();
  }

  /** Stops after the batch under way (its request has its own timeout). */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.pending = false;
      try {
        await this.step();
      } catch (error) {
        this.logger?.error({ err: error }, 'refreshing page vectors failed: the store did not answer');
        this.backOff();
      }
      if (this.running && !this.pending) await this.sleep(this.nap());
    }
  }

  private async step(): Promise<void> {
    const now = Date.now();
    if (now < this.retryAt) return;
    const mark = await this.vectors.livePagesMark();
    const sweep = now >= this.sweepAt;
    if (mark === this.seenMark && !sweep && this.failures === 0) return;
    // Noted before the pass: a page written during it moves the mark, and the next look passes again.
    this.seenMark = mark;
    if (sweep) {
      this.sweepAt = now + this.options.sweepMs;
      const removed = await this.refresh.prune(turn);
      if (removed > 0) this.logger?.info({ removed }, 'vectors of deleted pages removed');
    }
    this.report(
      await this.refresh.pass({
        retryAfterMs: this.backoffMs(this.failures + 1),
        keepGoing: () => this.running,
        between: turn,
        onRefused: (page, reason) =>
          this.logger?.warn(
            { page_id: page.page_id, project_id: page.project_id, reason },
            'page not embedded: the provider refused its text; tried again in a day',
          ),
      }),
    );
  }

  private report(outcome: RefreshOutcome): void {
    if (outcome.embedded > 0) this.logger?.info({ embedded: outcome.embedded }, 'page vectors refreshed');
    if (outcome.kind === 'failed') {
      const retryIn = Math.ceil(this.backOff() / 1000);
      const { cause, reason } = outcome.failure;
      this.logger?.warn({ cause, reason, retry_in_s: retryIn }, `embedding pages failed (${cause}); trying again in ${retryIn} s`);
      return;
    }
    if (this.failures > 0) this.logger?.info({ after_failures: this.failures }, 'embedding pages works again');
    this.failures = 0;
    this.retryAt = 0;
  }

  /** The wait after `failures` failures in a row. */
  private backoffMs(failures: number): number {
    return Math.min(this.options.maxBackoffMs, this.options.backoffMs * 2 ** Math.max(0, failures - 1));
  }

  /** One more failure in a row: the next pass waits for the next step of the backoff. */
  private backOff(): number {
    this.failures += 1;
    const wait = this.backoffMs(this.failures);
    this.retryAt = Date.now() + wait;
    return wait;
  }

  private nap(): number {
    const untilRetry = this.retryAt - Date.now();
    return untilRetry > 0 ? Math.min(this.options.pollMs, untilRetry) : this.options.pollMs;
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
