import { inject, injectable } from 'inversify';
import { APPROVER_ROLE } from '../../domain/approvals/approval.js';
import { approvalRefusal } from '../../domain/approvals/who-may-approve.js';
import { actorLabel, keyIdOfLabel, type Actor } from '../../domain/identity/actor.js';
import { may } from '../../domain/identity/capabilities.js';
import type { Role } from '../../domain/projects/role.js';
import { ApiKeyRepository } from '../api-keys/ports.js';
import { DraftVersionRepository } from '../drafts/ports.js';
import { NEEDS_USER } from '../projects/project-access.js';

/**
 * Whether a caller may approve a draft's revision, in words: asked by the approve itself and by
 * the draft's read (so Edit Mode and the console offer Approve only to those who may; the
 * approve still decides). The rule between approver and last editor is the domain's
 * (approvalRefusal); this finds who made the revision.
 */
@injectable()
export class WhoMayApprove {
  constructor(
    @inject(DraftVersionRepository) private readonly versions: DraftVersionRepository,
    @inject(ApiKeyRepository) private readonly keys: ApiKeyRepository,
  ) {}

  /** Why the caller, with `role` in the project, may not approve the draft at `revision`; null when they may. */
  async refusal(actor: Actor, role: Role, draft: { readonly projectId: string; readonly draftId: string }): Promise<string | null> {
    if (actor.kind === 'api_key') return NEEDS_USER;
    if (!may(actor, 'approve_drafts', role)) return APPROVER_ROLE;
    // Who made the draft's current revision: its newest version's author (every save records
    // one). One version read, not the list: the draft's read asks this on every open. An older
    // revision asked for is refused by the approve as stale whoever made it.
    const lastEditor = (await this.versions.newest(draft.projectId, draft.draftId))?.saved_by;
    const keyId = lastEditor === undefined ? null : keyIdOfLabel(lastEditor);
    const keyCreator = keyId === null ? undefined : ((await this.keys.findById(keyId))?.created_by ?? null);
    return approvalRefusal({ approver: actorLabel(actor), lastEditor, keyCreator });
  }
}
