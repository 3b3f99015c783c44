import type { ReleaseEntry } from '../../application/site/release-store.js';

/**
 * A release's entries (path → entry) as the disk release store keeps them: a whole snapshot, or
 * the changes made on a base release. A release made from its base by a deploy of one page is
 * that page's entries, whatever the size of the site: written, read and kept in memory in
 * proportion to what changed. Lookups walk the layers (at most MAX_DEPTH), and so does the
 * count of the paths showing a blob, which collection asks for the few blobs a release freed.
 */
export abstract class ReleaseEntries implements ReadonlyMap<string, ReleaseEntry> {
  abstract readonly release: number;
  abstract readonly size: number;
  /** Entries this release holds itself (what a cache of them counts). */
  abstract readonly own: number;
  /** Releases over a snapshot (0: this is one). */
  abstract readonly depth: number;
  /** The releases whose files this one reads (its own first, its snapshot last). */
  abstract readonly chain: readonly number[];
  abstract get(path: string): ReleaseEntry | undefined;
  /** How many paths show the blob. */
  abstract shows(etag: string): number;
  /** The entries at the paths `hidden` does not hide (a release over this one hides those it changed). */
  abstract entriesExcept(hidden: (path: string) => boolean): IterableIterator<[string, ReleaseEntry]>;

  has(path: string): boolean {
    return this.get(path) !== undefined;
  }

  entries(): IterableIterator<[string, ReleaseEntry]> {
    return this.entriesExcept(() => false);
  }

  [Symbol.iterator](): IterableIterator<[string, ReleaseEntry]> {
    return this.entries();
  }

  *keys(): IterableIterator<string> {
    for (const [path] of this.entries()) yield path;
  }

  *values(): IterableIterator<ReleaseEntry> {
    for (const [, entry] of this.entries()) yield entry;
  }

  forEach(callback: (entry: ReleaseEntry, path: string, map: ReadonlyMap<string, ReleaseEntry>) => void): void {
    for (const [path, entry] of this.entries()) callback(entry, path, this);
  }
}

export class SnapshotEntries extends ReleaseEntries {
  readonly depth = 0;
  readonly chain: readonly number[];
  private counts: Map<string, number> | null = null;

  constructor(
    readonly release: number,
    private readonly all: ReadonlyMap<string, ReleaseEntry>,
  ) {
    super();
    this.chain = [release];
  }

  get size(): number {
    return this.all.size;
  }

  get own(): number {
    return this.all.size;
  }

  get(path: string): ReleaseEntry | undefined {
    return this.all.get(path);
  }

  shows(etag: string): number {
    // Counted once per snapshot, when a collection first asks (a site's size in one pass); the releases over it adjust it.
    if (this.counts === null) {
      this.counts = new Map();
      for (const entry of this.all.values()) this.counts.set(entry.etag, (this.counts.get(entry.etag) ?? 0) + 1);
    }
    return this.counts.get(etag) ?? 0;
  }

  *entriesExcept(hidden: (path: string) => boolean): IterableIterator<[string, ReleaseEntry]> {
    for (const pair of this.all) if (!hidden(pair[0])) yield pair;
  }
}

export class ChangedEntries extends ReleaseEntries {
  readonly size: number;
  readonly depth: number;
  readonly chain: readonly number[];
  /** Paths showing each blob, against the base: + for what `put` shows, - for what it replaced or removed. */
  private readonly adjusted = new Map<string, number>();

  constructor(
    readonly release: number,
    readonly base: ReleaseEntries,
    readonly put: ReadonlyMap<string, ReleaseEntry>,
    readonly removed: ReadonlySet<string>,
  ) {
    super();
    this.depth = base.depth + 1;
    this.chain = [release, ...base.chain];
    let size = base.size;
    const adjust = (etag: string, by: number) => this.adjusted.set(etag, (this.adjusted.get(etag) ?? 0) + by);
    for (const path of new Set([...removed, ...put.keys()])) {
      const before = base.get(path);
      if (before !== undefined) {
        size--;
        adjust(before.etag, -1);
      }
    }
    for (const entry of put.values()) adjust(entry.etag, 1);
    this.size = size + put.size;
  }

  get own(): number {
    return this.put.size + this.removed.size;
  }

  get(path: string): ReleaseEntry | undefined {
    const own = this.put.get(path);
    if (own !== undefined) return own;
    return this.removed.has(path) ? undefined : this.base.get(path);
  }

  shows(etag: string): number {
    return this.base.shows(etag) + (this.adjusted.get(etag) ?? 0);
  }

  *entriesExcept(hidden: (path: string) => boolean): IterableIterator<[string, ReleaseEntry]> {
    for (const pair of this.put) if (!hidden(pair[0])) yield pair;
    yield* this.base.entriesExcept((path) => hidden(path) || this.put.has(path) || this.removed.has(path));
  }
}
