import type { Migration } from './index.js';

/**
 * The deploy lease of each project's site: one deploy at a time across every process on the
 * database file. A row names the deploy that holds it and when its lease ends; an ended lease
 * is taken over in place, so the table holds at most one row per project.
 */
export const siteDeployLeases: Migration = {
  version: 12,
  name: 'site deploy leases',
  sql: `
    CREATE TABLE site_deploy_leases (
      project_id TEXT PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
      holder     TEXT NOT NULL,
      until      TEXT NOT NULL
    );
  `,
};
