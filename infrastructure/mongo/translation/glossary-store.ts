import type { Db } from 'mongodb';
import type { GlossaryStore } from '../../../application/translation/ports.js';
import { EMPTY_GLOSSARY, type Glossary, type GlossaryTerm } from '../../../domain/translation/glossary.js';

interface GlossaryDoc {
  project_id: string;
  terms: GlossaryTerm[];
  updated_at: string;
}

/** One document per project: `replaceOne` swaps the whole glossary atomically. */
export class MongoGlossaryStore implements GlossaryStore {
  private readonly glossaries;

  constructor(db: Db) {
    this.glossaries = db.collection<GlossaryDoc>('glossaries');
  }

  async find(projectId: string): Promise<Glossary> {
    const doc = await this.glossaries.findOne({ project_id: projectId }, { projection: { _id: 0, terms: 1 } });
    return doc === null ? EMPTY_GLOSSARY : { terms: doc.terms };
  }

  async replace(projectId: string, glossary: Glossary, now: Date): Promise<void> {
    await this.glossaries.replaceOne(
      { project_id: projectId },
      { project_id: projectId, terms: [...glossary.terms], updated_at: now.toISOString() },
      { upsert: true },
    );
  }
}
