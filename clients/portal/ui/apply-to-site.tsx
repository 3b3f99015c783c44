import { useState } from 'preact/hooks';
import { usePortal } from '../context.js';
import { formatTime } from '../edit-mode/dom.js';
import { describeFailure, Refusal } from '../messages.js';
import { hasRole } from '../roles.js';
import type { ProjectSummary } from '../types.js';
import { Show, useLoaded } from './loaded.js';
import { Problem } from './status.js';

const WHO = 'Managers and admins publish.';

interface ApplyProps {
  readonly project: ProjectSummary;
  /** Changes when a setting was saved: the status is read again. */
  readonly changes: number;
}

/**
 * Whether the site shows the project's settings (`GET …/publish/status`), and **Apply to the
 * site**: a publish with no draft (the dry run answers `settings_only`, then its confirm) that
 * deploys the settings alone. With drafts waiting, it publishes nothing and says so: those go
 * through Publish, which deploys the settings with them.
 */
export function ApplyToSite({ project, changes }: ApplyProps) {
  const portal = usePortal();
  const path = { params: { path: { projectId: project.id } } };
  const [status, reload] = useLoaded('Reading whether the site is up to date', () => portal.api.GET('/api/projects/{projectId}/publish/status', path), [
    project.id,
    changes,
  ]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function apply() {
    setBusy(true);
    setProblem(null);
    try {
      const preview = await portal.api.POST('/api/projects/{projectId}/publish', { ...path, body: {} });
      if (!preview.manifest.settings_only) {
        const count = preview.manifest.changes.length;
        throw new Refusal(
          `${count} ${count === 1 ? 'draft is' : 'drafts are'} ready to publish too. Publish them from Publish: that deploys these settings with them`,
        );
      }
      await portal.api.POST('/api/projects/{projectId}/publish/confirm', { ...path, body: { confirmation_token: preview.confirmation_token } });
      portal.announce('Applied the settings to the site: it is deployed with them.');
    } catch (failure) {
      setProblem(describeFailure('Applying the settings to the site', failure, WHO));
    }
    await reload();
    setBusy(false);
  }

  return (
    <section class="pt-panel" aria-labelledby="apply-heading">
      <h2 id="apply-heading">The site</h2>
      <Show state={status} loading="Reading whether the site is up to date…">
        {({ settings_changed: changed, last_publish: last }) => (
          <>
            <p role="status">
              {last === null
                ? 'The site has not been deployed yet: its first deploy shows these settings.'
                : changed
                  ? 'These settings changed since the site was last deployed: the site does not show them yet.'
                  : `The site shows these settings (deployed ${formatTime(last.deployed_at ?? last.published_at)}).`}
            </p>
            {(changed || last === null) && hasRole(project, 'manager') ? (
              <div>
                <button type="button" class="em-button em-button--primary" disabled={busy} onClick={() => void apply()}>
                  {busy ? 'Applying…' : 'Apply to the site'}
                </button>
              </div>
            ) : null}
          </>
        )}
      </Show>
      <Problem message={problem} />
    </section>
  );
}
