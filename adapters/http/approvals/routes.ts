import { ApproveDraft, ApproveDraftInput } from '../../../application/approvals/approve-draft.js';
import { UpdateWorkflowSettings, UpdateWorkflowSettingsInput } from '../../../application/projects/update-workflow-settings.js';
import { STALE_REVISION } from '../pages/responses.js';
import { ProjectSettings } from '../projects/responses.js';
import { PROJECT } from '../routing/path-params.js';
import { patch, post, type Route } from '../routing/route.js';
import { DraftApproval } from './responses.js';

/** Approvals: the project's rule (off by default), and a draft approved at a revision. */
export const approvalRoutes: readonly Route[] = [
  patch(`${PROJECT}/settings/workflow`, UpdateWorkflowSettings, {
    body: UpdateWorkflowSettingsInput,
    response: ProjectSettings,
    access: 'manage_workflow (write)',
    example: { require_approval: true },
    description:
      'With `require_approval`, a draft is published (or added to a release) only once a manager or an admin other than its last editor approved its current revision; ' +
      'the dry runs list unapproved drafts as blocked, with that reason.',
  }),
  post(`${PROJECT}/docs/edit/:draftId/approve`, ApproveDraft, {
    body: ApproveDraftInput,
    response: DraftApproval,
    access: 'approve_drafts (write)',
    example: { revision: 3 },
    refusals: [STALE_REVISION],
    description:
      'Approves the draft at the revision you reviewed (409 with `current_revision` when it was saved since). A person signed in themselves, ' +
      'a manager or an admin other than the last editor, approves; API keys are refused. A save afterwards withdraws the approval.',
  }),
];
