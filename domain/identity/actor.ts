/**
 * Who is calling. Today every caller is a user authenticated by an ID token; headless callers
 * (API keys, OAuth) will add their own variants, and policies switch on `kind`.
 */
export interface UserActor {
  readonly kind: 'user';
  readonly userId: string;
  readonly email: string | null;
}

export type Actor = UserActor;
