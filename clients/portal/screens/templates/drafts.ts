import type { DocTemplate, TemplateField } from '../../edit-mode/types.js';

export type FieldType = TemplateField['type'];
export type Layout = NonNullable<DocTemplate['extends']>;

/** The field types a template offers, with what each asks for, as the editor lists them. */
export const FIELD_TYPES: ReadonlyArray<{ readonly type: FieldType; readonly words: string }> = [
  { type: 'text', words: 'text (one line)' },
  { type: 'textarea', words: 'textarea (a few lines)' },
  { type: 'markdown', words: 'markdown (formatted text)' },
  { type: 'select', words: 'select (one of a list)' },
  { type: 'boolean', words: 'boolean (a tick box)' },
  { type: 'date', words: 'date' },
  { type: 'url', words: 'url (an address)' },
  { type: 'image', words: 'image' },
  { type: 'tags', words: 'tags (a list of words)' },
];

/** The site's layouts a template's pages render with (`extends`). */
export const LAYOUTS: ReadonlyArray<{ readonly id: Layout; readonly words: string }> = [
  { id: 'page', words: 'a plain page' },
  { id: 'article', words: 'an article (date, author, tags)' },
  { id: 'faq', words: 'questions and answers' },
  { id: 'landing', words: 'a landing page (hero, call to action)' },
];

/** Fields every template has (the service adds them): their key and type stay, their label and help may change. */
export const STANDARD_KEYS: ReadonlySet<string> = new Set(['title', 'description']);

/** A field as it is being edited: `options` one a line, `uid` to keep its row while its key changes. */
export interface FieldDraft {
  readonly uid: number;
  /** `title` or `description` as the service gave it: every template has them, their key and type stay. */
  readonly standard: boolean;
  readonly key: string;
  /** Whether the person typed the key (otherwise it follows the label). */
  readonly keyTyped: boolean;
  readonly label: string;
  readonly type: FieldType;
  readonly required: boolean;
  /** Whether the published page shows it (`show_on_page`): unticked, it stays in the form only. */
  readonly shown: boolean;
  readonly help: string;
  readonly options: string;
}

export interface TemplateDraft {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly layout: Layout;
  readonly fields: readonly FieldDraft[];
}

let uids = 0;
export const fieldDraft = (field: Partial<TemplateField> = {}): FieldDraft => ({
  uid: ++uids,
  standard: field.key !== undefined && STANDARD_KEYS.has(field.key),
  key: field.key ?? '',
  keyTyped: field.key !== undefined,
  label: field.label ?? '',
  type: field.type ?? 'text',
  required: field.required ?? false,
  shown: field.show_on_page !== false,
  help: field.help ?? '',
  options: (field.options ?? []).join('\n'),
});

/** A template as the editor starts from it: the one being edited, or a new one with the service's standard fields. */
export const templateDraft = (template: DocTemplate | null, standard: readonly TemplateField[]): TemplateDraft => ({
  id: template?.id ?? '',
  name: template?.name ?? '',
  description: template?.description ?? '',
  layout: template?.extends ?? 'page',
  fields: (template?.fields ?? standard).map(fieldDraft),
});

/** A key for a label: "Cooking time" → "cooking_time" (keys are lowercase letters, digits and "_", starting with a letter). */
export const keyFor = (label: string): string =>
  label
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '')
    .slice(0, 64);

const optionsOf = (draft: FieldDraft) =>
  draft.options
    .split('\n')
    .map((option) => option.trim())
    .filter((option) => option !== '');

/** The template the draft makes: what the preview draws, and (without `extends` changing) what is sent. */
export function templateOf(draft: TemplateDraft): DocTemplate {
  return {
    id: draft.id,
    name: draft.name.trim() === '' ? 'New template' : draft.name.trim(),
    description: draft.description.trim(),
    extends: draft.layout,
    fields: draft.fields.map((field) => ({
      key: field.key,
      label: field.label.trim(),
      type: field.type,
      required: field.required,
      ...(field.help.trim() === '' ? {} : { help: field.help.trim() }),
      ...(field.type === 'select' ? { options: optionsOf(field) } : {}),
      // Sent only when hidden, as the service gives it back.
      ...(field.shown || field.standard ? {} : { show_on_page: false }),
    })),
  };
}

const ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
const KEY_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

/** What is wrong with the template's id, in words, or null (the service's own rule, checked as typed). */
export const idProblem = (id: string): string | null =>
  id === ''
    ? 'Enter an id: it names the template in the API.'
    : ID_PATTERN.test(id)
      ? null
      : 'Lowercase letters, digits and “-”, starting with a letter or digit (at most 64).';

/** What is wrong with one field, in words, by what it concerns, or nothing. */
export function fieldProblems(field: FieldDraft, all: readonly FieldDraft[]): { label?: string; key?: string; options?: string } {
  const problems: { label?: string; key?: string; options?: string } = {};
  if (field.label.trim() === '') problems.label = 'Enter the field’s label.';
  if (!KEY_PATTERN.test(field.key)) problems.key = 'Lowercase letters, digits and “_”, starting with a letter (at most 64).';
  else if (field.key === 'slug') problems.key = '“slug” is reserved: it is the page’s address.';
  else if (all.some((other) => other.uid !== field.uid && other.key === field.key)) problems.key = `Another field has the key “${field.key}”.`;
  if (field.type === 'select' && optionsOf(field).length === 0) problems.options = 'A select field needs at least one option.';
  return problems;
}
