import { fetchSignInConfig, type SignInConfig } from './config.js';
import { devProvider } from './providers/dev.js';
import { firebaseProvider } from './providers/firebase-lazy.js';
import { oidcProvider } from './providers/oidc.js';
import type { SignInProvider } from './providers/provider.js';
import { serviceOrigin } from './service-origin.js';
import { derived, Signal, type ReadonlySignal } from './signal.js';
import { browserStore, type KeyValueStore } from './storage.js';
import { SignInError, SignInRequired, type SignedInUser, type SignInState } from './types.js';

/** The sign-in every page of the service that needs a person uses (see mountSignInForm for its form). */
export interface SignIn {
  /** Where the person stands: loading, signed out (with what the form asks), signed in, or sign-in unavailable. */
  readonly state: ReadonlySignal<SignInState>;
  /** The signed-in person, or null. */
  readonly user: ReadonlySignal<SignedInUser | null>;
  /** Settles once the configuration is read and a session kept from an earlier visit restored (or not). */
  readonly ready: Promise<void>;
  /**
   * An ID token for `Authorization: Bearer`, with a few minutes left at least (renewed when
   * nearer its end). Rejects with SignInRequired while nobody is signed in.
   */
  getIdToken(): Promise<string>;
  /** Signs in with what the form asked for (`state.fields`); rejects with a SignInError in words. */
  signIn(credentials: Readonly<Record<string, string>>): Promise<SignedInUser>;
  signOut(): Promise<void>;
  /** Starts loading what signing in needs (the provider's code), e.g. when the form gets focus. */
  prepare(): void;
}

export interface SignInOptions {
  /** The service's origin; by default the origin this script was loaded from. */
  readonly serviceOrigin?: string;
  readonly store?: KeyValueStore;
}

const NOT_CONFIGURED = 'Signing in to this page is not set up on this service. Ask its administrator.';

const sameUser = (a: SignedInUser | null, b: SignedInUser | null) => a === b || (a !== null && b !== null && a.userId === b.userId && a.email === b.email);

/** Reads how the service signs people in (`GET /auth/config`), restores a kept session, and keeps the state. */
export function createSignIn(options: SignInOptions = {}): SignIn {
  const origin = options.serviceOrigin ?? serviceOrigin();
  const store = options.store ?? browserStore();
  const state = new Signal<SignInState>({ status: 'loading' });
  const user = derived(state, (s) => (s.status === 'signed-in' ? s.user : null), sameUser);
  let provider: SignInProvider | null = null;

  const signedOut = (from: SignInProvider): SignInState => ({ status: 'signed-out', fields: from.fields, note: from.note, action: from.action ?? 'Sign in' });
  const show = (from: SignInProvider, next: SignedInUser | null) => {
    // A token renewal reports the same person again, a provider starting up reports nobody while
    // nobody is signed in: no change of state (the form would be drawn again, losing what was typed).
    const current = state.value;
    if (current.status === 'signed-in' ? sameUser(next, current.user) : current.status === 'signed-out' && next === null) return;
    state.set(next === null ? signedOut(from) : { status: 'signed-in', user: next });
  };

  const ready = (async () => {
    try {
      const chosen = providerFor(await fetchSignInConfig(origin), origin, store);
      if (chosen === null) return state.set({ status: 'unavailable', message: NOT_CONFIGURED });
      provider = chosen;
      chosen.onChange((next) => show(chosen, next));
      show(chosen, await chosen.restore());
    } catch (error) {
      state.set({ status: 'unavailable', message: error instanceof SignInError ? error.message : 'Signing in could not start. Reload the page to try again.' });
    }
  })();

  return {
    state,
    user,
    ready,
    async getIdToken() {
      await ready;
      if (provider === null || user.value === null) throw new SignInRequired();
      const token = await provider.idToken();
      if (token !== null) return token;
      show(provider, null);
      throw new SignInRequired();
    },
    async signIn(credentials) {
      await ready;
      if (provider === null) throw new SignInError(state.value.status === 'unavailable' ? state.value.message : NOT_CONFIGURED);
      const signedIn = await provider.signIn(credentials);
      show(provider, signedIn);
      return signedIn;
    },
    async signOut() {
      await ready;
      if (provider === null) return;
      await provider.signOut();
      show(provider, null);
    },
    prepare() {
      void ready.then(() => provider?.prepare?.());
    },
  };
}

function providerFor(config: SignInConfig, origin: string, store: KeyValueStore): SignInProvider | null {
  switch (config.provider) {
    case 'dev':
      return devProvider(origin, store);
    case 'firebase':
      return firebaseProvider(config.firebase, store);
    case 'oidc':
      return oidcProvider(config.oidc, origin, store);
    case 'none':
      return null;
  }
}
