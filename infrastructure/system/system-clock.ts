import type { Clock } from '../../application/shared/ports.js';

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
