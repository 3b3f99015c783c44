import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { DraftVersion } from '../../domain/drafts/version.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { PageRepository } from '../pages/ports.js';
import { DraftVersionRepository } from './ports.js';
import { ProjectAccess } from '../projects/project-access.js';
import { findDraft } from './find-draft.js';

export const VERSION_NOT_FOUND = 'Version not found';

/** One version with its snapshot (metadata and content as saved). */
@injectable()
export class GetDraftVersion {
  static readonly operation = 'get_draft_version';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(DraftVersionRepository) private readonly versions: DraftVersionRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string; draftId: string; versionId: string }): Promise<E.Either<AppError, DraftVersion>> {
    const context = await this.access.require(actor, input.projectId, 'read_drafts', 'read');
    if (E.isLeft(context)) return context;
    const draft = await findDraft(this.pages, input.projectId, input.draftId);
    if (E.isLeft(draft)) return draft;
    const version = await this.versions.find(input.projectId, input.draftId, input.versionId);
    return version === null ? E.left(notFound(VERSION_NOT_FOUND)) : E.right(version);
  }
}
