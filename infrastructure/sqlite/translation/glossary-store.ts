import type { GlossaryStore } from '../../../application/translation/ports.js';
import { EMPTY_GLOSSARY, type Glossary, type GlossaryTerm } from '../../../domain/translation/glossary.js';
import type { SqliteDatabase } from '../database.js';

/** One row per project holding its terms as JSON: an upsert replaces the whole glossary at once. */
export class SqliteGlossaryStore implements GlossaryStore {
  private readonly select;
  private readonly upsert;

  constructor(db: SqliteDatabase) {
    this.select = db.prepare('SELECT terms FROM glossaries WHERE project_id = ?');
    this.upsert = db.prepare(
      `INSERT INTO glossaries (project_id, terms, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (project_id) DO UPDATE SET terms = excluded.terms, updated_at = excluded.updated_at`,
    );
  }

  async find(projectId: string): Promise<Glossary> {
    const row = this.select.get(projectId) as { terms: string } | undefined;
    return row === undefined ? EMPTY_GLOSSARY : { terms: JSON.parse(row.terms) as GlossaryTerm[] };
  }

  async replace(projectId: string, glossary: Glossary, now: Date): Promise<void> {
    this.upsert.run(projectId, JSON.stringify(glossary.terms), now.toISOString());
  }
}
