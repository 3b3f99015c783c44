import type { ClientSession, Db } from 'mongodb';
import type { PageAddress } from '../../../application/publishing/ports.js';
import { LIVE_PAGE_JOURNAL, LIVE_PAGE_JOURNAL_MARKS } from './indexes.js';

/** One live-page address a write changed, numbered by its project's counter. */
export interface JournalEntryDoc {
  project_id: string;
  seq: number;
  language: string;
  slug: string;
}

/** A project's counter: the `seq` of its newest entry (project deletion drops it by `project_id`). */
export interface JournalMarkDoc {
  _id: string;
  project_id: string;
  seq: number;
}

/**
 * Records the live-page addresses a write changes, inside that write's transaction (`session`),
 * so the entries commit or abort with it: what SQLite's triggers of migration 38 do. Every writer
 * of a live page calls this (page repository, promotion, project import); a callback of
 * `withTransaction` may run again, and nothing here keeps state between runs.
 */
export async function recordLivePageChanges(db: Db, projectId: string, addresses: readonly PageAddress[], session: ClientSession): Promise<void> {
  if (addresses.length === 0) return;
  if (!session.inTransaction()) throw new Error('recordLivePageChanges must run inside the transaction of the write it records');
  // Every recording transaction of a project writes this one counter document: a second one
  // writing it while the first is uncommitted, or once the first committed after the second's
  // snapshot began, fails with a WriteConflict (a TransientTransactionError), which
  // withTransaction retries from a snapshot that sees the first's increment. So seq order is
  // commit order within a project, and a mark (the committed counter) never precedes a change that
  // will later commit with a lower seq: a deploy reading the mark misses nothing. The price: the
  // live-page writes of one project run one after another (those that move slugs already do, on
  // the slug guard). On a replica set, as the adapters' transactions require.
  const counter = await db
    .collection<JournalMarkDoc>(LIVE_PAGE_JOURNAL_MARKS)
    .findOneAndUpdate(
      { _id: projectId },
      { $inc: { seq: addresses.length }, $set: { project_id: projectId } },
      { upsert: true, returnDocument: 'after', session, projection: { seq: 1 } },
    );
  // An upsert answering the document 'after' always finds one; its entries take the numbers up to its seq.
  const last = counter!.seq;
  const first = last - addresses.length + 1;
  await db.collection<JournalEntryDoc>(LIVE_PAGE_JOURNAL).insertMany(
    addresses.map(({ language, slug }, i) => ({ project_id: projectId, seq: first + i, language, slug })),
    { session },
  );
}
