import type {
  ConfirmOutcome,
  ConfirmRequest,
  HistoryQuery,
  PageAddress,
  PublishConfirmation,
  PublishRepository,
  StoredConfirmation,
} from '../../../application/publishing/ports.js';
import { checkConfirmation } from '../../../domain/publishing/confirmation.js';
import { PLAIN_PUBLISH, type DraftCandidate, type PublishRecord } from '../../../domain/publishing/manifest.js';
import type { PageSummary, Published } from '../../../domain/webhooks/event-data.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import { immediate, type SqliteDatabase } from '../database.js';
import { outboxOf, type SqliteOutbox } from '../webhooks/outbox.js';
import { documentOf, type DocumentRow } from '../pages/rows.js';
import { Promotion } from './promotion.js';

interface PublishRow {
  id: string;
  project_id: string;
  published_at: string;
  published_by: string;
  changes: string;
  deployed_at: string | null;
  release: string | null;
  unpublished: string;
  settings_changed: number;
}

interface ConfirmationRow {
  token_hash: string;
  project_id: string;
  created_by: string;
  created_at: string;
  expires_at: string;
  changes: string;
  publish_id: string | null;
}

const recordOf = (row: PublishRow): PublishRecord => ({
  publish_id: row.id,
  project_id: row.project_id,
  published_at: row.published_at,
  published_by: row.published_by,
  changes: JSON.parse(row.changes),
  deployed_at: row.deployed_at,
  release: row.release === null ? null : JSON.parse(row.release),
  unpublished: JSON.parse(row.unpublished),
  settings_changed: row.settings_changed === 1,
});

/** Publishes in SQLite; `confirm` is one BEGIN IMMEDIATE transaction, so two confirms of one token cannot both promote. */
export class SqlitePublishRepository implements PublishRepository {
  private readonly selectDrafts;
  private readonly selectDraftsIn;
  private readonly selectLiveVisibility;
  private readonly deleteExpired;
  private readonly insertConfirmation;
  private readonly selectConfirmation;
  private readonly useConfirmation;
  private readonly insertPublish;
  private readonly selectPublish;
  private readonly selectHistory;
  private readonly selectUndeployedOf;
  private readonly updateDeployed;
  private readonly selectUndeployed;
  private readonly selectSummaries;
  private readonly promotion: Promotion;
  private readonly outbox: SqliteOutbox;

  constructor(private readonly db: SqliteDatabase) {
    // The live page of each draft's slug and language (one unique-index probe), what a draft equal to it would not change.
    const drafts = `SELECT d.*, l.id AS live_id, l.metadata AS live_metadata, l.content AS live_content
      FROM documents d LEFT JOIN documents l ON l.project_id = d.project_id AND l.kind = 'live' AND l.slug = d.slug AND l.language = d.language
      WHERE d.project_id = ? AND d.kind = 'draft'`;
    this.selectDrafts = db.prepare(`${drafts} ORDER BY d.id`);
    this.selectDraftsIn = db.prepare(`${drafts} AND d.id IN (SELECT value FROM json_each(?)) ORDER BY d.id`);
    // The asked-for addresses drive the loop (CROSS JOIN keeps them outer): one unique-index probe each.
    this.selectLiveVisibility = db.prepare(
      `SELECT d.language, d.slug, d.visibility FROM json_each(?) AS asked CROSS JOIN documents AS d
       WHERE d.project_id = ? AND d.kind = 'live' AND d.slug = asked.value ->> '$.slug' AND d.language = asked.value ->> '$.language'`,
    );
    this.deleteExpired = db.prepare(`DELETE FROM publish_confirmations WHERE project_id = ? AND expires_at < ?`);
    this.insertConfirmation = db.prepare(
      `INSERT INTO publish_confirmations (token_hash, project_id, created_by, created_at, expires_at, changes)
       VALUES (@token_hash, @project_id, @created_by, @created_at, @expires_at, @changes)`,
    );
    this.selectConfirmation = db.prepare(`SELECT * FROM publish_confirmations WHERE token_hash = ?`);
    this.useConfirmation = db.prepare(`UPDATE publish_confirmations SET publish_id = ? WHERE token_hash = ?`);
    this.insertPublish = db.prepare(
      `INSERT INTO publishes (id, project_id, published_at, published_by, changes, deployed_at, release, unpublished, settings_changed)
       VALUES (@publish_id, @project_id, @published_at, @published_by, @changes, NULL, @release, @unpublished, @settings_changed)`,
    );
    this.selectPublish = db.prepare(`SELECT * FROM publishes WHERE project_id = ? AND id = ?`);
    this.selectHistory = db.prepare(
      `SELECT * FROM publishes WHERE project_id = @project_id AND (@before IS NULL OR id < @before) ORDER BY id DESC LIMIT @limit`,
    );
    this.selectUndeployedOf = db.prepare(`SELECT id FROM publishes WHERE project_id = ? AND deployed_at IS NULL`).pluck();
    this.updateDeployed = db.prepare(
      `UPDATE publishes SET deployed_at = ? WHERE project_id = ? AND id IN (SELECT value FROM json_each(?)) AND deployed_at IS NULL`,
    );
    this.selectUndeployed = db.prepare(`SELECT DISTINCT project_id FROM publishes WHERE deployed_at IS NULL`).pluck();
    this.selectSummaries = db.prepare(
      `SELECT d.id, d.project_id, d.slug, d.language, d.visibility, d.doc_template_id, d.revision, d.translation_of, d.created_at, d.updated_at,
         (SELECT s.revision FROM documents s
           WHERE s.project_id = d.project_id AND s.kind = 'live' AND s.slug = d.slug AND s.language = json_extract(d.translation_of, '$.language')) AS source_revision
       FROM documents d WHERE d.project_id = ? AND d.id IN (SELECT value FROM json_each(?))`,
    );
    this.promotion = new Promotion(db);
    this.outbox = outboxOf(db);
  }

