import { randomBytes } from 'node:crypto';
import type { IdGenerator } from '../../application/shared/ports.js';

/**
 * 9 base-36 digits of milliseconds then 16 random hex digits: unguessable, and sorting ids
 * as strings sorts them by creation time (cursor pagination relies on it).
 */
export class TimeOrderedIdGenerator implements IdGenerator {
  next(): string {
    return Date.now().toString(36).padStart(9, '0') + randomBytes(8).toString('hex');
  }
}
