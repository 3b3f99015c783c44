import type { PageDocument } from '../../../domain/pages/page-document.js';
import type { SqliteDatabase } from '../database.js';
import { SqliteRowCache, type CommitMark } from '../row-cache.js';

/** Documents with a longer body are read from SQLite every time rather than kept in memory. */
const CACHED_CONTENT_MAX = 32 * 1024;

const keepInCache = (doc: PageDocument | null): boolean => doc === null || doc.content.length <= CACHED_CONTENT_MAX;

/**
 * Documents by id, cached (see SqliteRowCache): editors and the live agent read the same
 * documents far more often than they change. One per connection, shared by the page and
 * draft adapters, so a saved draft written through by one is what the other reads. Every read
 * checks for other connections' commits: a read on one instance after a save on another,
 * answered, returns that revision (never an older one).
 */
export class DocumentCache {
  private readonly byId: SqliteRowCache<'project_id' | 'id', PageDocument | null>;

  constructor(db: SqliteDatabase) {
    this.byId = new SqliteRowCache(db, [{ table: 'documents', key: ['project_id', 'id'] }], { maxGroups: 1000, staleMs: 0 });
  }

  get(projectId: string, id: string, load: () => PageDocument | null): PageDocument | null {
    return this.byId.get({ project_id: projectId, id }, '', load, keepInCache);
  }

  /**
   * A copy held here, unchecked (see PageRepository.findForFixedFields); without one, `get`.
   * Skipping the check spares SQLite's read lock (two fcntl calls and an fstat).
   */
  getFixedFields(projectId: string, id: string, load: () => PageDocument | null): PageDocument | null {
    return this.byId.peek({ project_id: projectId, id }, '') ?? this.get(projectId, id, load);
  }

  /** Inside the write's transaction: see SqliteRowCache.commitMark. */
  commitMark(): CommitMark {
    return this.byId.commitMark();
  }

  /** Write-through after a commit (see SqliteRowCache.remember). */
  remember(doc: PageDocument, mark: CommitMark): void {
    if (keepInCache(doc)) this.byId.remember(doc, '', doc, mark);
  }
}

const caches = new WeakMap<SqliteDatabase, DocumentCache>();

export function documentCacheOf(db: SqliteDatabase): DocumentCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new DocumentCache(db);
    caches.set(db, cache);
  }
  return cache;
}
