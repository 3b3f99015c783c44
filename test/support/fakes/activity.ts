import type { ActivityLog, ActivityQuery } from '../../../application/activity/ports.js';
import type { ActivityEntry } from '../../../domain/activity/activity-entry.js';
import type { ActivityCoalescing } from '../../../domain/activity/coalescing.js';

/** The activity log in memory; an entry for a project that does not exist is not kept (as the stores do). */
export class InMemoryActivityLog implements ActivityLog {
  readonly entries: ActivityEntry[] = [];
  /** The coalescing key each entry was appended under, by the entry's id. */
  private readonly keys = new Map<string, string>();

  constructor(private readonly projectExists: (projectId: string) => boolean = () => true) {}

  async append(entry: ActivityEntry): Promise<void> {
    if (this.projectExists(entry.project_id)) this.entries.push(entry);
  }

  async appendCoalescing(entry: ActivityEntry, { key, since }: ActivityCoalescing): Promise<'appended' | 'coalesced'> {
    const newest = this.entries
      .filter((e) => e.project_id === entry.project_id && this.keys.get(e.id) === key)
      .reduce<ActivityEntry | null>((latest, e) => (latest === null || e.id > latest.id ? e : latest), null);
    const open = newest !== null && newest.at > since ? newest : null;
    // No await before the push: the look and the append are one step, as in the stores.
    if (open === null) {
      if (this.projectExists(entry.project_id)) this.entries.push(entry);
      this.keys.set(entry.id, key);
      return 'appended';
    }
    const index = this.entries.indexOf(open);
    if (entry.at > open.at) this.entries[index] = { ...open, at: entry.at };
    return 'coalesced';
  }

  async list(projectId: string, query: ActivityQuery): Promise<ActivityEntry[]> {
    return this.entries
      .filter(
        (e) =>
          e.project_id === projectId &&
          (query.before === undefined || e.id < query.before) &&
          (query.actor === undefined || e.actor.id === query.actor || e.on_behalf_of === query.actor) &&
          (query.action === undefined || e.action === query.action),
      )
      .sort((a, b) => (a.id < b.id ? 1 : -1))
      .slice(0, query.limit);
  }

  async prune(before: string): Promise<number> {
    const kept = this.entries.filter((e) => e.at >= before);
    const removed = this.entries.length - kept.length;
    this.entries.splice(0, this.entries.length, ...kept);
    return removed;
  }
}
