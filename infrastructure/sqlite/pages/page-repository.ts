import type {
  CreateOutcome, DiscardOutcome, DocumentKind, DraftChange, DraftSaveOutcome, NewVersion, OpenOutcome, PageChange, PageQuery, PageRepository,
  PageUpdateOutcome,
} from '../../../application/pages/ports.js';
import { cloneAsDraft, editedPage, isDraft, type PageDocument } from '../../../domain/pages/page-document.js';
import { immediate, type SqliteDatabase } from '../database.js';
import { groupCommitOf, type GroupCommit } from '../group-commit.js';
import { SqliteRowCache } from '../row-cache.js';
import { DraftWriter } from './draft-writer.js';
import { isUniqueViolation, documentOf, toRow, type DocumentRow } from './rows.js';

/** Documents with a longer body are read from SQLite every time rather than kept in memory. */
const CACHED_CONTENT_MAX = 32 * 1024;

const keepInCache = (doc: PageDocument | null): boolean => doc === null || doc.content.length <= CACHED_CONTENT_MAX;

const COLUMNS = 'id, project_id, kind, slug, language, visibility, doc_template_id, metadata, content, revision, created_at, updated_at';

/**
 * Pages and drafts in SQLite. Every write runs under BEGIN IMMEDIATE, so its checks (slug
 * reservation, revision, kind) and its writes cannot interleave with another writer; the
 * unique index is the last word on "one live page and one draft per slug and language".
 */
export class SqlitePageRepository implements PageRepository {
  private readonly selectById;
  private readonly selectBySlug;
  private readonly selectPage;
  private readonly insert;
  private readonly selectReservation;
  private readonly updateLive;
  private readonly deleteDoc;
  private readonly drafts: DraftWriter;
  private readonly byId: SqliteRowCache<PageDocument | null>;
  private readonly group: GroupCommit;

  constructor(private readonly db: SqliteDatabase) {
    this.selectById = db.prepare(`SELECT * FROM documents WHERE project_id = ? AND id = ?`);
    this.selectBySlug = db.prepare(`SELECT * FROM documents WHERE project_id = ? AND kind = ? AND slug = ? AND language = ?`);
    this.selectPage = db.prepare(
      `SELECT * FROM documents WHERE project_id = @project_id AND id > @after
         AND (@language IS NULL OR language = @language) AND (@visibility IS NULL OR visibility = @visibility)
       ORDER BY id LIMIT @limit`,
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
    this.group = groupCommitOf(db);
    this.byId = new SqliteRowCache(db, [{ table: 'documents', group: `{row}.project_id || ':' || {row}.id` }], 1000);
  }

  /**
   * Cached (see SqliteRowCache): editors and the live agent read the same documents far more
   * often than they change. Large bodies are not kept.
   */
  async findById(projectId: string, id: string): Promise<PageDocument | null> {
    return this.byId.get(`${projectId}:${id}`, '', () => this.readById(projectId, id), keepInCache);
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

  async create(doc: PageDocument, firstVersion?: NewVersion): Promise<CreateOutcome> {
    try {
      return immediate(this.db, (): CreateOutcome => {
        if (this.isReserved(doc.project_id, doc.slug)) return { kind: 'reserved' };
        this.insert.run(toRow(doc));
        if (firstVersion !== undefined && isDraft(doc)) this.drafts.record(doc, firstVersion);
        return { kind: 'created', doc };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { kind: 'duplicate' };
      throw error;
    }
  }

  async openDraft(projectId: string, slug: string, language: string, draftId: string, at: string): Promise<OpenOutcome> {
    return immediate(this.db, (): OpenOutcome => {
      const draft = this.selectBySlug.get(projectId, 'draft', slug, language) as DocumentRow | undefined;
      if (draft) return { kind: 'existing', draft: documentOf(draft) };
      const live = this.selectBySlug.get(projectId, 'live', slug, language) as DocumentRow | undefined;
      if (!live) return { kind: 'not_found' };
      const clone = cloneAsDraft(documentOf(live), draftId, at);
      this.insert.run(toRow(clone));
      return { kind: 'cloned', draft: clone };
    });
  }

  /** Group commit (see GroupCommit): concurrent autosaves share one commit. */
  async saveDraft(projectId: string, draftId: string, change: DraftChange): Promise<DraftSaveOutcome> {
    const outcome = await this.group.submit((): DraftSaveOutcome => {
      const row = this.selectById.get(projectId, draftId) as DocumentRow | undefined;
      if (!row) return { kind: 'not_found' };
      if (row.kind !== 'draft') return { kind: 'not_draft' };
      if (change.expectedRevision !== undefined && change.expectedRevision !== row.revision) {
        return { kind: 'stale', current_revision: row.revision };
      }
      return { kind: 'saved', draft: this.drafts.write(documentOf(row), change) };
    });
    // Committed: the next autosave's read of this draft needs no trip to SQLite.
    if (outcome.kind === 'saved' && keepInCache(outcome.draft)) this.byId.remember(`${projectId}:${draftId}`, '', outcome.draft);
    return outcome;
  }

  async updatePage(projectId: string, pageId: string, change: PageChange): Promise<PageUpdateOutcome> {
    try {
      return immediate(this.db, (): PageUpdateOutcome => {
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
        return { kind: 'updated', page };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { kind: 'duplicate' };
      throw error;
    }
  }

  async discardDraft(projectId: string, draftId: string): Promise<DiscardOutcome> {
    return immediate(this.db, (): DiscardOutcome => {
      const row = this.selectById.get(projectId, draftId) as DocumentRow | undefined;
      if (!row) return { kind: 'not_found' };
      if (row.kind !== 'draft') return { kind: 'not_draft' };
      // Versions go with it: draft_versions.draft_id is ON DELETE CASCADE.
      this.deleteDoc.run(projectId, draftId);
      return { kind: 'discarded' };
    });
  }

  async delete(projectId: string, id: string): Promise<boolean> {
    return this.deleteDoc.run(projectId, id).changes > 0;
  }

  private isReserved(projectId: string, slug: string): boolean {
    return this.selectReservation.get(projectId, slug) !== undefined;
  }
}
