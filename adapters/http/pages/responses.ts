import * as t from 'io-ts';
import { staleRevision } from '../../../application/pages/page-errors.js';
import { Visibility } from '../../../domain/pages/page-document.js';
import type { Refusal } from '../routing/operation-doc.js';
import { errorWith, Integer, NextCursor, Timestamp } from '../response-codecs.js';

/** The source page a translation was made from (same slug): its language and the live revision translated; null for a source page. */
export const TranslationOf = t.union([t.type({ language: t.string, revision: Integer }, 'TranslatedFrom'), t.null]);

/** A document: a live page (`public`, `unlisted`) or a draft. */
export const PageDocument = t.type(
  {
    id: t.string,
    project_id: t.string,
    slug: t.string,
    language: t.string,
    visibility: Visibility,
    /** The template's form values, by field key. */
    metadata: t.UnknownRecord,
    /** Markdown (or the body of a custom page). */
    content: t.string,
    doc_template_id: t.string,
    /** Grows by one on every save; send it back to refuse a save over someone else's. */
    revision: Integer,
    translation_of: TranslationOf,
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  'PageDocument',
);

export const PageList = t.type({ pages: t.array(PageDocument), next_cursor: NextCursor }, 'PageList');

/** A 409 that says which revision the document is at now. */
const StaleRevisionError = errorWith('StaleRevisionError', { current_revision: Integer });

export const STALE_REVISION: Refusal = {
  status: 409,
  when: `The \`revision\` sent is not the document's current one: nothing was written (\`${staleRevision(7).message}\`, with \`current_revision\`).`,
  body: StaleRevisionError,
};

export const SLUG_TAKEN: Refusal = {
  status: 409,
  when: 'A document already holds that slug and language, or the slug is reserved for the live agent (`destination_page` placement).',
};
