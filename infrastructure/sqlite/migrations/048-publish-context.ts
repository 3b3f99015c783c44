import type { Migration } from './index.js';

/**
 * Issue 43, rough edge 6: a publish records what the history needs to say what it was: the
 * release it ran for (`{ id, name, scheduled_by }` as JSON, NULL for a publish of its own), the
 * live pages the release took off the site (a JSON array), and whether the site's settings had
 * changed since the last deploy (a publish of settings alone was listed as "0 pages"). Publishes
 * recorded before keep the defaults: no release, nothing taken off, settings unchanged.
 */
export const publishContext: Migration = {
  version: 48,
  name: 'publish history: release, pages taken off, settings changed',
  sql: `
    ALTER TABLE publishes ADD COLUMN release TEXT;
    ALTER TABLE publishes ADD COLUMN unpublished TEXT NOT NULL DEFAULT '[]';
    ALTER TABLE publishes ADD COLUMN settings_changed INTEGER NOT NULL DEFAULT 0;
  `,
};
