import type { DraftChange, NewVersion } from '../../../application/drafts/ports.js';
import { writtenDraft } from '../../../domain/drafts/draft-write.js';
import { coalescesWith, MAX_VERSIONS_PER_DRAFT } from '../../../domain/drafts/version.js';
import type { PageDocument } from '../../../domain/pages/page-document.js';
import type { SqliteDatabase } from '../database.js';
import { toRow } from '../pages/rows.js';
import type { VersionRow } from './rows.js';

const translationOfJson = (draft: PageDocument): string | null => toRow(draft).translation_of;

/**
 * Writes a draft revision and its version. Callers hold the write lock (BEGIN IMMEDIATE). An
 * autosave that coalesces costs four statements: read, update the draft, read the latest
 * version, update it in place; other saves insert a version and keep the count at the cap.
 */
export class DraftWriter {
  private readonly updateDraft;
  private readonly latestVersion;
  private readonly insertVersion;
  private readonly replaceVersion;
  private readonly countVersions;
  private readonly trimVersions;

  constructor(db: SqliteDatabase) {
    this.updateDraft = db.prepare(`UPDATE documents SET metadata = ?, content = ?, revision = ?, translation_of = ?, updated_at = ? WHERE id = ?`);
    this.latestVersion = db.prepare(`SELECT id, saved_at, saved_by, autosave FROM draft_versions WHERE draft_id = ? ORDER BY revision DESC LIMIT 1`);
    this.insertVersion = db.prepare(
      `INSERT INTO draft_versions (id, project_id, draft_id, revision, saved_at, saved_by, autosave, metadata, content)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.replaceVersion = db.prepare(`UPDATE draft_versions SET revision = ?, saved_at = ?, metadata = ?, content = ? WHERE id = ?`);
    this.countVersions = db.prepare(`SELECT COUNT(*) AS n FROM draft_versions WHERE draft_id = ?`);
    // Oldest autosaves first (autosave = 1 sorts first descending), then the oldest saves; never
    // the version just recorded (see versionsToDrop in domain/drafts/version.ts).
    this.trimVersions = db.prepare(
      `DELETE FROM draft_versions WHERE id IN
         (SELECT id FROM draft_versions WHERE draft_id = ? AND id <> ? ORDER BY autosave DESC, revision ASC LIMIT ?)`,
    );
  }

  /** Applies `change` to `current` (already checked: a draft at the expected revision). */
  write(current: PageDocument, change: DraftChange): PageDocument {
    const next = writtenDraft(current, change, change.version.saved_at);
    const metadataJson = JSON.stringify(next.metadata);
    this.updateDraft.run(metadataJson, next.content, next.revision, translationOfJson(next), next.updated_at, next.id);
    const latest = this.latestVersion.get(next.id) as VersionRow | undefined;
    const previous = latest ? { saved_at: latest.saved_at, saved_by: latest.saved_by, autosave: latest.autosave === 1 } : null;
    if (latest && coalescesWith(previous, change.version)) {
      this.replaceVersion.run(next.revision, change.version.saved_at, metadataJson, next.content, latest.id);
    } else {
      this.record(next, change.version, metadataJson);
    }
    return next;
  }

  /** Records `draft` as it is now as a new version, then drops the excess over the cap. */
  record(draft: PageDocument, version: NewVersion, metadataJson = JSON.stringify(draft.metadata)): void {
    this.insertVersion.run(
      version.id,
      draft.project_id,
      draft.id,
      draft.revision,
      version.saved_at,
      version.saved_by,
      version.autosave ? 1 : 0,
      metadataJson,
      draft.content,
    );
    const { n } = this.countVersions.get(draft.id) as { n: number };
    if (n > MAX_VERSIONS_PER_DRAFT) this.trimVersions.run(draft.id, version.id, n - MAX_VERSIONS_PER_DRAFT);
  }
}
