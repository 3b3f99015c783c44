import { button, h, uniqueId } from '../dom.js';
import type { DocTemplate, Metadata, TemplateField } from '../types.js';

export interface MetadataForm {
  readonly element: HTMLElement;
  /** Every field's value, an empty one as null (a save removes the key rather than storing an empty value). */
  values(): Metadata;
  /** Shows other values (their version taken, a version restored). */
  set(metadata: Metadata): void;
  /** The field of this key, to focus (a publish blocked by it). */
  field(key: string): HTMLElement | null;
}

export interface MetadataFormOptions {
  readonly readOnly: boolean;
  /** Called on every change. */
  readonly onChange: () => void;
  /** Uploads an image for an image field; resolves its URL, or null when nothing was uploaded. */
  readonly uploadImage?: (field: TemplateField) => Promise<string | null>;
}

interface Control {
  readonly field: TemplateField;
  readonly input: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  read(): unknown;
  write(value: unknown): void;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Words under a field for its type, after the template's own help text. */
const TYPE_HINTS: Partial<Record<TemplateField['type'], string>> = {
  tags: 'Separate them with commas.',
  image: 'An image address (https://… or a path starting with /), or upload one.',
  url: 'An address starting with https:// or http://, or a path starting with /.',
  markdown: 'Markdown.',
};

/**
 * The draft's metadata as a form generated from its template: one control per field, of the
 * field's type, labelled, its required mark said in words too, its help text tied to it.
 * Required fields may be left empty while editing (autosave keeps a half-filled form): publish
 * is what requires them.
 */
export function metadataForm(template: DocTemplate, metadata: Metadata, options: MetadataFormOptions): MetadataForm {
  const controls = template.fields.map((field) => control(field, options));
  const rows = controls.map(({ field, input }) => {
    const help = [field.help, TYPE_HINTS[field.type]].filter((part): part is string => part !== undefined && part !== '').join(' ');
    const helpId = help === '' ? undefined : uniqueId('field-help');
    if (helpId !== undefined) input.setAttribute('aria-describedby', helpId);
    if (field.required) input.setAttribute('aria-required', 'true');
    const label = h(
      'label',
      { for: input.id },
      field.label,
      field.required ? h('span', { class: 'em-required', 'aria-hidden': 'true' }, ' *') : null,
      field.required ? h('span', { class: 'em-visually-hidden' }, ' (required to publish)') : null,
    );
    const upload =
      field.type === 'image' && options.uploadImage !== undefined && !options.readOnly
        ? button(
            'Upload…',
            () => {
              void options.uploadImage!(field).then((url) => {
                if (url === null) return;
                input.value = url;
                options.onChange();
              });
            },
            { class: 'em-button em-button--small', 'aria-label': `Upload an image for ${field.label}` },
          )
        : null;
    const kind = field.type === 'boolean' ? 'em-field em-field--check' : 'em-field';
    return field.type === 'boolean'
      ? h('div', { class: kind }, input, label, helpId === undefined ? null : h('p', { id: helpId, class: 'em-help' }, help))
      : h(
          'div',
          { class: kind },
          label,
          upload === null ? input : h('div', { class: 'em-field__with-button' }, input, upload),
          helpId === undefined ? null : h('p', { id: helpId, class: 'em-help' }, help),
        );
  });
  const required = template.fields.some((field) => field.required);
  const element = h(
    'fieldset',
    { class: 'em-metadata' },
    h('legend', {}, `Page details (${template.name})`),
    required ? h('p', { class: 'em-help' }, 'Fields marked * must be filled in before the page can be published.') : null,
    ...rows,
  );
  const form: MetadataForm = {
    element,
    values: () => Object.fromEntries(controls.map((c) => [c.field.key, c.read()])),
    set(values) {
      for (const c of controls) c.write(values[c.field.key]);
    },
    field: (key) => controls.find((c) => c.field.key === key)?.input ?? null,
  };
  form.set(metadata);
  for (const c of controls)
    c.input.addEventListener(c.input instanceof HTMLSelectElement || c.input.type === 'checkbox' ? 'change' : 'input', options.onChange);
  return form;
}

function control(field: TemplateField, options: MetadataFormOptions): Control {
  const id = uniqueId(`field-${field.key}`);
  // Read only: text stays selectable and readable; a choice cannot be changed.
  const choice = field.type === 'select' || field.type === 'boolean';
  const common = { id, name: field.key, readonly: options.readOnly && !choice, disabled: options.readOnly && choice };
  const orNull = (value: string) => (value.trim() === '' ? null : value);
  switch (field.type) {
    case 'textarea':
    case 'markdown': {
      const input = h('textarea', { ...common, rows: field.type === 'markdown' ? 4 : 2, class: field.type === 'markdown' ? 'em-mono' : null });
      return { field, input, read: () => orNull(input.value), write: (v) => (input.value = text(v)) };
    }
    case 'select': {
      const input = h('select', common, h('option', { value: '' }, '(none)'), ...(field.options ?? []).map((o) => h('option', { value: o }, o)));
      return {
        field,
        input,
        read: () => orNull(input.value),
        write(v) {
          // A value the template no longer offers is shown, not lost on the next save.
          const value = text(v);
          if (value !== '' && ![...input.options].some((o) => o.value === value)) input.append(h('option', { value }, value));
          input.value = value;
        },
      };
    }
    case 'boolean': {
      const input = h('input', { ...common, type: 'checkbox' });
      return { field, input, read: () => input.checked, write: (v) => (input.checked = v === true) };
    }
    case 'tags': {
      const input = h('input', { ...common, type: 'text', autocomplete: 'off' });
      const tags = () =>
        input.value
          .split(',')
          .map((tag) => tag.trim())
          .filter((tag) => tag !== '');
      return {
        field,
        input,
        read: () => (tags().length === 0 ? null : tags()),
        write: (v) => (input.value = Array.isArray(v) ? v.filter((tag) => typeof tag === 'string').join(', ') : ''),
      };
    }
    case 'date': {
      const input = h('input', { ...common, type: 'date' });
      return {
        field,
        input,
        read: () => orNull(input.value),
        write(v) {
          // A full time (ISO 8601) is kept as it is written: a date picker would drop it.
          const value = text(v);
          input.type = value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'date' : 'text';
          input.value = value;
        },
      };
    }
    default: {
      const input = h('input', { ...common, type: field.type === 'url' ? 'url' : 'text', spellcheck: field.type === 'text' ? null : 'false' });
      return { field, input, read: () => orNull(input.value), write: (v) => (input.value = text(v)) };
    }
  }
}