  async drafts(projectId: string, ids?: readonly string[]): Promise<DraftCandidate[]> {
    const rows = (ids === undefined ? this.selectDrafts.all(projectId) : this.selectDraftsIn.all(projectId, JSON.stringify(ids))) as Array<
      DocumentRow & { live_id: string | null; live_metadata: string | null; live_content: string | null }
    >;
    return rows.map(({ live_id, live_metadata, live_content, ...row }) => ({
      draft: documentOf(row),
      live: live_id === null ? null : { metadata: JSON.parse(live_metadata!), content: live_content! },
    }));
  }

  async liveVisibility(projectId: string, pages: readonly PageAddress[]) {
    if (pages.length === 0) return [];
    const asked = JSON.stringify(pages.map(({ language, slug }) => ({ language, slug })));
    return this.selectLiveVisibility.all(asked, projectId) as Array<PageAddress & { visibility: 'public' | 'unlisted' }>;
  }

  async saveConfirmation(confirmation: PublishConfirmation, expiredBefore: string): Promise<void> {
    await immediate(this.db, () => {
      this.deleteExpired.run(confirmation.project_id, expiredBefore);
      this.insertConfirmation.run({ ...confirmation, changes: JSON.stringify(confirmation.changes) });
    });
  }

  async findConfirmation(tokenHash: string): Promise<StoredConfirmation | null> {
    const row = this.selectConfirmation.get(tokenHash) as ConfirmationRow | undefined;
    return row === undefined ? null : { ...row, changes: JSON.parse(row.changes) };
  }

  async confirm(request: ConfirmRequest, events?: EventsOf<Published>): Promise<ConfirmOutcome> {
    return immediate(this.db, (): ConfirmOutcome => {
      const confirmation = this.selectConfirmation.get(request.tokenHash) as ConfirmationRow | undefined;
      const check = checkConfirmation(confirmation ?? null, request.projectId, request.at);
      if (check.kind === 'already_published')
        return { kind: 'already_published', publish: recordOf(this.selectPublish.get(request.projectId, check.publish_id) as PublishRow) };
      if (check.kind !== 'usable') return check;
      const outcome = this.promotion.promote(request.projectId, JSON.parse(confirmation!.changes), request.at);
      if (outcome.kind === 'changed') return outcome;
      const publish: PublishRecord = {
        publish_id: request.publishId,
        project_id: request.projectId,
        published_at: request.at,
        published_by: request.by,
        changes: outcome.changes,
        deployed_at: null,
        ...(request.context ?? PLAIN_PUBLISH),
      };
      this.insertPublish.run({
        ...publish,
        changes: JSON.stringify(publish.changes),
        release: publish.release === null ? null : JSON.stringify(publish.release),
        unpublished: JSON.stringify(publish.unpublished),
        settings_changed: publish.settings_changed ? 1 : 0,
      });
      this.useConfirmation.run(publish.publish_id, request.tokenHash);
      if (events) this.outbox.record(request.projectId, () => events({ publish, pages: this.promotedPages(publish) }));
      return { kind: 'published', publish };
    });
  }

  /** The live pages a publish promoted, as they are now (inside its transaction: as it left them). */
  private promotedPages(publish: PublishRecord): Published['pages'] {
    const rows = this.selectSummaries.all(publish.project_id, JSON.stringify(publish.changes.map((c) => c.page_id))) as Array<
      Omit<PageSummary, 'translation_of'> & { translation_of: string | null; source_revision: number | null }
    >;
    const byId = new Map(rows.map((row) => [row.id, { ...row, translation_of: row.translation_of === null ? null : JSON.parse(row.translation_of) }]));
    return publish.changes.map((change) => ({ ...byId.get(change.page_id)!, action: change.action }));
  }

  async find(projectId: string, publishId: string): Promise<PublishRecord | null> {
    const row = this.selectPublish.get(projectId, publishId) as PublishRow | undefined;
    return row ? recordOf(row) : null;
  }

  async history(projectId: string, query: HistoryQuery): Promise<PublishRecord[]> {
    const rows = this.selectHistory.all({ project_id: projectId, before: query.before ?? null, limit: query.limit }) as PublishRow[];
    return rows.map(recordOf);
  }

  async undeployed(projectId: string): Promise<string[]> {
    return this.selectUndeployedOf.all(projectId) as string[];
  }

  async markDeployed(projectId: string, publishIds: readonly string[], at: string): Promise<void> {
    await immediate(this.db, () => this.updateDeployed.run(at, projectId, JSON.stringify(publishIds)));
  }

  async undeployedProjects(): Promise<string[]> {
    return this.selectUndeployed.all() as string[];
  }
}
