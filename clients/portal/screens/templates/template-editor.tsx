import { useMemo, useState } from 'preact/hooks';
import { usePortal } from '../../context.js';
import type { DocTemplate, TemplateField } from '../../edit-mode/types.js';
import { Field } from '../../ui/field.js';
import { FormFooter } from '../../ui/form-footer.js';
import { Reorderable } from '../../ui/reorderable.js';
import { fieldDraft, fieldProblems, idProblem, LAYOUTS, templateDraft, templateOf, type FieldDraft, type Layout, type TemplateDraft } from './drafts.js';
import { FieldEditor } from './field-editor.js';
import { FormPreview } from './form-preview.js';

interface TemplateEditorProps {
  /** The template edited, or null for a new one. */
  readonly template: DocTemplate | null;
  /** The fields every template has, as the service defines them (a new template starts with them). */
  readonly standard: readonly TemplateField[];
  /** Why the person may only look, or null when they may change it. */
  readonly readOnly: boolean;
  /** Saves it (creates, or replaces); answers the service's refusal in words, or null. */
  save(template: DocTemplate): Promise<string | null>;
  close(): void;
}

/**
 * A template's editor: its id (when new), name, description, the layout its pages render with,
 * and its fields; beside it the form it produces, as it changes. Checked as typed with the
 * service's own rules; what the service still refuses is said in its words.
 */
export function TemplateEditor({ template, standard, readOnly, save, close }: TemplateEditorProps) {
  const portal = usePortal();
  const [draft, setDraft] = useState<TemplateDraft>(() => templateDraft(template, standard));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const preview = useMemo(() => templateOf(draft), [draft]);
  const isNew = template === null;
  const set = (patch: Partial<TemplateDraft>) => setDraft({ ...draft, ...patch });
  const problems = new Map(draft.fields.map((field) => [field.uid, fieldProblems(field, draft.fields)]));
  const idError = isNew && (tried || draft.id !== '') ? idProblem(draft.id) : null;
  const nameError = tried && draft.name.trim() === '' ? 'Enter the template’s name.' : null;
  const title = isNew ? 'New template' : readOnly ? `The template ${template.name}` : `Edit the template ${template.name}`;

  // Every template's own fields come first (the service puts them there); the others are in the order they are arranged.
  const everyTemplates = draft.fields.filter((field) => field.standard);
  const own = draft.fields.filter((field) => !field.standard);
  const editorOf = (field: FieldDraft) => (
    <FieldEditor
      key={field.uid}
      field={field}
      readOnly={readOnly}
      problems={tried || field.key !== '' ? problems.get(field.uid)! : {}}
      change={(changed) => set({ fields: draft.fields.map((f) => (f.uid === changed.uid ? changed : f)) })}
      remove={() => set({ fields: draft.fields.filter((f) => f.uid !== field.uid) })}
    />
  );

  async function submit(event: Event) {
    event.preventDefault();
    setTried(true);
    const wrong = (isNew && idProblem(draft.id) !== null) || draft.name.trim() === '' || [...problems.values()].some((p) => Object.keys(p).length > 0);
    if (busy || readOnly || wrong) return;
    setBusy(true);
    const refused = await save(templateOf(draft));
    setRefusal(refused);
    setBusy(false);
  }

  return (
    <div class="pt-template-editor">
      <form class="em-form pt-panel" onSubmit={submit} noValidate aria-label={title}>
        <h2>{title}</h2>
        <fieldset class="pt-plain" disabled={readOnly}>
          <legend class="em-visually-hidden">{title}</legend>
          {isNew ? (
            <Field label="Id" help="Names it in the API and in each page’s doc_template_id; it cannot change later." error={idError}>
              {(control) => <input {...control} maxLength={64} spellcheck={false} value={draft.id} onInput={(e) => set({ id: e.currentTarget.value })} />}
            </Field>
          ) : (
            <p>
              Id: <code class="pt-code">{template.id}</code>
            </p>
          )}
          <Field label="Name" error={nameError}>
            {(control) => <input {...control} maxLength={200} value={draft.name} onInput={(e) => set({ name: e.currentTarget.value })} />}
          </Field>
          <Field label="Description" help="What it is for: shown when a page is created.">
            {(control) => (
              <textarea {...control} rows={2} maxLength={2000} value={draft.description} onInput={(e) => set({ description: e.currentTarget.value })} />
            )}
          </Field>
          <Field label="Its pages look like" help="The site’s layout its pages render with; fields the layout knows show on the page.">
            {(control) => (
              <select {...control} value={draft.layout} onChange={(e) => set({ layout: e.currentTarget.value as Layout })}>
                {LAYOUTS.map(({ id, words }) => (
                  <option key={id} value={id}>
                    {words}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <h3>Fields</h3>
          {everyTemplates.map(editorOf)}
          <Reorderable
            label="The template’s own fields"
            items={own}
            idOf={(field) => String(field.uid)}
            nameOf={(field) => (field.label.trim() === '' ? 'the new field' : field.label.trim())}
            movable={!readOnly}
            save={async (ids, done) => {
              set({ fields: [...everyTemplates, ...ids.map((id) => own.find((field) => String(field.uid) === id)!)] });
              portal.announce(done);
              return null;
            }}
          >
            {editorOf}
          </Reorderable>
          {readOnly ? null : (
            <div>
              <button type="button" class="em-button" onClick={() => set({ fields: [...draft.fields, fieldDraft()] })}>
                Add a field
              </button>
            </div>
          )}
        </fieldset>
        {readOnly ? (
          <div>
            <button type="button" class="em-button" onClick={close}>
              Close
            </button>
          </div>
        ) : (
          <FormFooter refusal={refusal} submitLabel={isNew ? 'Create the template' : 'Save the template'} busy={busy} busyLabel="Saving…" cancel={close} />
        )}
      </form>
      <FormPreview template={preview} />
    </div>
  );
}
