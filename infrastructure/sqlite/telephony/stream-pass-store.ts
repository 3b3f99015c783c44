import type { StreamPassStore } from '../../../application/telephony/ports.js';
import type { StreamPass } from '../../../domain/telephony/stream-pass.js';
import type { SqliteDatabase } from '../database.js';

/** Stream passes in SQLite (`phone_stream_passes`); redeeming is one conditional UPDATE … RETURNING. */
export class SqliteStreamPassStore implements StreamPassStore {
  private readonly insert;
  private readonly sweep;
  private readonly take;

  constructor(db: SqliteDatabase) {
    this.insert = db.prepare(
      'INSERT INTO phone_stream_passes (token_hash, project_id, call_id, expires_at, redeemed_at) VALUES (@token_hash, @project_id, @call_id, @expires_at, @redeemed_at)',
    );
    // The call's used passes have done their work: they go as a new one comes.
    this.sweep = db.prepare('DELETE FROM phone_stream_passes WHERE project_id = ? AND call_id = ? AND redeemed_at IS NOT NULL');
    this.take = db.prepare(
      `UPDATE phone_stream_passes SET redeemed_at = @at WHERE token_hash = @hash AND redeemed_at IS NULL AND expires_at > @at
       RETURNING token_hash, project_id, call_id, expires_at, redeemed_at`,
    );
  }

  async issue(pass: StreamPass): Promise<void> {
    this.sweep.run(pass.project_id, pass.call_id);
    this.insert.run(pass);
  }

  async redeem(tokenHash: string, at: Date): Promise<StreamPass | null> {
    return (this.take.get({ hash: tokenHash, at: at.toISOString() }) as StreamPass | undefined) ?? null;
  }
}
