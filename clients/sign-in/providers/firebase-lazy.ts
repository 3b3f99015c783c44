import type { FirebaseSettings } from '../config.js';
import type { KeyValueStore } from '../storage.js';
import { SignInError, type CredentialField, type SignedInUser } from '../types.js';
import type { FirebaseSession } from './firebase.js';
import type { SignInProvider } from './provider.js';

/** Set while this browser keeps a Firebase session: only then is Firebase's code loaded at start. */
const MARKER_KEY = 'content-service:firebase-sign-in';

const FIELDS: readonly CredentialField[] = [
  { name: 'email', label: 'Email', type: 'email', autocomplete: 'username', whenMissing: 'Enter your email address.' },
  { name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', whenMissing: 'Enter your password.' },
];
const NOT_LOADED = 'The sign-in could not be loaded. Check your connection, then try again.';

/**
 * Firebase Auth, with its web client (a chunk of its own, `sign-in-firebase`) loaded only when
 * someone signs in, or when this browser kept a session from an earlier visit: a page nobody
 * signs in on never loads it.
 */
export function firebaseProvider(settings: FirebaseSettings, store: KeyValueStore): SignInProvider {
  let session: Promise<FirebaseSession> | null = null;
  const listeners = new Set<(user: SignedInUser | null) => void>();

  const load = (): Promise<FirebaseSession> => {
    session ??= import('./firebase.js').then(
      ({ openFirebaseSession }) => {
        const opened = openFirebaseSession(settings);
        opened.onChange((user) => {
          if (user === null) store.remove(MARKER_KEY);
          else store.set(MARKER_KEY, '1');
          for (const listener of listeners) listener(user);
        });
        return opened;
      },
      () => {
        session = null;
        throw new SignInError(NOT_LOADED);
      },
    );
    return session;
  };
  const kept = () => store.get(MARKER_KEY) !== null;

  return {
    fields: FIELDS,
    note: null,
    prepare() {
      load().catch(() => undefined);
    },
    async restore() {
      if (!kept()) return null;
      const user = await (await load()).restore();
      if (user === null) store.remove(MARKER_KEY);
      return user;
    },
    async signIn(credentials) {
      const email = (credentials.email ?? '').trim();
      const password = credentials.password ?? '';
      if (email === '') throw new SignInError('Enter your email address.', 'email');
      if (password === '') throw new SignInError('Enter your password.', 'password');
      const user = await (await load()).signIn(email, password);
      store.set(MARKER_KEY, '1');
      return user;
    },
    async idToken() {
      if (session === null && !kept()) return null;
      return (await load()).idToken();
    },
    async signOut() {
      store.remove(MARKER_KEY);
      if (session !== null) await (await session).signOut();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
