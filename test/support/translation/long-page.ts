import type { PageToTranslate } from '../../../application/translation/page-translator.js';

/** A page of `paragraphs` prose blocks (plus its title), each with a link and a code span: several batches for any provider. */
export function longPage(paragraphs: number): PageToTranslate {
  const body = Array.from({ length: paragraphs }, (_, i) => `Paragraph ${i} links [to page ${i}](/p/${i}) and runs \`step ${i}\`.`).join('\n\n');
  return { project_id: 'proj_long', metadata: { title: 'A long page' }, content: `# Steps\n\n${body}\n`, fields: [] };
}
