import type { Clock } from '../../application/shared/ports.js';

/** A clock tests move by hand (next UTC day, trial expiry, token lifetimes). */
export class FakeClock implements Clock {
  private current: number;

  constructor(start: Date | string = new Date()) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
