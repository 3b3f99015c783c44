import type { InstanceKeyName, InstanceKeyOutcome, InstanceKeyStore } from '../../../application/shared/instance-keys.js';
import type { SqliteDatabase } from '../database.js';

/** The keys instances share, rows of the database file (migration 37). */
export class SqliteInstanceKeyStore implements InstanceKeyStore {
  private readonly insert;
  private readonly select;

  constructor(db: SqliteDatabase) {
    this.insert = db.prepare('INSERT INTO instance_keys (name, value, created_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING');
    this.select = db.prepare('SELECT value FROM instance_keys WHERE name = ?');
  }

  async ensure(name: InstanceKeyName, candidate: string): Promise<InstanceKeyOutcome> {
    // One statement decides: of instances starting at once on one file, exactly one inserts; the others read its key.
    if (this.insert.run(name, candidate, new Date().toISOString()).changes === 1) return { kind: 'created', value: candidate };
    const row = this.select.get(name) as { value: string } | undefined;
    if (row === undefined) throw new Error(`instance key ${name} vanished right after it was stored`);
    return { kind: 'existing', value: row.value };
  }
}
