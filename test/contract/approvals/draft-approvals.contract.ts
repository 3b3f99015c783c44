import { expect } from 'chai';
import type { DraftApprovals } from '../../../application/approvals/ports.js';
import type { DraftApproval } from '../../../domain/approvals/approval.js';
import { at, storeHelpers, type PageStores } from '../../support/stores/page-fixtures.js';

export interface ApprovalStores extends PageStores {
  readonly approvals: DraftApprovals;
}

/** What every DraftApprovals adapter must do. */
export function draftApprovalsContract(stores: () => ApprovalStores): void {
  const { newProject, draftOf, save } = storeHelpers(stores);
  const approvalOf = (draft: { id: string; project_id: string; revision: number }, by = 'reviewer'): DraftApproval => ({
    draft_id: draft.id,
    project_id: draft.project_id,
    revision: draft.revision,
    approved_by: by,
    approved_at: at(5),
  });

  it('approves a draft at its current revision, and answers it among the project’s approvals', async () => {
    const { approvals } = stores();
    const projectId = await newProject();
    const draft = await draftOf(projectId);
    const approval = approvalOf(draft);
    expect(await approvals.approve(approval)).to.deep.equal({ kind: 'approved', approval });
    expect(await approvals.of(projectId, [draft.id, 'unknown'])).to.deep.equal([approval]);
    // Another project's ids are not its approvals.
    expect(await approvals.of(await newProject(), [draft.id])).to.deep.equal([]);
  });

  it('refuses a revision the draft moved on from, a live page, and an unknown draft; a later approval replaces the earlier', async () => {
    const { approvals, pages } = stores();
    const projectId = await newProject();
    const draft = await draftOf(projectId);
    await approvals.approve(approvalOf(draft));
    await save(projectId, draft.id, 10);
    expect(await approvals.approve(approvalOf(draft))).to.deep.equal({ kind: 'stale', current_revision: 2 });
    const again = approvalOf({ ...draft, revision: 2 }, 'other-reviewer');
    expect(await approvals.approve(again)).to.deep.equal({ kind: 'approved', approval: again });
    expect(await approvals.of(projectId, [draft.id])).to.deep.equal([again]);

    const live = await pages.findBySlug(projectId, 'about', 'en', 'live');
    expect(await approvals.approve(approvalOf(live!))).to.deep.equal({ kind: 'not_draft' });
    expect(await approvals.approve(approvalOf({ id: 'nope', project_id: projectId, revision: 1 }))).to.deep.equal({ kind: 'not_found' });
  });

  it('never keeps an approval of a revision the draft left, whatever races it', async () => {
    const { approvals } = stores();
    const projectId = await newProject();
    const draft = await draftOf(projectId);
    const outcomes = await Promise.all([save(projectId, draft.id, 10), ...Array.from({ length: 5 }, (_, i) => approvals.approve(approvalOf(draft, `r${i}`)))]);
    const [saved] = await Promise.all([stores().pages.findById(projectId, draft.id)]);
    const found = await approvals.of(projectId, [draft.id]);
    if (found.length > 0) expect(found[0]!.revision).to.equal(draft.revision);
    expect(saved!.revision).to.equal(2);
    expect(outcomes.slice(1).every((o) => o.kind === 'approved' || (o.kind === 'stale' && o.current_revision === 2))).to.equal(true);
  });
}
