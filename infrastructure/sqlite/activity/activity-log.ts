import type { ActivityLog, ActivityQuery } from '../../../application/activity/ports.js';
import type { ActivityEntry, ActivityVia } from '../../../domain/activity/activity-entry.js';
import type { ActivityCoalescing } from '../../../domain/activity/coalescing.js';
import { immediate, type SqliteDatabase } from '../database.js';
import { groupCommitOf, type GroupCommit } from '../group-commit.js';

interface ActivityRow {
  id: string;
  project_id: string;
  at: string;
  actor_kind: ActivityEntry['actor']['kind'];
  actor_id: string;
  actor_name: string;
  on_behalf_of: string | null;
  via: ActivityVia;
  action: string;
  target_type: string;
  target_id: string | null;
  /** What later autosaves find the entry by (domain/activity/coalescing.ts); null for every other write. */
  coalesce_key: string | null;
}

const entryOf = (row: ActivityRow): ActivityEntry => ({
  id: row.id,
  project_id: row.project_id,
  at: row.at,
  actor: { kind: row.actor_kind, id: row.actor_id, name: row.actor_name },
  on_behalf_of: row.on_behalf_of,
  via: row.via,
  action: row.action,
  target: { type: row.target_type, id: row.target_id },
});

const rowOf = (entry: ActivityEntry, coalesceKey: string | null): ActivityRow => ({
  id: entry.id,
  project_id: entry.project_id,
  at: entry.at,
  actor_kind: entry.actor.kind,
  actor_id: entry.actor.id,
  actor_name: entry.actor.name,
  on_behalf_of: entry.on_behalf_of,
  via: entry.via,
  action: entry.action,
  target_type: entry.target.type,
  target_id: entry.target.id,
  coalesce_key: coalesceKey,
});

/**
 * The activity log in SQLite. An append joins the connection's group commit: a burst of writes
 * (autosaves) pays one commit for their records, not one each. A project deleted meanwhile
 * takes no entry (the insert names only an existing project). The table refuses updates but of
 * `at` (migration 50: an autosave's entry is moved forward by the next autosaves, see
 * domain/activity/coalescing.ts), which `appendCoalescing` makes in the same unit as its insert.
 */
export class SqliteActivityLog implements ActivityLog {
  private readonly group: GroupCommit;
  private readonly insert;
  private readonly moveForward;
  private readonly selectPage;
  private readonly deleteBefore;

  constructor(private readonly db: SqliteDatabase) {
    this.group = groupCommitOf(db);
    this.insert = db.prepare(
      `INSERT INTO activity (id, project_id, at, actor_kind, actor_id, actor_name, on_behalf_of, via, action, target_type, target_id, coalesce_key)
       SELECT @id, @project_id, @at, @actor_kind, @actor_id, @actor_name, @on_behalf_of, @via, @action, @target_type, @target_id, @coalesce_key
       WHERE EXISTS (SELECT 1 FROM projects WHERE id = @project_id)`,
    );
    this.moveForward = db.prepare(
      // The key's newest entry only, then its time: one index step, however many entries the key has had.
      `UPDATE activity SET at = MAX(at, @at)
       WHERE id = (SELECT id FROM activity WHERE project_id = @project_id AND coalesce_key = @key ORDER BY id DESC LIMIT 1) AND at > @since`,
    );
    this.selectPage = db.prepare(
      `SELECT * FROM activity WHERE project_id = @project_id AND (@before IS NULL OR id < @before)
         AND (@actor IS NULL OR actor_id = @actor OR on_behalf_of = @actor) AND (@action IS NULL OR action = @action)
       ORDER BY id DESC LIMIT @limit`,
    );
    this.deleteBefore = db.prepare(`DELETE FROM activity WHERE at < ?`);
  }

  async append(entry: ActivityEntry): Promise<void> {
    const row = rowOf(entry, null);
    await this.group.submit(() => this.insert.run(row));
  }

  async appendCoalescing(entry: ActivityEntry, { key, since }: ActivityCoalescing): Promise<'appended' | 'coalesced'> {
    const row = rowOf(entry, key);
    // One unit of the group commit: no other write comes between the look and the insert.
    return this.group.submit(() => {
      if (this.moveForward.run({ project_id: entry.project_id, key, since, at: entry.at }).changes > 0) return 'coalesced';
      this.insert.run(row);
      return 'appended';
    });
  }

  async list(projectId: string, query: ActivityQuery): Promise<ActivityEntry[]> {
    const rows = this.selectPage.all({
      project_id: projectId,
      before: query.before ?? null,
      actor: query.actor ?? null,
      action: query.action ?? null,
      limit: query.limit,
    }) as ActivityRow[];
    return rows.map(entryOf);
  }

  async prune(before: string): Promise<number> {
    return immediate(this.db, () => this.deleteBefore.run(before).changes);
  }
}
