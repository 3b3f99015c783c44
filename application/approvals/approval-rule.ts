import { inject, injectable } from 'inversify';
import { requireApprovals } from '../../domain/approvals/approval.js';
import type { Project } from '../../domain/projects/project.js';
import type { Manifest } from '../../domain/publishing/manifest.js';
import { DraftApprovals } from './ports.js';

/**
 * The project's approval setting applied to a planned manifest, for every dry run (a publish's,
 * a release's): with `require_approval` on, a draft whose revision nobody approved is blocked;
 * off, the manifest is as planned.
 */
@injectable()
export class ApprovalRule {
  constructor(@inject(DraftApprovals) private readonly approvals: DraftApprovals) {}

  async apply(project: Project, manifest: Manifest): Promise<Manifest> {
    if (!project.settings.workflow.require_approval || manifest.changes.length === 0) return manifest;
    const found = await this.approvals.of(
      project.id,
      manifest.changes.map((change) => change.draft_id),
    );
    const byDraft = new Map(found.map((approval) => [approval.draft_id, approval]));
    return requireApprovals(manifest, (draftId) => byDraft.get(draftId));
  }
}
