import { useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import { describeFailure } from '../../messages.js';
import { hasRole, readOnlyBecause } from '../../roles.js';
import type { ProjectScreenProps } from '../../screens.js';
import { Field } from '../../ui/field.js';
import { Problem, ReadOnlyNote } from '../../ui/status.js';
import { planWords } from '../projects/project-card.js';
import { ApprovalSetting } from './approval-setting.js';
import { DeleteProject } from './delete-project.js';

const RENAME = 'Managers and admins rename the project; only admins delete it.';

/** The project itself: its name and default language, its plan and what it allows, approval before publishing, and deleting it (admins). */
export function ProjectScreen({ project }: ProjectScreenProps) {
  const portal = usePortal();
  const mayEdit = hasRole(project, 'manager');
  const [name, setName] = useState(project.name);
  const [language, setLanguage] = useState(project.default_language);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function save(event: Event) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await portal.api.PATCH('/api/projects/{projectId}', {
        params: { path: { projectId: project.id } },
        body: { name: name.trim(), default_language: language.trim() },
      });
      await portal.reloadProjects();
      portal.announce('Saved the project’s name and language.');
    } catch (failure) {
      setProblem(describeFailure('Saving the project', failure, RENAME));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section class="pt-screen">
      <h1>Project</h1>
      {mayEdit ? null : <ReadOnlyNote>{readOnlyBecause(project, RENAME)}</ReadOnlyNote>}
      <form class="em-form pt-panel" onSubmit={save} noValidate aria-labelledby="project-name-heading">
        <h2 id="project-name-heading">Name and language</h2>
        <Problem message={problem} />
        <Field label="Name">{(control) => <input {...control} value={name} readOnly={!mayEdit} onInput={(e) => setName(e.currentTarget.value)} />}</Field>
        <Field label="Default language" help="A BCP 47 code (en, fr, pt-BR): new pages start in it, and the site’s home is in it.">
          {(control) => <input {...control} value={language} readOnly={!mayEdit} spellcheck={false} onInput={(e) => setLanguage(e.currentTarget.value)} />}
        </Field>
        {mayEdit ? (
          <div>
            <button type="submit" class="em-button em-button--primary" disabled={busy}>
              {busy ? 'Saving…' : 'Save'}
            </button>
          </div>
        ) : null}
      </form>
      <section class="pt-panel" aria-labelledby="plan-heading">
        <h2 id="plan-heading">Plan</h2>
        <p>{planWords(project)}</p>
        <p class="em-help">The service’s operator changes a project’s plan.</p>
      </section>
      <ApprovalSetting project={project} />
      {hasRole(project, 'admin') ? <DeleteProject project={project} /> : null}
    </section>
  );
}
