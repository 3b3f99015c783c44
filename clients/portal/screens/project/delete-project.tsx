import { useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import { describeFailure } from '../../messages.js';
import type { ProjectSummary } from '../../types.js';
import { Dialog } from '../../ui/dialog.js';
import { Field } from '../../ui/field.js';
import { Problem } from '../../ui/status.js';

/** Deleting the project: a dialog that says what goes with it, and asks for its name typed as it is. */
export function DeleteProject({ project }: { readonly project: ProjectSummary }) {
  const portal = usePortal();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const matches = typed === project.name;

  async function remove(event: Event) {
    event.preventDefault();
    if (!matches || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await portal.api.DELETE('/api/projects/{projectId}', { params: { path: { projectId: project.id } } });
      // To the list first: this screen is about a project that is no more.
      await portal.go({ screen: 'projects', projectId: null });
      await portal.reloadProjects();
      portal.announce(`Deleted the project “${project.name}” and all of its data.`);
    } catch (failure) {
      setProblem(describeFailure('Deleting the project', failure, 'Only admins delete a project.'));
      setBusy(false);
    }
  }

  return (
    <section class="pt-panel pt-danger" aria-labelledby="delete-heading">
      <h2 id="delete-heading">Delete the project</h2>
      <p>Deleting it removes its pages, drafts, images, API keys, webhooks and site, for everyone. It cannot be undone.</p>
      <div>
        <button type="button" class="em-button em-button--danger" onClick={() => setOpen(true)}>
          Delete project…
        </button>
      </div>
      {open ? (
        <Dialog
          title={`Delete “${project.name}”?`}
          onClose={() => {
            setOpen(false);
            setTyped('');
            setProblem(null);
          }}
        >
          <form class="em-form" onSubmit={remove} noValidate>
            <p>
              This permanently deletes the project “{project.name}” and all of its data: pages, drafts and their versions, images, API keys, webhooks and its
              site. This cannot be undone.
            </p>
            <Problem message={problem} />
            <Field label={`Type the project’s name, ${project.name}, to confirm`}>
              {(control) => <input {...control} value={typed} autocomplete="off" spellcheck={false} onInput={(e) => setTyped(e.currentTarget.value)} />}
            </Field>
            <div class="em-dialog__actions">
              <button type="button" class="em-button" onClick={() => setOpen(false)}>
                Keep the project
              </button>
              <button type="submit" class="em-button em-button--danger" disabled={!matches || busy}>
                {busy ? 'Deleting…' : 'Delete this project'}
              </button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </section>
  );
}
