import type { Migration } from './index.js';

/**
 * Issue 46: an autosave's activity entry is no longer one row per save. Later autosaves of the
 * same person and draft within a minute move the entry's `at` forward instead
 * (domain/activity/coalescing.ts), found by its `coalesce_key`. The append-only trigger now
 * refuses a change of any column but `at` (`UPDATE OF` lists them: it fires only when one of them
 * is set).
 */
export const activityCoalescing: Migration = {
  version: 49,
  name: 'activity entries of autosaves coalesced',
  sql: `
    ALTER TABLE activity ADD COLUMN coalesce_key TEXT;
    CREATE INDEX activity_by_coalesce_key ON activity (project_id, coalesce_key, id) WHERE coalesce_key IS NOT NULL;
    DROP TRIGGER activity_append_only;
    CREATE TRIGGER activity_append_only
      BEFORE UPDATE OF id, project_id, actor_kind, actor_id, actor_name, on_behalf_of, via, action, target_type, target_id, coalesce_key
      ON activity
    BEGIN
      SELECT RAISE(ABORT, 'the activity log is append only');
    END;
  `,
};
