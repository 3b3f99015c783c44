import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import { PageRepository } from '../pages/ports.js';
import { ProjectAccess } from '../projects/project-access.js';
import { TemplateResolver } from '../templates/template-resolver.js';
import { draftView, type DraftView } from './draft-view.js';
import { findDraft } from './find-draft.js';

/** Reads a draft in the open response's shape (`action: existing_draft`); never touches its versions. */
@injectable()
export class GetDraft {
  static readonly operation = 'get_draft';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(TemplateResolver) private readonly templates: TemplateResolver,
  ) {}

  async execute(actor: Actor, input: { projectId: string; draftId: string }): Promise<E.Either<AppError, DraftView>> {
    const context = await this.access.require(actor, input.projectId, 'read_drafts', 'read');
    if (E.isLeft(context)) return context;
    const draft = await findDraft(this.pages, input.projectId, input.draftId);
    if (E.isLeft(draft)) return draft;
    const template = await this.templates.forDocument(input.projectId, draft.right.doc_template_id);
    return E.right(draftView(draft.right, template, 'existing_draft'));
  }
}
