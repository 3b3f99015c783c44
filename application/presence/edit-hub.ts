import { inject, injectable } from 'inversify';
import { HEARTBEAT_MS, PRESENCE_TTL_MS, presenceView, type EditEvent, type EditEventType, type PresenceEntry } from '../../domain/presence/edit-events.js';
import { Clock } from '../shared/ports.js';
import { EditSessions } from './ports.js';

/** How often this instance reads the event sequence while a stream is open here. */
const POLL_MS = 250;
/** Events read per look. */
const BATCH = 200;

/** What a stream is sent: an event's type and its data. */
export interface StreamEvent {
  readonly type: EditEventType;
  readonly data: Readonly<Record<string, unknown>>;
}

/** One open stream of this instance. */
interface Stream {
  readonly entry: PresenceEntry;
  readonly send: (event: StreamEvent) => void;
  /** Ends the stream from this side (the instance is stopping). */
  readonly end: () => void;
}

/** An open stream, as its adapter holds it. */
export interface StreamHandle {
  readonly sessionId: string;
  /** The stream was closed (by its reader, or as the instance stops): its entry goes, and the others are told. */
  close(): Promise<void>;
}

/**
 * This instance's share of Edit Mode's presence: the streams open here, fed from the store's
 * event sequence (polled every 250 ms while any is open: one indexed read, so a save or a
 * take-over on any instance reaches every stream within a poll), with their entries renewed
 * every 10 s. Who is present is always read from the store, after a join, a leave, a take-over,
 * and at each renewal (an entry whose instance died expires there, and the others hear it).
 */
@injectable()
export class EditHub {
  private readonly streams = new Map<string, Stream>();
  private lastSeq: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private renewedAt = 0;
  private running: Promise<void> = Promise.resolve();
  /** Presence last sent per draft, so an unchanged list is not sent again. */
  private readonly sent = new Map<string, string>();

  constructor(
    @inject(EditSessions) private readonly sessions: EditSessions,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /** Opens a stream for `entry`'s person on its draft: recorded in the store, told to everyone (this stream first gets the list). */
  async open(entry: Omit<PresenceEntry, 'expires_at' | 'since' | 'editing'>, send: Stream['send'], end: Stream['end']): Promise<StreamHandle> {
    if (this.lastSeq === null) this.lastSeq = await this.sessions.last();
    const now = this.clock.now();
    const full: PresenceEntry = { ...entry, since: now.toISOString(), expires_at: new Date(now.getTime() + PRESENCE_TTL_MS).toISOString(), editing: false };
    await this.sessions.join(full);
    this.streams.set(entry.session_id, { entry: full, send, end });
    await this.announcePresence(full.project_id, full.draft_id);
    this.schedule();
    let closed = false;
    return {
      sessionId: entry.session_id,
      close: async () => {
        if (closed) return;
        closed = true;
        this.streams.delete(entry.session_id);
        this.sent.delete(`${full.project_id}\u0000${full.draft_id}\u0000${entry.session_id}`);
        await this.sessions.leave(entry.session_id);
        await this.announcePresence(full.project_id, full.draft_id);
      },
    };
  }

  /** Renews this instance's entries and reads who is present now (tests call it after moving the clock). */
  async refresh(): Promise<void> {
    const expiresAt = new Date(this.clock.now().getTime() + PRESENCE_TTL_MS).toISOString();
    for (const [id, stream] of this.streams) {
      // An entry pruned meanwhile (the store thought this instance gone) is recorded again.
      if (!(await this.sessions.heartbeat(id, expiresAt))) await this.sessions.join({ ...stream.entry, expires_at: expiresAt });
    }
    const drafts = new Map([...this.streams.values()].map(({ entry }) => [`${entry.project_id}\u0000${entry.draft_id}`, entry]));
    for (const entry of drafts.values()) await this.sendPresence(entry.project_id, entry.draft_id);
    this.renewedAt = Date.now();
  }

  /** Reads the events after the last one seen and hands each to this instance's streams of its draft. */
  async poll(): Promise<void> {
    if (this.lastSeq === null) return;
    for (;;) {
      const events = await this.sessions.after(this.lastSeq, BATCH);
      for (const event of events) {
        this.lastSeq = event.seq;
        await this.dispatch(event);
      }
      if (events.length < BATCH) return;
    }
  }

  /** Ends every stream of this instance (it is stopping); their entries go from the store. */
  async stop(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    for (const stream of [...this.streams.values()]) stream.end();
    await Promise.all([...this.streams.keys()].map((id) => this.sessions.leave(id)));
    this.streams.clear();
  }

  private schedule(): void {
    if (this.timer !== null || this.streams.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.tick().finally(() => this.schedule());
    }, POLL_MS);
    this.timer.unref?.();
  }

  private async tick(): Promise<void> {
    try {
      await this.poll();
      if (Date.now() - this.renewedAt >= HEARTBEAT_MS) await this.refresh();
    } catch {
      // The store did not answer: the next tick tries again (entries outlive a few missed renewals).
    }
  }

  private async dispatch(event: EditEvent): Promise<void> {
    if (event.type === 'presence') return this.sendPresence(event.project_id, event.draft_id);
    for (const stream of this.streams.values()) {
      if (stream.entry.project_id === event.project_id && stream.entry.draft_id === event.draft_id) stream.send({ type: event.type, data: event.data });
    }
  }

  /** Records that the draft's presence changed, for every instance (each reads who is present from the store). */
  private async announcePresence(projectId: string, draftId: string): Promise<void> {
    const at = this.clock.now().toISOString();
    await this.sessions.append({ project_id: projectId, draft_id: draftId, type: 'presence', data: {}, at });
    // This instance's own streams hear it now rather than at the next poll.
    await this.sendPresence(projectId, draftId);
  }

  private async sendPresence(projectId: string, draftId: string): Promise<void> {
    const local = [...this.streams.values()].filter((s) => s.entry.project_id === projectId && s.entry.draft_id === draftId);
    if (local.length === 0) return;
    const editors = presenceView(await this.sessions.present(projectId, draftId, this.clock.now().toISOString()));
    const key = `${projectId}\u0000${draftId}`;
    const list = JSON.stringify(editors);
    const fresh = local.filter((s) => this.sent.get(`${key}\u0000${s.entry.session_id}`) !== list);
    for (const stream of fresh) {
      this.sent.set(`${key}\u0000${stream.entry.session_id}`, list);
      stream.send({ type: 'presence', data: { draft_id: draftId, session_id: stream.entry.session_id, editors } });
    }
  }
}
