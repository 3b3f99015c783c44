import type { Migration } from './index.js';

/**
 * A project template names the built-in layout it extends (`page`, `article`, `faq`,
 * `landing`): its pages render as that layout's. Templates made before read as `page`, the
 * plain page they always rendered as.
 */
export const templateLayouts: Migration = {
  version: 30,
  name: 'template layouts',
  sql: `ALTER TABLE doc_templates ADD COLUMN extends_layout TEXT NOT NULL DEFAULT 'page';`,
};
