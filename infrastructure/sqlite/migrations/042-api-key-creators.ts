import type { Migration } from './index.js';

/**
 * Who created each API key (issue 41, which also took 41): a key's saves count as its creator's
 * for the approval rule. Keys made before have none (NULL): a revision saved through one cannot
 * be approved (UNKNOWN_KEY_CREATOR in domain/approvals/approval.ts).
 */
export const apiKeyCreators: Migration = {
  version: 42,
  name: 'api key creators',
  sql: `ALTER TABLE api_keys ADD COLUMN created_by TEXT;`,
};
