/** The person signed in: the id the service knows them by (the token's `sub`), and their email when known. */
export interface SignedInUser {
  readonly userId: string;
  readonly email: string | null;
}

/** A field the sign-in form asks for. */
export interface CredentialField {
  readonly name: string;
  readonly label: string;
  readonly type: 'text' | 'email' | 'password';
  /** The `autocomplete` token password managers and browsers fill the field by. */
  readonly autocomplete: string;
  /** What the form says when a required field is left empty; absent for an optional field. */
  readonly whenMissing?: string;
}

/** Where the person stands with the sign-in of this page. */
export type SignInState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'signed-out';
      readonly fields: readonly CredentialField[];
      /** A sentence about this way of signing in (the development sign-in says what it is). */
      readonly note: string | null;
      /** The sign-in button's words ("Sign in", or an OpenID provider's `AUTH_OIDC_LABEL`). */
      readonly action: string;
    }
  | { readonly status: 'signed-in'; readonly user: SignedInUser }
  /** Signing in cannot work here (not configured, or the service unreachable): the message says why. */
  | { readonly status: 'unavailable'; readonly message: string };

/** A failure to show to the person, in words; `field` names the form field it is about. */
export class SignInError extends Error {
  constructor(
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'SignInError';
  }
}

/** `getIdToken()` while nobody is signed in (or after the session ended). */
export class SignInRequired extends SignInError {
  constructor() {
    super('Sign in first.');
    this.name = 'SignInRequired';
  }
}
