import * as E from 'fp-ts/lib/Either.js';
import { errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { IdentityVerifier, VerifiedIdentity } from '../../application/identity/ports.js';
import type { Clock } from '../../application/shared/ports.js';
import { unauthenticated, unavailable, type AppError } from '../../domain/shared/errors.js';

/** Asymmetric algorithms only: `none` and HMAC tokens are refused whatever their header says. */
export const ACCEPTED_ALGORITHMS = ['RS256', 'ES256'];
const CLOCK_TOLERANCE_SECONDS = 5;

export interface JoseVerifierOptions {
  /** createLocalJWKSet (file, dev issuer) or createRemoteJWKSet (URL, with its own caching). */
  readonly keys: JWTVerifyGetKey;
  readonly issuer: string;
  readonly audience: string;
}

export class JoseIdentityVerifier implements IdentityVerifier {
  constructor(
    private readonly options: JoseVerifierOptions,
    private readonly clock: Clock,
  ) {}

  async verify(token: string): Promise<E.Either<AppError, VerifiedIdentity>> {
    try {
      const { payload } = await jwtVerify(token, this.options.keys, {
        issuer: this.options.issuer,
        audience: this.options.audience,
        algorithms: ACCEPTED_ALGORITHMS,
        requiredClaims: ['exp', 'iat', 'sub'],
        currentDate: this.clock.now(),
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      });
      if (typeof payload.sub !== 'string' || payload.sub === '' || payload.sub.length > 200) {
        return E.left(unauthenticated('Invalid token'));
      }
      const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : null;
      return E.right({ userId: payload.sub, email: email || null, expiresAt: new Date((payload.exp as number) * 1000) });
    } catch (error) {
      return E.left(toAppError(error));
    }
  }
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
