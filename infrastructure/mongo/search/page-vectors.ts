import type { Binary, Db } from 'mongodb';
import type { ClaimedPages, ClaimRequest, PageVector, PageVectors } from '../../../application/search/semantic/ports.js';
import { VectorPacker, type PackedVectors } from '../../../domain/search/vectors.js';
import { isDuplicateKey } from '../errors.js';
import { PAGES, type PageDoc } from '../pages/documents.js';
import { LIVE_PAGE_JOURNAL_MARKS } from '../site/indexes.js';
import type { JournalMarkDoc } from '../site/journal-entries.js';
import { PAGE_VECTOR_CLAIMS, PAGE_VECTOR_VERSIONS, PAGE_VECTORS } from './page-vector-indexes.js';

interface VectorDoc {
  /** The page id: one vector per page. */
  _id: string;
  project_id: string;
  language: string;
  revision: number;
  model: string;
  /** The floats' own bytes (stored from a Buffer, read back as BSON Binary). */
  vector: Buffer | Binary;
}

interface ClaimDoc {
  /** The page id. */
  _id: string;
  project_id: string;
  lease: string;
  until: string;
}

interface VersionDoc {
  /** The project id. */
  _id: string;
  project_id: string;
  version: number;
}

const bytesOf = (vector: Float32Array): Buffer => Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);
const bytesStored = (stored: Buffer | Binary): Uint8Array => (Buffer.isBuffer(stored) ? stored : stored.value());

/**
 * Page vectors in MongoDB. A claim is a conditional upsert by page id, as a deploy lease: it
 * matches an ended claim; when another's claim runs, the upsert's insert collides with its
 * `_id` and the page is left to it. A vector is stored only by its claim's holder (the claim is
 * deleted first, by holder) and only for a page live at that moment; a page deleted in the
 * instant between leaves its vector to `pruneGone`, which also takes the vectors of pages
 * deleted later (MongoDB has no cascade). Project deletion removes all three collections'
 * documents by `project_id`.
 */
export class MongoPageVectors implements PageVectors {
  private readonly pages;
  private readonly vectors;
  private readonly claims;
  private readonly versions;
  private readonly marks;

  constructor(db: Db) {
    this.pages = db.collection<PageDoc>(PAGES);
    this.vectors = db.collection<VectorDoc>(PAGE_VECTORS);
    this.claims = db.collection<ClaimDoc>(PAGE_VECTOR_CLAIMS);
    this.versions = db.collection<VersionDoc>(PAGE_VECTOR_VERSIONS);
    this.marks = db.collection<JournalMarkDoc>(LIVE_PAGE_JOURNAL_MARKS);
  }

  async claimStale(request: ClaimRequest): Promise<ClaimedPages> {
    const scanned = await this.pages
      .find(
        { kind: 'live', ...(request.after !== null && { _id: { $gt: request.after } }) },
        { projection: { _id: 1, revision: 1, project_id: 1 }, sort: { _id: 1 }, limit: request.scan, hint: 'pages_live_revisions' },
      )
      .toArray();
    const ids = scanned.map((page) => page._id);
    const vectors = new Map(
      (await this.vectors.find({ _id: { $in: ids } }, { projection: { revision: 1, model: 1 } }).toArray()).map((v) => [v._id, v] as const),
    );
    const held = new Set((await this.claims.find({ _id: { $in: ids }, until: { $gt: request.now } }, { projection: { _id: 1 } }).toArray()).map((c) => c._id));
    const claimed: string[] = [];
    let last: string | null = null;
    for (const page of scanned) {
      last = page._id;
      const vector = vectors.get(page._id);
      if ((vector?.revision === page.revision && vector.model === request.model) || held.has(page._id)) continue;
      if (!(await this.claim(page._id, page.project_id, request))) continue;
      claimed.push(page._id);
      if (claimed.length >= request.limit) break;
    }
    const docs = claimed.length === 0 ? [] : await this.pages.find({ _id: { $in: claimed }, kind: 'live' }, { sort: { _id: 1 } }).toArray();
    // A page deleted between the look and the read: its claim goes now (there is nothing to embed).
    const gone = claimed.filter((id) => !docs.some((doc) => doc._id === id));
    if (gone.length > 0) await this.claims.deleteMany({ _id: { $in: gone }, lease: request.lease });
    const reachedEnd = scanned.length < request.scan && last === scanned.at(-1)?._id;
    return {
      pages: docs.map((doc) => ({
        page_id: doc._id,
        project_id: doc.project_id,
        language: doc.language,
        revision: doc.revision,
        slug: doc.slug,
        metadata: doc.metadata,
        content: doc.content,
      })),
      next: reachedEnd || last === null ? null : last,
    };
  }

