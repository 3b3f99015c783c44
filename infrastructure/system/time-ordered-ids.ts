import { randomFillSync } from 'node:crypto';
import type { IdGenerator } from '../../application/shared/ports.js';

const POOL_BYTES = 4096;
const RANDOM_BYTES = 6;

/**
 * 9 base-36 digits of milliseconds, 4 hex digits of a per-millisecond sequence, 12 random hex
 * digits: sorting ids as strings sorts them by creation order in this process (cursor
 * pagination relies on it), and they cannot be guessed. Random bytes come from a pool filled
 * 4 KB at a time: one getrandom call per ~680 ids instead of one per id.
 */
export class TimeOrderedIdGenerator implements IdGenerator {
  private readonly pool = Buffer.alloc(POOL_BYTES);
  private offset = POOL_BYTES;
  private lastMs = 0;
  private sequence = 0;

  next(): string {
    let now = Date.now();
    if (now <= this.lastMs) {
      now = this.lastMs;
      this.sequence += 1;
      if (this.sequence > 0xffff) {
        // 65 536 ids in one millisecond: borrow the next millisecond to stay ordered.
        now += 1;
        this.sequence = 0;
      }
    } else {
      this.sequence = 0;
    }
    this.lastMs = now;
    return now.toString(36).padStart(9, '0') + this.sequence.toString(16).padStart(4, '0') + this.random();
  }

  private random(): string {
    if (this.offset + RANDOM_BYTES > POOL_BYTES) {
      randomFillSync(this.pool);
      this.offset = 0;
    }
    const hex = this.pool.toString('hex', this.offset, this.offset + RANDOM_BYTES);
    this.offset += RANDOM_BYTES;
    return hex;
  }
}
