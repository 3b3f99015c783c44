import type { CredentialField, SignedInUser } from '../types.js';

/**
 * One way of signing in (the development sign-in, Firebase Auth, an OpenID provider). The sign-in component keeps
 * the state and the form; a provider keeps the session and its tokens. Failures a person
 * should read are thrown as SignInError.
 */
export interface SignInProvider {
  /** What the sign-in form asks for, in order. */
  readonly fields: readonly CredentialField[];
  readonly note: string | null;
  /** The sign-in button's words, when not "Sign in". */
  readonly action?: string;
  /** The session this browser kept from an earlier visit, if any. */
  restore(): Promise<SignedInUser | null>;
  signIn(credentials: Readonly<Record<string, string>>): Promise<SignedInUser>;
  /** An ID token with a few minutes left at least (refreshed when nearer its expiry), or null once the session has ended. */
  idToken(): Promise<string | null>;
  signOut(): Promise<void>;
  /** Sign-ins and sign-outs made elsewhere (another tab, the provider ending the session). */
  onChange(listener: (user: SignedInUser | null) => void): () => void;
  /** Starts loading what signing in needs, before the person submits (optional). */
  prepare?(): void;
}
