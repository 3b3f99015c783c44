import type { ClaimedPages, ClaimRequest, PageToEmbed, PageVector, PageVectors } from '../../../application/search/semantic/ports.js';
import type { Metadata } from '../../../domain/pages/metadata.js';
import { VectorPacker, type PackedVectors } from '../../../domain/search/vectors.js';
import { immediate, type SqliteDatabase } from '../database.js';

interface ScannedRow {
  id: string;
  project_id: string;
  revision: number;
  vector_revision: number | null;
  vector_model: string | null;
  claimed_until: string | null;
}

interface PageRow {
  id: string;
  project_id: string;
  language: string;
  revision: number;
  slug: string;
  metadata: string;
  content: string;
}

/** Vectors read per step of `vectorsOf` (2 MB at 256 dimensions, a few milliseconds). */
const READ_CHUNK = 2000;

/** A vector as its BLOB: the floats' own bytes. */
const blobOf = (vector: Float32Array): Buffer => Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);

/**
 * Page vectors in SQLite (migration 44). Claims are taken inside BEGIN IMMEDIATE, so two
 * processes on the file never claim the same page; a vector goes with its page by cascade, so
 * `pruneGone` finds nothing here unless a row was left by hand. The look for stale pages reads
 * the partial index of live ids and revisions, never a page's body.
 */
export class SqlitePageVectors implements PageVectors {
  private readonly scanFirst;
  private readonly scanAfter;
  private readonly takeClaim;
  private readonly selectPages;
  private readonly endClaim;
  private readonly upsertVector;
  private readonly releaseClaims;
  private readonly scanVectors;
  private readonly deleteVector;
  private readonly countVectors;
  private readonly selectVectors;
  private readonly selectVersion;
  private readonly selectMark;

  constructor(private readonly db: SqliteDatabase) {
    const scan = (after: string) =>
      db.prepare(
        `SELECT d.id, d.project_id, d.revision, v.revision AS vector_revision, v.model AS vector_model, c.until AS claimed_until
         FROM documents d INDEXED BY documents_live_revisions
         LEFT JOIN page_vectors v ON v.page_id = d.id
         LEFT JOIN page_vector_claims c ON c.page_id = d.id
         WHERE d.kind = 'live' ${after} ORDER BY d.id LIMIT @scan`,
      );
    this.scanFirst = scan('');
    this.scanAfter = scan('AND d.id > @after');
    this.takeClaim = db.prepare(
      `INSERT INTO page_vector_claims (page_id, project_id, lease, until) VALUES (@page_id, @project_id, @lease, @until)
       ON CONFLICT (page_id) DO UPDATE SET lease = excluded.lease, until = excluded.until WHERE page_vector_claims.until <= @now`,
    );
    this.selectPages = db.prepare(
      `SELECT id, project_id, language, revision, slug, metadata, content FROM documents
       WHERE id IN (SELECT value FROM json_each(?)) AND kind = 'live' ORDER BY id`,
    );
    this.endClaim = db.prepare(`DELETE FROM page_vector_claims WHERE page_id = ? AND lease = ?`);
    // Only for a page that is live now: a page deleted since its claim gets no vector (nor a foreign key error).
    this.upsertVector = db.prepare(
      `INSERT INTO page_vectors (page_id, project_id, language, revision, model, vector)
       SELECT @page_id, @project_id, @language, @revision, @model, @vector
       WHERE EXISTS (SELECT 1 FROM documents WHERE id = @page_id AND project_id = @project_id AND kind = 'live')
       ON CONFLICT (page_id) DO UPDATE SET language = excluded.language, revision = excluded.revision, model = excluded.model, vector = excluded.vector`,
    );
    this.releaseClaims = db.prepare(
      `UPDATE page_vector_claims SET lease = '', until = @retry_at WHERE page_id IN (SELECT value FROM json_each(@ids)) AND lease = @lease`,
    );
    this.scanVectors = db.prepare(
      `SELECT v.page_id, d.id IS NOT NULL AS live FROM page_vectors v LEFT JOIN documents d ON d.id = v.page_id AND d.kind = 'live'
       WHERE v.page_id > @after ORDER BY v.page_id LIMIT @scan`,
    );
    this.deleteVector = db.prepare(`DELETE FROM page_vectors WHERE page_id = ?`);
    this.countVectors = db.prepare(`SELECT count(*) FROM page_vectors WHERE project_id = ? AND model = ?`).pluck();
    this.selectVectors = db
      .prepare(`SELECT page_id, language, vector FROM page_vectors WHERE project_id = ? AND model = ? AND page_id > ? ORDER BY page_id LIMIT ?`)
      .raw();
    this.selectVersion = db.prepare(`SELECT version FROM page_vector_versions WHERE project_id = ?`).pluck();
    // The journal's AUTOINCREMENT counter (migration 38): its triggers move it on every write of a live page.
    this.selectMark = db.prepare(`SELECT seq FROM sqlite_sequence WHERE name = 'live_page_journal'`).pluck();
  }

