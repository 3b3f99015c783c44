import type { VisitorRepository } from '../../../application/live/ports.js';
import type { Visitor } from '../../../domain/live/visitor.js';
import type { SqliteDatabase } from '../database.js';

/** Expired visitors of the project are dropped as a new one is saved, at most this many at a time. */
const SWEEP_LIMIT = 100;

/** Public visitors in SQLite (`live_visitors`), keyed by their token's hash. */
export class SqliteVisitorRepository implements VisitorRepository {
  private readonly insert;
  private readonly sweep;
  private readonly byHash;

  constructor(db: SqliteDatabase) {
    this.insert = db.prepare(
      'INSERT INTO live_visitors (token_hash, id, project_id, created_at, expires_at) VALUES (@token_hash, @id, @project_id, @created_at, @expires_at)',
    );
    this.sweep = db.prepare(
      `DELETE FROM live_visitors WHERE token_hash IN
         (SELECT token_hash FROM live_visitors WHERE project_id = ? AND expires_at <= ? LIMIT ${SWEEP_LIMIT})`,
    );
    this.byHash = db.prepare('SELECT token_hash, id, project_id, created_at, expires_at FROM live_visitors WHERE token_hash = ?');
  }

  async save(visitor: Visitor): Promise<void> {
    this.sweep.run(visitor.project_id, visitor.created_at);
    this.insert.run(visitor);
  }

  async findByTokenHash(tokenHash: string): Promise<Visitor | null> {
    return (this.byHash.get(tokenHash) as Visitor | undefined) ?? null;
  }
}
