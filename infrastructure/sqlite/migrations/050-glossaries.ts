import type { Migration } from './index.js';

/**
 * Issue 44: a glossary per project (terms never translated, preferred translations per
 * language), stored whole as one JSON row: it is read whole by every translation and replaced
 * whole by a manager, so a row swap is its atomic replace.
 */
export const glossaries: Migration = {
  version: 50,
  name: 'translation glossaries',
  sql: `
    CREATE TABLE glossaries (
      project_id TEXT PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
      terms      TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
  `,
};
