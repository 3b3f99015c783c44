import type { Migration } from './index.js';

/**
 * Onboarding sessions, calls to project numbers, transfers to a manager, and the uniqueness of
 * a project's telephony number (it selects the project when a call arrives).
 */
export const onboardingTelephony: Migration = {
  version: 6,
  name: 'onboarding sessions, phone calls and transfers',
  sql: `
    CREATE TABLE onboarding_sessions (
      id           TEXT PRIMARY KEY,
      project_id   TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      user_id      TEXT NOT NULL,
      company      TEXT,           -- JSON CompanyIdentity, or NULL
      candidates   TEXT NOT NULL,  -- JSON array of CompanyCandidate
      profile      TEXT,           -- JSON CompanyProfile, or NULL
      fields       TEXT NOT NULL,  -- JSON object: set_field path -> value
      confirmed_at TEXT,
      applied_at   TEXT,
      created_at   TEXT NOT NULL,
      updated_at   TEXT NOT NULL,
      UNIQUE (project_id, user_id)
    );
    CREATE INDEX onboarding_sessions_by_project ON onboarding_sessions (project_id, id);

    CREATE TABLE phone_calls (
      project_id  TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      id          TEXT NOT NULL,  -- the provider's call id
      from_number TEXT NOT NULL,
      to_number   TEXT NOT NULL,
      created_at  TEXT NOT NULL,
      PRIMARY KEY (project_id, id)
    );

    CREATE TABLE transfers (
      id              TEXT PRIMARY KEY,
      project_id      TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      user_id         TEXT NOT NULL,
      caller_call_id  TEXT,
      caller_key      TEXT NOT NULL,
      manager_phone   TEXT NOT NULL,
      room            TEXT NOT NULL,
      manager_call_id TEXT,
      status          TEXT NOT NULL CHECK (status IN ('dialing', 'connected', 'no_answer', 'failed', 'completed')),
      reason          TEXT,
      created_at      TEXT NOT NULL,
      updated_at      TEXT NOT NULL,
      ended_at        TEXT
    );
    -- At most one transfer under way per caller: what makes a repeated tool call dial once.
    CREATE UNIQUE INDEX transfers_one_under_way ON transfers (project_id, caller_key) WHERE status IN ('dialing', 'connected');
    CREATE INDEX transfers_by_project ON transfers (project_id, id);

    CREATE UNIQUE INDEX projects_phone_number ON projects (json_extract(settings, '$.live_agent.phone_number'))
      WHERE json_extract(settings, '$.live_agent.phone_number') IS NOT NULL;
  `,
};
