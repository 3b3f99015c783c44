import type { NewVersion } from '../../../application/drafts/ports.js';
import type {
  CreateOutcome,
  DocumentKind,
  DocumentListing,
  PageChange,
  PageQuery,
  PageRepository,
  PageUpdateOutcome,
} from '../../../application/pages/ports.js';
import { editedPage, isDraft, type PageDocument } from '../../../domain/pages/page-document.js';
import type { PageSummary } from '../../../domain/webhooks/event-data.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import { immediate, type SqliteDatabase } from '../database.js';
import { groupCommitOf, type GroupCommit } from '../group-commit.js';
import { outboxOf, type SqliteOutbox } from '../webhooks/outbox.js';
import { DraftWriter } from '../drafts/draft-writer.js';
import { documentCacheOf, type DocumentCache } from './document-cache.js';
import { isUniqueViolation, documentOf, toRow, type DocumentRow } from './rows.js';

const COLUMNS = 'id, project_id, kind, slug, language, visibility, doc_template_id, metadata, content, revision, translation_of, created_at, updated_at';

/**
 * Pages and drafts in SQLite (the draft-only writes: SqliteDraftRepository). Every write runs under BEGIN IMMEDIATE, so its checks (slug
 * reservation, revision, kind) and its writes cannot interleave with another writer; the
 * unique index is the last word on "one live page and one draft per slug and language".
 */
export class SqlitePageRepository implements PageRepository {
  private readonly selectById;
  private readonly selectBySlug;
  private readonly selectPage;
  private readonly selectListing;
  private readonly insert;
  private readonly selectReservation;
  private readonly updateLive;
  private readonly deleteDoc;
  private readonly drafts: DraftWriter;
  private readonly cache: DocumentCache;
  private readonly outbox: SqliteOutbox;
  private readonly group: GroupCommit;

  constructor(private readonly db: SqliteDatabase) {
    this.selectById = db.prepare(`SELECT * FROM documents WHERE project_id = ? AND id = ?`);
    this.selectBySlug = db.prepare(`SELECT * FROM documents WHERE project_id = ? AND kind = ? AND slug = ? AND language = ?`);
    this.selectPage = db.prepare(
      `SELECT * FROM documents WHERE project_id = @project_id AND id > @after
         AND (@language IS NULL OR language = @language) AND (@visibility IS NULL OR visibility = @visibility)
       ORDER BY id LIMIT @limit`,
    );
    // The count from the (project_id, kind, ...) index alone; the newest by walking the (project_id, id)
    // index from its end to the first document of the kind. One statement would read every row for max(id).
    this.selectListing = db.prepare(
      `SELECT (SELECT count(*) FROM documents WHERE project_id = @project_id AND kind = @kind) AS count,
              (SELECT id FROM documents WHERE project_id = @project_id AND kind = @kind ORDER BY id DESC LIMIT 1) AS newest_id`,
    );
    this.insert = db.prepare(`INSERT INTO documents (${COLUMNS}) VALUES (${COLUMNS.replace(/(\w+)/g, '@$1')})`);
    this.selectReservation = db.prepare(
      `SELECT 1 FROM projects WHERE id = ? AND json_extract(settings, '$.site.live_agent_placement') = 'destination_page'
         AND json_extract(settings, '$.site.live_agent_slug') = ?`,
    );
    this.updateLive = db.prepare(
      `UPDATE documents SET slug = @slug, metadata = @metadata, content = @content, visibility = @visibility,
         revision = @revision, updated_at = @updated_at WHERE id = @id`,
    );
    this.deleteDoc = db.prepare(`DELETE FROM documents WHERE project_id = ? AND id = ?`);
    this.drafts = new DraftWriter(db);
    this.cache = documentCacheOf(db);
    this.outbox = outboxOf(db);
    this.group = groupCommitOf(db);
  }

