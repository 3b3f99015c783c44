import type { Migration } from './index.js';

/**
 * The editorial workflow (issue 33): the activity log (append only: a trigger refuses any
 * update), releases with their schedule and the claim of the instance running one, preview
 * links (the token stored only hashed, views counted in place), draft approvals (bound to the
 * revision approved), and Edit Mode's presence: who has a draft open, and the events (saves,
 * take-overs, publishes) every instance polls by sequence number.
 */
export const editorialWorkflow: Migration = {
  version: 33,
  name: 'editorial workflow: activity, releases, preview links, approvals, presence',
  sql: `
    CREATE TABLE activity (
      id           TEXT PRIMARY KEY,
      project_id   TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      at           TEXT NOT NULL,
      actor_kind   TEXT NOT NULL CHECK (actor_kind IN ('user', 'api_key', 'oauth_client')),
      actor_id     TEXT NOT NULL,
      actor_name   TEXT NOT NULL,
      on_behalf_of TEXT,  -- the user an OAuth client acted for
      via          TEXT NOT NULL,
      action       TEXT NOT NULL,
      target_type  TEXT NOT NULL,
      target_id    TEXT
    );
    CREATE INDEX activity_by_project ON activity (project_id, id);
    CREATE INDEX activity_by_action ON activity (project_id, action, id);
    CREATE INDEX activity_by_actor ON activity (project_id, actor_id, id);
    CREATE INDEX activity_by_user ON activity (project_id, on_behalf_of, id) WHERE on_behalf_of IS NOT NULL;
    CREATE INDEX activity_by_time ON activity (at);
    CREATE TRIGGER activity_append_only BEFORE UPDATE ON activity BEGIN
      SELECT RAISE(ABORT, 'the activity log is append only');
    END;

    CREATE TABLE releases (
      id                TEXT PRIMARY KEY,
      project_id        TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      name              TEXT NOT NULL,
      status            TEXT NOT NULL CHECK (status IN ('open', 'scheduled', 'publishing', 'published', 'failed', 'cancelled')),
      publish_at        TEXT,
      time_zone         TEXT,
      items             TEXT NOT NULL,  -- JSON ReleaseItem[]
      revision          INTEGER NOT NULL,
      created_by        TEXT NOT NULL,  -- JSON ActivityActor
      created_at        TEXT NOT NULL,
      updated_at        TEXT NOT NULL,
      claimed_by        TEXT,
      claim_until       TEXT,
      confirmation_hash TEXT,           -- the dry run's confirmation this run promotes with
      publish_id        TEXT,
      finished_at       TEXT,
      failure           TEXT            -- JSON ReleaseFailure
    );
    CREATE INDEX releases_by_project ON releases (project_id, id);
    CREATE INDEX releases_due ON releases (publish_at) WHERE status = 'scheduled';
    CREATE INDEX releases_claimed ON releases (claim_until) WHERE status = 'publishing';

    CREATE TABLE preview_links (
      id          TEXT PRIMARY KEY,
      project_id  TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      token_hash  TEXT NOT NULL UNIQUE,
      draft_id    TEXT,
      release_id  TEXT,
      expires_at  TEXT NOT NULL,
      max_views   INTEGER,
      views       INTEGER NOT NULL DEFAULT 0,
      created_by  TEXT NOT NULL,
      created_at  TEXT NOT NULL,
      CHECK ((draft_id IS NULL) <> (release_id IS NULL))
    );
    CREATE INDEX preview_links_by_project ON preview_links (project_id, id);

    CREATE TABLE draft_approvals (
      draft_id    TEXT PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
      project_id  TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      revision    INTEGER NOT NULL,
      approved_by TEXT NOT NULL,
      approved_at TEXT NOT NULL
    );
    CREATE INDEX draft_approvals_by_project ON draft_approvals (project_id);

    CREATE TABLE edit_presence (
      session_id  TEXT PRIMARY KEY,
      project_id  TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      draft_id    TEXT NOT NULL,
      user_id     TEXT NOT NULL,
      name        TEXT NOT NULL,
      since       TEXT NOT NULL,
      expires_at  TEXT NOT NULL,
      editing     INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX edit_presence_by_draft ON edit_presence (project_id, draft_id, expires_at);
    CREATE INDEX edit_presence_by_expiry ON edit_presence (expires_at);

    CREATE TABLE edit_events (
      seq         INTEGER PRIMARY KEY AUTOINCREMENT,
      project_id  TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      draft_id    TEXT NOT NULL,
      type        TEXT NOT NULL,
      data        TEXT NOT NULL,  -- JSON
      at          TEXT NOT NULL
    );
    CREATE INDEX edit_events_by_time ON edit_events (at);
    CREATE INDEX edit_events_by_project ON edit_events (project_id);
  `,
};
