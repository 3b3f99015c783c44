import type { Db } from 'mongodb';
import { BackfillTracker, type BackfillOutcome, type SearchBackfill } from '../../search/index-build.js';
import { PAGES, type PageDoc } from '../pages/documents.js';
import { SEARCH_FIELDS_VERSION, searchFields } from './fields.js';

/** Records that every page document carries its search fields (one document, `_id` below). */
export const SEARCH_STATE = 'search_state';
/** Every page's fields are of the current analysis (fields.ts `SEARCH_FIELDS_VERSION`). */
export const FIELDS_DONE = `page_fields_v${SEARCH_FIELDS_VERSION}`;
const BATCH = 200;

/**
 * Gives page documents written before the current analysis their search fields, in `_id` order,
 * a batch at a time (each a round trip: the event loop is never held). An update applies only
 * while the page still has older fields, so a page rewritten meanwhile (its fields computed from
 * the new text) is never overwritten with fields of the old one.
 */
export function startMongoSearchBackfill(db: Db): SearchBackfill {
  const pages = db.collection<PageDoc>(PAGES);
  const state = db.collection<{ _id: string; done_at: string }>(SEARCH_STATE);
  // Counting the pages left would cost a collection scan on every start: MongoDB builds report counts only.
  const tracker = new BackfillTracker(null);
  const run = async (): Promise<BackfillOutcome> => {
    try {
      if (await state.findOne({ _id: FIELDS_DONE })) return { kind: 'complete', indexed: 0 };
      let after = '';
      for (;;) {
        const batch = await pages
          .find(
            { _id: { $gt: after }, search_version: { $ne: SEARCH_FIELDS_VERSION } },
            { projection: { _id: 1, slug: 1, language: 1, metadata: 1, content: 1 } },
          )
          .sort({ _id: 1 })
          .limit(BATCH)
          .toArray();
        if (batch.length === 0) break;
        const result = await pages.bulkWrite(
          batch.map((doc) => ({
            updateOne: { filter: { _id: doc._id, search_version: { $ne: SEARCH_FIELDS_VERSION } }, update: { $set: searchFields(doc) } },
          })),
          { ordered: false },
        );
        tracker.indexed += result.modifiedCount;
        after = batch[batch.length - 1]!._id;
      }
      await state.updateOne({ _id: FIELDS_DONE }, { $set: { done_at: new Date().toISOString() } }, { upsert: true });
      return { kind: 'complete', indexed: tracker.indexed };
    } catch (error) {
      return { kind: 'failed', indexed: tracker.indexed, error };
    } finally {
      tracker.finish();
    }
  };
  return { done: run(), progress: () => tracker.progress() };
}
