import type { ActivityLog, ActivityQuery } from '../../../application/activity/ports.js';
import type { ActivityEntry } from '../../../domain/activity/activity-entry.js';

/** The activity log in memory; an entry for a project that does not exist is not kept (as the stores do). */
export class InMemoryActivityLog implements ActivityLog {
  readonly entries: ActivityEntry[] = [];

  constructor(private readonly projectExists: (projectId: string) => boolean = () => true) {}

  async append(entry: ActivityEntry): Promise<void> {
    if (this.projectExists(entry.project_id)) this.entries.push(entry);
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
