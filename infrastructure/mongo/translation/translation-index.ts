import type { Db } from 'mongodb';
import type { TranslationIndex } from '../../../application/translation/ports.js';
import type { DocumentStanding } from '../../../domain/translation/translation-status.js';
import { PAGES, type PageDoc } from '../pages/documents.js';

/** The translation status's one read: every document of a project, projected without its body. */
export class MongoTranslationIndex implements TranslationIndex {
  private readonly pages;

  constructor(db: Db) {
    this.pages = db.collection<PageDoc>(PAGES);
  }

  async standings(projectId: string): Promise<DocumentStanding[]> {
    const docs = await this.pages
      .find({ project_id: projectId }, { projection: { _id: 0, slug: 1, language: 1, kind: 1, revision: 1, translation_of: 1 } })
      .toArray();
    return docs.map((doc) => ({ slug: doc.slug, language: doc.language, kind: doc.kind, revision: doc.revision, translation_of: doc.translation_of ?? null }));
  }
}
