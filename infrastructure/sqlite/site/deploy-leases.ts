import type { DeployLeases, LeaseOutcome, LeaseRequest } from '../../../application/site/ports.js';
import { immediate, type SqliteDatabase } from '../database.js';

/**
 * Deploy leases in SQLite: the take-over is one upsert inside BEGIN IMMEDIATE, so of several
 * processes asking at once exactly one gets a free or ended lease.
 */
export class SqliteDeployLeases implements DeployLeases {
  private readonly take;
  private readonly selectLease;
  private readonly deleteLease;

  constructor(private readonly db: SqliteDatabase) {
    // The row goes in only for a project that exists (a deleted project's deploy has nothing to do);
    // an existing row is taken over only by its own holder or once its lease has ended.
    this.take = db.prepare(
      `INSERT INTO site_deploy_leases (project_id, holder, until)
       SELECT @projectId, @holder, @until WHERE EXISTS (SELECT 1 FROM projects WHERE id = @projectId)
       ON CONFLICT (project_id) DO UPDATE SET holder = excluded.holder, until = excluded.until
       WHERE site_deploy_leases.holder = excluded.holder OR site_deploy_leases.until <= @now`,
    );
    this.selectLease = db.prepare(`SELECT holder, until FROM site_deploy_leases WHERE project_id = ?`);
    this.deleteLease = db.prepare(`DELETE FROM site_deploy_leases WHERE project_id = ? AND holder = ?`);
  }

  async acquire(request: LeaseRequest): Promise<LeaseOutcome> {
    return immediate(this.db, (): LeaseOutcome => {
      if (this.take.run(request).changes === 1) return { kind: 'acquired', until: request.until };
      const lease = this.selectLease.get(request.projectId) as { holder: string; until: string } | undefined;
      return lease === undefined ? { kind: 'no_project' } : { kind: 'held', holder: lease.holder, until: lease.until };
    });
  }

  async release(projectId: string, holder: string): Promise<void> {
    await immediate(this.db, () => this.deleteLease.run(projectId, holder));
  }
}
