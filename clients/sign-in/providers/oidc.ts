import type { OidcSettings } from '../config.js';
import { onStoreChangeElsewhere, type KeyValueStore } from '../storage.js';
import { SignInError, type SignedInUser } from '../types.js';
import { CALLBACK_PATH, parseSession, requestTokens, SESSION_KEY, SESSION_MESSAGE, type OidcSession } from './oidc-tokens.js';
import type { SignInProvider } from './provider.js';

/** A token is renewed once less than this is left, so that what a page is handed stays valid for a while. */
const RENEW_BEFORE_MS = 5 * 60_000;
const POPUP_BLOCKED = 'The sign-in window could not open: allow pop-ups for this page, then try again.';
const POPUP_CLOSED = 'The sign-in window was closed before signing in finished.';

/**
 * Any OpenID provider, through the authorization code flow with PKCE. Sign in sends the person
 * to the service's callback page (the redirect URI), which starts the flow at the provider and,
 * back with a code, exchanges it and returns them here; a page inside a frame (which providers
 * refuse to be shown in) opens it as a pop-up instead, which hands the session back. The ID
 * token is renewed with the refresh token when the provider gave one; without, the session
 * ends with the token and the person signs in again.
 */
export function oidcProvider(settings: OidcSettings, origin: string, store: KeyValueStore): SignInProvider {
  let renewing: Promise<string | null> | null = null;
  const read = (): OidcSession | null => parseSession(store.get(SESSION_KEY));
  const userOf = (session: OidcSession): SignedInUser => ({ userId: session.userId, email: session.email });
  const ended = (session: OidcSession) => Date.now() >= session.expiresAt && session.refreshToken === null;

  return {
    fields: [],
    note: null,
    action: settings.label,
    async restore() {
      const session = read();
      if (session === null || !ended(session)) return session === null ? null : userOf(session);
      store.remove(SESSION_KEY);
      return null;
    },
    signIn() {
      const callback = `${origin}${CALLBACK_PATH}`;
      if (window.self === window.top) {
        window.location.assign(`${callback}?${new URLSearchParams({ return_to: window.location.href })}`);
        // The page is left for the provider's: nothing settles here.
        return new Promise<SignedInUser>(() => undefined);
      }
      return signInInPopup(`${callback}?popup=1`);
    },
    idToken() {
      const session = read();
      if (session === null) return Promise.resolve(null);
      if (Date.now() < session.expiresAt - RENEW_BEFORE_MS) return Promise.resolve(session.idToken);
      if (session.refreshToken === null) {
        if (Date.now() < session.expiresAt) return Promise.resolve(session.idToken);
        store.remove(SESSION_KEY);
        return Promise.resolve(null);
      }
      // One renewal at a time: calls made meanwhile get its token.
      renewing ??= renew(session).finally(() => (renewing = null));
      return renewing;
    },
    async signOut() {
      store.remove(SESSION_KEY);
    },
    onChange(listener) {
      return onStoreChangeElsewhere(SESSION_KEY, () => {
        const session = read();
        listener(session === null ? null : userOf(session));
      });
    },
  };

  async function renew(session: OidcSession): Promise<string | null> {
    let fresh: OidcSession;
    try {
      fresh = await requestTokens(settings, { grant_type: 'refresh_token', refresh_token: session.refreshToken! }, null, session.refreshToken);
    } catch (error) {
      // Refused (revoked, expired): the session is over. Unreachable: it may come back.
      if (!(error instanceof SignInError) || error.message.startsWith('Could not reach')) throw error;
      store.remove(SESSION_KEY);
      return null;
    }
    // Signed out (or in as someone else) while renewing: that choice stands.
    if (read()?.userId !== session.userId) return read()?.idToken ?? null;
    store.set(SESSION_KEY, JSON.stringify(fresh));
    return fresh.idToken;
  }

  /** The callback page in a pop-up, which posts the session back here once the person signed in. */
  function signInInPopup(address: string): Promise<SignedInUser> {
    const popup = window.open(address, 'content-service-sign-in', 'popup,width=480,height=720');
    if (popup === null) return Promise.reject(new SignInError(POPUP_BLOCKED));
    return new Promise((resolve, reject) => {
      const closedCheck = setInterval(() => {
        if (!popup.closed) return;
        stop();
        reject(new SignInError(POPUP_CLOSED));
      }, 500);
      const onMessage = (event: MessageEvent) => {
        const data = event.data as { type?: unknown; session?: unknown } | null;
        if (event.origin !== origin || event.source !== popup || data?.type !== SESSION_MESSAGE) return;
        const session = parseSession(JSON.stringify(data.session));
        if (session === null) return;
        stop();
        store.set(SESSION_KEY, JSON.stringify(session));
        resolve(userOf(session));
      };
      const stop = () => {
        clearInterval(closedCheck);
        window.removeEventListener('message', onMessage);
      };
      window.addEventListener('message', onMessage);
    });
  }
}
