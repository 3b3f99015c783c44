import { ContainerModule } from 'inversify';
import { ApprovalRule } from '../../application/approvals/approval-rule.js';
import { ApproveDraft } from '../../application/approvals/approve-draft.js';
import { DraftApprovals } from '../../application/approvals/ports.js';
import { WhoMayApprove } from '../../application/approvals/who-may-approve.js';
import { UpdateWorkflowSettings } from '../../application/projects/update-workflow-settings.js';
import { MongoDraftApprovals } from '../../infrastructure/mongo/approvals/draft-approvals.js';
import { SqliteDraftApprovals } from '../../infrastructure/sqlite/approvals/draft-approvals.js';
import { byStorage, type Storage } from '../storage.js';
import { bindUseCases } from './bind-use-cases.js';

/** Approvals: the project's rule and the approvals of drafts, applied by every dry run (publish, release). */
export const approvalsModule = (storage: Storage) =>
  new ContainerModule(({ bind }) => {
    bind(DraftApprovals).toConstantValue(
      byStorage<DraftApprovals>(storage, { sqlite: (db) => new SqliteDraftApprovals(db), mongo: (db, client) => new MongoDraftApprovals(db, client) }),
    );
    bind(ApprovalRule).toSelf();
    bind(WhoMayApprove).toSelf();
    bindUseCases(bind, [ApproveDraft, UpdateWorkflowSettings]);
  });
