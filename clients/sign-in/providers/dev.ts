import { requestJson, serviceError, tooManyAttempts } from '../http.js';
import { onStoreChangeElsewhere, type KeyValueStore } from '../storage.js';
import { SignInError, type CredentialField, type SignedInUser } from '../types.js';
import type { SignInProvider } from './provider.js';

const STORE_KEY = 'content-service:dev-sign-in';
/** A token is renewed once less than this is left, so that what a page is handed stays valid for a while. */
const RENEW_BEFORE_MS = 5 * 60_000;

const FIELDS: readonly CredentialField[] = [
  { name: 'user_id', label: 'User id', type: 'text', autocomplete: 'username', whenMissing: 'Enter a user id.' },
  { name: 'email', label: 'Email (optional)', type: 'email', autocomplete: 'email' },
];
const NOTE = 'Development sign-in: any user id signs in. It exists only while the service signs its own development tokens.';
const TURNED_OFF = 'The development sign-in is off: this service now trusts another identity provider.';

/** What this browser keeps: who signed in, the token, and when it expires by this browser's clock. */
interface DevSession {
  readonly userId: string;
  readonly email: string | null;
  readonly idToken: string;
  readonly expiresAt: number;
}

class DevSignInOff extends SignInError {}

/**
 * The development sign-in, backed by the service's dev issuer (`POST /auth/dev/sign-in`): a
 * user id (and an optional email) gets a one-hour ID token, renewed by asking again for the
 * same person when it nears its end. Kept in localStorage, so the origin's tabs share it.
 */
export function devProvider(origin: string, store: KeyValueStore): SignInProvider {
  let renewing: Promise<string | null> | null = null;

  const read = (): DevSession | null => parseSession(store.get(STORE_KEY));
  const userOf = (session: DevSession): SignedInUser => ({ userId: session.userId, email: session.email });

  async function mint(userId: string, email: string | null): Promise<DevSession> {
    const answer = await requestJson(`${origin}/auth/dev/sign-in`, { method: 'POST', body: email === null ? { user_id: userId } : { user_id: userId, email } });
    const body = answer.body as { id_token?: unknown; expires_in?: unknown; user_id?: unknown; email?: unknown } | null;
    if (answer.status === 200 && typeof body?.id_token === 'string' && typeof body.expires_in === 'number' && typeof body.user_id === 'string') {
      // The service's clock and this browser's may disagree: the lifetime counts from now, here.
      const session = {
        userId: body.user_id,
        email: typeof body.email === 'string' ? body.email : null,
        idToken: body.id_token,
        expiresAt: Date.now() + body.expires_in * 1000,
      };
      return session;
    }
    if (answer.status === 404) throw new DevSignInOff(TURNED_OFF);
    if (answer.status === 429) throw new SignInError(tooManyAttempts(answer.retryAfter));
    const message = serviceError(answer.body);
    if (answer.status === 400 && message !== null) throw new SignInError(`The service refused this sign-in: ${message}`, fieldNamed(message));
    throw new SignInError(`The service could not sign you in (status ${answer.status}). Try again in a moment.`);
  }

  return {
    fields: FIELDS,
    note: NOTE,
    async restore() {
      const session = read();
      return session === null ? null : userOf(session);
    },
    async signIn(credentials) {
      const userId = (credentials.user_id ?? '').trim();
      const email = (credentials.email ?? '').trim();
      if (userId === '') throw new SignInError('Enter a user id.', 'user_id');
      const session = await mint(userId, email === '' ? null : email);
      store.set(STORE_KEY, JSON.stringify(session));
      return userOf(session);
    },
    idToken() {
      const session = read();
      if (session === null) return Promise.resolve(null);
      if (Date.now() < session.expiresAt - RENEW_BEFORE_MS) return Promise.resolve(session.idToken);
      // One renewal at a time: calls made meanwhile get its token.
      renewing ??= renew(session).finally(() => (renewing = null));
      return renewing;
    },
    async signOut() {
      store.remove(STORE_KEY);
    },
    onChange(listener) {
      return onStoreChangeElsewhere(STORE_KEY, () => {
        const session = read();
        listener(session === null ? null : userOf(session));
      });
    },
  };

  async function renew(session: DevSession): Promise<string | null> {
    let fresh: DevSession;
    try {
      fresh = await mint(session.userId, session.email);
    } catch (error) {
      if (!(error instanceof DevSignInOff)) throw error;
      store.remove(STORE_KEY);
      return null;
    }
    // Signed out (or in as someone else) while renewing: that choice stands.
    if (read()?.userId !== session.userId) return read()?.idToken ?? null;
    store.set(STORE_KEY, JSON.stringify(fresh));
    return fresh.idToken;
  }
}

function parseSession(text: string | null): DevSession | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<DevSession>;
    const valid =
      typeof value.userId === 'string' &&
      typeof value.idToken === 'string' &&
      typeof value.expiresAt === 'number' &&
      (typeof value.email === 'string' || value.email === null);
    return valid ? (value as DevSession) : null;
  } catch {
    return null;
  }
}

/** The service names the field first in its message ("user_id must be ..."). */
function fieldNamed(message: string): string | null {
  const field = /^(\w+) /.exec(message)?.[1];
  return field !== undefined && FIELDS.some((f) => f.name === field) ? field : null;
}
