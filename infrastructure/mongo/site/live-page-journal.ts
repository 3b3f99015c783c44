import type { LivePageJournal } from '../../../application/site/ports.js';

/**
 * MongoDB keeps no live-page journal yet: its page writers are several (pages, drafts' promotion,
 * imports, releases) and none records its address, so this journal cannot tell what changed and
 * every deploy on MongoDB is whole (correct, in proportion to the site). Recording an address in
 * each writer's transaction, as SQLite's triggers do, is what would make it incremental.
 */
export class MongoLivePageJournal implements LivePageJournal {
  async mark(): Promise<number> {
    return 0;
  }

  async changesSince(): Promise<null> {
    return null;
  }

  async forget(): Promise<void> {}
}
