import type { ScopedLabels, TranslationStore } from '../../../application/translation/ports.js';
import { LABEL_SCOPES, type LabelScope, type Labels } from '../../../domain/translation/labels.js';
import type { SqliteDatabase } from '../database.js';
import { SqliteRowCache } from '../row-cache.js';

const isScope = (value: string): value is LabelScope => (LABEL_SCOPES as readonly string[]).includes(value);

function parseLabels(json: string): Labels | undefined {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Labels) : undefined;
  } catch {
    return undefined;
  }
}

/** Labels are read on every card and written once per language: reads are cached (SqliteRowCache). */
export class SqliteTranslationStore implements TranslationStore {
  private readonly selectLanguage;
  private readonly upsert;
  private readonly cache: SqliteRowCache<ScopedLabels>;

  constructor(private readonly db: SqliteDatabase) {
    this.cache = new SqliteRowCache(db, [{ table: 'translations', group: `{row}.project_id || ':' || {row}.language` }]);
    this.selectLanguage = db.prepare('SELECT scope, labels FROM translations WHERE project_id = ? AND language = ?');
    this.upsert = db.prepare(
      `INSERT INTO translations (project_id, language, scope, labels, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (project_id, language, scope) DO UPDATE SET labels = excluded.labels, updated_at = excluded.updated_at`,
    );
  }

  async find(projectId: string, language: string): Promise<ScopedLabels> {
    return this.cache.get(`${projectId}:${language}`, '', () => this.read(projectId, language));
  }

  private read(projectId: string, language: string): ScopedLabels {
    const rows = this.selectLanguage.all(projectId, language) as Array<{ scope: string; labels: string }>;
    const scopes: ScopedLabels = {};
    for (const row of rows) {
      const labels = parseLabels(row.labels);
      if (isScope(row.scope) && labels !== undefined) scopes[row.scope] = labels;
    }
    return scopes;
  }

  async save(projectId: string, language: string, scopes: ScopedLabels, now: Date): Promise<void> {
    const at = now.toISOString();
    // Both scopes of a language land together: a reader never sees one without the other.
    this.db.transaction(() => {
      for (const [scope, labels] of Object.entries(scopes)) this.upsert.run(projectId, language, scope, JSON.stringify(labels), at);
    })();
  }
}
