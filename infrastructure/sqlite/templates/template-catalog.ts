import type { TemplateCatalog, TemplateDeleteOutcome } from '../../../application/templates/ports.js';
import { DEFAULT_LAYOUT } from '../../../domain/templates/layouts.js';
import { SiteLayout, type DocTemplate } from '../../../domain/templates/template.js';
import { immediate, type SqliteDatabase } from '../database.js';

export interface TemplateRow {
  id: string;
  name: string;
  description: string;
  fields: string;
  extends_layout: string;
}

export const toTemplate = (row: TemplateRow): DocTemplate => ({
  id: row.id,
  name: row.name,
  description: row.description,
  fields: JSON.parse(row.fields),
  extends: SiteLayout.is(row.extends_layout) ? row.extends_layout : DEFAULT_LAYOUT,
});

export class SqliteTemplateCatalog implements TemplateCatalog {
  private readonly selectAll;
  private readonly selectOne;
  private readonly insert;
  private readonly update;
  private readonly inUse;
  private readonly remove;

  constructor(private readonly db: SqliteDatabase) {
    this.selectAll = db.prepare(`SELECT id, name, description, fields, extends_layout FROM doc_templates WHERE project_id = ? ORDER BY created_at, id`);
    this.selectOne = db.prepare(`SELECT id, name, description, fields, extends_layout FROM doc_templates WHERE project_id = ? AND id = ?`);
    this.insert = db.prepare(
      `INSERT INTO doc_templates (project_id, id, name, description, fields, extends_layout, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (project_id, id) DO NOTHING`,
    );
    this.update = db.prepare(
      `UPDATE doc_templates SET name = ?, description = ?, fields = ?, extends_layout = ?, updated_at = ? WHERE project_id = ? AND id = ?`,
    );
    this.inUse = db.prepare(`SELECT 1 FROM documents WHERE project_id = ? AND doc_template_id = ? LIMIT 1`);
    this.remove = db.prepare(`DELETE FROM doc_templates WHERE project_id = ? AND id = ?`);
  }

  async list(projectId: string): Promise<DocTemplate[]> {
    return (this.selectAll.all(projectId) as TemplateRow[]).map(toTemplate);
  }

  async find(projectId: string, id: string): Promise<DocTemplate | null> {
    const row = this.selectOne.get(projectId, id) as TemplateRow | undefined;
    return row ? toTemplate(row) : null;
  }

  async create(projectId: string, template: DocTemplate, at: string): Promise<boolean> {
    const layout = template.extends ?? DEFAULT_LAYOUT;
    return this.insert.run(projectId, template.id, template.name, template.description, JSON.stringify(template.fields), layout, at, at).changes > 0;
  }

  async replace(projectId: string, template: DocTemplate, at: string): Promise<boolean> {
    const layout = template.extends ?? DEFAULT_LAYOUT;
    return this.update.run(template.name, template.description, JSON.stringify(template.fields), layout, at, projectId, template.id).changes > 0;
  }

  async delete(projectId: string, id: string): Promise<TemplateDeleteOutcome> {
    // Under the write lock, so the check and the delete see the same documents. A page created at
    // this very moment from the template may still slip in: TemplateResolver.forDocument keeps it editable.
    return immediate(this.db, (): TemplateDeleteOutcome => {
      if (this.selectOne.get(projectId, id) === undefined) return 'not_found';
      if (this.inUse.get(projectId, id) !== undefined) return 'in_use';
      this.remove.run(projectId, id);
      return 'deleted';
    });
  }
}
