import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { DraftPresence } from '../../domain/presence/draft-presence.js';
import {
  HEARTBEAT_MS,
  PRESENCE_LIMITS,
  PRESENCE_TTL_MS,
  presenceView,
  sessionView,
  type EditEvent,
  type EditEventType,
  type PresenceEntry,
  type SessionView,
} from '../../domain/presence/edit-events.js';
import type { Actor } from '../../domain/identity/actor.js';
import { rateLimited, type AppError } from '../../domain/shared/errors.js';
import { DeferredAccess } from '../projects/deferred-access.js';
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

/** One open stream of this instance, and who reads it (asked again before each event: see `deliver`). */
interface Stream {
  readonly entry: PresenceEntry;
  readonly actor: Actor;
  readonly send: (event: StreamEvent) => void;
  /** Ends the stream from this side (the instance is stopping, or its reader may no longer read). */
  readonly end: () => void;
}

/** An open stream, as its adapter holds it. */
export interface StreamHandle {
  readonly sessionId: string;
  /** The stream was closed (by its reader, or from this side): its entry goes, and the others are told. */
  close(): Promise<void>;
}

const draftKey = (projectId: string, draftId: string) => `${projectId}\u0000${draftId}`;

/** The streams one draft has open here, and who has it open as they were last told. */
interface DraftHere {
  readonly streams: Set<string>;
  readonly presence: DraftPresence;
}

/**
 * This instance's share of Edit Mode's presence: the streams open here, fed from the store's
 * event sequence (polled every 250 ms while any is open: one indexed read, so a join, a save or a
 * take-over on any instance reaches every stream within a poll), with their entries renewed
 * every 10 s. A stream gets who is present once, when it opens; after that, each stream that
 * joins or leaves, one event each (DraftPresence keeps what each draft's streams were told, so an
 * event seen twice is sent once). At each renewal the store's list is read again: an entry whose
 * instance died lapses there, and the others hear it leave.
 */
@injectable()
export class EditHub {
  private readonly streams = new Map<string, Stream>();
  private readonly drafts = new Map<string, DraftHere>();
  private lastSeq: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private renewedAt = 0;
  private running: Promise<void> = Promise.resolve();

  constructor(
    @inject(EditSessions) private readonly sessions: EditSessions,
    @inject(DeferredAccess) private readonly access: DeferredAccess,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /**
   * Opens a stream for `entry`'s person on its draft, within the limits of open streams
   * (PRESENCE_LIMITS: 429 past them): recorded in the store, sent who is present, told to the others.
   */
  async open(
    actor: Actor,
    entry: Omit<PresenceEntry, 'expires_at' | 'since' | 'editing'>,
    send: Stream['send'],
    end: Stream['end'],
  ): Promise<E.Either<AppError, StreamHandle>> {
    if (this.lastSeq === null) this.lastSeq = await this.sessions.last();
    const now = this.clock.now();
    const full: PresenceEntry = { ...entry, since: now.toISOString(), expires_at: new Date(now.getTime() + PRESENCE_TTL_MS).toISOString(), editing: false };
    const joined = await this.sessions.join(full, PRESENCE_LIMITS, now.toISOString());
    // A stream that died without leaving stops counting when its entry lapses: try again then.
    const retryAfter = PRESENCE_TTL_MS / 1000;
    if (joined === 'person_full') return E.left(rateLimited(retryAfter, `Too many open Edit Mode streams: at most ${PRESENCE_LIMITS.perPerson} per person`));
    if (joined === 'draft_full') return E.left(rateLimited(retryAfter, `Too many open Edit Mode streams of this draft: at most ${PRESENCE_LIMITS.perDraft}`));

    const key = draftKey(full.project_id, full.draft_id);
    const present = await this.sessions.present(full.project_id, full.draft_id, now.toISOString());
    const here = this.drafts.get(key) ?? { streams: new Set<string>(), presence: new DraftPresence(present) };
    this.drafts.set(key, here);
    this.streams.set(full.session_id, { entry: full, actor, send, end });
    here.streams.add(full.session_id);
    const sessions = present.map(sessionView);
    send({ type: 'presence', data: { draft_id: full.draft_id, session_id: full.session_id, editors: presenceView(present), sessions } });
    await this.announce(full, 'joined', { session: sessionView(full) });
    this.schedule();
    let closed = false;
    return E.right({
      sessionId: full.session_id,
      close: async () => {
        if (closed) return;
        closed = true;
        await this.closeStream(full.session_id);
      },
    });
  }

  /** Renews this instance's entries, reads who is present now, and ends the streams whose reader may no longer read (tests call it after moving the clock). */
  async refresh(): Promise<void> {
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + PRESENCE_TTL_MS).toISOString();
    for (const [id, stream] of this.streams) {
      // An entry pruned meanwhile (the store thought this instance gone) is recorded again.
      if (!(await this.sessions.heartbeat(id, expiresAt))) await this.sessions.restore({ ...stream.entry, expires_at: expiresAt });
    }
    for (const [key, here] of this.drafts) {
      const [projectId, draftId] = key.split('\u0000') as [string, string];
      await this.reconcile(here, projectId, draftId);
    }
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
    this.drafts.clear();
  }

