import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import { actorLabel, type Actor } from '../../domain/identity/actor.js';
import { intBetween } from '../../domain/shared/codecs.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { PageRepository } from '../pages/ports.js';
import { DraftRepository, DraftVersionRepository } from './ports.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock, IdGenerator } from '../shared/ports.js';
import { EditAnnouncements } from '../presence/edit-announcements.js';
import type { DraftWriteResult } from './draft-view.js';
import { findDraft } from './find-draft.js';
import { VERSION_NOT_FOUND } from './get-draft-version.js';
import { draftWriteResult } from './save-outcome.js';

export const RestoreDraftVersionInput = t.exact(t.partial({ revision: intBetween(1, Number.MAX_SAFE_INTEGER) }));
export type RestoreDraftVersionInput = t.TypeOf<typeof RestoreDraftVersionInput>;

/**
 * The draft takes a version's snapshot (metadata replaced whole, content replaced) as a new
 * revision, recorded as a version of its own: a restore can itself be undone.
 */
@injectable()
export class RestoreDraftVersion {
  static readonly operation = 'restore_draft_version';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(DraftRepository) private readonly drafts: DraftRepository,
    @inject(DraftVersionRepository) private readonly versions: DraftVersionRepository,
    @inject(Clock) private readonly clock: Clock,
    @inject(IdGenerator) private readonly ids: IdGenerator,
    @inject(EditAnnouncements) private readonly announcements: EditAnnouncements,
  ) {}

  async execute(
    actor: Actor,
    input: { projectId: string; draftId: string; versionId: string } & RestoreDraftVersionInput,
  ): Promise<E.Either<AppError, DraftWriteResult>> {
    const context = await this.access.require(actor, input.projectId, 'edit_drafts', 'write');
    if (E.isLeft(context)) return context;
    const draft = await findDraft(this.pages, input.projectId, input.draftId);
    if (E.isLeft(draft)) return draft;
    const version = await this.versions.find(input.projectId, input.draftId, input.versionId);
    if (version === null) return E.left(notFound(VERSION_NOT_FOUND));
    const outcome = await this.drafts.saveDraft(input.projectId, input.draftId, {
      metadata: { kind: 'replace', value: version.metadata },
      content: version.content,
      expectedRevision: input.revision,
      version: { id: this.ids.next(), saved_by: actorLabel(actor), saved_at: this.clock.now().toISOString(), autosave: false },
    });
    const result = draftWriteResult(outcome, input.draftId);
    if (E.isRight(result)) await this.announcements.saved(actor, input.projectId, input.draftId, result.right.revision!);
    return result;
  }
}
