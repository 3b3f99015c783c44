import type { CurrentRelease, PreparedRelease, ReleaseEntry, ReleaseInfo, ReleaseStore, SwitchOutcome } from '../../../application/site/release-store.js';
import { immediate, type SqliteDatabase } from '../database.js';

/**
 * Deployed sites in the SQLite database file (migration 35), so every instance on the file
 * serves every site whatever its DATA_DIR. Each file row names the releases it is part of
 * (`from_release` up to `to_release`): staging a changed path closes its open row and adds
 * one, so a release costs what changed, not the size of the site. The switch is one update of
 * `site_current` in the transaction that checks its base and its blobs.
 */
export class SqliteReleaseStore implements ReleaseStore {
  private readonly selectCurrent;
  private readonly selectEntry;
  private readonly selectAll;
  private readonly selectBlob;
  private readonly insertBlob;
  private readonly dropUnswitched;
  private readonly reopenClosed;
  private readonly dropStaged;
  private readonly closeOpen;
  private readonly insertRow;
  private readonly missingBlobs;
  private readonly upsertCurrent;
  private readonly closedEtags;
  private readonly dropClosed;
  private readonly uncheckedEtags;
  private readonly etagNamed;
  private readonly dropBlob;
  private readonly markChecked;

  constructor(private readonly db: SqliteDatabase) {
    this.selectCurrent = db.prepare(`SELECT release, info FROM site_current WHERE project_id = ?`);
    const inRelease = `from_release <= @release AND (to_release IS NULL OR to_release > @release)`;
    this.selectEntry = db.prepare(`SELECT entry FROM site_release_files WHERE project_id = @projectId AND path = @path AND ${inRelease}`).pluck();
    this.selectAll = db.prepare(`SELECT path, entry FROM site_release_files WHERE project_id = @projectId AND ${inRelease}`);
    this.selectBlob = db.prepare(`SELECT body FROM site_blobs WHERE project_id = ? AND etag = ?`).pluck();
    this.insertBlob = db.prepare(`INSERT INTO site_blobs (project_id, etag, body) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`);
    this.dropUnswitched = db.prepare(`DELETE FROM site_release_files WHERE project_id = ? AND from_release > ?`);
    this.reopenClosed = db.prepare(`UPDATE site_release_files SET to_release = NULL WHERE project_id = ? AND to_release > ?`);
    this.dropStaged = db.prepare(`DELETE FROM site_release_files WHERE project_id = ? AND path = ? AND from_release = ?`);
    this.closeOpen = db.prepare(`UPDATE site_release_files SET to_release = ? WHERE project_id = ? AND path = ? AND to_release IS NULL`);
    this.insertRow = db.prepare(`INSERT INTO site_release_files (project_id, path, from_release, etag, entry) VALUES (?, ?, ?, ?, ?)`);
    this.missingBlobs = db
      .prepare(
        `SELECT DISTINCT f.etag FROM site_release_files f WHERE f.project_id = ? AND f.from_release = ?
         AND NOT EXISTS (SELECT 1 FROM site_blobs b WHERE b.project_id = f.project_id AND b.etag = f.etag) ORDER BY f.etag`,
      )
      .pluck();
    this.upsertCurrent = db.prepare(
      `INSERT INTO site_current (project_id, release, info) VALUES (?, ?, ?) ON CONFLICT (project_id) DO UPDATE SET release = excluded.release, info = excluded.info`,
    );
    this.closedEtags = db.prepare(`SELECT DISTINCT etag FROM site_release_files WHERE project_id = ? AND to_release <= ?`).pluck();
    this.dropClosed = db.prepare(`DELETE FROM site_release_files WHERE project_id = ? AND to_release <= ?`);
    this.uncheckedEtags = db.prepare(`SELECT etag FROM site_blobs WHERE project_id = ? AND checked = 0`).pluck();
    this.etagNamed = db.prepare(`SELECT 1 FROM site_release_files WHERE project_id = ? AND etag = ? LIMIT 1`).pluck();
    this.dropBlob = db.prepare(`DELETE FROM site_blobs WHERE project_id = ? AND etag = ?`);
    this.markChecked = db.prepare(`UPDATE site_blobs SET checked = 1 WHERE project_id = ? AND etag = ? AND checked = 0`);
  }

