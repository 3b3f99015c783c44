import { useId, useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import { describeFailure } from '../../messages.js';
import { hasRole, readOnlyBecause } from '../../roles.js';
import type { ProjectScreenProps } from '../../screens.js';
import type { ProjectSummary } from '../../types.js';
import { Show, useLoaded } from '../../ui/loaded.js';
import { Problem, ReadOnlyNote } from '../../ui/status.js';

const WHO = 'Only admins turn modules on or off.';

type ModuleName = 'voice' | 'onboarding';

/** What each module turns on, in words. */
const MODULES: ReadonlyArray<{ readonly name: ModuleName; readonly label: string; describe(project: ProjectSummary): string }> = [
  {
    name: 'voice',
    label: 'Live voice agent',
    describe: (project) =>
      `The voice agent on the published site: members provisioned for live voice talk with it, up to ${project.limits.live_sessions_per_day} sessions a day each on the ${project.plan} plan. Its greeting, voice and placement are live agent settings.`,
  },
  {
    name: 'onboarding',
    label: 'Onboarding',
    describe: () =>
      'The agent’s onboarding tools: it looks a new client’s business up in the company registry, reads their website, and records a brief (voice, greeting, language, services) that a manager reviews and applies to the project.',
  },
];

/** Modules: voice and onboarding, each on or off, saying what it turns on. */
export function ModulesScreen({ project }: ProjectScreenProps) {
  const portal = usePortal();
  const path = { params: { path: { projectId: project.id } } };
  const [modules, reload] = useLoaded('Loading the modules', () => portal.api.GET('/api/projects/{projectId}/modules', path), [project.id]);
  const [problem, setProblem] = useState<string | null>(null);
  // What the person chose, shown while the service is asked (then what it holds is).
  const [pending, setPending] = useState<{ name: ModuleName; on: boolean } | null>(null);
  const id = useId();
  const isAdmin = hasRole(project, 'admin');

  async function turn(name: ModuleName, on: boolean, label: string) {
    setPending({ name, on });
    setProblem(null);
    try {
      await portal.api.PATCH('/api/projects/{projectId}/modules', { ...path, body: { [name]: on } });
      portal.announce(`${label} is ${on ? 'on' : 'off'}.`);
    } catch (failure) {
      setProblem(describeFailure(`Turning ${label.toLowerCase()} ${on ? 'on' : 'off'}`, failure, WHO));
    }
    await reload();
    setPending(null);
  }

  return (
    <section class="pt-screen">
      <h1>Modules</h1>
      {isAdmin ? <p>Each module turns a part of the service on for this project.</p> : <ReadOnlyNote>{readOnlyBecause(project, WHO)}</ReadOnlyNote>}
      <Problem message={problem} />
      <Show state={modules} loading="Loading the modules…">
        {(on) => (
          <ul class="pt-cards" aria-label="Modules">
            {MODULES.map((module) => (
              <li key={module.name} class="pt-card em-field em-field--check">
                <input
                  type="checkbox"
                  id={`${id}-${module.name}`}
                  checked={pending?.name === module.name ? pending.on : on[module.name]}
                  disabled={!isAdmin || pending !== null}
                  aria-describedby={`${id}-${module.name}-about`}
                  onChange={(event) => void turn(module.name, event.currentTarget.checked, module.label)}
                />
                <label for={`${id}-${module.name}`}>
                  {module.label}: {on[module.name] ? 'on' : 'off'}
                </label>
                <p class="em-help" id={`${id}-${module.name}-about`}>
                  {module.describe(project)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Show>
    </section>
  );
}
