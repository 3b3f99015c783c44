import type { Migration } from './index.js';

/**
 * Publishing and the site: confirmation tokens (stored by hash), the publish record, the
 * navigation (sidebar groups and header items share one table, kind apart) and custom domains.
 * A verified hostname belongs to one project: the partial unique index says so whatever the
 * timing of requests; a pending one may be claimed by several (nobody squats a name by adding it).
 */
export const publishing: Migration = {
  version: 7,
  name: 'publishing, navigation, domains',
  sql: `
    CREATE TABLE publish_confirmations (
      token_hash TEXT PRIMARY KEY,
      project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      created_by TEXT NOT NULL,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      changes    TEXT NOT NULL,  -- JSON ManifestChange[]
      publish_id TEXT            -- the publish that used it
    );
    CREATE INDEX publish_confirmations_by_project ON publish_confirmations (project_id, expires_at);

    CREATE TABLE publishes (
      id           TEXT PRIMARY KEY,
      project_id   TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      published_at TEXT NOT NULL,
      published_by TEXT NOT NULL,
      changes      TEXT NOT NULL,  -- JSON (ManifestChange & { page_id })[]
      deployed_at  TEXT
    );
    CREATE INDEX publishes_by_project ON publishes (project_id, id);
    CREATE INDEX publishes_undeployed ON publishes (project_id) WHERE deployed_at IS NULL;

    CREATE TABLE site_navigation (
      id         TEXT NOT NULL,
      project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      kind       TEXT NOT NULL CHECK (kind IN ('sidebar_group', 'header_nav_item')),
      language   TEXT NOT NULL,
      position   INTEGER NOT NULL,
      body       TEXT NOT NULL,  -- JSON NavigationBodies[kind]
      PRIMARY KEY (project_id, kind, id)
    );
    CREATE INDEX site_navigation_in_order ON site_navigation (project_id, kind, language, position);

    CREATE TABLE domains (
      project_id         TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      hostname           TEXT NOT NULL,
      status             TEXT NOT NULL CHECK (status IN ('pending', 'verified')),
      verification_value TEXT NOT NULL,
      created_at         TEXT NOT NULL,
      verified_at        TEXT,
      PRIMARY KEY (project_id, hostname)
    );
    CREATE UNIQUE INDEX domains_one_project_per_verified_hostname ON domains (hostname) WHERE status = 'verified';
  `,
};
