import { usePortal } from '../../context.js';
import { hasRole, readOnlyBecause } from '../../roles.js';
import type { ProjectScreenProps } from '../../screens.js';
import { Show, useLoaded } from '../../ui/loaded.js';
import { ReadOnlyNote } from '../../ui/status.js';
import { SynonymsForm, WHO_SETS } from './synonyms-form.js';
import { TryQuestion } from './try-question.js';

/**
 * How the project's search reads questions (its own synonyms, the built-in ones), and a box to
 * try a question as a visitor would ask it: the site's search, the live agent and assistants
 * read them alike (docs/publishing.md#search).
 */
export function SearchScreen({ project }: ProjectScreenProps) {
  const portal = usePortal();
  const path = { params: { path: { projectId: project.id } } };
  const [settings, reload] = useLoaded('Loading the search settings', () => portal.api.GET('/api/projects/{projectId}/settings', path), [project.id]);
  const mayEdit = hasRole(project, 'manager');
  return (
    <section class="pt-screen">
      <h1>Search</h1>
      <p>
        Visitors, the live agent and assistants find pages with the words people use: each word is matched with its other forms, misspellings and the words that
        mean the same. Add the words your site uses for the same thing.
      </p>
      {mayEdit ? null : <ReadOnlyNote>{readOnlyBecause(project, WHO_SETS)}</ReadOnlyNote>}
      <Show state={settings} loading="Loading the search settings…">
        {(loaded) => <SynonymsForm project={project} search={loaded.search} mayEdit={mayEdit} saved={() => void reload()} />}
      </Show>
      <TryQuestion project={project} />
    </section>
  );
}
