/** Time, behind a port so tests can move it (quota days, trial expiry, token lifetimes). */
export interface Clock {
  now(): Date;
}
export const Clock = Symbol.for('Clock');

/** Opaque, unique, time-ordered identifiers (so id order is creation order for cursors). */
export interface IdGenerator {
  next(): string;
}
export const IdGenerator = Symbol.for('IdGenerator');

/** Counts events per key in a sliding window; shared across instances when storage is. */
export interface RateLimiter {
  /** Records one event and says whether it is within `limit` for the last `windowMs`. */
  hit(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  /** Says whether `key` already has `limit` events in the window, without recording one. */
  peek(key: string, limit: number, windowMs: number): Promise<RateDecision>;
}
export const RateLimiter = Symbol.for('RateLimiter');

export interface RateDecision {
  readonly allowed: boolean;
  /** Whole seconds until the oldest counted event leaves the window (0 when allowed). */
  readonly retryAfterSeconds: number;
}

/** Storage health, for `/readyz`. */
export interface StorageHealth {
  ping(): Promise<boolean>;
}
export const StorageHealth = Symbol.for('StorageHealth');
