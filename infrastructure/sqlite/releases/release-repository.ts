import type {
  ClaimOutcome,
  ClaimRequest,
  DueClaimOutcome,
  ReleaseChange,
  ReleaseEnd,
  ReleaseQuery,
  ReleaseRepository,
  ReleaseUpdateOutcome,
} from '../../../application/releases/ports.js';
import { releaseChangeRefusal, type Release, type ReleaseStatus } from '../../../domain/releases/release.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import { immediate, type SqliteDatabase } from '../database.js';
import { outboxOf, type SqliteOutbox } from '../webhooks/outbox.js';

interface ReleaseRow {
  id: string;
  project_id: string;
  name: string;
  status: ReleaseStatus;
  publish_at: string | null;
  time_zone: string | null;
  items: string;
  revision: number;
  created_by: string;
  created_at: string;
  updated_at: string;
  claimed_by: string | null;
  claim_until: string | null;
  confirmation_hash: string | null;
  publish_id: string | null;
  finished_at: string | null;
  failure: string | null;
}

const releaseOf = (row: ReleaseRow): Release => ({
  id: row.id,
  project_id: row.project_id,
  name: row.name,
  status: row.status,
  publish_at: row.publish_at,
  time_zone: row.time_zone,
  items: JSON.parse(row.items),
  revision: row.revision,
  scheduled_by: JSON.parse(row.created_by),
  created_at: row.created_at,
  updated_at: row.updated_at,
  publish_id: row.publish_id,
  finished_at: row.finished_at,
  failure: row.failure === null ? null : JSON.parse(row.failure),
});

const claimedOf = (row: ReleaseRow) => ({ release: releaseOf(row), confirmation_hash: row.confirmation_hash });

/**
 * Releases in SQLite. Each change is one BEGIN IMMEDIATE (read the revision and status, write);
 * the due claim is one UPDATE choosing its row in a subquery, so of several instances (or
 * processes on one file) asking at once exactly one gets each due release.
 */
export class SqliteReleaseRepository implements ReleaseRepository {
  private readonly insert;
  private readonly select;
  private readonly selectPage;
  private readonly write;
  private readonly claimOne;
  private readonly claimNext;
  private readonly attach;
  private readonly end;
  private readonly selectNextDue;
  private readonly outbox: SqliteOutbox;

  constructor(private readonly db: SqliteDatabase) {
    this.insert = db.prepare(
      `INSERT INTO releases (id, project_id, name, status, publish_at, time_zone, items, revision, created_by, created_at, updated_at)
       VALUES (@id, @project_id, @name, @status, @publish_at, @time_zone, @items, @revision, @created_by, @created_at, @updated_at)`,
    );
    this.select = db.prepare(`SELECT * FROM releases WHERE project_id = ? AND id = ?`);
    this.selectPage = db.prepare(
      `SELECT * FROM releases WHERE project_id = @project_id AND (@before IS NULL OR id < @before) AND (@status IS NULL OR status = @status)
       ORDER BY id DESC LIMIT @limit`,
    );
    this.write = db.prepare(
      `UPDATE releases SET name = @name, items = @items, publish_at = @publish_at, time_zone = @time_zone, status = @status,
         created_by = @created_by, updated_at = @at, revision = revision + 1, failure = NULL, finished_at = NULL,
         claimed_by = NULL, claim_until = NULL, confirmation_hash = NULL
       WHERE id = @id RETURNING *`,
    );
    const claim = `SET status = 'publishing', claimed_by = @claimer, claim_until = @until, revision = revision + 1, updated_at = @now`;
    this.claimOne = db.prepare(`UPDATE releases ${claim} WHERE id = @id RETURNING *`);
    this.claimNext = db.prepare(
      `UPDATE releases ${claim} WHERE id = (
         SELECT id FROM releases WHERE (status = 'scheduled' AND publish_at <= @now) OR (status = 'publishing' AND claim_until <= @now)
         ORDER BY COALESCE(publish_at, claim_until), id LIMIT 1)
       RETURNING *`,
    );
    this.attach = db.prepare(`UPDATE releases SET confirmation_hash = ? WHERE id = ? AND status = 'publishing' AND claimed_by = ?`);
    this.end = db.prepare(
      `UPDATE releases SET status = @status, publish_id = @publish_id, failure = @failure, finished_at = @at, updated_at = @at,
         revision = revision + 1, claimed_by = NULL, claim_until = NULL
       WHERE id = @id AND status = 'publishing' AND claimed_by = @claimer RETURNING *`,
    );
    this.selectNextDue = db
      .prepare(
        `SELECT MIN(due) FROM (SELECT MIN(publish_at) AS due FROM releases WHERE status = 'scheduled'
           UNION ALL SELECT MIN(claim_until) FROM releases WHERE status = 'publishing')`,
      )
      .pluck();
    this.outbox = outboxOf(db);
  }