  private async closeStream(sessionId: string): Promise<void> {
    const stream = this.streams.get(sessionId);
    if (stream === undefined) return;
    this.streams.delete(sessionId);
    const key = draftKey(stream.entry.project_id, stream.entry.draft_id);
    const here = this.drafts.get(key);
    here?.streams.delete(sessionId);
    if (here?.streams.size === 0) this.drafts.delete(key);
    await this.sessions.leave(sessionId);
    await this.announce(stream.entry, 'left', { session_id: sessionId, user_id: stream.entry.user_id });
  }

  /** Records a join or a leave for every instance, and tells this instance's streams of the draft now rather than at the next poll. */
  private async announce(entry: PresenceEntry, type: 'joined' | 'left', data: Readonly<Record<string, unknown>>): Promise<void> {
    const at = this.clock.now().toISOString();
    const event = { project_id: entry.project_id, draft_id: entry.draft_id, type, data: { draft_id: entry.draft_id, ...data }, at };
    await this.sessions.append(event);
    await this.dispatch({ ...event, seq: 0 });
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

  /** An event of the sequence, brought into the draft's presence here; only news goes on to its streams. */
  private async dispatch(event: EditEvent): Promise<void> {
    const here = this.drafts.get(draftKey(event.project_id, event.draft_id));
    if (here === undefined) return;
    switch (event.type) {
      case 'joined':
        if (!here.presence.join(event.data.session as SessionView)) return;
        break;
      case 'left':
        if (here.presence.leave(event.data.session_id as string) === null) return;
        break;
      case 'taken_over': {
        const by = event.data.by as { user_id: string; session_id: string | null };
        here.presence.takeOver({ userId: by.user_id, sessionId: by.session_id });
        break;
      }
      case 'presence':
        // From an instance of an earlier version, which announced a change without saying which.
        return this.reconcile(here, event.project_id, event.draft_id);
    }
    await this.deliverTo(here, { type: event.type, data: event.data });
  }

  /** Reads who has the draft open from the store, and tells its streams here each join and leave they have not heard of. */
  private async reconcile(here: DraftHere, projectId: string, draftId: string): Promise<void> {
    const changes = here.presence.reconcile(await this.sessions.present(projectId, draftId, this.clock.now().toISOString()));
    for (const session of changes.joined) await this.deliverTo(here, { type: 'joined', data: { draft_id: draftId, session } });
    for (const left of changes.left) await this.deliverTo(here, { type: 'left', data: { draft_id: draftId, ...left } });
  }

  /**
   * Sends an event to the draft's streams here whose reader may still read the project's drafts,
   * asked as they stand now (a person removed from the project, a key revoked, since the stream
   * opened): a stream whose reader may not is ended instead, and hears nothing more. Each reader
   * is asked once per event, however many streams they hold.
   */
  private async deliverTo(here: DraftHere, event: StreamEvent): Promise<void> {
    const verdicts = new Map<string, Promise<boolean>>();
    for (const id of [...here.streams]) {
      const stream = this.streams.get(id);
      if (stream === undefined || (event.type === 'joined' && (event.data.session as SessionView).session_id === id)) continue;
      const reader = stream.entry.user_id;
      if (!verdicts.has(reader)) verdicts.set(reader, this.access.require(stream.actor, stream.entry.project_id, 'read_drafts', 'read').then(E.isRight));
      if (await verdicts.get(reader)!) stream.send(event);
      else {
        stream.end();
        await this.closeStream(id);
      }
    }
  }
}
