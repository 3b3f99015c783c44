import type { Migration } from './index.js';

/** Live-agent profiles and the card labels translated per project (both project-scoped). */
export const profiles: Migration = {
  version: 4,
  name: 'profiles and translated labels',
  sql: `
    CREATE TABLE profiles (
      project_id    TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      user_id       TEXT NOT NULL,
      first_name    TEXT,
      last_name     TEXT,
      pronoun       TEXT NOT NULL CHECK (pronoun IN ('she_her', 'he_him', 'they_them', 'unspecified')),
      phone         TEXT,
      contact_email TEXT,
      language      TEXT NOT NULL,
      created_at    TEXT NOT NULL,
      updated_at    TEXT NOT NULL,
      PRIMARY KEY (project_id, user_id)
    );
    CREATE TABLE translations (
      project_id TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      language   TEXT NOT NULL,
      scope      TEXT NOT NULL,
      labels     TEXT NOT NULL,  -- JSON object: label key -> text
      updated_at TEXT NOT NULL,
      PRIMARY KEY (project_id, language, scope)
    );
  `,
};
