import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { Clock } from '../shared/ports.js';
import { EditSessions } from './ports.js';

/**
 * How long the saves of one draft are gathered before their one `saved` announcement: an
 * editor's autosaves (or a script's burst) write one event of the latest revision per draft and
 * window, not one each. Short beside the hub's 250 ms poll, so the event still comes promptly.
 */
export const SAVED_BATCH_MS = 100;

/** The latest save of a draft not announced yet. */
interface PendingSave {
  readonly projectId: string;
  readonly draftId: string;
  readonly revision: number;
  readonly by: ReturnType<typeof savedBy>;
  readonly at: string;
}

/**
 * What the writes of drafts tell the editors who have them open (through the store, so an
 * editor on another instance hears it too): a save with its new revision (offered before a 409
 * happens), a publish. Only when someone has the draft open; and never the write's failure (a
 * save stands whether or not its announcement could be written). Saves are announced in
 * batches (SAVED_BATCH_MS): the save answers without waiting for its announcement.
 */
@injectable()
export class EditAnnouncements {
  private readonly pending = new Map<string, PendingSave>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    @inject(EditSessions) private readonly sessions: EditSessions,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /** Queues the save's announcement: the window's latest revision of the draft is announced at its end. */
  async saved(actor: Actor, projectId: string, draftId: string, revision: number): Promise<void> {
    const key = `${projectId}\u0000${draftId}`;
    // Saves answered out of order: the highest revision is the draft's latest.
    if ((this.pending.get(key)?.revision ?? 0) > revision) return;
    this.pending.set(key, { projectId, draftId, revision, by: savedBy(actor), at: this.clock.now().toISOString() });
    if (this.timer === null) {
      this.timer = setTimeout(() => void this.flush(), SAVED_BATCH_MS);
      // A process stopping does not wait for the window (close() flushes it).
      this.timer.unref?.();
    }
  }

  /** Announces the saves gathered so far (at the window's end; before a publish; when the instance stops). */
  async flush(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const batch = [...this.pending.values()];
    this.pending.clear();
    for (const { projectId, draftId, revision, by, at } of batch) {
      const data = { draft_id: draftId, revision, by, at };
      await this.quietly(() => this.sessions.append({ project_id: projectId, draft_id: draftId, type: 'saved', data, at }, at));
    }
  }

  /** Drafts that became live pages (promoted by a publish or a release). */
  async published(projectId: string, drafts: ReadonlyArray<{ readonly draft_id: string; readonly page_id: string }>, publishId: string): Promise<void> {
    // The saves before the publish are heard before it.
    await this.flush();
    const at = this.clock.now().toISOString();
    await this.quietly(async () => {
      for (const { draft_id, page_id } of drafts) {
        await this.sessions.append({ project_id: projectId, draft_id, type: 'published', data: { draft_id, page_id, publish_id: publishId, at }, at }, at);
      }
    });
  }

  private async quietly(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch {
      // Presence is a courtesy to editors: a write that succeeded is not failed for it.
    }
  }
}

/** Who saved, as the editors' stream names them: a person by id and email, an API key by its id. */
const savedBy = (actor: Actor) =>
  actor.kind === 'user' ? { user_id: actor.userId, name: actor.email ?? actor.userId } : { user_id: `api_key:${actor.keyId}`, name: `API key ${actor.keyId}` };
