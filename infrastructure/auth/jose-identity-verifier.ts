import * as E from 'fp-ts/lib/Either.js';
import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { IdentityVerifier, VerifiedIdentity } from '../../application/identity/ports.js';
import type { Clock } from '../../application/shared/ports.js';
import { unauthenticated, unavailable, type AppError } from '../../domain/shared/errors.js';

/** Asymmetric algorithms only: `none` and HMAC tokens are refused whatever their header says. */
const ACCEPTED_ALGORITHMS = ['RS256', 'ES256'];

/**
 * The one clock-skew rule, for every time claim: how far our clock and the identity provider's
 * may disagree. A token is expired once `exp` is this far behind our clock, not valid before
 * `nbf` minus it, and refused when `iat` (or, where required, `auth_time`) lies further ahead.
 */
export const CLOCK_SKEW_SECONDS = 60;

export interface JoseVerifierOptions {
  /** createLocalJWKSet (file, dev issuer) or createRemoteJWKSet (URL, with its own caching). */
  readonly keys: JWTVerifyGetKey;
  readonly issuer: string;
  readonly audience: string;
  /** Require `auth_time` (when the user signed in) and hold it to the skew rule (Firebase's rule for its ID tokens). */
  readonly requireAuthTime: boolean;
}

export class JoseIdentityVerifier implements IdentityVerifier {
  constructor(
    private readonly options: JoseVerifierOptions,
    private readonly clock: Clock,
  ) {}

  async verify(token: string): Promise<E.Either<AppError, VerifiedIdentity>> {
    const now = this.clock.now();
    try {
      const { payload } = await jwtVerify(token, this.options.keys, {
        issuer: this.options.issuer,
        audience: this.options.audience,
        algorithms: ACCEPTED_ALGORITHMS,
        requiredClaims: this.options.requireAuthTime ? ['exp', 'iat', 'sub', 'auth_time'] : ['exp', 'iat', 'sub'],
        currentDate: now,
        clockTolerance: CLOCK_SKEW_SECONDS,
      });
      if (typeof payload.sub !== 'string' || payload.sub === '' || payload.sub.length > 200) {
        return E.left(unauthenticated('Invalid token'));
      }
      // jose checks `iat` only against a maximum age; a token minted in the future is refused here.
      if (inTheFuture(payload.iat, now) || (this.options.requireAuthTime && inTheFuture(payload.auth_time, now))) {
        return E.left(unauthenticated('Invalid token'));
      }
      const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : null;
      return E.right({ userId: payload.sub, email: email || null, expiresAt: new Date((payload.exp as number) * 1000) });
    } catch (error) {
      return E.left(toAppError(error));
    }
  }
}

/** Not a time at all, or one beyond the skew ahead of `now`. */
function inTheFuture(claim: unknown, now: Date): boolean {
  return typeof claim !== 'number' || !Number.isFinite(claim) || claim > now.getTime() / 1000 + CLOCK_SKEW_SECONDS;
}

function toAppError(error: unknown): AppError {
  if (error instanceof errors.JWTExpired) return unauthenticated('Token expired');
  // The identity provider's key endpoint failing is our outage, not the caller's bad token.
  if (error instanceof errors.JWKSTimeout) return unavailable('Identity provider keys are unavailable');
  if (error instanceof errors.JOSEError) return unauthenticated('Invalid token');
  if (error instanceof TypeError || (error as { name?: string }).name === 'AbortError') {
    return unavailable('Identity provider keys are unavailable');
  }
  return unauthenticated('Invalid token');
}
