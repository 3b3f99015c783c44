import type { ActivityLog, ActivityQuery } from '../../../application/activity/ports.js';
import type { ActivityEntry, ActivityVia } from '../../../domain/activity/activity-entry.js';
import type { SqliteDatabase } from '../database.js';
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

/**
 * The activity log in SQLite. An append joins the connection's group commit: a burst of writes
 * (autosaves) pays one commit for their records, not one each. A project deleted meanwhile
 * takes no entry (the insert names only an existing project). The table refuses updates.
 */
export class SqliteActivityLog implements ActivityLog {
  private readonly group: GroupCommit;
  private readonly insert;
  private readonly selectPage;
  private readonly deleteBefore;

  constructor(db: SqliteDatabase) {
    this.group = groupCommitOf(db);
    this.insert = db.prepare(
      `INSERT INTO activity (id, project_id, at, actor_kind, actor_id, actor_name, on_behalf_of, via, action, target_type, target_id)
       SELECT @id, @project_id, @at, @actor_kind, @actor_id, @actor_name, @on_behalf_of, @via, @action, @target_type, @target_id
       WHERE EXISTS (SELECT 1 FROM projects WHERE id = @project_id)`,
    );
    this.selectPage = db.prepare(
      `SELECT * FROM activity WHERE project_id = @project_id AND (@before IS NULL OR id < @before)
         AND (@actor IS NULL OR actor_id = @actor OR on_behalf_of = @actor) AND (@action IS NULL OR action = @action)
       ORDER BY id DESC LIMIT @limit`,
    );
    this.deleteBefore = db.prepare(`DELETE FROM activity WHERE at < ?`);
  }

  async append(entry: ActivityEntry): Promise<void> {
    const row: ActivityRow = {
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
    };
    await this.group.submit(() => this.insert.run(row));
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
    return this.deleteBefore.run(before).changes;
  }
}
