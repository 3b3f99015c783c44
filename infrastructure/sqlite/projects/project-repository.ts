import type { LiveAgentUpdate, ProjectChanges, ProjectListing, ProjectRepository, ProjectWithRole } from '../../../application/projects/ports.js';
import type { PageWindow } from '../../../application/shared/pagination.js';
import type { Membership } from '../../../domain/projects/membership.js';
import { applyProjectChanges, withSettingDefaults, type LiveAgentSettings, type Project } from '../../../domain/projects/project.js';
import type { Role } from '../../../domain/projects/role.js';
import { immediate, type SqliteDatabase } from '../database.js';
import { SqliteRowCache } from '../row-cache.js';

interface ProjectRow {
  id: string;
  name: string;
  default_language: string;
  plan: string;
  trial_ends_at: string;
  modules: string;
  settings: string;
  created_at: string;
}

const toProject = (row: ProjectRow): Project => ({
  id: row.id,
  name: row.name,
  default_language: row.default_language,
  plan: row.plan,
  trial_ends_at: row.trial_ends_at,
  modules: JSON.parse(row.modules),
  settings: withSettingDefaults(JSON.parse(row.settings)),
  created_at: row.created_at,
});

export const toMembership = (row: { project_id: string; user_id: string; role: string; provisioned: number; created_at: string }): Membership => ({
  project_id: row.project_id,
  user_id: row.user_id,
  role: row.role as Role,
  provisioned: row.provisioned === 1,
  created_at: row.created_at,
});

type ProjectAndMembership = { project: Project; membership: Membership | null } | null;

export class SqliteProjectRepository implements ProjectRepository {
  /** Access reads by project, then user: every request's authorization check reads one. */
  private readonly memberReads: SqliteRowCache<'project_id', ProjectAndMembership>;
  private readonly insertProject;
  private readonly insertMembership;
  private readonly selectById;
  private readonly selectForMember;
  private readonly selectForUser;
  private readonly selectAll;
  private readonly selectByPhone;
  private readonly updateRow;
  private readonly deleteRow;

  constructor(private readonly db: SqliteDatabase) {
    this.memberReads = new SqliteRowCache(db, [
      { table: 'projects', key: { project_id: 'id' } },
      { table: 'memberships', key: ['project_id'] },
    ]);
    this.insertProject = db.prepare(
      `INSERT INTO projects (id, name, default_language, plan, trial_ends_at, modules, settings, created_at)
       VALUES (@id, @name, @default_language, @plan, @trial_ends_at, @modules, @settings, @created_at)`,
    );
    this.insertMembership = db.prepare(`INSERT INTO memberships (project_id, user_id, role, provisioned, created_at) VALUES (?, ?, ?, ?, ?)`);
    this.selectById = db.prepare('SELECT * FROM projects WHERE id = ?');
    this.selectForMember = db.prepare(
      `SELECT p.*, m.role AS m_role, m.provisioned AS m_provisioned, m.created_at AS m_created_at
       FROM projects p LEFT JOIN memberships m ON m.project_id = p.id AND m.user_id = ? WHERE p.id = ?`,
    );
    this.selectForUser = db.prepare(
      `SELECT p.*, m.role AS m_role FROM memberships m JOIN projects p ON p.id = m.project_id
       WHERE m.user_id = ? ORDER BY p.created_at, p.id`,
    );
    this.selectAll = db.prepare(
      `SELECT p.*, (SELECT count(*) FROM memberships m WHERE m.project_id = p.id) AS member_count
       FROM projects p WHERE p.id > ? ORDER BY p.id LIMIT ?`,
    );
    this.updateRow = db.prepare(
      `UPDATE projects SET name = @name, default_language = @default_language, plan = @plan,
       trial_ends_at = @trial_ends_at, modules = @modules, settings = @settings WHERE id = @id`,
    );
    this.deleteRow = db.prepare('DELETE FROM projects WHERE id = ?');
    // Served by the unique expression index of the telephony migration.
    this.selectByPhone = db.prepare(`SELECT * FROM projects WHERE json_extract(settings, '$.live_agent.phone_number') = ?`);
  }