  async create(release: Release): Promise<void> {
    this.insert.run({ ...release, items: JSON.stringify(release.items), created_by: JSON.stringify(release.scheduled_by) });
  }

  async find(projectId: string, releaseId: string): Promise<Release | null> {
    const row = this.select.get(projectId, releaseId) as ReleaseRow | undefined;
    return row === undefined ? null : releaseOf(row);
  }

  async list(projectId: string, query: ReleaseQuery): Promise<Release[]> {
    const rows = this.selectPage.all({ project_id: projectId, before: query.before ?? null, status: query.status ?? null, limit: query.limit }) as ReleaseRow[];
    return rows.map(releaseOf);
  }

  async update(projectId: string, releaseId: string, expectedRevision: number, change: ReleaseChange): Promise<ReleaseUpdateOutcome> {
    return immediate(this.db, (): ReleaseUpdateOutcome => {
      const row = this.select.get(projectId, releaseId) as ReleaseRow | undefined;
      const refused = releaseChangeRefusal(row ?? null, expectedRevision);
      if (refused !== null) return refused;
      const current = releaseOf(row!);
      const next = this.write.get({
        id: releaseId,
        name: change.name ?? current.name,
        items: JSON.stringify(change.items ?? current.items),
        publish_at: change.publish_at === undefined ? current.publish_at : change.publish_at,
        time_zone: change.time_zone === undefined ? current.time_zone : change.time_zone,
        status: change.status,
        created_by: JSON.stringify(change.scheduled_by),
        at: change.at,
      }) as ReleaseRow;
      return { kind: 'updated', release: releaseOf(next) };
    });
  }

  async claim(projectId: string, releaseId: string, expectedRevision: number, request: ClaimRequest): Promise<ClaimOutcome> {
    return immediate(this.db, (): ClaimOutcome => {
      const row = this.select.get(projectId, releaseId) as ReleaseRow | undefined;
      const refused = releaseChangeRefusal(row ?? null, expectedRevision);
      if (refused !== null) return refused;
      return { kind: 'claimed', claimed: claimedOf(this.claimOne.get({ ...request, id: releaseId }) as ReleaseRow) };
    });
  }

  async claimDue(request: ClaimRequest): Promise<DueClaimOutcome> {
    const row = await immediate(this.db, () => this.claimNext.get(request) as ReleaseRow | undefined);
    return row === undefined ? { kind: 'none' } : { kind: 'claimed', claimed: claimedOf(row) };
  }

  async attachConfirmation(releaseId: string, claimer: string, confirmationHash: string): Promise<boolean> {
    return this.attach.run(confirmationHash, releaseId, claimer).changes === 1;
  }

  async finish(releaseId: string, claimer: string, end: ReleaseEnd, events?: EventsOf<Release>): Promise<boolean> {
    return immediate(this.db, () => {
      const row = this.end.get({
        id: releaseId,
        claimer,
        status: end.status,
        publish_id: end.status === 'published' ? end.publish_id : null,
        failure: end.status === 'failed' ? JSON.stringify(end.failure) : null,
        at: end.at,
      }) as ReleaseRow | undefined;
      if (row === undefined) return false;
      const release = releaseOf(row);
      if (events) this.outbox.record(release.project_id, () => events(release));
      return true;
    });
  }

  async nextDue(): Promise<string | null> {
    return (this.selectNextDue.get() as string | null | undefined) ?? null;
  }
}
