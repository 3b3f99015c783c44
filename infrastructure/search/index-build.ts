/** How the start-up build of the search index for pages written before it ended. */
export type BackfillOutcome =
  | { readonly kind: 'complete'; readonly indexed: number }
  /** The store was closed first (a short-lived CLI); the next start carries on where it stopped. */
  | { readonly kind: 'stopped'; readonly indexed: number }
  | { readonly kind: 'failed'; readonly indexed: number; readonly error: unknown };

/** Where a running build is: what the start-up log reports while it runs and when it ends. */
export interface BackfillProgress {
  /** Pages given their index entries so far. */
  readonly indexed: number;
  /** Pages the build had to do when it started; null when the store cannot tell cheaply. */
  readonly total: number | null;
  /** Milliseconds since the build started (until it ended, once it has). */
  readonly elapsedMs: number;
}

/** The build started with the store: it runs in the background, `done` says how it ended. */
export interface SearchBackfill {
  readonly done: Promise<BackfillOutcome>;
  progress(): BackfillProgress;
}
export const SearchBackfill = Symbol.for('SearchBackfill');

/** A build with nothing to do (the index already covers every page). */
export const finishedBackfill = (): SearchBackfill => ({
  done: Promise.resolve({ kind: 'complete', indexed: 0 }),
  progress: () => ({ indexed: 0, total: 0, elapsedMs: 0 }),
});

/** Tracks a build's count and clock; `finish` stops the clock. */
export class BackfillTracker {
  private readonly started = performance.now();
  private endedAt: number | null = null;
  indexed = 0;

  constructor(readonly total: number | null) {}

  finish(): void {
    this.endedAt ??= performance.now();
  }

  progress(): BackfillProgress {
    return { indexed: this.indexed, total: this.total, elapsedMs: Math.round((this.endedAt ?? performance.now()) - this.started) };
  }
}
