import { usePortal } from '../../context.js';
import { formatTime } from '../../edit-mode/dom.js';
import { hasRole, readOnlyBecause } from '../../roles.js';
import type { ProjectScreenProps } from '../../screens.js';
import { Show, useLoaded } from '../../ui/loaded.js';
import { ReadOnlyNote } from '../../ui/status.js';
import { Briefs, WHO_REVIEWS } from './briefs.js';

/** What a transfer's status means, in words. */
const TRANSFER_WORDS = {
  dialing: 'calling the manager',
  connected: 'the manager is talking with the caller',
  no_answer: 'the manager did not answer',
  failed: 'the call to the manager failed',
  completed: 'the manager talked with the caller',
} as const;

/**
 * Briefs and transfers: what the live agent recorded for review (onboarding briefs, applied
 * when confirmed) and the calls it transferred to the manager.
 */
export function ReviewScreen({ project }: ProjectScreenProps) {
  return (
    <section class="pt-screen">
      <h1>Briefs and transfers</h1>
      {hasRole(project, 'manager') ? (
        <>
          <p>What the live agent recorded with visitors, for review.</p>
          <Briefs project={project} />
          <Transfers projectId={project.id} />
        </>
      ) : (
        <ReadOnlyNote>{readOnlyBecause(project, WHO_REVIEWS)}</ReadOnlyNote>
      )}
    </section>
  );
}

function Transfers({ projectId }: { readonly projectId: string }) {
  const portal = usePortal();
  const [transfers] = useLoaded(
    'Loading the transfers',
    () => portal.api.GET('/api/projects/{projectId}/transfers', { params: { path: { projectId }, query: { limit: 50 } } }).then((a) => a.transfers),
    [projectId],
  );
  return (
    <section class="pt-panel" aria-labelledby="transfers-heading">
      <h2 id="transfers-heading">Transfers to the manager</h2>
      <Show state={transfers} loading="Loading the transfers…">
        {(list) =>
          list.length === 0 ? (
            <p>No transfer yet: the agent transfers a caller who asks for a person to the manager’s phone (Live agent).</p>
          ) : (
            <ul class="pt-cards" aria-label="Transfers">
              {list.map((transfer) => (
                <li key={transfer.id} class="pt-card">
                  <h3 class="pt-card__title">
                    {formatTime(transfer.created_at)}: {TRANSFER_WORDS[transfer.status]}
                  </h3>
                  <p>
                    {transfer.user_id} to {transfer.manager_phone}
                    {transfer.reason === null ? '' : `, because: ${transfer.reason}`}
                    {transfer.ended_at === null ? '' : `; ended ${formatTime(transfer.ended_at)}`}
                  </p>
                </li>
              ))}
            </ul>
          )
        }
      </Show>
    </section>
  );
}
