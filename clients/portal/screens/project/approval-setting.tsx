import { useId, useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import { describeFailure } from '../../messages.js';
import { hasRole } from '../../roles.js';
import type { ProjectSummary } from '../../types.js';
import { Show, useLoaded } from '../../ui/loaded.js';
import { Problem } from '../../ui/status.js';

const WHO = 'Only admins turn approval on or off.';

/**
 * The project's workflow rule (`PATCH …/settings/workflow`): with approval on, a draft is
 * published only once a manager or an admin other than its last editor approved its current
 * revision. Admins turn it on or off (manage_workflow); the others read it.
 */
export function ApprovalSetting({ project }: { readonly project: ProjectSummary }) {
  const portal = usePortal();
  const path = { params: { path: { projectId: project.id } } };
  const [settings, reload] = useLoaded('Loading the workflow setting', () => portal.api.GET('/api/projects/{projectId}/settings', path), [project.id]);
  const [pending, setPending] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const isAdmin = hasRole(project, 'admin');

  async function turn(on: boolean) {
    setPending(on);
    setProblem(null);
    try {
      await portal.api.PATCH('/api/projects/{projectId}/settings/workflow', { ...path, body: { require_approval: on } });
      portal.announce(on ? 'Approval before publishing is on.' : 'Approval before publishing is off.');
    } catch (failure) {
      setProblem(describeFailure(`Turning approval ${on ? 'on' : 'off'}`, failure, WHO));
    }
    await reload();
    setPending(null);
  }

  return (
    <section class="pt-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Approval before publishing</h2>
      <Problem message={problem} />
      <Show state={settings} loading="Loading the workflow setting…">
        {({ workflow }) => (
          <div class="em-field em-field--check">
            <input
              type="checkbox"
              id={`${id}-on`}
              checked={pending ?? workflow.require_approval}
              disabled={!isAdmin || pending !== null}
              aria-describedby={`${id}-about`}
              onChange={(event) => void turn(event.currentTarget.checked)}
            />
            <label for={`${id}-on`}>Require approval before publishing: {workflow.require_approval ? 'on' : 'off'}</label>
            <p class="em-help" id={`${id}-about`}>
              A second pair of eyes: each draft is published only once a manager or an admin other than its last editor approved it, in Edit Mode’s publish
              dialog or on the Publish screen. A save after the approval withdraws it, so what goes live is what was approved.
              {isAdmin ? '' : ` ${WHO}`}
            </p>
          </div>
        )}
      </Show>
    </section>
  );
}
