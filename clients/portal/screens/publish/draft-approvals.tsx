import { useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import { approvalWords, approveFailure } from '../../edit-mode/approval.js';
import type { ProjectSummary } from '../../types.js';
import { Show, useLoaded } from '../../ui/loaded.js';
import { Problem } from '../../ui/status.js';

/**
 * The project's drafts with their approval (waiting, approved at revision N by whom, stale
 * after a save), and **Approve** on each for those who may: the draft's read says who
 * (`may_approve`), the approve decides. Drawn for managers and admins, who read drafts.
 */
export function DraftApprovals({
  project,
  changes,
}: {
  readonly project: ProjectSummary;
  /** Changes after a publish: the drafts are read again. */ readonly changes: number;
}) {
  const portal = usePortal();
  const projectId = project.id;
  const [drafts, reload] = useLoaded(
    'Loading the drafts',
    async () => {
      const list = await portal.api.GET('/api/projects/{projectId}/pages', { params: { path: { projectId }, query: { visibility: 'draft', limit: 100 } } });
      return Promise.all(
        list.pages.map((page) => portal.api.GET('/api/projects/{projectId}/docs/edit/{draftId}', { params: { path: { projectId, draftId: page.id } } })),
      );
    },
    [projectId, changes],
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function approve(draftId: string, slug: string, revision: number) {
    setBusy(draftId);
    setProblem(null);
    try {
      await portal.api.POST('/api/projects/{projectId}/docs/edit/{draftId}/approve', { params: { path: { projectId, draftId } }, body: { revision } });
      portal.announce(`Approved /${slug} at revision ${revision}.`);
    } catch (failure) {
      setProblem(`/${slug}: ${approveFailure(failure)}`);
    }
    await reload();
    setBusy(null);
  }

  return (
    <section class="pt-panel" aria-labelledby="draft-approvals-title">
      <h2 id="draft-approvals-title">Drafts and their approval</h2>
      <Problem message={problem} />
      <Show state={drafts} loading="Loading the drafts…">
        {(reads) =>
          reads.length === 0 ? (
            <p>No draft is waiting: every page is as published.</p>
          ) : (
            <ul class="pt-cards" aria-label="Drafts">
              {reads.map((read) => {
                const words = approvalWords(read) ?? 'Approval is not required';
                // Nothing to approve while approvals are off, nor once the current revision is approved.
                const toApprove = read.approval !== null && read.approval.approved_revision !== read.revision;
                return (
                  <li key={read.draftId} class="pt-card">
                    <h3 class="pt-card__title">
                      /{read.doc.slug} ({read.doc.language}), revision {read.revision}
                    </h3>
                    <p>{words}</p>
                    {toApprove && read.may_approve.allowed ? (
                      <button
                        type="button"
                        class="em-button em-button--primary"
                        disabled={busy !== null}
                        onClick={() => void approve(read.draftId, read.doc.slug, read.revision)}
                      >
                        {busy === read.draftId ? 'Approving…' : `Approve revision ${read.revision}`}
                      </button>
                    ) : null}
                    {toApprove && !read.may_approve.allowed ? <p class="em-help">You cannot approve it: {read.may_approve.reason}</p> : null}
                  </li>
                );
              })}
            </ul>
          )
        }
      </Show>
    </section>
  );
}
