import type { Db } from 'mongodb';
import type { StreamPassStore } from '../../../application/telephony/ports.js';
import type { StreamPass } from '../../../domain/telephony/stream-pass.js';
import { STREAM_PASSES } from './indexes.js';

type PassDoc = StreamPass & { _id?: unknown };

/** Stream passes in MongoDB; redeeming is one conditional findOneAndUpdate (atomic on its document). */
export class MongoStreamPassStore implements StreamPassStore {
  private readonly passes;

  constructor(db: Db) {
    this.passes = db.collection<PassDoc>(STREAM_PASSES);
  }

  async issue(pass: StreamPass): Promise<void> {
    // The call's used passes have done their work: they go as a new one comes.
    await this.passes.deleteMany({ project_id: pass.project_id, call_id: pass.call_id, redeemed_at: { $ne: null } });
    await this.passes.insertOne({ ...pass });
  }

  async redeem(tokenHash: string, at: Date): Promise<StreamPass | null> {
    const when = at.toISOString();
    const doc = await this.passes.findOneAndUpdate(
      { token_hash: tokenHash, redeemed_at: null, expires_at: { $gt: when } },
      { $set: { redeemed_at: when } },
      { returnDocument: 'after', projection: { _id: 0 } },
    );
    return doc === null
      ? null
      : { token_hash: doc.token_hash, project_id: doc.project_id, call_id: doc.call_id, expires_at: doc.expires_at, redeemed_at: doc.redeemed_at };
  }
}
