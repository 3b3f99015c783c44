import type { Migration } from './index.js';

/**
 * The tool calls of each public live session (issue 41): the session's totals and its current
 * one-minute window, kept on the session's own row so that counting a call is one row's update
 * under the write lock (domain/live/tool-allowance.ts). Members' sessions keep zeros.
 */
export const liveToolCalls: Migration = {
  version: 41,
  name: 'tool calls of live sessions',
  sql: `
    ALTER TABLE live_sessions ADD COLUMN tool_calls INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE live_sessions ADD COLUMN tool_writes INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE live_sessions ADD COLUMN tool_window_start TEXT;
    ALTER TABLE live_sessions ADD COLUMN tool_window_calls INTEGER NOT NULL DEFAULT 0;
  `,
};
