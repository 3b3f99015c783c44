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

/** An ID token the development issuer signed, and when it stops being accepted. */
export interface MintedIdToken {
  readonly token: string;
  readonly expiresAt: Date;
  /** Seconds from issue to expiry (the token's `exp - iat`). */
  readonly lifetimeSeconds: number;
}

/**
 * The development issuer's signing side: mints an ID token the service accepts while the dev
 * issuer is its identity provider (the development sign-in of the service's pages).
 */
export interface DevTokenIssuer {
  mint(claims: { readonly userId: string; readonly email: string | null }): Promise<MintedIdToken>;
}
export const DevTokenIssuer = Symbol.for('DevTokenIssuer');
