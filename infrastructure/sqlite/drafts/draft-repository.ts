import type { DiscardOutcome, DraftChange, DraftRepository, DraftSaveOutcome, OpenOutcome } from '../../../application/drafts/ports.js';
import { draftWriteRefusal } from '../../../domain/drafts/draft-write.js';
import { cloneAsDraft, type PageDocument } from '../../../domain/pages/page-document.js';
import type { PageSummary } from '../../../domain/webhooks/event-data.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import { immediate, type SqliteDatabase } from '../database.js';
import { outboxOf, type SqliteOutbox } from '../webhooks/outbox.js';
import { groupCommitOf, type GroupCommit } from '../group-commit.js';
import { documentCacheOf, type DocumentCache } from '../pages/document-cache.js';
import { documentOf, toRow, type DocumentRow } from '../pages/rows.js';
import { DraftWriter } from './draft-writer.js';

const COLUMNS = 'id, project_id, kind, slug, language, visibility, doc_template_id, metadata, content, revision, translation_of, created_at, updated_at';

/** The draft-only writes in SQLite, each under BEGIN IMMEDIATE (or a group commit). */
export class SqliteDraftRepository implements DraftRepository {
  private readonly selectById;
  private readonly selectBySlug;
  private readonly insert;
  private readonly deleteDoc;
  private readonly writer: DraftWriter;
  private readonly cache: DocumentCache;
  private readonly group: GroupCommit;
  private readonly outbox: SqliteOutbox;

  constructor(private readonly db: SqliteDatabase) {
    this.selectById = db.prepare(`SELECT * FROM documents WHERE project_id = ? AND id = ?`);
    this.selectBySlug = db.prepare(`SELECT * FROM documents WHERE project_id = ? AND kind = ? AND slug = ? AND language = ?`);
    this.insert = db.prepare(`INSERT INTO documents (${COLUMNS}) VALUES (${COLUMNS.replace(/(\w+)/g, '@$1')})`);
    this.deleteDoc = db.prepare(`DELETE FROM documents WHERE project_id = ? AND id = ?`);
    this.writer = new DraftWriter(db);
    this.cache = documentCacheOf(db);
    this.group = groupCommitOf(db);
    this.outbox = outboxOf(db);
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
    const { outcome, mark } = await this.group.submit(() => {
      // Through the cache: inside the write's transaction it answers what that transaction sees,
      // so a run of autosaves of one draft reads its 4 KB row from SQLite once, not every time.
      const current = this.cache.get(projectId, draftId, () => this.read(projectId, draftId));
      const outcome: DraftSaveOutcome = draftWriteRefusal(current, change.expectedRevision) ?? { kind: 'saved', draft: this.writer.write(current!, change) };
      return { outcome, mark: this.cache.commitMark() };
    });
    // Committed: the next autosave's read of this draft needs no trip to SQLite.
    if (outcome.kind === 'saved') this.cache.remember(outcome.draft, mark);
    return outcome;
  }

  async discardDraft(projectId: string, draftId: string, events?: EventsOf<PageSummary>): Promise<DiscardOutcome> {
    return immediate(this.db, (): DiscardOutcome => {
      const current = this.read(projectId, draftId);
      const refused = draftWriteRefusal(current);
      if (refused !== null) return refused;
      // Versions go with it: draft_versions.draft_id is ON DELETE CASCADE.
      this.deleteDoc.run(projectId, draftId);
      if (events) this.outbox.record(projectId, () => events(current!));
      return { kind: 'discarded' };
    });
  }

  private read(projectId: string, id: string): PageDocument | null {
    const row = this.selectById.get(projectId, id) as DocumentRow | undefined;
    return row ? documentOf(row) : null;
  }
}
