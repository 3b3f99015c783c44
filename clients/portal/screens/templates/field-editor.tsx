import { Field } from '../../ui/field.js';
import { FIELD_TYPES, keyFor, type FieldDraft, type FieldType } from './drafts.js';

interface FieldEditorProps {
  readonly field: FieldDraft;
  /** Its problems in words (shown once the person tried to save, or typed something wrong). */
  readonly problems: { readonly label?: string; readonly key?: string; readonly options?: string };
  /** Shown to look at only (its controls are disabled by the form around it): no Remove. */
  readonly readOnly: boolean;
  change(field: FieldDraft): void;
  remove(): void;
}

/**
 * One field of a template: its label (its key follows it until typed), type, whether it is
 * required to publish and shown on the published page, its help, and the options of a select. `title` and `description` are
 * every template's: only their label and help change, and they stay.
 */
export function FieldEditor({ field, problems, readOnly, change, remove }: FieldEditorProps) {
  const { standard } = field;
  const name = field.label.trim() === '' ? 'the new field' : field.label.trim();
  const set = (patch: Partial<FieldDraft>) => change({ ...field, ...patch });
  return (
    <fieldset class="pt-fieldset pt-template-field">
      <legend>{standard ? `${name} (every template has it)` : name}</legend>
      <Field label="Label" error={problems.label ?? null}>
        {(control) => (
          <input
            {...control}
            maxLength={200}
            value={field.label}
            onInput={(e) => {
              const label = e.currentTarget.value;
              set(field.keyTyped ? { label } : { label, key: keyFor(label) });
            }}
          />
        )}
      </Field>
      {standard ? null : (
        <>
          <Field label="Key" help="Where the value is kept in the page’s metadata." error={problems.key ?? null}>
            {(control) => (
              <input {...control} maxLength={64} spellcheck={false} value={field.key} onInput={(e) => set({ key: e.currentTarget.value, keyTyped: true })} />
            )}
          </Field>
          <Field label="Type">
            {(control) => (
              <select {...control} value={field.type} onChange={(e) => set({ type: e.currentTarget.value as FieldType })}>
                {FIELD_TYPES.map(({ type, words }) => (
                  <option key={type} value={type}>
                    {words}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {field.type === 'select' ? (
            <Field label="Options" help="One a line: the values a person chooses from." error={problems.options ?? null}>
              {(control) => <textarea {...control} rows={3} value={field.options} onInput={(e) => set({ options: e.currentTarget.value })} />}
            </Field>
          ) : null}
          <div class="em-field em-field--check">
            <input type="checkbox" id={`required-${field.uid}`} checked={field.required} onChange={(e) => set({ required: e.currentTarget.checked })} />
            <label for={`required-${field.uid}`}>Required to publish</label>
          </div>
          <div class="em-field em-field--check">
            <input
              type="checkbox"
              id={`shown-${field.uid}`}
              aria-describedby={`shown-help-${field.uid}`}
              checked={field.shown}
              onChange={(e) => set({ shown: e.currentTarget.checked })}
            />
            <label for={`shown-${field.uid}`}>Show on the published page</label>
            <p class="em-help" id={`shown-help-${field.uid}`}>
              In its layout’s place, else under “Details”. Untick it for a field only editors need.
            </p>
          </div>
        </>
      )}
      <Field label="Help" help="A sentence under the field: what it is for, what it takes.">
        {(control) => <textarea {...control} rows={2} maxLength={500} value={field.help} onInput={(e) => set({ help: e.currentTarget.value })} />}
      </Field>
      {standard || readOnly ? null : (
        <div>
          <button type="button" class="em-button em-button--small" onClick={remove}>
            Remove the field {name}
          </button>
        </div>
      )}
    </fieldset>
  );
}
