import type { Db } from 'mongodb';
import type { SearchIndexRebuild } from '../../../application/search/ports.js';
import { PAGES, type PageDoc } from '../pages/documents.js';
import { searchFields } from './fields.js';

const BATCH = 200;

/**
 * MongoDB keeps its text index itself (`pages_search_v2`, ensured at start); what a rebuild
 * renews are the fields that index reads (`searchFields`), computed again
 * from each live page's text. An update applies only while the page is still at the revision
 * read (every write of a page's text moves its revision and writes its own fields), so a page
 * edited meanwhile never gets fields of its old text.
 */
export class MongoSearchIndexRebuild implements SearchIndexRebuild {
  private readonly pages;

  constructor(db: Db) {
    this.pages = db.collection<PageDoc>(PAGES);
  }

  async livePages(projectId: string): Promise<number> {
    return this.pages.countDocuments({ project_id: projectId, kind: 'live' });
  }

  async rebuild(projectId: string, progress: (indexed: number) => void): Promise<number> {
    let after = '';
    let indexed = 0;
    for (;;) {
      const batch = await this.pages
        .find(
          { project_id: projectId, kind: 'live', _id: { $gt: after } },
          { projection: { _id: 1, slug: 1, language: 1, metadata: 1, content: 1, revision: 1 } },
        )
        .sort({ _id: 1 })
        .limit(BATCH)
        .toArray();
      if (batch.length === 0) return indexed;
      await this.pages.bulkWrite(
        batch.map((doc) => ({ updateOne: { filter: { _id: doc._id, revision: doc.revision }, update: { $set: searchFields(doc) } } })),
        { ordered: false },
      );
      indexed += batch.length;
      after = batch[batch.length - 1]!._id;
      progress(indexed);
    }
  }
}
