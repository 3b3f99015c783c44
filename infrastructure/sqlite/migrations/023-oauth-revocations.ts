import type { Migration } from './index.js';

/**
 * The OAuth revocation epoch: one counter, raised by every deletion of OAuth state (a revoked
 * grant, a destroyed token). Instances that keep access tokens in memory read it at most every
 * second and forget what they kept when it moved (see AccessTokenCache). Version 23: issue 23
 * (performance) reserved it.
 */
export const oauthRevocations: Migration = {
  version: 23,
  name: 'oauth-revocations',
  sql: `
    CREATE TABLE oauth_revocations (
      id    INTEGER PRIMARY KEY CHECK (id = 1),
      epoch INTEGER NOT NULL
    );
    INSERT INTO oauth_revocations (id, epoch) VALUES (1, 0);
  `,
};
