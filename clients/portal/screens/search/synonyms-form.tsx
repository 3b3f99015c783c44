import { useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import { describeFailure } from '../../messages.js';
import type { ProjectSummary } from '../../types.js';
import { Field } from '../../ui/field.js';
import { FormFooter } from '../../ui/form-footer.js';

/** Who may change how the search reads questions, as the service decides it. */
export const WHO_SETS = 'Managers and admins change the search’s synonyms.';

interface SearchSettings {
  readonly synonyms: readonly (readonly string[])[];
  readonly builtin_synonyms: boolean;
}

/** One group a line, its words or short phrases separated by commas. */
const asText = (groups: readonly (readonly string[])[]): string => groups.map((group) => group.join(', ')).join('\n');

/** The groups of the text, blank lines and empty entries left out. */
const groupsOf = (text: string): string[][] =>
  text
    .split('\n')
    .map((line) =>
      line
        .split(',')
        .map((word) => word.trim())
        .filter((word) => word !== ''),
    )
    .filter((group) => group.length > 0);

/** What is wrong with the groups typed, before the service is asked (it says the same, in its words). */
function problemOf(groups: readonly string[][]): string | null {
  const alone = groups.findIndex((group) => group.length < 2);
  if (alone >= 0) return `Line ${alone + 1} has one word: a group needs two words or more that mean the same.`;
  if (groups.length > 200) return 'At most 200 groups.';
  return null;
}

interface SynonymsFormProps {
  readonly project: ProjectSummary;
  readonly search: SearchSettings;
  readonly mayEdit: boolean;
  saved(): void;
}

/** The project's synonyms, a group a line, and whether the built-in ones apply. */
export function SynonymsForm({ project, search, mayEdit, saved }: SynonymsFormProps) {
  const portal = usePortal();
  const [text, setText] = useState(asText(search.synonyms));
  const [builtIn, setBuiltIn] = useState(search.builtin_synonyms);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const groups = groupsOf(text);
  const problem = problemOf(groups);

  async function save(event: Event) {
    event.preventDefault();
    if (busy || problem !== null) return;
    setBusy(true);
    setRefusal(null);
    try {
      const settings = await portal.api.PATCH('/api/projects/{projectId}/settings/search', {
        params: { path: { projectId: project.id } },
        body: { synonyms: groups, builtin_synonyms: builtIn },
      });
      setText(asText(settings.search.synonyms));
      portal.announce(`Saved ${settings.search.synonyms.length === 1 ? 'one group' : `${settings.search.synonyms.length} groups`} of synonyms.`);
      saved();
    } catch (failure) {
      setRefusal(describeFailure('Saving the synonyms', failure, WHO_SETS));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form class="em-form pt-panel" onSubmit={save} noValidate aria-labelledby="synonyms-heading">
      <h2 id="synonyms-heading">Synonyms</h2>
      <fieldset class="pt-fieldset" disabled={!mayEdit}>
        <legend class="em-visually-hidden">The search’s synonyms</legend>
        <Field
          label="Words that mean the same here"
          help="One group a line, its words or short phrases separated by commas: “shipping, delivery” or “coeliac, gluten-free”. A question with one of them finds pages with the others."
          error={text.trim() === '' ? null : problem}
        >
          {(control) => (
            <textarea {...control} rows={6} spellcheck={false} value={text} placeholder="shipping, delivery" onInput={(e) => setText(e.currentTarget.value)} />
          )}
        </Field>
        <div class="em-field em-field--check">
          <input type="checkbox" id="builtin-synonyms" checked={builtIn} onChange={(e) => setBuiltIn(e.currentTarget.checked)} />
          <label for="builtin-synonyms">
            Also use the built-in synonyms of everyday site words (opening hours, delivery, jobs, prices, payment, allergies…)
          </label>
        </div>
      </fieldset>
      {mayEdit ? <FormFooter refusal={refusal} submitLabel="Save the synonyms" busy={busy} busyLabel="Saving…" disabled={problem !== null} /> : null}
    </form>
  );
}
