import { useState } from 'preact/hooks';
import { Field } from '../../ui/field.js';
import { FormFooter } from '../../ui/form-footer.js';

/** Where a header link goes: a page of the site (its slug) or another address. */
type LinkTarget = { readonly slug: string } | { readonly url: string };

interface LinkFormProps {
  /** The form's name ("Add a header link", "Edit Home"). */
  readonly title: string;
  readonly submitLabel: string;
  /** The language's pages, by slug, with their titles. */
  readonly pages: ReadonlyArray<{ readonly slug: string; readonly title: string }>;
  readonly initial?: { readonly label: string } & LinkTarget;
  /** Saves it; answers the service's refusal in words, or null. */
  save(link: { label: string } & LinkTarget): Promise<string | null>;
  cancel?(): void;
}

const OTHER = '';

/** A header link's label and target: a page of the language, or another address (http or https). */
export function LinkForm({ title, submitLabel, pages, initial, save, cancel }: LinkFormProps) {
  const [label, setLabel] = useState(initial?.label ?? '');
  const [slug, setSlug] = useState(initial === undefined ? (pages[0]?.slug ?? OTHER) : 'slug' in initial ? initial.slug : OTHER);
  const [url, setUrl] = useState(initial !== undefined && 'url' in initial ? initial.url : '');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const labelError = tried && label.trim() === '' ? 'Enter the link’s text.' : null;
  const urlError = slug === OTHER && (tried || url !== '') && !/^https?:\/\/\S+$/.test(url.trim()) ? 'An address starting with https:// or http://.' : null;

  async function submit(event: Event) {
    event.preventDefault();
    setTried(true);
    if (busy || label.trim() === '' || (slug === OTHER && !/^https?:\/\/\S+$/.test(url.trim()))) return;
    setBusy(true);
    const refused = await save({ label: label.trim(), ...(slug === OTHER ? { url: url.trim() } : { slug }) });
    setRefusal(refused);
    setBusy(false);
    if (refused === null && initial === undefined) {
      setLabel('');
      setUrl('');
      setTried(false);
    }
  }

  return (
    <form class="em-form pt-subform" onSubmit={submit} noValidate aria-label={title}>
      <Field label="Link text" error={labelError}>
        {(control) => <input {...control} maxLength={200} value={label} onInput={(e) => setLabel(e.currentTarget.value)} />}
      </Field>
      <Field label="Links to">
        {(control) => (
          <select {...control} value={slug} onChange={(e) => setSlug(e.currentTarget.value)}>
            {pages.map((page) => (
              <option key={page.slug} value={page.slug}>
                {page.title} (/{page.slug})
              </option>
            ))}
            <option value={OTHER}>Another address…</option>
          </select>
        )}
      </Field>
      {slug === OTHER ? (
        <Field label="Address" error={urlError}>
          {(control) => <input {...control} type="url" value={url} onInput={(e) => setUrl(e.currentTarget.value)} />}
        </Field>
      ) : null}
      <FormFooter refusal={refusal} submitLabel={submitLabel} busy={busy} {...(cancel === undefined ? {} : { cancel })} />
    </form>
  );
}
