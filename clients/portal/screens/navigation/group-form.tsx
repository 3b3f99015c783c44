import { useId, useState } from 'preact/hooks';
import { Field } from '../../ui/field.js';
import { FormFooter } from '../../ui/form-footer.js';
import type { NavPage } from './index.js';

interface GroupBody {
  readonly title: string;
  readonly items: ReadonlyArray<{ readonly slug: string; readonly label: string }>;
}

interface GroupFormProps {
  readonly title: string;
  readonly submitLabel: string;
  readonly pages: readonly NavPage[];
  readonly initial?: GroupBody;
  /** Saves it; answers the service's refusal in words, or null. */
  save(group: GroupBody): Promise<string | null>;
  cancel?(): void;
}

/** A sidebar group: its title and the pages it lists (in the order they were ticked after those it had). */
export function GroupForm({ title, submitLabel, pages, initial, save, cancel }: GroupFormProps) {
  const id = useId();
  const [groupTitle, setGroupTitle] = useState(initial?.title ?? '');
  const [items, setItems] = useState(initial?.items ?? []);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The pages it lists that are not pages of the language any more stay choosable, to be taken out.
  const choices = [...pages, ...items.filter((item) => !pages.some((page) => page.slug === item.slug)).map((item) => ({ slug: item.slug, title: item.label }))];
  const toggle = (page: NavPage, on: boolean) =>
    setItems(on ? [...items, { slug: page.slug, label: page.title }] : items.filter((item) => item.slug !== page.slug));

  async function submit(event: Event) {
    event.preventDefault();
    setTried(true);
    if (busy || groupTitle.trim() === '') return;
    setBusy(true);
    const refused = await save({ title: groupTitle.trim(), items });
    setRefusal(refused);
    setBusy(false);
    if (refused === null && initial === undefined) {
      setGroupTitle('');
      setItems([]);
      setTried(false);
    }
  }

  return (
    <form class="em-form pt-subform" onSubmit={submit} noValidate aria-label={title}>
      <Field label="Group title" error={tried && groupTitle.trim() === '' ? 'Enter the group’s title.' : null}>
        {(control) => <input {...control} maxLength={200} value={groupTitle} onInput={(e) => setGroupTitle(e.currentTarget.value)} />}
      </Field>
      <fieldset class="pt-fieldset">
        <legend>Pages it lists</legend>
        {choices.length === 0 ? <p class="em-help">No page in this language yet.</p> : null}
        {choices.map((page) => (
          <div key={page.slug} class="em-field em-field--check">
            <input
              type="checkbox"
              id={`${id}-${page.slug}`}
              checked={items.some((item) => item.slug === page.slug)}
              onChange={(e) => toggle(page, e.currentTarget.checked)}
            />
            <label for={`${id}-${page.slug}`}>
              {page.title} (/{page.slug})
            </label>
          </div>
        ))}
      </fieldset>
      <FormFooter refusal={refusal} submitLabel={submitLabel} busy={busy} {...(cancel === undefined ? {} : { cancel })} />
    </form>
  );
}
