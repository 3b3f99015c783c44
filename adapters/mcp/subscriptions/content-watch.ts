import type { ServerEvent } from '@modelcontextprotocol/server';
import type { ContentReads } from '../content/content-reads.js';
import { listStamp, resourceStamp, type Stamp } from './stamps.js';

/** One open `subscriptions/listen` stream, as the watch looks after it. */
export interface Watcher {
  /** The subscriber's reads: every look is made with its access. */
  readonly reads: ContentReads;
  /** Each subscribed URI with its stamp when the subscription was accepted. */
  readonly resources: ReadonlyMap<string, Stamp>;
  /** The list's stamp when accepted; undefined when the list is not watched. */
  readonly list: Stamp | undefined;
  /** Hands a change to the stream (the SDK stamps it with the subscription's id). */
  notify(event: ServerEvent): void;
  /** Ends the stream as the server does when it stops (the empty `subscriptions/listen` result). */
  end(): void;
}

/** What a failed look is reported as: the watch goes on at the next tick. */
export type ReportWatchFailure = (cause: unknown) => void;

/**
 * Looks at every watched resource and list every `intervalMs`, through the store every instance
 * shares, and tells a watcher what changed since its last look: so a change made on any
 * instance (a REST save, another MCP client, the admin CLI) reaches a subscriber on this one.
 * Looks never overlap: a slow tick delays the next rather than piling up. The timer runs only
 * while something is watched, and never keeps the process alive.
 */
export class ContentWatch {
  private readonly watched = new Map<Watcher, { resources: Map<string, Stamp>; list: Stamp | undefined }>();
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;

  constructor(
    private readonly intervalMs: number,
    private readonly reportFailure: ReportWatchFailure,
  ) {}

  /** Starts watching; the answer stops it (idempotent). */
  add(watcher: Watcher): () => void {
    this.watched.set(watcher, { resources: new Map(watcher.resources), list: watcher.list });
    this.timer ??= setInterval(() => void this.tick(), this.intervalMs).unref();
    return () => {
      this.watched.delete(watcher);
      if (this.watched.size === 0 && this.timer !== null) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  /** The service stops: every stream ends, so that the server's drain does not wait for them. */
  endAll(): void {
    for (const watcher of [...this.watched.keys()]) watcher.end();
  }

  get size(): number {
    return this.watched.size;
  }

  /** One look at everything watched (the timer's; tests call it to look now). */
  tick(): Promise<void> {
    this.ticking ??= this.lookAtAll().finally(() => (this.ticking = null));
    return this.ticking;
  }

  private async lookAtAll(): Promise<void> {
    for (const [watcher, seen] of this.watched) {
      try {
        await this.look(watcher, seen);
      } catch (cause) {
        this.reportFailure(cause);
      }
    }
  }

  private async look(watcher: Watcher, seen: { resources: Map<string, Stamp>; list: Stamp | undefined }): Promise<void> {
    for (const [uri, before] of seen.resources) {
      const now = await resourceStamp(watcher.reads, uri);
      // Stopped while this look read: nothing more reaches that stream.
      if (!this.watched.has(watcher)) return;
      if (now === before) continue;
      seen.resources.set(uri, now);
      watcher.notify({ kind: 'resource_updated', uri });
    }
    if (seen.list === undefined) return;
    const list = await listStamp(watcher.reads);
    if (list !== seen.list && this.watched.has(watcher)) {
      seen.list = list;
      watcher.notify({ kind: 'resources_list_changed' });
    }
  }
}