  async create(project: Project, creator: Membership): Promise<void> {
    await immediate(this.db, () => {
      this.insertProject.run({ ...project, modules: JSON.stringify(project.modules), settings: JSON.stringify(project.settings) });
      this.insertMembership.run(creator.project_id, creator.user_id, creator.role, creator.provisioned ? 1 : 0, creator.created_at);
    });
  }

  /**
   * Cached like the member reads (an API key's access check reads the project alone): the
   * member key '' cannot be a user id, which is never empty.
   */
  async findById(id: string): Promise<Project | null> {
    return this.memberReads.get({ project_id: id }, '', () => this.readById(id))?.project ?? null;
  }

  private readById(id: string): ProjectAndMembership {
    const row = this.selectById.get(id) as ProjectRow | undefined;
    return row ? { project: toProject(row), membership: null } : null;
  }

  /** Cached (see SqliteRowCache): the read behind every authorization check. */
  async findForMember(id: string, userId: string): Promise<ProjectAndMembership> {
    return this.memberReads.get({ project_id: id }, userId, () => this.readForMember(id, userId));
  }

  private readForMember(id: string, userId: string): ProjectAndMembership {
    const row = this.selectForMember.get(userId, id) as
      (ProjectRow & { m_role: string | null; m_provisioned: number | null; m_created_at: string | null }) | undefined;
    if (!row) return null;
    const membership =
      row.m_role === null
        ? null
        : toMembership({ project_id: id, user_id: userId, role: row.m_role, provisioned: row.m_provisioned ?? 0, created_at: row.m_created_at ?? '' });
    return { project: toProject(row), membership };
  }

  async listForUser(userId: string): Promise<ProjectWithRole[]> {
    const rows = this.selectForUser.all(userId) as Array<ProjectRow & { m_role: Role }>;
    return rows.map((row) => ({ project: toProject(row), role: row.m_role }));
  }

  async listAll(window: PageWindow): Promise<ProjectListing[]> {
    const rows = this.selectAll.all(window.after ?? '', window.limit) as Array<ProjectRow & { member_count: number }>;
    return rows.map((row) => ({ project: toProject(row), members: row.member_count }));
  }

  async update(id: string, changes: ProjectChanges): Promise<Project | null> {
    // Read-merge-write under the write lock: concurrent PATCHes of different fields both land.
    return immediate(this.db, () => {
      const row = this.selectById.get(id) as ProjectRow | undefined;
      if (!row) return null;
      const next = applyProjectChanges(toProject(row), changes);
      this.updateRow.run({ ...next, modules: JSON.stringify(next.modules), settings: JSON.stringify(next.settings) });
      return next;
    });
  }

  async updateLiveAgent(id: string, changes: Partial<LiveAgentSettings>): Promise<LiveAgentUpdate> {
    return immediate(this.db, () => {
      const row = this.selectById.get(id) as ProjectRow | undefined;
      if (!row) return { kind: 'not_found' };
      if (typeof changes.phone_number === 'string') {
        const holder = this.selectByPhone.get(changes.phone_number) as ProjectRow | undefined;
        if (holder !== undefined && holder.id !== id) return { kind: 'phone_number_taken' };
      }
      const next = applyProjectChanges(toProject(row), { live_agent: changes });
      this.updateRow.run({ ...next, modules: JSON.stringify(next.modules), settings: JSON.stringify(next.settings) });
      return { kind: 'updated', project: next };
    });
  }

  async findByPhoneNumber(phone: string): Promise<Project | null> {
    const row = this.selectByPhone.get(phone) as ProjectRow | undefined;
    return row ? toProject(row) : null;
  }

  async delete(id: string): Promise<boolean> {
    // Every project-scoped table references projects(id) ON DELETE CASCADE.
    return this.deleteRow.run(id).changes > 0;
  }
}
