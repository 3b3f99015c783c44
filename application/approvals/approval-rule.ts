import { inject, injectable } from 'inversify';
import { isApprovedAt, notApprovedReason, requireApprovals } from '../../domain/approvals/approval.js';
import type { Project } from '../../domain/projects/project.js';
import type { Manifest } from '../../domain/publishing/manifest.js';
import { conflict, type AppError } from '../../domain/shared/errors.js';
import { DraftApprovals } from './ports.js';

/** A draft at the revision a publish would make live. */
interface DraftAt {
  readonly draft_id: string;
  readonly revision: number;
}

/**
 * The project's approval setting, as it stands when asked: applied to a planned manifest for
 * every dry run (a publish's, a release's: with `require_approval` on, a draft whose revision
 * nobody approved is blocked; off, the manifest is as planned), and as a refusal where drafts
 * are about to be taken for publishing (added to a release, a publish's confirm).
 */
@injectable()
export class ApprovalRule {
  constructor(@inject(DraftApprovals) private readonly approvals: DraftApprovals) {}

  async apply(project: Project, manifest: Manifest): Promise<Manifest> {
    if (!project.settings.workflow.require_approval || manifest.changes.length === 0) return manifest;
    const byDraft = await this.approvalsOf(project, manifest.changes);
    return requireApprovals(manifest, (draftId) => byDraft.get(draftId));
  }

  /** 409 naming the first of `drafts` not approved at its revision while the project requires approvals; null when none is held back. */
  async refusal(project: Project, drafts: readonly DraftAt[]): Promise<AppError | null> {
    if (!project.settings.workflow.require_approval || drafts.length === 0) return null;
    const byDraft = await this.approvalsOf(project, drafts);
    const unapproved = drafts.find((draft) => !isApprovedAt(byDraft.get(draft.draft_id), draft.revision));
    return unapproved === undefined ? null : conflict(`Draft ${unapproved.draft_id} is ${notApprovedReason(unapproved.revision)}`);
  }

  private async approvalsOf(project: Project, drafts: readonly DraftAt[]) {
    const found = await this.approvals.of(
      project.id,
      drafts.map((draft) => draft.draft_id),
    );
    return new Map(found.map((approval) => [approval.draft_id, approval]));
  }
}
