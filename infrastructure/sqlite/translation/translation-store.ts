import type { ScopedLabels, TranslationStore } from '../../../application/translation/ports.js';
import { storedScopes } from '../../../domain/translation/labels.js';
import { immediate, type SqliteDatabase } from '../database.js';
import { SqliteRowCache } from '../row-cache.js';

function parseJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/** Labels are read on every card and written once per language: reads are cached (SqliteRowCache). */
export class SqliteTranslationStore implements TranslationStore {
  private readonly selectLanguage;
  private readonly upsert;
  private readonly cache: SqliteRowCache<'project_id' | 'language', ScopedLabels>;

  constructor(private readonly db: SqliteDatabase) {
    this.cache = new SqliteRowCache(db, [{ table: 'translations', key: ['project_id', 'language'] }]);
    this.selectLanguage = db.prepare('SELECT scope, labels FROM translations WHERE project_id = ? AND language = ?');
    this.upsert = db.prepare(
      `INSERT INTO translations (project_id, language, scope, labels, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (project_id, language, scope) DO UPDATE SET labels = excluded.labels, updated_at = excluded.updated_at`,
    );
  }

  async find(projectId: string, language: string): Promise<ScopedLabels> {
    return this.cache.get({ project_id: projectId, language }, '', () => this.read(projectId, language));
  }

  private read(projectId: string, language: string): ScopedLabels {
    const rows = this.selectLanguage.all(projectId, language) as Array<{ scope: string; labels: string }>;
    return storedScopes(rows.map((row) => ({ scope: row.scope, labels: parseJson(row.labels) })));
  }

  async save(projectId: string, language: string, scopes: ScopedLabels, now: Date): Promise<void> {
    const at = now.toISOString();
    // Both scopes of a language land together: a reader never sees one without the other.
    await immediate(this.db, () => {
      for (const [scope, labels] of Object.entries(scopes)) this.upsert.run(projectId, language, scope, JSON.stringify(labels), at);
    });
  }
}
