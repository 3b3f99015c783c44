import { inject, injectable } from 'inversify';
import { Clock } from '../shared/ports.js';
import { OAuthStore } from './ports.js';

/**
 * Deletes the authorization server's expired entries (codes, tokens, sessions, interactions,
 * lapsed grants with their connector records). Reads already ignore them; this keeps the
 * store from growing. MongoDB's TTL index does the same on its own.
 */
@injectable()
export class SweepOAuthState {
  constructor(
    @inject(OAuthStore) private readonly store: OAuthStore,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /** How many entries went. */
  async sweep(): Promise<number> {
    return this.store.sweep(this.clock.now());
  }
}
