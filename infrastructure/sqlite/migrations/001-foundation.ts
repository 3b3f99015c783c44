import type { Migration } from './index.js';

export const foundation: Migration = {
  version: 1,
  name: 'accounts, projects, memberships',
  sql: `
    CREATE TABLE accounts (
      user_id    TEXT PRIMARY KEY,
      email      TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE TABLE projects (
      id               TEXT PRIMARY KEY,
      name             TEXT NOT NULL,
      default_language TEXT NOT NULL,
      plan             TEXT NOT NULL,
      trial_ends_at    TEXT NOT NULL,
      modules          TEXT NOT NULL,  -- JSON ProjectModules
      settings         TEXT NOT NULL,  -- JSON ProjectSettings
      created_at       TEXT NOT NULL
    );
    CREATE TABLE memberships (
      project_id  TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      user_id     TEXT NOT NULL,
      role        TEXT NOT NULL CHECK (role IN ('member', 'manager', 'admin')),
      provisioned INTEGER NOT NULL,
      created_at  TEXT NOT NULL,
      PRIMARY KEY (project_id, user_id)
    );
    CREATE INDEX memberships_by_user ON memberships (user_id);
  `,
};
