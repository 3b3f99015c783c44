import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { Clock } from '../shared/ports.js';
import { EditSessions } from './ports.js';

/**
 * What the writes of drafts tell the editors who have them open (through the store, so an
 * editor on another instance hears it too): a save with its new revision (offered before a 409
 * happens), a publish. Only when someone has the draft open; and never the write's failure (a
 * save stands whether or not its announcement could be written).
 */
@injectable()
export class EditAnnouncements {
  constructor(
    @inject(EditSessions) private readonly sessions: EditSessions,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async saved(actor: Actor, projectId: string, draftId: string, revision: number): Promise<void> {
    const at = this.clock.now().toISOString();
    const data = { draft_id: draftId, revision, by: savedBy(actor), at };
    await this.quietly(() => this.sessions.append({ project_id: projectId, draft_id: draftId, type: 'saved', data, at }, at));
  }

  /** Drafts that became live pages (promoted by a publish or a release). */
  async published(projectId: string, drafts: ReadonlyArray<{ readonly draft_id: string; readonly page_id: string }>, publishId: string): Promise<void> {
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
