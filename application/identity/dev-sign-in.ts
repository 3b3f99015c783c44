import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { withSchemaHint } from '../../domain/shared/schema-hints.js';
import { DevTokenIssuer } from './ports.js';
import { SignInSettings } from './sign-in-settings.js';

const USER_ID = /^[A-Za-z0-9._@:+-]{1,128}$/;
const EMAIL_MAX_LENGTH = 254;

/** A user id as the development sign-in takes it: what a person can type and a `sub` can carry. */
const DevUserId = withSchemaHint(
  t.refinement(t.string, (s) => USER_ID.test(s), 'from 1 to 128 letters, digits or . _ @ : + -'),
  { type: 'string', minLength: 1, maxLength: 128, pattern: USER_ID.source },
);

/** An email address (lowercased), or none: empty and null both mean none. */
const OptionalEmail = withSchemaHint(
  new t.Type<string | null, string | null, unknown>(
    'an email address (something@domain, no spaces, at most 254 characters)',
    (u): u is string | null => u === null || typeof u === 'string',
    (u, c) => {
      if (u === null || u === '') return t.success(null);
      if (typeof u !== 'string') return t.failure(u, c);
      const email = u.trim().toLowerCase();
      const at = email.lastIndexOf('@');
      const valid = email.length <= EMAIL_MAX_LENGTH && at > 0 && at < email.length - 1 && !/[\s\p{Cc}]/u.test(email);
      return valid ? t.success(email) : t.failure(u, c);
    },
    t.identity,
  ),
  { type: 'string', maxLength: EMAIL_MAX_LENGTH },
);

export const DevSignInInput = t.intersection([t.type({ user_id: DevUserId }), t.partial({ email: OptionalEmail })]);
export type DevSignInInput = t.TypeOf<typeof DevSignInInput>;

export interface DevSignInResult {
  readonly id_token: string;
  readonly token_type: 'Bearer';
  /** Seconds the token is accepted for, from its issue (now): a client times its renewal by its own clock. */
  readonly expires_in: number;
  readonly expires_at: string;
  readonly user_id: string;
  readonly email: string | null;
}

/**
 * `POST /auth/dev/sign-in`: the development sign-in of the service's pages. Any user id signs
 * in, so it exists only while the development issuer is the identity provider (the route table
 * leaves the route out otherwise, and this refuses too, as an unknown route would: 404).
 */
@injectable()
export class DevSignIn {
  static readonly operation = 'dev_sign_in';

  constructor(
    @inject(SignInSettings) private readonly settings: SignInSettings,
    @inject(DevTokenIssuer) private readonly issuer: DevTokenIssuer,
  ) {}

  readonly execute = async (_caller: null, input: DevSignInInput): Promise<E.Either<AppError, DevSignInResult>> => {
    if (this.settings.provider !== 'dev') return E.left(notFound());
    const email = input.email ?? null;
    const minted = await this.issuer.mint({ userId: input.user_id, email });
    return E.right({
      id_token: minted.token,
      token_type: 'Bearer',
      expires_in: minted.lifetimeSeconds,
      expires_at: minted.expiresAt.toISOString(),
      user_id: input.user_id,
      email,
    });
  };
}
