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

/**
 * Counts events per key in a true sliding window (a sliding log: exact, no burst of twice the
 * limit across a minute boundary); shared across instances when the storage is.
 */
export interface RateLimiter {
  /**
   * Records one event when fewer than `limit` events of `key` fall in the last `windowMs`
   * (the event counts), else refuses it (a refused event is not recorded). One atomic step.
   */
  hit(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  /** Says whether `key` already has `limit` events in the window, without recording one. */
  peek(key: string, limit: number, windowMs: number): Promise<RateDecision>;
}
export const RateLimiter = Symbol.for('RateLimiter');

export interface RateDecision {
  readonly allowed: boolean;
  /**
   * When refused: whole seconds (rounded up) until an event would be allowed again, that is
   * until the event that keeps the count at `limit` leaves the window. 0 when allowed.
   */
  readonly retryAfterSeconds: number;
}

/** Storage health, for `/readyz`. */
export interface StorageHealth {
  ping(): Promise<boolean>;
}
export const StorageHealth = Symbol.for('StorageHealth');
