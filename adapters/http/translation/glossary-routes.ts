import { GetGlossary } from '../../../application/translation/get-glossary.js';
import { ReplaceGlossary, ReplaceGlossaryInput } from '../../../application/translation/replace-glossary.js';
import { PROJECT } from '../routing/path-params.js';
import { get, put, type Route } from '../routing/route.js';
import { GlossaryBody } from './glossary-responses.js';

const GLOSSARY = `${PROJECT}/glossary`;

/** The project's glossary: what every translation of its pages keeps as it is, or translates the project's way. */
export const glossaryRoutes: readonly Route[] = [
  get(GLOSSARY, GetGlossary, {
    response: GlossaryBody,
    access: 'read_content (read)',
    description: 'The project’s glossary, as its managers wrote it (`{ "terms": [] }` until then).',
  }),
  put(GLOSSARY, ReplaceGlossary, {
    body: ReplaceGlossaryInput,
    status: 200,
    response: GlossaryBody,
    access: 'manage_settings (write)',
    example: { terms: [{ term: 'Acme Cloud' }, { term: 'workspace', translations: { fr: 'espace de travail', ar: 'مساحة العمل' } }] },
    description:
      'Replaces the whole glossary. A term without `translations` is never translated (brand and product names); a term with a translation in the ' +
      'target language (its exact tag, else its primary language) is always translated that way. Whole words, case aside. At most 500 terms of 1 to 100 ' +
      'characters, none twice; translations keyed by language tags. Every provider gets the terms from the next translation on.',
  }),
];
