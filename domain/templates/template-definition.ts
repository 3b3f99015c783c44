import * as E from 'fp-ts/lib/Either.js';
import { conflict, invalid, type AppError } from '../shared/errors.js';
import { isBuiltInTemplateId } from './built-in.js';
import { DEFAULT_LAYOUT } from './layouts.js';
import { RESERVED_FIELD_KEYS, STANDARD_FIELDS, type DocTemplate, type FieldType, type SiteLayout, type TemplateField } from './template.js';

export const TEMPLATE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const FIELD_KEY_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
const MAX_FIELDS = 100;

/** A project template as a client defines it (already shape-checked by the input codec). */
export interface TemplateDefinition {
  readonly id: string;
  readonly name: string;
  readonly description?: string | undefined;
  /** The built-in layout its pages render with; the plain page when not given. */
  readonly extends?: SiteLayout | undefined;
  readonly fields: ReadonlyArray<{
    readonly key: string;
    readonly label: string;
    readonly type: FieldType;
    readonly required?: boolean | undefined;
    readonly options?: readonly string[] | undefined;
    readonly help?: string | undefined;
    /** `false` hides the field from the published page; shown when absent or `true`. */
    readonly show_on_page?: boolean | undefined;
  }>;
}

/**
 * Builds a project template from its definition. `title` and `description` are part of every
 * template: they are added when missing, and may be sent back as the service returned them
 * (a GET-then-PUT round trip works) with their own label and help text, but not with another
 * type. An empty help text is none. Its fields of the key and type of one of its layout's
 * (`extends`, the plain page by default) render as the layout's.
 */
export function defineTemplate(definition: TemplateDefinition): E.Either<AppError, DocTemplate> {
  if (definition.fields.length > MAX_FIELDS) return E.left(invalid(`fields must be an array of at most ${MAX_FIELDS} fields`));
  const problems: string[] = [];
  const seen = new Set<string>();
  const own: TemplateField[] = [];
  const labels = new Map<string, Pick<TemplateField, 'label' | 'help'>>();
  const helpOf = (help: string | undefined) => (help === undefined || help.trim() === '' ? {} : { help: help.trim() });
  definition.fields.forEach((f, i) => {
    const at = `fields[${i}]`;
    if (seen.has(f.key)) problems.push(`${at}.key ${f.key} is defined twice`);
    seen.add(f.key);
    if (RESERVED_FIELD_KEYS.has(f.key)) problems.push(`${at}.key ${f.key} is reserved`);
    const standard = STANDARD_FIELDS.find((s) => s.key === f.key);
    if (standard !== undefined) {
      if (f.show_on_page === false) problems.push(`${at}.show_on_page: ${f.key} is always shown`);
      if (f.type !== standard.type || (f.required ?? standard.required) !== standard.required) {
        problems.push(`${at} must keep ${f.key} as a ${standard.required ? 'required ' : ''}${standard.type} field`);
      }
      labels.set(f.key, { label: f.label, ...helpOf(f.help) });
      return;
    }
    if (f.type === 'select' && (f.options === undefined || f.options.length === 0)) problems.push(`${at}.options is required for a select field`);
    if (f.type !== 'select' && f.options !== undefined) problems.push(`${at}.options is only for a select field`);
    own.push({
      key: f.key,
      label: f.label,
      type: f.type,
      required: f.required ?? false,
      ...(f.options !== undefined && { options: [...f.options] }),
      ...helpOf(f.help),
      // Stored only when hidden: a shown field reads as before the option existed.
      ...(f.show_on_page === false && { show_on_page: false }),
    });
  });
  if (problems.length > 0) return E.left(invalid(problems.join('; ')));
  const standard = STANDARD_FIELDS.map((s) => ({ ...s, ...labels.get(s.key) }));
  return E.right({
    id: definition.id,
    name: definition.name,
    description: definition.description ?? '',
    fields: [...standard, ...own],
    extends: definition.extends ?? DEFAULT_LAYOUT,
  });
}

/**
 * A new project template (CreateProjectTemplate, an imported one): `defineTemplate`, under an id
 * no built-in template has, which would shadow it for every document using it (refused as a
 * duplicate).
 */
export function newProjectTemplate(definition: TemplateDefinition): E.Either<AppError, DocTemplate> {
  const template = defineTemplate(definition);
  if (E.isLeft(template)) return template;
  return isBuiltInTemplateId(template.right.id) ? E.left(conflict(`Template ${definition.id} already exists`)) : template;
}
