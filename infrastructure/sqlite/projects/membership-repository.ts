import type { MembershipChange, MembershipRepository } from '../../../application/projects/ports.js';
import { changedMembership, leavesNoAdmin, type Membership, type MembershipChanges } from '../../../domain/projects/membership.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import { immediate, type SqliteDatabase } from '../database.js';
import { outboxOf, type SqliteOutbox } from '../webhooks/outbox.js';
import { toMembership } from './project-repository.js';

type MembershipRow = Parameters<typeof toMembership>[0];

export class SqliteMembershipRepository implements MembershipRepository {
  private readonly selectOne;
  private readonly selectAll;
  private readonly insert;
  private readonly countAdmins;
  private readonly updateRow;
  private readonly deleteRow;
  private readonly outbox: SqliteOutbox;

  constructor(private readonly db: SqliteDatabase) {
    this.selectOne = db.prepare('SELECT * FROM memberships WHERE project_id = ? AND user_id = ?');
    this.selectAll = db.prepare('SELECT * FROM memberships WHERE project_id = ? ORDER BY created_at, user_id');
    this.insert = db.prepare(
      `INSERT INTO memberships (project_id, user_id, role, provisioned, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (project_id, user_id) DO NOTHING`,
    );
    this.countAdmins = db.prepare(`SELECT COUNT(*) AS n FROM memberships WHERE project_id = ? AND role = 'admin'`);
    this.updateRow = db.prepare('UPDATE memberships SET role = ?, provisioned = ? WHERE project_id = ? AND user_id = ?');
    this.deleteRow = db.prepare('DELETE FROM memberships WHERE project_id = ? AND user_id = ?');
    this.outbox = outboxOf(db);
  }

  async find(projectId: string, userId: string): Promise<Membership | null> {
    const row = this.selectOne.get(projectId, userId) as MembershipRow | undefined;
    return row ? toMembership(row) : null;
  }

  async list(projectId: string): Promise<Membership[]> {
    return (this.selectAll.all(projectId) as MembershipRow[]).map(toMembership);
  }

  async add(m: Membership, events?: EventsOf<Membership>): Promise<boolean> {
    const insert = () => this.insert.run(m.project_id, m.user_id, m.role, m.provisioned ? 1 : 0, m.created_at).changes > 0;
    if (!events) return insert();
    return immediate(this.db, () => {
      if (!insert()) return false;
      this.outbox.record(m.project_id, () => events(m));
      return true;
    });
  }

  async update(projectId: string, userId: string, changes: MembershipChanges): Promise<MembershipChange> {
    return immediate(this.db, (): MembershipChange => {
      const row = this.selectOne.get(projectId, userId) as MembershipRow | undefined;
      if (!row) return { kind: 'not_found' };
      const current = toMembership(row);
      const next = changedMembership(current, changes);
      if (leavesNoAdmin(current, next, this.admins(projectId))) return { kind: 'last_admin' };
      this.updateRow.run(next.role, next.provisioned ? 1 : 0, projectId, userId);
      return { kind: 'updated', membership: next };
    });
  }

  async remove(projectId: string, userId: string, events?: EventsOf<Membership>): Promise<MembershipChange> {
    return immediate(this.db, (): MembershipChange => {
      const row = this.selectOne.get(projectId, userId) as MembershipRow | undefined;
      if (!row) return { kind: 'not_found' };
      const current = toMembership(row);
      if (leavesNoAdmin(current, null, this.admins(projectId))) return { kind: 'last_admin' };
      this.deleteRow.run(projectId, userId);
      if (events) this.outbox.record(projectId, () => events(current));
      return { kind: 'removed' };
    });
  }

  private admins(projectId: string): number {
    return (this.countAdmins.get(projectId) as { n: number }).n;
  }
}
