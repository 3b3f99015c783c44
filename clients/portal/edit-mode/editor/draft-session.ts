import { Signal, type ReadonlySignal } from '../../../sign-in/signal.js';
import { ApiError, ApiUnreachable, type EditModeApi } from '../api.js';
import { describeFailure } from '../../messages.js';
import type { Metadata, SaveRequest } from '../types.js';
import { UnsavedBackup } from './unsaved-backup.js';

/** A pause in typing this long saves (an autosave). */
const AUTOSAVE_AFTER_MS = 1200;
/** Waits before trying again while the service cannot be reached. */
const RETRY_OFFLINE_MS = [2_000, 5_000, 15_000, 30_000, 60_000];
/** keepalive requests may carry this much at most (browsers allow 64 KiB in flight per page). */
const KEEPALIVE_MAX_BYTES = 60_000;

/** Where the editor's work stands with the service. */
export type SaveStatus =
  | { readonly kind: 'saved' }
  | { readonly kind: 'unsaved' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'offline' }
  /** Someone saved the draft since this editor's revision: nothing more is saved until the person chooses. */
  | { readonly kind: 'conflict'; readonly mine: number; readonly theirs: number }
  | { readonly kind: 'failed'; readonly message: string };

export interface DraftWork {
  readonly metadata: Metadata;
  readonly content: string;
}

export interface DraftSessionOptions {
  readonly api: Pick<EditModeApi, 'saveDraft'>;
  readonly projectId: string;
  readonly draftId: string;
  /** The revision the editor starts from. */
  readonly revision: number;
  readonly language: string;
  /** What the service holds.*/
  readonly stored: DraftWork;
}

const sameWork = (a: DraftWork, b: DraftWork) => a.content === b.content && JSON.stringify(a.metadata) === JSON.stringify(b.metadata);

/**
 * One draft open in the editor and its saving: an autosave after a pause in typing, an
 * explicit save, a save when the page is left; one save at a time, each sending the revision
 * it was typed over, so a save over someone else's is refused (409) rather than written. The
 * local work is never replaced by a save's answer: it is kept (and copied to the tab's storage)
 * until the service holds exactly it.
 */
export class DraftSession {
  readonly status: ReadonlySignal<SaveStatus>;
  private readonly state: Signal<SaveStatus>;
  private readonly changed = new Set<() => void>();
  private current: number;
  private local: DraftWork;
  private stored: DraftWork;
  private readonly backup: UnsavedBackup;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<boolean> | null = null;
  private offlineRetries = 0;
  private closed = false;

  constructor(private readonly options: DraftSessionOptions) {
    this.current = options.revision;
    this.local = options.stored;
    this.stored = options.stored;
    this.backup = UnsavedBackup.of(options.projectId, options.draftId);
    this.state = new Signal<SaveStatus>({ kind: 'saved' });
    this.status = this.state;
    window.addEventListener('online', this.retryNow);
  }

  get draftId(): string {
    return this.options.draftId;
  }
  get revision(): number {
    return this.current;
  }
  get work(): DraftWork {
    return this.local;
  }
  /** Whether the editor holds work the service does not have. */
  get dirty(): boolean {
    return !sameWork(this.local, this.stored);
  }

  /** Called after each save that lands. */
  onSaved(listener: () => void): () => void {
    this.changed.add(listener);
    return () => this.changed.delete(listener);
  }

  /** Work unsaved in this tab from an earlier visit, newer than what the service holds: the editor takes it. */
  recoverUnsaved(): DraftWork | null {
    const kept = this.backup.read();
    if (kept === null || sameWork(kept, this.stored)) {
      this.backup.clear();
      return null;
    }
    // Typed over `kept.revision`: saving it over a later one is a conflict to resolve, not an overwrite.
    this.current = kept.revision;
    this.edit({ metadata: kept.metadata, content: kept.content });
    return this.local;
  }

  /** The person changed something: kept at once, saved after a pause. */
  edit(work: Partial<DraftWork>): void {
    this.local = { metadata: work.metadata ?? this.local.metadata, content: work.content ?? this.local.content };
    this.backup.write({ ...this.local, revision: this.current });
    if (!this.dirty) {
      this.clearTimer();
      if (this.running === null && this.state.value.kind === 'unsaved') this.state.set({ kind: 'saved' });
      return;
    }
    const status = this.state.value.kind;
    if (status === 'conflict' || status === 'offline') return;
    if (this.running === null) this.state.set({ kind: 'unsaved' });
    this.schedule(AUTOSAVE_AFTER_MS);
  }

