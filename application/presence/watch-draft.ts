import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ActorNames } from '../activity/actor-names.js';
import { findDraft } from '../drafts/find-draft.js';
import { PageRepository } from '../pages/ports.js';
import { ProjectAccess } from '../projects/project-access.js';
import { IdGenerator } from '../shared/ports.js';
import { EditHub, type StreamEvent, type StreamHandle } from './edit-hub.js';

/** Where a stream's events go, and how the instance ends it when it stops. */
export interface StreamSink {
  readonly send: (event: StreamEvent) => void;
  readonly end: () => void;
}

/**
 * Opens Edit Mode's live stream of a draft for its reader: who else has it open (and their
 * comings and goings), saves as they land (with the new revision), a take-over, its publish,
 * from this instance and every other on the store. The reader is present until the stream closes
 * (or, should this instance die, until its entry expires).
 */
@injectable()
export class WatchDraft {
  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(ActorNames) private readonly names: ActorNames,
    @inject(EditHub) private readonly hub: EditHub,
    @inject(IdGenerator) private readonly ids: IdGenerator,
  ) {}

  async execute(actor: Actor, input: { projectId: string; draftId: string }, sink: StreamSink): Promise<E.Either<AppError, StreamHandle>> {
    const context = await this.access.require(actor, input.projectId, 'read_drafts', 'read');
    if (E.isLeft(context)) return context;
    const draft = await findDraft(this.pages, input.projectId, input.draftId);
    if (E.isLeft(draft)) return draft;
    const { actor: named } = await this.names.of(actor);
    const userId = actor.kind === 'user' ? actor.userId : `api_key:${actor.keyId}`;
    const entry = { session_id: this.ids.next(), project_id: input.projectId, draft_id: input.draftId, user_id: userId, name: named.name };
    return this.hub.open(actor, entry, sink.send, sink.end);
  }
}
