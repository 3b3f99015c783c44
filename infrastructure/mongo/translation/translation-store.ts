import type { Db } from 'mongodb';
import type { ScopedLabels, TranslationStore } from '../../../application/translation/ports.js';
import { storedScopes, type Labels } from '../../../domain/translation/labels.js';

interface TranslationDoc {
  project_id: string;
  language: string;
  scope: string;
  labels: Labels;
  updated_at: string;
}

export class MongoTranslationStore implements TranslationStore {
  private readonly translations;

  constructor(db: Db) {
    this.translations = db.collection<TranslationDoc>('translations');
  }

  async find(projectId: string, language: string): Promise<ScopedLabels> {
    const docs = await this.translations.find({ project_id: projectId, language }, { projection: { _id: 0, scope: 1, labels: 1 } }).toArray();
    return storedScopes(docs);
  }

  /** Idempotent upserts; an interrupted save leaves a scope missing, which readers treat as "not stored". */
  async save(projectId: string, language: string, scopes: ScopedLabels, now: Date): Promise<void> {
    const operations = Object.entries(scopes).map(([scope, labels]) => ({
      updateOne: {
        filter: { project_id: projectId, language, scope },
        update: { $set: { labels: labels!, updated_at: now.toISOString() } },
        upsert: true,
      },
    }));
    if (operations.length > 0) await this.translations.bulkWrite(operations, { ordered: false });
  }
}