  /** Saves now (an explicit save records a version of its own); resolves true when the service holds the work. */
  async save(kind: { autosave: boolean; overwrite?: boolean } = { autosave: false }): Promise<boolean> {
    this.clearTimer();
    if (this.running !== null) {
      // One save at a time: this one goes after, with the revision the running one answers.
      await this.running;
      if (!this.dirty) return true;
    }
    if (this.closed || !this.dirty) return !this.dirty;
    if (this.state.value.kind === 'conflict' && kind.overwrite !== true) return false;
    this.running = this.send(kind).finally(() => (this.running = null));
    const saved = await this.running;
    if (saved && this.dirty && !this.closed) this.schedule(AUTOSAVE_AFTER_MS);
    return saved;
  }

  /** The page is being left or hidden: what is unsaved goes now, in a request that outlives the page when it is small enough. */
  saveOnLeave(): void {
    if (this.closed || !this.dirty || this.running !== null || this.state.value.kind === 'conflict') return;
    void this.save({ autosave: true });
  }

  /** Conflict resolved by keeping this editor's work: saved over the revision the service has now. */
  overwrite(): Promise<boolean> {
    const status = this.state.value;
    if (status.kind !== 'conflict') return this.save();
    this.current = status.theirs;
    return this.save({ autosave: false, overwrite: true });
  }

  /** The service's draft replaces the editor's work (their version taken, a version restored). Answers the work it replaced. */
  replaceWith(revision: number, stored: DraftWork): DraftWork {
    const previous = this.local;
    this.clearTimer();
    this.current = revision;
    this.local = stored;
    this.stored = stored;
    this.backup.clear();
    this.state.set({ kind: 'saved' });
    return previous;
  }

  /** The draft is gone (discarded, published) or another is opened: nothing more is saved. */
  close(): void {
    this.closed = true;
    this.clearTimer();
    window.removeEventListener('online', this.retryNow);
  }

  /** The draft was discarded or published: its unsaved copy goes too. */
  forget(): void {
    this.close();
    this.backup.clear();
  }

  private async send(kind: { autosave: boolean }): Promise<boolean> {
    const sent = this.local;
    const request: SaveRequest = {
      draftId: this.options.draftId,
      language: this.options.language,
      metadata: sent.metadata,
      content: sent.content,
      autosave: kind.autosave,
      revision: this.current,
    };
    // A save small enough outlives the page (a save running when the person leaves still lands); a larger one the tab's copy covers.
    const keepalive = JSON.stringify(request).length < KEEPALIVE_MAX_BYTES;
    this.state.set({ kind: 'saving' });
    try {
      const answer = await this.options.api.saveDraft(this.options.projectId, request, { keepalive });
      this.offlineRetries = 0;
      this.current = answer.revision ?? this.current;
      this.stored = sent;
      if (this.dirty) this.backup.write({ ...this.local, revision: this.current });
      else this.backup.clear();
      this.state.set({ kind: this.dirty ? 'unsaved' : 'saved' });
      for (const listener of [...this.changed]) listener();
      return true;
    } catch (failure) {
      this.failed(failure);
      return false;
    }
  }

  private failed(failure: unknown): void {
    if (failure instanceof ApiError && failure.status === 409 && typeof failure.body.current_revision === 'number') {
      this.state.set({ kind: 'conflict', mine: this.current, theirs: failure.body.current_revision });
      return;
    }
    if (failure instanceof ApiUnreachable) {
      this.state.set({ kind: 'offline' });
      const wait = RETRY_OFFLINE_MS[Math.min(this.offlineRetries, RETRY_OFFLINE_MS.length - 1)]!;
      this.offlineRetries += 1;
      this.schedule(wait);
      return;
    }
    this.state.set({ kind: 'failed', message: describeFailure('Saving', failure) });
    // A busy service says when to come back; other refusals wait for the next change or an explicit save.
    if (failure instanceof ApiError && failure.status === 429) this.schedule((failure.retryAfterSeconds ?? 60) * 1000);
  }

  private readonly retryNow = () => {
    if (this.state.value.kind === 'offline') void this.save({ autosave: true });
  };

  private schedule(delay: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.save({ autosave: true });
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