  private async claim(pageId: string, projectId: string, request: ClaimRequest): Promise<boolean> {
    try {
      await this.claims.updateOne(
        { _id: pageId, until: { $lte: request.now } },
        { $set: { project_id: projectId, lease: request.lease, until: request.leaseUntil } },
        { upsert: true },
      );
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async store(vectors: readonly PageVector[], lease: string): Promise<number> {
    let stored = 0;
    const changed = new Set<string>();
    for (const vector of vectors) {
      if ((await this.claims.deleteOne({ _id: vector.page_id, lease })).deletedCount === 0) continue;
      if ((await this.pages.countDocuments({ _id: vector.page_id, project_id: vector.project_id, kind: 'live' }, { limit: 1 })) === 0) continue;
      const { page_id, project_id, language, revision, model } = vector;
      await this.vectors.replaceOne({ _id: page_id }, { project_id, language, revision, model, vector: bytesOf(vector.vector) }, { upsert: true });
      changed.add(project_id);
      stored += 1;
    }
    // After the writes: a reader that sees the new version also sees the vectors it counts.
    for (const projectId of changed) await this.bump(projectId);
    return stored;
  }

  async release(pageIds: readonly string[], lease: string, retryAt: string): Promise<void> {
    if (pageIds.length > 0) await this.claims.updateMany({ _id: { $in: [...pageIds] }, lease }, { $set: { lease: '', until: retryAt } });
  }

  async pruneGone(after: string | null, scan: number): Promise<{ readonly removed: number; readonly next: string | null }> {
    const rows = await this.vectors
      .find(after === null ? {} : { _id: { $gt: after } }, { projection: { _id: 1, project_id: 1 }, sort: { _id: 1 }, limit: scan })
      .toArray();
    const live = new Set(
      (await this.pages.find({ _id: { $in: rows.map((r) => r._id) }, kind: 'live' }, { projection: { _id: 1 } }).toArray()).map((p) => p._id),
    );
    const gone = rows.filter((row) => !live.has(row._id));
    if (gone.length > 0) await this.vectors.deleteMany({ _id: { $in: gone.map((row) => row._id) } });
    for (const projectId of new Set(gone.map((row) => row.project_id))) await this.bump(projectId);
    return { removed: gone.length, next: rows.length < scan ? null : rows.at(-1)!._id };
  }

  /** Document by document into one matrix, from a cursor: a project's documents are never all held at once. */
  async vectorsOf(projectId: string, model: string): Promise<PackedVectors> {
    const packer = new VectorPacker(await this.vectors.countDocuments({ project_id: projectId, model }));
    for await (const doc of this.vectors.find({ project_id: projectId, model }, { projection: { _id: 1, language: 1, vector: 1 } }))
      packer.add(doc._id, doc.language, bytesStored(doc.vector));
    return packer.packed();
  }

  async versionOf(projectId: string): Promise<string> {
    return String((await this.versions.findOne({ _id: projectId }, { projection: { version: 1 } }))?.version ?? 0);
  }

  /** Every project's journal counter (each only grows; a project's deletion drops one): their count and sum. */
  async livePagesMark(): Promise<string> {
    const [total] = await this.marks
      .aggregate<{ count: number; seq: number }>([{ $group: { _id: null, count: { $sum: 1 }, seq: { $sum: '$seq' } } }])
      .toArray();
    return total === undefined ? '0' : `${total.count}:${total.seq}`;
  }

  private async bump(projectId: string): Promise<void> {
    await this.versions.updateOne({ _id: projectId }, { $inc: { version: 1 }, $set: { project_id: projectId } }, { upsert: true });
  }
}
