import * as t from 'io-ts';
import { boundedString, trimmedString } from '../../domain/shared/codecs.js';
import { withSchemaHint } from '../../domain/shared/schema-hints.js';
import { FieldType, SiteLayout } from '../../domain/templates/template.js';
import { FIELD_KEY_PATTERN, TEMPLATE_ID_PATTERN } from '../../domain/templates/template-definition.js';

/** Boundary codecs of project templates, shared by create and replace. */

const pattern = (re: RegExp, name: string) =>
  withSchemaHint(
    t.refinement(t.string, (s) => re.test(s), name),
    { type: 'string', pattern: re.source },
  );

export const TemplateIdCodec = pattern(TEMPLATE_ID_PATTERN, 'lowercase letters, digits and "-" (at most 64, starting with a letter or digit)');

const FieldInput = t.intersection([
  t.type({
    key: pattern(FIELD_KEY_PATTERN, 'lowercase letters, digits and "_" (at most 64, starting with a letter)'),
    label: trimmedString(200),
    type: FieldType,
  }),
  /** `show_on_page: false` hides the field from the published page (its layout's place and the "Details" section). */
  t.partial({ required: t.boolean, options: t.array(trimmedString(200)), help: boundedString(500), show_on_page: t.boolean }),
]);

// The field count limit (MAX_FIELDS) is checked by defineTemplate: a refinement around the
// array would make decode errors read "fields.0.key" instead of "fields[0].key".
export const TemplateBody = t.intersection([
  t.type({ name: trimmedString(200), fields: t.array(FieldInput) }),
  /** `extends`: the built-in layout the template's pages render with (`page` when not sent). */
  t.partial({ description: boundedString(2000), extends: SiteLayout }),
]);
export type TemplateBody = t.TypeOf<typeof TemplateBody>;

export const TEMPLATE_NOT_FOUND = 'Template not found';
