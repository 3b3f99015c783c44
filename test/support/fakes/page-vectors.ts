import type { ClaimedPages, ClaimRequest, PageVector, PageVectors } from '../../../application/search/semantic/ports.js';
import { isDraft, type PageDocument } from '../../../domain/pages/page-document.js';
import { VectorPacker, type PackedVectors } from '../../../domain/search/vectors.js';
import type { InMemoryPagesState } from './pages.js';

/**
 * Page vectors in memory, over the in-memory pages (as the stores keep them beside the pages):
 * vectors and claims by page id. Each method does its checks and writes without awaiting in
 * between, so each is atomic. Vectors of a deleted page stay until `pruneGone` (as on MongoDB);
 * a deleted project's are never answered (as the stores' deletions do).
 */
export class InMemoryPageVectors implements PageVectors {
  readonly vectors = new Map<string, PageVector>();
  readonly claims = new Map<string, { lease: string; until: string }>();
  private readonly versions = new Map<string, number>();
  private seenPages = '';
  private changes = 0;

  constructor(private readonly state: InMemoryPagesState) {}

  async claimStale(request: ClaimRequest): Promise<ClaimedPages> {
    const scanned = this.livePages()
      .filter((page) => request.after === null || page.id > request.after)
      .slice(0, request.scan);
    const pages: ClaimedPages['pages'] = [];
    let last: string | null = null;
    for (const page of scanned) {
      last = page.id;
      const vector = this.vectors.get(page.id);
      const claim = this.claims.get(page.id);
      if ((vector?.revision === page.revision && vector.model === request.model) || (claim !== undefined && claim.until > request.now)) continue;
      this.claims.set(page.id, { lease: request.lease, until: request.leaseUntil });
      const { id: page_id, project_id, language, revision, slug, metadata, content } = page;
      pages.push({ page_id, project_id, language, revision, slug, metadata, content });
      if (pages.length >= request.limit) break;
    }
    const reachedEnd = scanned.length < request.scan && last === scanned.at(-1)?.id;
    return { pages, next: reachedEnd || last === null ? null : last };
  }

  async store(vectors: readonly PageVector[], lease: string): Promise<number> {
    let stored = 0;
    for (const vector of vectors) {
      if (this.claims.get(vector.page_id)?.lease !== lease) continue;
      this.claims.delete(vector.page_id);
      const page = this.state.docs.get(vector.page_id);
      if (page === undefined || isDraft(page) || page.project_id !== vector.project_id) continue;
      this.vectors.set(vector.page_id, { ...vector, vector: Float32Array.from(vector.vector) });
      this.bump(vector.project_id);
      stored += 1;
    }
    return stored;
  }

  async release(pageIds: readonly string[], lease: string, retryAt: string): Promise<void> {
    for (const id of pageIds) if (this.claims.get(id)?.lease === lease) this.claims.set(id, { lease: '', until: retryAt });
  }

  async pruneGone(after: string | null, scan: number): Promise<{ readonly removed: number; readonly next: string | null }> {
    const rows = [...this.vectors.values()]
      .filter((vector) => after === null || vector.page_id > after)
      .sort((a, b) => (a.page_id < b.page_id ? -1 : 1))
      .slice(0, scan);
    let removed = 0;
    for (const row of rows) {
      const page = this.state.docs.get(row.page_id);
      if (page !== undefined && !isDraft(page)) continue;
      this.vectors.delete(row.page_id);
      this.bump(row.project_id);
      removed += 1;
    }
    return { removed, next: rows.length < scan ? null : rows.at(-1)!.page_id };
  }

  async vectorsOf(projectId: string, model: string): Promise<PackedVectors> {
    const rows = this.state.projects.projects.has(projectId) ? [...this.vectors.values()].filter((v) => v.project_id === projectId && v.model === model) : [];
    const packer = new VectorPacker(rows.length);
    for (const row of rows) packer.add(row.page_id, row.language, new Uint8Array(row.vector.buffer, row.vector.byteOffset, row.vector.byteLength));
    return packer.packed();
  }

  async versionOf(projectId: string): Promise<string> {
    return `${this.state.projects.projects.has(projectId)}:${this.versions.get(projectId) ?? 0}`;
  }

  /** Counts the changes seen in the live pages' ids and revisions (any write of one changes them), so it only grows. */
  async livePagesMark(): Promise<string> {
    const pages = this.livePages()
      .map((page) => `${page.id}@${page.revision}`)
      .join(',');
    if (pages !== this.seenPages) {
      this.seenPages = pages;
      this.changes += 1;
    }
    return String(this.changes);
  }

  private livePages(): PageDocument[] {
    return [...this.state.docs.values()]
      .filter((doc) => !isDraft(doc) && this.state.projects.projects.has(doc.project_id))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
  }

  private bump(projectId: string): void {
    this.versions.set(projectId, (this.versions.get(projectId) ?? 0) + 1);
  }
}
