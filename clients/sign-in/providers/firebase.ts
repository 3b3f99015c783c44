import { getApps, initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth';
import type { FirebaseSettings } from '../config.js';
import { SignInError, type SignedInUser } from '../types.js';

/**
 * Firebase Auth's web client (the modular `firebase/auth`), signing in with an email and a
 * password. Built as a chunk of its own: the sign-in component imports it when it is needed.
 */
export interface FirebaseSession {
  restore(): Promise<SignedInUser | null>;
  signIn(email: string, password: string): Promise<SignedInUser>;
  idToken(): Promise<string | null>;
  signOut(): Promise<void>;
  onChange(listener: (user: SignedInUser | null) => void): () => void;
}

/** Our own app name: a published site may run a Firebase app of its own on the same page. */
const APP_NAME = 'content-service-sign-in';

/** What the person reads for each failure the web client reports (its `auth/...` codes). */
const MESSAGES: Readonly<Record<string, { readonly message: string; readonly field?: string }>> = {
  'auth/invalid-credential': { message: 'The email or password is not right.', field: 'password' },
  'auth/invalid-login-credentials': { message: 'The email or password is not right.', field: 'password' },
  'auth/wrong-password': { message: 'The email or password is not right.', field: 'password' },
  'auth/user-not-found': { message: 'The email or password is not right.', field: 'password' },
  'auth/invalid-email': { message: 'That is not an email address.', field: 'email' },
  'auth/missing-password': { message: 'Enter your password.', field: 'password' },
  'auth/user-disabled': { message: 'This account is disabled. Ask the service’s administrator.' },
  'auth/too-many-requests': { message: 'Too many attempts to sign in to this account. Wait a few minutes, then try again.' },
  'auth/network-request-failed': { message: 'Could not reach the sign-in service. Check your connection, then try again.' },
  'auth/operation-not-allowed': { message: 'Signing in with an email and a password is not enabled for this service.' },
};

/** Failures of a kept session: it has ended (the account was disabled, deleted, or signed out everywhere). */
const SESSION_ENDED = new Set(['auth/user-token-expired', 'auth/user-disabled', 'auth/user-not-found', 'auth/invalid-user-token']);

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : '';

function inWords(error: unknown): SignInError {
  const code = codeOf(error);
  const known = MESSAGES[code];
  return known === undefined
    ? new SignInError(`Signing in did not work (${code || 'unknown error'}). Try again in a moment.`)
    : new SignInError(known.message, known.field ?? null);
}

const userOf = (user: User): SignedInUser => ({ userId: user.uid, email: user.email });

export function openFirebaseSession(settings: FirebaseSettings): FirebaseSession {
  const options = {
    apiKey: settings.apiKey,
    ...(settings.authDomain === null ? {} : { authDomain: settings.authDomain }),
    ...(settings.projectId === null ? {} : { projectId: settings.projectId }),
  };
  const app = getApps().find((candidate) => candidate.name === APP_NAME) ?? initializeApp(options, APP_NAME);
  // No popup or redirect resolver: an email and password need neither, and leaving them out keeps the chunk small.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (settings.emulatorUrl !== null) connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true });

  return {
    async restore() {
      await auth.authStateReady();
      return auth.currentUser === null ? null : userOf(auth.currentUser);
    },
    async signIn(email, password) {
      try {
        return userOf((await signInWithEmailAndPassword(auth, email, password)).user);
      } catch (error) {
        throw inWords(error);
      }
    },
    async idToken() {
      await auth.authStateReady();
      const user = auth.currentUser;
      if (user === null) return null;
      try {
        // The web client refreshes the token when it nears its end (and ahead of it while a listener follows it).
        return await user.getIdToken();
      } catch (error) {
        if (!SESSION_ENDED.has(codeOf(error))) throw inWords(error);
        await signOut(auth);
        return null;
      }
    },
    signOut: () => signOut(auth),
    onChange(listener) {
      return onIdTokenChanged(auth, (user) => listener(user === null ? null : userOf(user)));
    },
  };
}
