import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { DraftVersionSummary } from '../../domain/drafts/version.js';
import type { AppError } from '../../domain/shared/errors.js';
import { PageRepository } from '../pages/ports.js';
import { DraftVersionRepository } from './ports.js';
import { ProjectAccess } from '../projects/project-access.js';
import { findDraft } from './find-draft.js';

/** A draft's history, newest first, without the snapshots. */
@injectable()
export class ListDraftVersions {
  static readonly operation = 'list_draft_versions';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(DraftVersionRepository) private readonly versions: DraftVersionRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string; draftId: string }): Promise<E.Either<AppError, { versions: DraftVersionSummary[] }>> {
    const context = await this.access.require(actor, input.projectId, 'read_drafts', 'read');
    if (E.isLeft(context)) return context;
    const draft = await findDraft(this.pages, input.projectId, input.draftId);
    if (E.isLeft(draft)) return draft;
    return E.right({ versions: await this.versions.list(input.projectId, input.draftId) });
  }
}
