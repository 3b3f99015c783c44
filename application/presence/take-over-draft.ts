import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { trimmedString } from '../../domain/shared/codecs.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ActorNames } from '../activity/actor-names.js';
import { findDraft } from '../drafts/find-draft.js';
import { PageRepository } from '../pages/ports.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock } from '../shared/ports.js';
import { EditSessions } from './ports.js';

export const TakeOverDraftInput = t.exact(
  t.partial({
    /** The taker's stream (`session_id` of its `presence` events): only it holds the draft; without, every stream of the taker's. */
    session_id: trimmedString(200),
  }),
);
export type TakeOverDraftInput = t.TypeOf<typeof TakeOverDraftInput>;

export interface TakeOver {
  readonly draft_id: string;
  readonly by: { readonly user_id: string; readonly name: string; readonly session_id: string | null };
  readonly at: string;
}

/**
 * Takes over a draft someone else is editing: the caller's stream now holds it (`editing` in
 * the presence list), and every other stream of the draft, on any instance, gets `taken_over`
 * (Edit Mode stops editing there and offers the new holder's revisions). Saves are not locked:
 * a stale one is still refused by its revision.
 */
@injectable()
export class TakeOverDraft {
  static readonly operation = 'take_over_draft';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(EditSessions) private readonly sessions: EditSessions,
    @inject(ActorNames) private readonly names: ActorNames,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: { projectId: string; draftId: string } & TakeOverDraftInput): Promise<E.Either<AppError, TakeOver>> {
    const context = await this.access.require(actor, input.projectId, 'edit_content', 'write');
    if (E.isLeft(context)) return context;
    const draft = await findDraft(this.pages, input.projectId, input.draftId);
    if (E.isLeft(draft)) return draft;
    const { actor: named } = await this.names.of(actor);
    const userId = actor.kind === 'user' ? actor.userId : `api_key:${actor.keyId}`;
    const sessionId = input.session_id ?? null;
    await this.sessions.takeOver(input.projectId, input.draftId, { userId, sessionId });
    const at = this.clock.now().toISOString();
    const takeOver: TakeOver = { draft_id: input.draftId, by: { user_id: userId, name: named.name, session_id: sessionId }, at };
    const event = { project_id: input.projectId, draft_id: input.draftId, at };
    // Every stream of the draft marks the new holder from this event (EditHub, and Edit Mode's presence panel).
    await this.sessions.append({ ...event, type: 'taken_over', data: { ...takeOver } });
    return E.right(takeOver);
  }
}