  async claimStale(request: ClaimRequest): Promise<ClaimedPages> {
    return immediate(this.db, (): ClaimedPages => {
      const scanned = (request.after === null ? this.scanFirst.all(request) : this.scanAfter.all(request)) as ScannedRow[];
      const claimed: string[] = [];
      let last: string | null = null;
      for (const row of scanned) {
        last = row.id;
        const fresh = row.vector_revision === row.revision && row.vector_model === request.model;
        const held = row.claimed_until !== null && row.claimed_until > request.now;
        if (fresh || held) continue;
        this.takeClaim.run({ page_id: row.id, project_id: row.project_id, lease: request.lease, until: request.leaseUntil, now: request.now });
        claimed.push(row.id);
        if (claimed.length >= request.limit) break;
      }
      const pages = claimed.length === 0 ? [] : (this.selectPages.all(JSON.stringify(claimed)) as PageRow[]).map(toPageToEmbed);
      const reachedEnd = scanned.length < request.scan && last === scanned.at(-1)?.id;
      return { pages, next: reachedEnd || last === null ? null : last };
    });
  }

  async store(vectors: readonly PageVector[], lease: string): Promise<number> {
    return immediate(this.db, () => {
      let stored = 0;
      for (const vector of vectors) {
        if (this.endClaim.run(vector.page_id, lease).changes === 0) continue;
        stored += this.upsertVector.run({ ...vector, vector: blobOf(vector.vector) }).changes;
      }
      return stored;
    });
  }

  async release(pageIds: readonly string[], lease: string, retryAt: string): Promise<void> {
    if (pageIds.length > 0) this.releaseClaims.run({ ids: JSON.stringify(pageIds), lease, retry_at: retryAt });
  }

  async pruneGone(after: string | null, scan: number): Promise<{ readonly removed: number; readonly next: string | null }> {
    return immediate(this.db, () => {
      const rows = this.scanVectors.all({ after: after ?? '', scan }) as Array<{ page_id: string; live: number }>;
      let removed = 0;
      for (const row of rows) if (row.live === 0) removed += this.deleteVector.run(row.page_id).changes;
      return { removed, next: rows.length < scan ? null : rows.at(-1)!.page_id };
    });
  }

  /**
   * Into one matrix, READ_CHUNK rows at a time with a turn of the event loop between: a big
   * project's read (100,000 vectors take most of a second) never holds up requests. Rows written
   * meanwhile may or may not be in it; the version read before says it is to be read again.
   */
  async vectorsOf(projectId: string, model: string): Promise<PackedVectors> {
    const packer = new VectorPacker(this.countVectors.get(projectId, model) as number);
    let after = '';
    for (;;) {
      const rows = this.selectVectors.all(projectId, model, after, READ_CHUNK) as Array<[string, string, Buffer]>;
      for (const [pageId, language, vector] of rows) packer.add(pageId, language, vector);
      if (rows.length < READ_CHUNK) return packer.packed();
      after = rows.at(-1)![0];
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async versionOf(projectId: string): Promise<string> {
    return String((this.selectVersion.get(projectId) as number | undefined) ?? 0);
  }

  async livePagesMark(): Promise<string> {
    return String((this.selectMark.get() as number | undefined) ?? 0);
  }
}

const toPageToEmbed = (row: PageRow): PageToEmbed => ({
  page_id: row.id,
  project_id: row.project_id,
  language: row.language,
  revision: row.revision,
  slug: row.slug,
  metadata: JSON.parse(row.metadata) as Metadata,
  content: row.content,
});
