import { hash } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import type { IdentityVerifier, VerifiedIdentity } from '../../application/identity/ports.js';
import type { Clock } from '../../application/shared/ports.js';
import type { AppError } from '../../domain/shared/errors.js';

const MAX_ENTRIES = 10_000;
const MAX_AGE_MS = 10 * 60_000;

/**
 * Remembers verified tokens so repeated requests skip the signature check. Keyed by a hash of
 * the token (the token itself is never kept), and never past the token's own `exp`.
 * Failures are not cached: a token can only become valid by being a different token.
 */
export class CachedIdentityVerifier implements IdentityVerifier {
  private readonly entries = new Map<string, { identity: VerifiedIdentity; until: number }>();

  constructor(
    private readonly inner: IdentityVerifier,
    private readonly clock: Clock,
  ) {}

  async verify(token: string): Promise<E.Either<AppError, VerifiedIdentity>> {
    // One-shot hashing (no Hash object): this runs on every authenticated request.
    const key = hash('sha256', token, 'base64url');
    const now = this.clock.now().getTime();
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      if (hit.until > now) return E.right(hit.identity);
      this.entries.delete(key);
    }
    const verified = await this.inner.verify(token);
    if (E.isRight(verified)) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { identity: verified.right, until: Math.min(verified.right.expiresAt.getTime(), now + MAX_AGE_MS) });
    }
    return verified;
  }
}
