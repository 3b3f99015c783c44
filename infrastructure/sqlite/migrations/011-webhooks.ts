import type { Migration } from './index.js';

/**
 * Outgoing webhooks: endpoints (secrets sealed, never in clear); the outbox, where a write puts
 * the events it reports in its own transaction (one small row: the write path's only cost);
 * the events the dispatcher routed out of it, and one delivery per event and endpoint.
 * A pending delivery is due at `next_attempt_at`; a claim sets it to the end of its lease and
 * names the lease, so a dispatcher that died mid-attempt leaves a delivery that comes due again.
 */
export const webhooks: Migration = {
  version: 11,
  name: 'webhooks',
  sql: `
    CREATE TABLE webhooks (
      id                         TEXT PRIMARY KEY,
      project_id                 TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      url                        TEXT NOT NULL,
      events                     TEXT NOT NULL,
      description                TEXT,
      enabled                    INTEGER NOT NULL,
      secret                     TEXT NOT NULL,
      previous_secret            TEXT,
      previous_secret_expires_at TEXT,
      failing_since              TEXT,
      created_at                 TEXT NOT NULL,
      updated_at                 TEXT NOT NULL
    );
    CREATE INDEX webhooks_by_project ON webhooks (project_id, id);

    -- Time-ordered ids: each insert appends to the last page. No index on project_id: the table
    -- only holds events not yet routed, so a project's deletion scans little.
    CREATE TABLE webhook_outbox (
      id          TEXT PRIMARY KEY,
      project_id  TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      type        TEXT NOT NULL,
      occurred_at TEXT NOT NULL,
      body        TEXT NOT NULL
    ) WITHOUT ROWID;

    CREATE TABLE webhook_events (
      id          TEXT PRIMARY KEY,
      project_id  TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      type        TEXT NOT NULL,
      occurred_at TEXT NOT NULL,
      body        TEXT NOT NULL
    );
    CREATE INDEX webhook_events_by_project ON webhook_events (project_id);

    CREATE TABLE webhook_deliveries (
      id               TEXT PRIMARY KEY,
      project_id       TEXT NOT NULL REFERENCES projects(id) ON DELETE CASCADE,
      webhook_id       TEXT NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
      event_id         TEXT NOT NULL REFERENCES webhook_events(id) ON DELETE CASCADE,
      type             TEXT NOT NULL,
      status           TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
      attempts         INTEGER NOT NULL,
      next_attempt_at  TEXT,
      lease            TEXT,
      last_status_code INTEGER,
      last_error       TEXT,
      created_at       TEXT NOT NULL,
      finished_at      TEXT
    );
    CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
    CREATE INDEX webhook_deliveries_by_webhook ON webhook_deliveries (webhook_id, id);
    CREATE INDEX webhook_deliveries_by_event ON webhook_deliveries (event_id);
    CREATE INDEX webhook_deliveries_by_project ON webhook_deliveries (project_id);
    CREATE INDEX webhook_deliveries_finished ON webhook_deliveries (finished_at) WHERE status <> 'pending';
  `,
};
