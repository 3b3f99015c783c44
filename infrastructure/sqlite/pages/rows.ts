import type { PageDocument, Visibility } from '../../../domain/pages/page-document.js';
import type { TranslationOf } from '../../../domain/translation/translation-of.js';

export interface DocumentRow {
  id: string;
  project_id: string;
  kind: 'live' | 'draft';
  slug: string;
  language: string;
  visibility: string;
  doc_template_id: string;
  metadata: string;
  content: string;
  revision: number;
  /** JSON of TranslationOf, or NULL for a source page. */
  translation_of: string | null;
  created_at: string;
  updated_at: string;
}

export const documentOf = (row: DocumentRow): PageDocument => ({
  id: row.id,
  project_id: row.project_id,
  slug: row.slug,
  language: row.language,
  visibility: row.visibility as Visibility,
  metadata: JSON.parse(row.metadata),
  content: row.content,
  doc_template_id: row.doc_template_id,
  revision: row.revision,
  translation_of: row.translation_of === null ? null : (JSON.parse(row.translation_of) as TranslationOf),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export const toRow = (doc: PageDocument): DocumentRow => ({
  ...doc,
  kind: doc.visibility === 'draft' ? 'draft' : 'live',
  metadata: JSON.stringify(doc.metadata),
  translation_of: doc.translation_of === null ? null : JSON.stringify(doc.translation_of),
});

/** A write refused by a UNIQUE index: the store's own "one per (project, slug, language)". */
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';
