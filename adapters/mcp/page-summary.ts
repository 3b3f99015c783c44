import * as t from 'io-ts';
import { Visibility, type PageDocument } from '../../domain/pages/page-document.js';
import { Integer, NextCursor, nullable, Timestamp } from '../http/response-codecs.js';

const TITLE_MAX = 200;

/** What a page list shows per page: enough to choose one, never its content. */
const PageSummary = t.type({
  id: t.string,
  slug: t.string,
  language: t.string,
  visibility: Visibility,
  title: nullable(t.string),
  doc_template_id: t.string,
  revision: Integer,
  updated_at: Timestamp,
});
export const PageSummaryList = t.type({ pages: t.array(PageSummary), next_cursor: NextCursor });

export function pageSummary(page: PageDocument): t.TypeOf<typeof PageSummary> {
  const title = page.metadata.title;
  return {
    id: page.id,
    slug: page.slug,
    language: page.language,
    visibility: page.visibility,
    title: typeof title === 'string' ? title.slice(0, TITLE_MAX) : null,
    doc_template_id: page.doc_template_id,
    revision: page.revision,
    updated_at: page.updated_at,
  };
}
