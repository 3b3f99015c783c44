import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { approvalState, type ApprovalState } from '../../domain/approvals/who-may-approve.js';
import type { Actor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import { DraftApprovals } from '../approvals/ports.js';
import { WhoMayApprove } from '../approvals/who-may-approve.js';
import { PageRepository } from '../pages/ports.js';
import { ProjectAccess } from '../projects/project-access.js';
import { TemplateResolver } from '../templates/template-resolver.js';
import { draftView, type DraftView } from './draft-view.js';
import { findDraft } from './find-draft.js';

/** A draft's read: the open response's shape, its approval, and whether the reader may approve it (the approve decides again). */
export interface DraftRead extends DraftView {
  readonly approval: ApprovalState | null;
  readonly may_approve: { readonly allowed: boolean; readonly reason: string | null };
}

/** Reads a draft in the open response's shape (`action: existing_draft`) with its approval; never touches its versions. */
@injectable()
export class GetDraft {
  static readonly operation = 'get_draft';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(PageRepository) private readonly pages: PageRepository,
    @inject(TemplateResolver) private readonly templates: TemplateResolver,
    @inject(DraftApprovals) private readonly approvals: DraftApprovals,
    @inject(WhoMayApprove) private readonly whoMayApprove: WhoMayApprove,
  ) {}

  async execute(actor: Actor, input: { projectId: string; draftId: string }): Promise<E.Either<AppError, DraftRead>> {
    const context = await this.access.require(actor, input.projectId, 'read_drafts', 'read');
    if (E.isLeft(context)) return context;
    const draft = await findDraft(this.pages, input.projectId, input.draftId);
    if (E.isLeft(draft)) return draft;
    const [template, [approval], refusal] = await Promise.all([
      this.templates.forDocument(input.projectId, draft.right.doc_template_id),
      this.approvals.of(input.projectId, [draft.right.id]),
      this.whoMayApprove.refusal(actor, context.right.role, { projectId: input.projectId, draftId: draft.right.id }),
    ]);
    return E.right({
      ...draftView(draft.right, template, 'existing_draft'),
      approval: approvalState(context.right.project.settings.workflow.require_approval, approval),
      may_approve: { allowed: refusal === null, reason: refusal },
    });
  }
}
