import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import { OWN_REVISION, UNKNOWN_KEY_CREATOR, type DraftApproval } from '../../domain/approvals/approval.js';
import { actorLabel, keyIdOfLabel, type Actor } from '../../domain/identity/actor.js';
import { intBetween } from '../../domain/shared/codecs.js';
import { forbidden, notFound, type AppError } from '../../domain/shared/errors.js';
import { ApiKeyRepository } from '../api-keys/ports.js';
import { DRAFT_NOT_FOUND, notADraft } from '../drafts/draft-errors.js';
import { DraftVersionRepository } from '../drafts/ports.js';
import { staleRevision } from '../pages/page-errors.js';
import { NEEDS_USER, ProjectAccess } from '../projects/project-access.js';
import { Clock } from '../shared/ports.js';
import { DraftApprovals } from './ports.js';

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
    @inject(DraftVersionRepository) private readonly versions: DraftVersionRepository,
    @inject(DraftApprovals) private readonly approvals: DraftApprovals,
    @inject(Clock) private readonly clock: Clock,
    @inject(ApiKeyRepository) private readonly keys: ApiKeyRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string; draftId: string } & ApproveDraftInput): Promise<E.Either<AppError, DraftApproval>> {
    const context = await this.access.require(actor, input.projectId, 'approve_drafts', 'write');
    if (E.isLeft(context)) return context;
    if (actor.kind === 'api_key') return E.left(forbidden(NEEDS_USER));
    const approver = actorLabel(actor);
    // Who made the revision being approved: its version's author (every save records one).
    const versions = await this.versions.list(input.projectId, input.draftId);
    const editor = (versions.find((v) => v.revision === input.revision) ?? versions[0])?.saved_by;
    if (editor === approver) return E.left(forbidden(OWN_REVISION));
    // A key's saves are its creator's; asked after the label itself, so a user id shaped like a key's label still counts as its own.
    const keyId = editor === undefined ? null : keyIdOfLabel(editor);
    if (keyId !== null) {
      const creator = (await this.keys.findById(keyId))?.created_by ?? null;
      if (creator === null) return E.left(forbidden(UNKNOWN_KEY_CREATOR));
      if (creator === approver) return E.left(forbidden(OWN_REVISION));
    }
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
