import * as t from 'io-ts';
import { FieldType, SiteLayout } from '../../../domain/templates/template.js';

const TemplateField = t.intersection(
  [
    t.type({ key: t.string, label: t.string, type: FieldType, required: t.boolean }),
    t.partial({
      /** Only for `select`: the allowed values. */
      options: t.readonlyArray(t.string),
      /** A sentence for the person filling the form, shown under the field. */
      help: t.string,
      /** `false`: the published page does not show the field. Absent: shown (in its layout's place, else under "Details"). */
      show_on_page: t.boolean,
    }),
  ],
  'TemplateField',
);

/** A doc template: the metadata form of a document (built in, or the project's own). */
export const DocTemplate = t.intersection(
  [
    t.type({ id: t.string, name: t.string, description: t.string, fields: t.readonlyArray(TemplateField) }),
    t.partial({
      /** A project template's layout: its pages render as this built-in template's, its fields of the same key and type as the layout's. */
      extends: SiteLayout,
    }),
  ],
  'DocTemplate',
);

export const DocTemplateList = t.type({ templates: t.readonlyArray(DocTemplate) }, 'DocTemplateList');

export const ProjectTemplateList = t.type({ templates: t.array(DocTemplate) }, 'ProjectTemplateList');

const StarterKit = t.type(
  {
    id: t.string,
    name: t.string,
    description: t.string,
    doc_templates: t.readonlyArray(t.string),
    pages: t.readonlyArray(t.type({ slug: t.string, doc_template_id: t.string, title: t.string })),
  },
  'StarterKit',
);

export const StarterKitList = t.type({ templates: t.readonlyArray(StarterKit) }, 'StarterKitList');
