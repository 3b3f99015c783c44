import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { unauthenticated, type AppError } from '../../domain/shared/errors.js';
import { AccountRepository } from '../accounts/ports.js';
import { Clock } from '../shared/ports.js';
import { IdentityVerifier } from './ports.js';

const REMEMBERED_USERS_MAX = 10_000;

/** What a request presents to prove who is calling. */
export interface Credentials {
  /** `Authorization: Bearer <token>`: an identity-provider ID token. */
  readonly bearer: string | null;
}

/**
 * Turns a request's credentials (a bearer ID token) into an actor. The account's email is written only when it is
 * first seen or changes, so the hot path stays read-only.
 */
@injectable()
export class Authenticate {
  private readonly knownEmails = new Map<string, string | null>();

  constructor(
    @inject(IdentityVerifier) private readonly verifier: IdentityVerifier,
    @inject(AccountRepository) private readonly accounts: AccountRepository,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(credentials: Credentials): Promise<E.Either<AppError, Actor>> {
    const token = credentials.bearer;
    if (token === null || token === '') return E.left(unauthenticated('Authentication required'));
    const verified = await this.verifier.verify(token);
    if (E.isLeft(verified)) return verified;
    const { userId, email } = verified.right;
    if (!this.knownEmails.has(userId) || (email !== null && this.knownEmails.get(userId) !== email)) {
      await this.accounts.remember(userId, email, this.clock.now());
      if (this.knownEmails.size >= REMEMBERED_USERS_MAX) this.knownEmails.clear();
      this.knownEmails.set(userId, email);
    }
    return E.right({ kind: 'user', userId, email });
  }
}
