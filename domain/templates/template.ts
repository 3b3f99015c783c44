import * as t from 'io-ts';

export const FieldType = t.keyof(
  { text: null, textarea: null, markdown: null, select: null, boolean: null, date: null, url: null, image: null, tags: null },
  'one of text, textarea, markdown, select, boolean, date, url, image, tags',
);
export type FieldType = t.TypeOf<typeof FieldType>;

/**
 * The built-in layouts of the site's theme: how a page is rendered around its body. A built-in
 * template of one of these ids is that layout; a project template names the one it extends.
 */
export const SiteLayout = t.keyof({ page: null, article: null, faq: null, landing: null }, 'one of page, article, faq, landing');
export type SiteLayout = t.TypeOf<typeof SiteLayout>;

export interface TemplateField {
  readonly key: string;
  readonly label: string;
  readonly type: FieldType;
  readonly required: boolean;
  /** Only for `select`: the allowed values. */
  readonly options?: readonly string[];
  /** A sentence for the person filling the form: what the field is for, what it takes. */
  readonly help?: string;
  /** `false`: the published page never shows the field (it stays in the editor's form). Shown when absent. */
  readonly show_on_page?: boolean;
}

/** A doc template: the metadata form of a document. Built in, or a project's own. */
export interface DocTemplate {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly fields: readonly TemplateField[];
  /**
   * A project template's layout: its pages render as that built-in template's, and its fields
   * of the same key and type as the layout's render as the layout's (`page` when not chosen).
   * Built-in templates have none: each is a layout itself (or an uploaded page).
   */
  readonly extends?: SiteLayout;
}

/** Fields every template starts with, whatever else it defines. */
export const TITLE_FIELD: TemplateField = {
  key: 'title',
  label: 'Title',
  type: 'text',
  required: true,
  help: 'The page’s heading, its browser tab title, and its name in lists and search results.',
};
export const DESCRIPTION_FIELD: TemplateField = {
  key: 'description',
  label: 'Description',
  type: 'textarea',
  required: false,
  help: 'One or two sentences: shown under the title in page lists and by search engines.',
};
export const STANDARD_FIELDS: readonly TemplateField[] = [TITLE_FIELD, DESCRIPTION_FIELD];

/**
 * Metadata keys that are never form fields: `slug` only places a new draft (Edit Mode save with
 * `draftId: "new"`) and is not stored as metadata.
 */
export const RESERVED_FIELD_KEYS: ReadonlySet<string> = new Set(['slug']);

/** Keys of required fields that `metadata` leaves empty (checked at publish, not on save). */
export function missingRequiredFields(template: DocTemplate, metadata: Readonly<Record<string, unknown>>): string[] {
  return template.fields
    .filter((field) => field.required)
    .filter((field) => {
      const value = metadata[field.key];
      return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
    })
    .map((field) => field.key);
}
