import type { Either } from 'fp-ts/lib/Either.js';
import type { AppError } from '../../domain/shared/errors.js';

export interface VerifiedIdentity {
  /** The token's `sub`. */
  readonly userId: string;
  readonly email: string | null;
  /** The token's `exp`, as a Date: caches never keep an identity past it. */
  readonly expiresAt: Date;
}

/** Verifies an identity-provider ID token (signature, issuer, audience, lifetime). */
export interface IdentityVerifier {
  verify(token: string): Promise<Either<AppError, VerifiedIdentity>>;
}
export const IdentityVerifier = Symbol.for('IdentityVerifier');