  /** Cached (see DocumentCache). */
  async findById(projectId: string, id: string): Promise<PageDocument | null> {
    return this.cache.get(projectId, id, () => this.readById(projectId, id));
  }

  /** This instance's copy when it has one (see DocumentCache.getFixedFields). */
  async findForFixedFields(projectId: string, id: string): Promise<PageDocument | null> {
    return this.cache.getFixedFields(projectId, id, () => this.readById(projectId, id));
  }

  private readById(projectId: string, id: string): PageDocument | null {
    const row = this.selectById.get(projectId, id) as DocumentRow | undefined;
    return row ? documentOf(row) : null;
  }

  async findBySlug(projectId: string, slug: string, language: string, kind: DocumentKind): Promise<PageDocument | null> {
    const row = this.selectBySlug.get(projectId, kind, slug, language) as DocumentRow | undefined;
    return row ? documentOf(row) : null;
  }

  async list(projectId: string, query: PageQuery): Promise<PageDocument[]> {
    const rows = this.selectPage.all({
      project_id: projectId,
      after: query.after ?? '',
      language: query.language ?? null,
      visibility: query.visibility ?? null,
      limit: query.limit,
    }) as DocumentRow[];
    return rows.map(documentOf);
  }

  async listing(projectId: string, kind: DocumentKind): Promise<DocumentListing> {
    return this.selectListing.get({ project_id: projectId, kind }) as DocumentListing;
  }

  async create(doc: PageDocument, firstVersion?: NewVersion, events?: EventsOf<PageDocument>): Promise<CreateOutcome> {
    try {
      return await immediate(this.db, (): CreateOutcome => {
        if (this.isReserved(doc.project_id, doc.slug)) return { kind: 'reserved' };
        this.insert.run(toRow(doc));
        if (firstVersion !== undefined && isDraft(doc)) this.drafts.record(doc, firstVersion);
        if (events) this.outbox.record(doc.project_id, () => events(doc));
        return { kind: 'created', doc };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { kind: 'duplicate' };
      throw error;
    }
  }

  /**
   * Group commit (see GroupCommit): concurrent updates, and the events they record, share one
   * commit; each runs in its own savepoint, so one refused by the unique index (or by the
   * outbox) rolls back alone, its events with it.
   */
  async updatePage(projectId: string, pageId: string, change: PageChange, events?: EventsOf<PageDocument>): Promise<PageUpdateOutcome> {
    try {
      return await this.group.submit((): PageUpdateOutcome => {
        const row = this.selectById.get(projectId, pageId) as DocumentRow | undefined;
        if (!row) return { kind: 'not_found' };
        if (row.kind === 'draft') return { kind: 'is_draft' };
        if (change.expectedRevision !== undefined && change.expectedRevision !== row.revision) {
          return { kind: 'stale', current_revision: row.revision };
        }
        const current = documentOf(row);
        const moves = change.slug !== undefined && change.slug !== current.slug;
        if (moves && this.isReserved(projectId, change.slug!)) return { kind: 'reserved' };
        const page = editedPage(current, change);
        this.updateLive.run(toRow(page));
        if (events) this.outbox.record(projectId, () => events(page));
        return { kind: 'updated', page };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { kind: 'duplicate' };
      throw error;
    }
  }

  async delete(projectId: string, id: string, events?: EventsOf<PageSummary>): Promise<boolean> {
    if (!events) return this.deleteDoc.run(projectId, id).changes > 0;
    return immediate(this.db, () => {
      const row = this.selectById.get(projectId, id) as DocumentRow | undefined;
      if (!row) return false;
      // Versions go with a draft: draft_versions.draft_id is ON DELETE CASCADE.
      this.deleteDoc.run(projectId, id);
      this.outbox.record(projectId, () => events(documentOf(row)));
      return true;
    });
  }

  private isReserved(projectId: string, slug: string): boolean {
    return this.selectReservation.get(projectId, slug) !== undefined;
  }
}