  async current(projectId: string): Promise<CurrentRelease | null> {
    return this.currentNow(projectId);
  }

  async entries(projectId: string, release: number, paths: readonly string[]): Promise<Map<string, ReleaseEntry>> {
    const found = new Map<string, ReleaseEntry>();
    for (const path of paths) {
      const entry = this.selectEntry.get({ projectId, path, release }) as string | undefined;
      if (entry !== undefined) found.set(path, JSON.parse(entry) as ReleaseEntry);
    }
    return found;
  }

  async allEntries(projectId: string, release: number): Promise<Map<string, ReleaseEntry>> {
    const rows = this.selectAll.all({ projectId, release }) as Array<{ path: string; entry: string }>;
    return new Map(rows.map((row) => [row.path, JSON.parse(row.entry) as ReleaseEntry]));
  }

  async blob(projectId: string, etag: string): Promise<Uint8Array | null> {
    return (this.selectBlob.get(projectId, etag) as Buffer | undefined) ?? null;
  }

  async putBlob(projectId: string, etag: string, body: Uint8Array): Promise<void> {
    await immediate(this.db, () => this.insertBlob.run(projectId, etag, body));
  }

  async prepare(projectId: string): Promise<PreparedRelease> {
    return immediate(this.db, () => {
      const base = this.currentNow(projectId)?.release ?? null;
      // What a deploy that stopped before its switch staged: never current, so never read.
      this.dropUnswitched.run(projectId, base ?? 0);
      this.reopenClosed.run(projectId, base ?? 0);
      return { release: (base ?? 0) + 1, base };
    });
  }

  async stage(projectId: string, release: number, put: ReadonlyMap<string, ReleaseEntry>, removed: readonly string[]): Promise<void> {
    await immediate(this.db, () => {
      for (const path of [...put.keys(), ...removed]) {
        this.dropStaged.run(projectId, path, release);
        this.closeOpen.run(release, projectId, path);
      }
      for (const [path, entry] of put) this.insertRow.run(projectId, path, release, entry.etag, JSON.stringify(entry));
    });
  }

  async switchTo(projectId: string, prepared: PreparedRelease, info: ReleaseInfo): Promise<SwitchOutcome> {
    return immediate(this.db, (): SwitchOutcome => {
      const current = this.currentNow(projectId)?.release ?? null;
      if (current !== prepared.base) return { kind: 'moved', current };
      const missing = this.missingBlobs.all(projectId, prepared.release) as string[];
      if (missing.length > 0) return { kind: 'incomplete', missing };
      this.upsertCurrent.run(projectId, prepared.release, JSON.stringify(info));
      return { kind: 'switched' };
    });
  }

  async collect(projectId: string, keep: number): Promise<void> {
    await immediate(this.db, () => {
      const current = this.currentNow(projectId);
      if (current === null) return;
      // Rows closed at or before the oldest release kept are in no kept release.
      const oldest = current.release - keep + 1;
      const candidates = new Set([...(this.closedEtags.all(projectId, oldest) as string[]), ...(this.uncheckedEtags.all(projectId) as string[])]);
      this.dropClosed.run(projectId, oldest);
      for (const etag of candidates) {
        if (this.etagNamed.get(projectId, etag) === undefined) this.dropBlob.run(projectId, etag);
        else this.markChecked.run(projectId, etag);
      }
    });
  }

  async remove(projectId: string): Promise<void> {
    await immediate(this.db, () => {
      for (const table of ['site_current', 'site_release_files', 'site_blobs']) this.db.prepare(`DELETE FROM ${table} WHERE project_id = ?`).run(projectId);
    });
  }

  async projects(): Promise<string[]> {
    return this.db.prepare(`SELECT project_id FROM site_current ORDER BY project_id`).pluck().all() as string[];
  }

  private currentNow(projectId: string): CurrentRelease | null {
    const row = this.selectCurrent.get(projectId) as { release: number; info: string } | undefined;
    return row === undefined ? null : { release: row.release, info: JSON.parse(row.info) as ReleaseInfo };
  }
}
