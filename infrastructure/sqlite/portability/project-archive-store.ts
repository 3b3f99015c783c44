import type { ArchivedTemplate, ProjectArchiveStore } from '../../../application/portability/ports.js';
import type { DraftVersion } from '../../../domain/drafts/version.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import type { Project, ProjectSettings } from '../../../domain/projects/project.js';
import type { NavigationEntry } from '../../../domain/site/navigation.js';
import { immediate, type SqliteDatabase } from '../database.js';
import { toVersion, type VersionRow } from '../drafts/rows.js';
import { toRow } from '../pages/rows.js';
import { toTemplate, type TemplateRow } from '../templates/template-catalog.js';
import { DEFAULT_LAYOUT } from '../../../domain/templates/layouts.js';

type ArchivedTemplateRow = TemplateRow & { created_at: string; updated_at: string };

const DOCUMENT_COLUMNS =
  'id, project_id, kind, slug, language, visibility, doc_template_id, metadata, content, revision, translation_of, created_at, updated_at';

/**
 * Whole-project reads and writes for export and import (see ProjectArchiveStore). Each write
 * is one transaction; documents go in through the same table and triggers as every page
 * write, so the search index takes the live ones in.
 */
export class SqliteProjectArchiveStore implements ProjectArchiveStore {
  private readonly selectTemplates;
  private readonly selectVersions;
  private readonly insertProject;
  private readonly updateSettings;
  private readonly insertTemplate;
  private readonly insertDocument;
  private readonly insertVersion;
  private readonly insertNavigation;

  constructor(private readonly db: SqliteDatabase) {
    this.selectTemplates = db.prepare(`SELECT * FROM doc_templates WHERE project_id = ? ORDER BY created_at, id`);
    // The drafts arrive as a JSON array; the (draft_id, revision) index serves each.
    this.selectVersions = db.prepare(
      `SELECT * FROM draft_versions WHERE project_id = ? AND draft_id IN (SELECT value FROM json_each(?)) ORDER BY draft_id, revision`,
    );
    this.insertProject = db.prepare(
      `INSERT INTO projects (id, name, default_language, plan, trial_ends_at, modules, settings, created_at)
       VALUES (@id, @name, @default_language, @plan, @trial_ends_at, @modules, @settings, @created_at)`,
    );
    this.updateSettings = db.prepare(`UPDATE projects SET settings = ? WHERE id = ?`);
    this.insertTemplate = db.prepare(
      `INSERT INTO doc_templates (project_id, id, name, description, fields, extends_layout, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertDocument = db.prepare(`INSERT INTO documents (${DOCUMENT_COLUMNS}) VALUES (${DOCUMENT_COLUMNS.replace(/(\w+)/g, '@$1')})`);
    this.insertVersion = db.prepare(
      `INSERT INTO draft_versions (id, project_id, draft_id, revision, saved_at, saved_by, autosave, metadata, content)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertNavigation = db.prepare(`INSERT INTO site_navigation (id, project_id, kind, language, position, body) VALUES (?, ?, ?, ?, ?, ?)`);
  }

  async templates(projectId: string): Promise<ArchivedTemplate[]> {
    return (this.selectTemplates.all(projectId) as ArchivedTemplateRow[]).map((row) => ({
      template: toTemplate(row),
      created_at: row.created_at,
      updated_at: row.updated_at,
    }));
  }

  async versionsOf(projectId: string, draftIds: readonly string[]): Promise<DraftVersion[]> {
    return (this.selectVersions.all(projectId, JSON.stringify(draftIds)) as Array<Required<VersionRow>>).map(toVersion);
  }

  async createProject(project: Project): Promise<void> {
    this.insertProject.run({ ...project, modules: JSON.stringify(project.modules), settings: JSON.stringify(project.settings) });
  }

  async replaceSettings(projectId: string, settings: ProjectSettings): Promise<boolean> {
    return this.updateSettings.run(JSON.stringify(settings), projectId).changes === 1;
  }

  async addTemplates(projectId: string, templates: readonly ArchivedTemplate[]): Promise<void> {
    await immediate(this.db, () => {
      for (const { template, created_at, updated_at } of templates) {
        const layout = template.extends ?? DEFAULT_LAYOUT;
        this.insertTemplate.run(projectId, template.id, template.name, template.description, JSON.stringify(template.fields), layout, created_at, updated_at);
      }
    });
  }

  async addDocuments(documents: readonly PageDocument[]): Promise<void> {
    await immediate(this.db, () => documents.forEach((doc) => this.insertDocument.run(toRow(doc))));
  }

  async addVersions(projectId: string, versions: readonly DraftVersion[]): Promise<void> {
    await immediate(this.db, () => {
      for (const v of versions) {
        this.insertVersion.run(
          v.version_id,
          projectId,
          v.draft_id,
          v.revision,
          v.saved_at,
          v.saved_by,
          v.autosave ? 1 : 0,
          JSON.stringify(v.metadata),
          v.content,
        );
      }
    });
  }

  async addNavigation(entries: readonly NavigationEntry[]): Promise<void> {
    await immediate(this.db, () =>
      entries.forEach((e) => this.insertNavigation.run(e.id, e.project_id, e.kind, e.language, e.position, JSON.stringify(e.body))),
    );
  }
}
