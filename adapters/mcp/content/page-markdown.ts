import type { PageDocument } from '../../../domain/pages/page-document.js';

/**
 * A page or draft as one markdown document: its fields as front matter (each value as JSON,
 * which YAML reads as it is), then its body. What a model reads best; the JSON alternative
 * carries the same document as the REST API answers it.
 */
export function pageMarkdown(doc: PageDocument, standing: { translation_state?: string } = {}): string {
  const fields: Record<string, unknown> = {
    slug: doc.slug,
    language: doc.language,
    visibility: doc.visibility,
    template: doc.doc_template_id,
    revision: doc.revision,
    updated_at: doc.updated_at,
    ...(doc.translation_of !== null && { translation_of: doc.translation_of }),
    ...standing,
    ...doc.metadata,
  };
  const front = Object.entries(fields).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return ['---', ...front, '---', '', doc.content].join('\n');
}
