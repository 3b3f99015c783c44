import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { appliedMigrations, DATABASE_FILE, openSqlite } from './database.js';
import { MIGRATIONS } from './migrations/index.js';

export interface SqliteMigrationStatus {
  readonly store: 'sqlite';
  readonly file: string;
  /** False when the service never started on this DATA_DIR: every migration is pending. */
  readonly exists: boolean;
  /** The highest version applied (0: none), and the highest this code knows. */
  readonly current_version: number;
  readonly latest_version: number;
  readonly applied: ReadonlyArray<{ version: number; name: string; applied_at: string }>;
  /** Known and not applied yet: the next start applies them, in this order. */
  readonly pending: ReadonlyArray<{ version: number; name: string }>;
  /** Applied, but unknown to this code: a newer version of the service wrote this store. */
  readonly unknown: readonly number[];
  /** Whether the start-up build of the search index (pages older than the index) is still due. */
  readonly search_index_build: 'done' | 'pending';
}

/** Reads the migration state of the store under `dataDir` without applying anything (nor creating the file). */
export function sqliteMigrationStatus(dataDir: string): SqliteMigrationStatus {
  const file = join(dataDir, DATABASE_FILE);
  const known = [...MIGRATIONS].sort((a, b) => a.version - b.version);
  const latest = known[known.length - 1]?.version ?? 0;
  if (!existsSync(file)) {
    const pending = known.map(({ version, name }) => ({ version, name }));
    return { store: 'sqlite', file, exists: false, current_version: 0, latest_version: latest, applied: [], pending, unknown: [], search_index_build: 'done' };
  }
  const db = openSqlite(dataDir, { migrate: false });
  try {
    const applied = appliedMigrations(db);
    const versions = new Set(applied.map((m) => m.version));
    const knownVersions = new Set(known.map((m) => m.version));
    const buildDue = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'search_backfill'`).get() !== undefined;
    const building = buildDue && db.prepare(`SELECT 1 FROM search_backfill`).get() !== undefined;
    return {
      store: 'sqlite',
      file,
      exists: true,
      current_version: Math.max(0, ...versions),
      latest_version: latest,
      applied,
      pending: known.filter((m) => !versions.has(m.version)).map(({ version, name }) => ({ version, name })),
      unknown: applied.map((m) => m.version).filter((v) => !knownVersions.has(v)),
      // Migration 8 (search) schedules the build; before it, the build is as due as the migration.
      search_index_build: building || !versions.has(8) ? 'pending' : 'done',
    };
  } finally {
    db.close();
  }
}
