import type { PageToTranslate, PageTranslationOutcome, PageTranslator } from '../../application/translation/page-translator.js';

const TEXT_FIELDS = new Set(['text', 'textarea', 'markdown']);

/**
 * TEMPORARY (issue 44, h-t-jobs branch): keeps the translation jobs runnable until the real
 * PageTranslator (providers, glossary: h-t-core) is merged; bound only when no module bound one.
 * Delete this file and its binding in composition/modules/translations.ts at merge. It returns
 * the source unchanged with every text part listed for a human translator: nothing leaves the
 * machine, and nothing is passed off as translated.
 */
export class SourceCopyPageTranslator implements PageTranslator {
  async translate(page: PageToTranslate): Promise<PageTranslationOutcome> {
    const keys = page.fields.filter((field) => TEXT_FIELDS.has(field.type) && typeof page.metadata[field.key] === 'string').map((field) => field.key);
    const left = page.content.trim() === '' ? keys : [...keys, 'content'];
    return { kind: 'translated', page: { metadata: page.metadata, content: page.content, left_to_translate: left } };
  }
}
