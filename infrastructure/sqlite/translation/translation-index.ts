import type { TranslationIndex } from '../../../application/translation/ports.js';
import type { DocumentStanding } from '../../../domain/translation/translation-status.js';
import type { SqliteDatabase } from '../database.js';

/** The translation status's one read: every document of a project without its body (index documents_by_project). */
export class SqliteTranslationIndex implements TranslationIndex {
  private readonly select;

  constructor(db: SqliteDatabase) {
    this.select = db.prepare(`SELECT slug, language, kind, revision, translation_of FROM documents WHERE project_id = ?`);
  }

  async standings(projectId: string): Promise<DocumentStanding[]> {
    const rows = this.select.all(projectId) as Array<Omit<DocumentStanding, 'translation_of'> & { translation_of: string | null }>;
    return rows.map((row) => ({ ...row, translation_of: row.translation_of === null ? null : JSON.parse(row.translation_of) }));
  }
}
