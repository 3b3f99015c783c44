import type { ActivityEntry } from '../../domain/activity/activity-entry.js';

export interface ActivityQuery {
  /** Only entries older than this one (ids are time-ordered). */
  readonly before?: string | undefined;
  readonly limit: number;
  /** Only this actor's entries: its id, or the user an OAuth client acted for. */
  readonly actor?: string | undefined;
  readonly action?: string | undefined;
}

/**
 * A project's activity log: appended to after every write, never changed; entries older than
 * the retention are dropped. Each method is one statement of the store.
 */
export interface ActivityLog {
  append(entry: ActivityEntry): Promise<void>;
  /** Newest first. */
  list(projectId: string, query: ActivityQuery): Promise<ActivityEntry[]>;
  /** Drops every project's entries recorded before `before`; answers how many. */
  prune(before: string): Promise<number>;
}
export const ActivityLog = Symbol.for('ActivityLog');

/** How long the log keeps entries (ACTIVITY_RETENTION_DAYS). */
export interface ActivitySettings {
  readonly retentionDays: number;
}
export const ActivitySettings = Symbol.for('ActivitySettings');
