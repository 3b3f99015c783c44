import { GetTranslation } from '../../../application/translation/get-translation.js';
import { GetTranslationChanges, GetTranslationChangesInput } from '../../../application/translation/get-translation-changes.js';
import { GetTranslationStatus } from '../../../application/translation/get-translation-status.js';
import { StartTranslation, StartTranslationInput } from '../../../application/translation/start-translation.js';
import { PROJECT } from '../routing/path-params.js';
import { get, post, type Route } from '../routing/route.js';
import { Translation, TranslationChanges, TranslationRefused, TranslationStatus } from './responses.js';

const TRANSLATIONS = `${PROJECT}/translations`;

/** Translation drafts made in the background, what each translation was made from, and the matrix of pages by language. */
export const translationRoutes: readonly Route[] = [
  post(TRANSLATIONS, StartTranslation, {
    body: StartTranslationInput,
    status: 202,
    noStore: true,
    response: Translation,
    access: 'edit_drafts (write)',
    example: { slug: 'about', source_language: 'en', target_language: 'ar' },
    refusals: [
      {
        status: 409,
        when: 'A draft of the slug already exists in `target_language` (`A draft already exists for this slug and language`), or a translation of it into that language is running (`job_id` names it).',
        body: TranslationRefused,
      },
    ],
    description:
      'Translates the live page of `slug` in `source_language` into a new draft of the same slug in `target_language`, in the background: ' +
      'read the job with `GET .../translations/{translationId}` until it is `done` (`draft_id`) or `failed` (`error`; no draft is written). ' +
      'The draft carries `translation_of` (the source language and live revision). Without a translation provider the draft holds the source text, ' +
      'every part listed in `left_to_translate`.',
  }),
  get(`${TRANSLATIONS}/status`, GetTranslationStatus, {
    response: TranslationStatus,
    access: 'read_content (read)',
    description:
      'Every slug by every language the project has pages in: `source` (a live page that translates nothing), `up_to_date` (translated from the ' +
      "source's current live revision), `outdated` (the source was published since), `draft` (only a draft), `missing`.",
  }),
  get(`${TRANSLATIONS}/changes`, GetTranslationChanges, {
    query: GetTranslationChangesInput,
    response: TranslationChanges,
    access: 'read_content (read)',
    description:
      'What changed in the source of the translation of `slug` in `language` (its live page, else its draft) since it was translated: ' +
      "the source's revision, metadata and content then and now, for a field-by-field, word-by-word comparison.",
  }),
  get(`${TRANSLATIONS}/:translationId`, GetTranslation, {
    response: Translation,
    access: 'read_content (read)',
    description: 'A translation job: its status, progress, the draft it wrote or why it failed.',
  }),
];
