import type { NavigationRepository, ReorderOutcome } from '../../../application/site/ports.js';
import { orderMismatch, type NavigationBodies, type NavigationEntry, type NavigationKind } from '../../../domain/site/navigation.js';
import { immediate, type SqliteDatabase } from '../database.js';

interface NavigationRow {
  id: string;
  project_id: string;
  kind: NavigationKind;
  language: string;
  position: number;
  body: string;
}

const entryOf = <K extends NavigationKind>(row: NavigationRow): NavigationEntry<K> => ({
  id: row.id,
  project_id: row.project_id,
  kind: row.kind as K,
  language: row.language,
  position: row.position,
  body: JSON.parse(row.body),
});

/** Sidebar groups and header items in one table; positions are given under BEGIN IMMEDIATE. */
export class SqliteNavigationRepository implements NavigationRepository {
  private readonly selectKind;
  private readonly selectKindOfLanguage;
  private readonly selectAll;
  private readonly selectOne;
  private readonly nextPosition;
  private readonly insert;
  private readonly updateBody;
  private readonly deleteOne;
  private readonly setPosition;

  constructor(private readonly db: SqliteDatabase) {
    this.selectKind = db.prepare(`SELECT * FROM site_navigation WHERE project_id = ? AND kind = ? ORDER BY language, position, id`);
    this.selectKindOfLanguage = db.prepare(`SELECT * FROM site_navigation WHERE project_id = ? AND kind = ? AND language = ? ORDER BY position, id`);
    this.selectAll = db.prepare(`SELECT * FROM site_navigation WHERE project_id = ? ORDER BY kind, language, position, id`);
    this.selectOne = db.prepare(`SELECT * FROM site_navigation WHERE project_id = ? AND kind = ? AND id = ?`);
    this.nextPosition = db.prepare(`SELECT COALESCE(MAX(position) + 1, 0) FROM site_navigation WHERE project_id = ? AND kind = ? AND language = ?`).pluck();
    this.insert = db.prepare(
      `INSERT INTO site_navigation (id, project_id, kind, language, position, body) VALUES (@id, @project_id, @kind, @language, @position, @body)`,
    );
    this.updateBody = db.prepare(`UPDATE site_navigation SET body = ? WHERE project_id = ? AND kind = ? AND id = ?`);
    this.deleteOne = db.prepare(`DELETE FROM site_navigation WHERE project_id = ? AND kind = ? AND id = ?`);
    this.setPosition = db.prepare(`UPDATE site_navigation SET position = ? WHERE project_id = ? AND kind = ? AND id = ?`);
  }

  async list<K extends NavigationKind>(projectId: string, kind: K, language?: string): Promise<Array<NavigationEntry<K>>> {
    const rows = (language === undefined ? this.selectKind.all(projectId, kind) : this.selectKindOfLanguage.all(projectId, kind, language)) as NavigationRow[];
    return rows.map((row) => entryOf<K>(row));
  }

  async listAll(projectId: string): Promise<NavigationEntry[]> {
    return (this.selectAll.all(projectId) as NavigationRow[]).map((row) => entryOf(row));
  }

  async find<K extends NavigationKind>(projectId: string, kind: K, id: string): Promise<NavigationEntry<K> | null> {
    const row = this.selectOne.get(projectId, kind, id) as NavigationRow | undefined;
    return row ? entryOf<K>(row) : null;
  }

  async create<K extends NavigationKind>(entry: Omit<NavigationEntry<K>, 'position'>): Promise<NavigationEntry<K>> {
    return immediate(this.db, () => {
      const position = this.nextPosition.get(entry.project_id, entry.kind, entry.language) as number;
      this.insert.run({ ...entry, position, body: JSON.stringify(entry.body) });
      return { ...entry, position } as NavigationEntry<K>;
    });
  }

  async update<K extends NavigationKind>(projectId: string, kind: K, id: string, body: NavigationBodies[K]): Promise<NavigationEntry<K> | null> {
    return immediate(this.db, () => {
      if (this.updateBody.run(JSON.stringify(body), projectId, kind, id).changes === 0) return null;
      return entryOf<K>(this.selectOne.get(projectId, kind, id) as NavigationRow);
    });
  }

  async delete(projectId: string, kind: NavigationKind, id: string): Promise<boolean> {
    return this.deleteOne.run(projectId, kind, id).changes > 0;
  }

  async reorder(projectId: string, kind: NavigationKind, language: string, ids: readonly string[]): Promise<ReorderOutcome> {
    return immediate(this.db, (): ReorderOutcome => {
      const existing = (this.selectKindOfLanguage.all(projectId, kind, language) as NavigationRow[]).map((row) => row.id);
      const mismatch = orderMismatch(existing, ids);
      if (mismatch !== null) return { kind: 'mismatch', ...mismatch };
      ids.forEach((id, position) => this.setPosition.run(position, projectId, kind, id));
      return { kind: 'ordered' };
    });
  }
}
