import type { Db } from 'mongodb';
import type { PageAddress } from '../../../application/publishing/ports.js';
import type { LivePageChanges, LivePageJournal } from '../../../application/site/ports.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import { PAGES, toPage, type PageDoc } from '../pages/documents.js';
import { LIVE_PAGE_JOURNAL, LIVE_PAGE_JOURNAL_MARKS } from './indexes.js';
import type { JournalEntryDoc, JournalMarkDoc } from './journal-entries.js';

/** Slugs read per query of the changed pages (keeps each command far below MongoDB's 16 MB). */
const SLUGS_PER_QUERY = 500;

/**
 * The mark of every release deployed on MongoDB before this journal (its stub answered 0): the
 * live pages changed after such a release are in no entry, so a deploy from it must be whole.
 * The marks handed out here are therefore the counter plus one, never this.
 */
const BEFORE_THE_JOURNAL = 0;
const markOf = (seq: number): number => seq + 1;
const seqOf = (mark: number): number => mark - 1;

/**
 * The live-page journal in MongoDB. Every writer of a live page records the addresses it changes
 * in its own transaction (recordLivePageChanges: page create, edit, move and delete, a publish's
 * promotion, a project import), numbered by a per-project counter whose order is commit order
 * (see there). A mark is that counter (plus one); deleting a project drops its entries and
 * counter with its other documents (by `project_id`).
 */
export class MongoLivePageJournal implements LivePageJournal {
  private readonly entries;
  private readonly marks;
  private readonly pages;

  constructor(db: Db) {
    this.entries = db.collection<JournalEntryDoc>(LIVE_PAGE_JOURNAL);
    this.marks = db.collection<JournalMarkDoc>(LIVE_PAGE_JOURNAL_MARKS);
    this.pages = db.collection<PageDoc>(PAGES);
  }

  /** The project's counter as committed (plus one, see BEFORE_THE_JOURNAL): it only grows, even once the entries up to it are forgotten. */
  async mark(projectId: string): Promise<number> {
    return markOf((await this.marks.findOne({ _id: projectId }, { projection: { seq: 1 } }))?.seq ?? 0);
  }

  async changesSince(projectId: string, mark: number): Promise<LivePageChanges | null> {
    if (mark === BEFORE_THE_JOURNAL) return null;
    const grouped = await this.entries
      .aggregate<{ _id: PageAddress }>([
        { $match: { project_id: projectId, seq: { $gt: seqOf(mark) } } },
        { $group: { _id: { language: '$language', slug: '$slug' } } },
      ])
      .toArray();
    const changed = grouped.map(({ _id: { language, slug } }) => ({ language, slug }));
    // The pages are read after the addresses, not at their moment: a page written in between is
    // shown newer than its address says, which is harmless (its entry's seq is above the mark this
    // deploy read first, so the next deploy lists and renders it again), and none is missed.
    const slugs = [...new Set(changed.map((address) => address.slug))];
    const pages: PageDocument[] = [];
    for (let start = 0; start < slugs.length; start += SLUGS_PER_QUERY) {
      const some = slugs.slice(start, start + SLUGS_PER_QUERY);
      pages.push(...(await this.pages.find({ project_id: projectId, kind: 'live', slug: { $in: some } }).toArray()).map(toPage));
    }
    return { changed, pages };
  }

  async forget(projectId: string, mark: number): Promise<void> {
    await this.entries.deleteMany({ project_id: projectId, seq: { $lte: seqOf(mark) } });
  }
}
