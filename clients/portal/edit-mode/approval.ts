import type { EditModeApi } from './api.js';
import { button, h, replace, uniqueId } from './dom.js';
import { ApiError } from '../api.js';
import { describeFailure } from '../messages.js';
import type { DraftRead } from './types.js';

/** Who approves, said when the role is refused. */
const WHO_APPROVES = 'Managers and admins approve drafts, never the draft’s last editor.';

/**
 * A draft's approval in words, as the console and Edit Mode show it: waiting, approved at the
 * draft's revision, or stale (an approval of an older revision: saved since). Null when the
 * project does not require approvals and the draft has none: nothing to say.
 */
export function approvalWords(read: Pick<DraftRead, 'revision' | 'approval'>): string | null {
  const approval = read.approval;
  if (approval === null) return null;
  if (approval.approved_revision === null) return 'Waiting for approval';
  if (approval.approved_revision === read.revision) return `Approved at revision ${approval.approved_revision} by ${approval.approved_by ?? 'someone'}`;
  return `Approval stale: saved since (revision ${read.revision})`;
}

/** Why approving failed, in words: a save since (review that revision), or the service's refusal (the last editor, a role). */
export function approveFailure(failure: unknown): string {
  if (failure instanceof ApiError && failure.status === 409 && typeof failure.body.current_revision === 'number') {
    return `Saved since you looked: review revision ${failure.body.current_revision} and approve again.`;
  }
  return describeFailure('Approving', failure, WHO_APPROVES);
}

export interface ApprovalPanelContext {
  readonly api: Pick<EditModeApi, 'getDraft' | 'approveDraft'>;
  readonly projectId: string;
  readonly draftId: string;
  /** After an approval: what depends on it (the dry run) is checked again. */
  approved(): void;
}

/**
 * The approval of one draft in Edit Mode's publish dialog: its state, and **Approve revision N**
 * for those who may (the draft's read says so: `may_approve`); for the others the button is
 * disabled and the reason is said next to it. The service decides at the approve.
 */
export function approvalPanel(context: ApprovalPanelContext): { readonly element: HTMLElement; load(): Promise<void> } {
  const element = h('section', { class: 'em-approval', 'aria-label': 'Approval', hidden: true });
  const status = h('p', { role: 'status', class: 'em-help' });

  async function load(): Promise<void> {
    let read: DraftRead;
    try {
      read = await context.api.getDraft(context.projectId, context.draftId);
    } catch (failure) {
      element.hidden = false;
      replace(element, h('p', { role: 'alert' }, describeFailure('Reading the draft’s approval', failure)));
      return;
    }
    const words = approvalWords(read);
    element.hidden = words === null;
    if (words === null) return;
    const reasonId = uniqueId('approve-reason');
    const approve = button(`Approve revision ${read.revision}`, () => void press(read.revision, approve), {
      class: 'em-button em-button--primary',
      disabled: !read.may_approve.allowed,
      'aria-describedby': read.may_approve.allowed ? null : reasonId,
    });
    replace(
      element,
      h('h3', {}, 'Approval'),
      h('p', { class: 'em-approval__state' }, words),
      read.approval?.required === true ? null : h('p', { class: 'em-help' }, 'This project does not require approval before publishing.'),
      h(
        'div',
        { class: 'em-approval__action' },
        approve,
        read.may_approve.reason === null ? null : h('p', { id: reasonId, class: 'em-help' }, `You cannot approve it: ${read.may_approve.reason}`),
      ),
      status,
    );
  }

  async function press(revision: number, pressed: HTMLButtonElement): Promise<void> {
    pressed.disabled = true;
    status.textContent = 'Approving…';
    try {
      await context.api.approveDraft(context.projectId, context.draftId, revision);
      await load();
      status.textContent = `Approved revision ${revision}.`;
      context.approved();
    } catch (failure) {
      const saidWhy = approveFailure(failure);
      // Saved since: show the revision there is now, to review and approve.
      if (failure instanceof ApiError && failure.status === 409) await load();
      else pressed.disabled = false;
      status.textContent = saidWhy;
    }
  }

  return { element, load };
}
