import type { Db } from 'mongodb';
import type { VisitorRepository } from '../../../application/live/ports.js';
import type { Visitor } from '../../../domain/live/visitor.js';
import { LIVE_VISITORS } from './indexes.js';

type VisitorDoc = Visitor & { _id?: unknown };

/** Public visitors in MongoDB, one document each, found by the unique index on the token's hash. */
export class MongoVisitorRepository implements VisitorRepository {
  private readonly visitors;

  constructor(db: Db) {
    this.visitors = db.collection<VisitorDoc>(LIVE_VISITORS);
  }

  async save(visitor: Visitor): Promise<void> {
    // Expired visitors of the project go as a new one comes.
    await this.visitors.deleteMany({ project_id: visitor.project_id, expires_at: { $lte: visitor.created_at } });
    await this.visitors.insertOne({ ...visitor });
  }

  async findByTokenHash(tokenHash: string): Promise<Visitor | null> {
    const doc = await this.visitors.findOne({ token_hash: tokenHash }, { projection: { _id: 0 } });
    return doc === null ? null : { id: doc.id, project_id: doc.project_id, token_hash: doc.token_hash, created_at: doc.created_at, expires_at: doc.expires_at };
  }
}
