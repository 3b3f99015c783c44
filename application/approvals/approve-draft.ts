import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { DraftApproval } from '../../domain/approvals/approval.js';
import { actorLabel, type Actor } from '../../domain/identity/actor.js';
import { intBetween } from '../../domain/shared/codecs.js';
import { forbidden, notFound, type AppError } from '../../domain/shared/errors.js';
import { DRAFT_NOT_FOUND, notADraft } from '../drafts/draft-errors.js';
import { staleRevision } from '../pages/page-errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock } from '../shared/ports.js';
import { DraftApprovals } from './ports.js';
import { WhoMayApprove } from './who-may-approve.js';

export const ApproveDraftInput = t.type({
  /** The revision the approver read: a draft saved since is not approved (409 with `current_revision`). */
  revision: intBetween(1, Number.MAX_SAFE_INTEGER),
});
export type ApproveDraftInput = t.TypeOf<typeof ApproveDraftInput>;

/**
 * Approves a draft at the revision the approver read, for publishing while the project requires
 * approvals: a manager or an admin, signed in themselves (an API key or an OAuth client cannot
 * judge), other than the draft's last editor. A save through an API key counts as its
 * creator's (an admin cannot approve what she saved through her own key); one through a key
 * whose creator is not known (revoked since, or made before keys recorded it) cannot be
 * approved by anyone. A save afterwards withdraws it (the approval names its revision).
 */
@injectable()
export class ApproveDraft {
  static readonly operation = 'approve_draft';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(DraftApprovals) private readonly approvals: DraftApprovals,
    @inject(Clock) private readonly clock: Clock,
    @inject(WhoMayApprove) private readonly whoMayApprove: WhoMayApprove,
  ) {}

  async execute(actor: Actor, input: { projectId: string; draftId: string } & ApproveDraftInput): Promise<E.Either<AppError, DraftApproval>> {
    const context = await this.access.require(actor, input.projectId, 'approve_drafts', 'write');
    if (E.isLeft(context)) return context;
    const refusal = await this.whoMayApprove.refusal(actor, context.right.role, input);
    if (refusal !== null) return E.left(forbidden(refusal));
    const approver = actorLabel(actor);
    const approval = {
      draft_id: input.draftId,
      project_id: input.projectId,
      revision: input.revision,
      approved_by: approver,
      approved_at: this.clock.now().toISOString(),
    };
    const outcome = await this.approvals.approve(approval);
    switch (outcome.kind) {
      case 'approved':
        return E.right(outcome.approval);
      case 'not_found':
        return E.left(notFound(DRAFT_NOT_FOUND));
      case 'not_draft':
        return E.left(notADraft(input.draftId));
      case 'stale':
        return E.left(staleRevision(outcome.current_revision));
    }
  }
}
