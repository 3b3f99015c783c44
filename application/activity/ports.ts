import type { ActivityEntry } from '../../domain/activity/activity-entry.js';
import type { ActivityCoalescing } from '../../domain/activity/coalescing.js';

export interface ActivityQuery {
  /** Only entries older than this one (ids are time-ordered). */
  readonly before?: string | undefined;
  readonly limit: number;
  /** Only this actor's entries: its id, or the user an OAuth client acted for. */
  readonly actor?: string | undefined;
  readonly action?: string | undefined;
}

/**
 * A project's activity log: appended to after every write; an entry never changes but for the
 * `at` of an autosave's, which later autosaves move forward (coalescing); entries older than the
 * retention are dropped. Each method is one atomic step of the store.
 */
export interface ActivityLog {
  append(entry: ActivityEntry): Promise<void>;
  /**
   * Moves the `at` of the project's newest entry recorded under `coalescing.key`, when that is
   * later than `coalescing.since`, forward to `entry.at` ('coalesced'); else appends `entry`
   * under that key ('appended'). Atomic: of concurrent calls with one key, one appends and the others coalesce.
   * As `append`, keeps nothing for a project that is gone.
   */
  appendCoalescing(entry: ActivityEntry, coalescing: ActivityCoalescing): Promise<'appended' | 'coalesced'>;
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
