import { useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import { describeFailure } from '../../messages.js';
import { Field } from '../../ui/field.js';
import { useLoaded } from '../../ui/loaded.js';
import type { StarterKitId } from '../../types.js';
import { Problem } from '../../ui/status.js';

interface CreateProjectFormProps {
  readonly heading: string;
  created(project: { id: string; name: string }): Promise<void>;
}

/** "Nothing" among the starter kits: a project with no page yet. */
const NO_KIT = '';

/**
 * A new project: its name, what it starts with (a starter kit's draft pages, described as it
 * is chosen) and its default language. The person creating it becomes its admin.
 */
export function CreateProjectForm({ heading, created }: CreateProjectFormProps) {
  const portal = usePortal();
  const [kits] = useLoaded('Loading the starter kits', () => portal.api.GET('/api/templates/project').then((answer) => answer.templates), []);
  const [name, setName] = useState('');
  const [kit, setKit] = useState('blank');
  const [language, setLanguage] = useState('en');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; field: 'name' | 'language' | null } | null>(null);
  const chosen = kits.status === 'ready' ? kits.value.find((k) => k.id === kit) : undefined;

  async function submit(event: Event) {
    event.preventDefault();
    if (busy) return;
    if (name.trim() === '') return setProblem({ message: 'Enter a name for the project.', field: 'name' });
    setBusy(true);
    setProblem(null);
    try {
      const project = await portal.api.POST('/api/projects', {
        body: { name: name.trim(), default_language: language.trim(), ...(kit === NO_KIT ? {} : { template: kit as StarterKitId }) },
      });
      setName('');
      await created(project);
    } catch (failure) {
      const message = describeFailure('Creating the project', failure);
      setProblem({ message, field: /default_language/.test(message) ? 'language' : /name/.test(message) ? 'name' : null });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form class="em-form pt-panel" onSubmit={submit} noValidate aria-labelledby="create-project-heading">
      <h2 id="create-project-heading">{heading}</h2>
      <Problem message={problem?.field === null ? problem.message : null} />
      <Field label="Name" error={problem?.field === 'name' ? problem.message : null}>
        {(control) => <input {...control} value={name} required autocomplete="off" onInput={(e) => setName(e.currentTarget.value)} />}
      </Field>
      <Field
        label="Start with"
        help={
          kit === NO_KIT || chosen === undefined
            ? 'No page: you add them yourself.'
            : `${chosen.description} Its pages start as drafts (${chosen.pages.map((page) => page.title).join(', ')}): nothing is live until you publish.`
        }
      >
        {(control) => (
          <select {...control} value={kit} onChange={(e) => setKit(e.currentTarget.value)}>
            {kits.status === 'ready'
              ? kits.value.map((k) => <option key={k.id} value={k.id}>{`${k.name} (${k.pages.length} ${k.pages.length === 1 ? 'page' : 'pages'})`}</option>)
              : null}
            <option value={NO_KIT}>Nothing</option>
          </select>
        )}
      </Field>
      <Field
        label="Default language"
        help="A BCP 47 code, such as en, fr or pt-BR: the language its pages start in."
        error={problem?.field === 'language' ? problem.message : null}
      >
        {(control) => (
          <input {...control} value={language} required autocomplete="off" spellcheck={false} onInput={(e) => setLanguage(e.currentTarget.value)} />
        )}
      </Field>
      {kits.status === 'failed' ? <p class="em-help">{kits.message}</p> : null}
      <div>
        <button type="submit" class="em-button em-button--primary" disabled={busy}>
          {busy ? 'Creating…' : 'Create project'}
        </button>
      </div>
    </form>
  );
}
