import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite, type SqliteDatabase } from '../../infrastructure/sqlite/database.js';

/** A migrated SQLite database in a fresh temp directory, and how to throw it away. */
export function tempSqlite(): { db: SqliteDatabase; dir: string; dispose: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'content-service-sqlite-'));
  const db = openSqlite(dir);
  return {
    db,
    dir,
    dispose: () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
