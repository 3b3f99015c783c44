import { Fragment } from 'preact';
import { useState } from 'preact/hooks';
import type { components } from '../../../typescript/client.js';
import { usePortal } from '../../context.js';
import { formatTime } from '../../edit-mode/dom.js';
import { describeFailure } from '../../messages.js';
import type { ProjectSummary } from '../../types.js';
import { Show, useLoaded } from '../../ui/loaded.js';
import { Problem } from '../../ui/status.js';

type Session = components['schemas']['OnboardingSession'];

/** The brief's fields as the agent recorded them, in words, in this order. */
const FIELD_LABELS: ReadonlyArray<readonly [keyof Session['fields'], string]> = [
  ['voice', 'Voice'],
  ['greeting_draft', 'Greeting'],
  ['primary_language', 'Language'],
  ['summary', 'Summary'],
  ['industry', 'Industry'],
  ['products_services', 'Products and services'],
  ['service_area', 'Service area'],
  ['opening_hours', 'Opening hours'],
  ['brand_tone', 'Tone'],
  ['target_audience', 'Audience'],
  ['intent', 'What they want'],
  ['languages', 'Languages'],
  ['unique_selling_points', 'What sets them apart'],
];

export const WHO_REVIEWS = 'Managers and admins review briefs and transfers.';

/**
 * The onboarding briefs the agent recorded with visitors: the business, the answers, whether the
 * visitor confirmed; **Apply** copies a confirmed brief's voice, greeting and language into the project.
 */
export function Briefs({ project }: { readonly project: ProjectSummary }) {
  const portal = usePortal();
  const projectId = project.id;
  const [sessions, reload] = useLoaded(
    'Loading the briefs',
    () => portal.api.GET('/api/projects/{projectId}/onboarding/sessions', { params: { path: { projectId }, query: { limit: 50 } } }).then((a) => a.sessions),
    [projectId],
  );
  const [problem, setProblem] = useState<string | null>(null);

  async function apply(session: Session) {
    setProblem(null);
    try {
      await portal.api.POST('/api/projects/{projectId}/onboarding/sessions/{sessionId}/apply', { params: { path: { projectId, sessionId: session.id } } });
      await portal.reloadProjects();
      portal.announce(`Applied the brief of ${session.user_id}: the live agent’s voice, greeting and the project’s language come from it.`);
    } catch (failure) {
      setProblem(describeFailure('Applying the brief', failure, WHO_REVIEWS));
    }
    await reload();
  }

  return (
    <section class="pt-panel" aria-labelledby="briefs-heading">
      <h2 id="briefs-heading">Onboarding briefs</h2>
      <Problem message={problem} />
      <Show state={sessions} loading="Loading the briefs…">
        {(list) =>
          list.length === 0 ? (
            <p>No brief yet: the agent records one when the onboarding module is on and a visitor talks with it.</p>
          ) : (
            <ul class="pt-cards" aria-label="Onboarding briefs">
              {list.map((session) => {
                const business = session.company?.name ?? session.profile?.name ?? session.company?.website ?? null;
                const answers = FIELD_LABELS.flatMap(([field, label]) => {
                  const value = session.fields[field];
                  return value === undefined ? [] : [[label, Array.isArray(value) ? value.join(', ') : value] as const];
                });
                return (
                  <li key={session.id} class="pt-card">
                    <h3 class="pt-card__title">{business === null ? `With ${session.user_id}` : `${business}, with ${session.user_id}`}</h3>
                    <p>
                      {session.confirmed_at === null ? 'Not confirmed by the visitor yet' : `Confirmed ${formatTime(session.confirmed_at)}`} · updated{' '}
                      {formatTime(session.updated_at)}
                    </p>
                    {answers.length === 0 ? (
                      <p>No answer recorded yet.</p>
                    ) : (
                      <dl class="pt-record">
                        {answers.map(([label, value]) => (
                          <Fragment key={label}>
                            <dt>{label}</dt>
                            <dd>{value}</dd>
                          </Fragment>
                        ))}
                      </dl>
                    )}
                    {session.confirmed_at === null ? null : (
                      <div>
                        <button type="button" class="em-button em-button--primary" onClick={() => void apply(session)}>
                          Apply to the project
                        </button>
                      </div>
                    )}
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
