import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { PageDocument } from '../../domain/pages/page-document.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { PageRepository } from '../pages/ports.js';
import { ProjectAccess } from '../projects/project-access.js';
import { findDraft } from './find-draft.js';

const NO_LIVE_PAGE = 'This draft has no live page: it is a new page';

/**
 * The live page a draft would replace (same slug and language), whole: what Edit Mode compares
 * the draft with, field by field and word by word, in the browser.
 */
@injectable()
export class GetDraftLivePage {
  static readonly operation = 'get_draft_live_page';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string; draftId: string }): Promise<E.Either<AppError, PageDocument>> {
    const context = await this.access.require(actor, input.projectId, 'read_drafts', 'read');
    if (E.isLeft(context)) return context;
    const draft = await findDraft(this.pages, input.projectId, input.draftId);
    if (E.isLeft(draft)) return draft;
    const live = await this.pages.findBySlug(input.projectId, draft.right.slug, draft.right.language, 'live');
    return live === null ? E.left(notFound(NO_LIVE_PAGE)) : E.right(live);
  }
}
