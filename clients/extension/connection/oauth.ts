import { ApiError, createApiClient } from '../../typescript/client.js';
import { chromeApi } from '../platform/chrome-api.js';
import { stores, type AccessToken } from '../platform/stores.js';
import { reaching, SignedOut } from './failures.js';

/**
 * Signing in with the service's own OAuth 2.1 server, as a public client: registered at each
 * sign-in (RFC 7591: nothing to configure, and a service that lost its clients still works),
 * the authorization code flow with PKCE S256, and refresh tokens that rotate on every use.
 *
 * The person signs in on the service's own pages, in the browser's window for extensions
 * (`chrome.identity.launchWebAuthFlow`): it ends when the server redirects to
 * `https://<extension id>.chromiumapp.org/oauth`, which the browser hands back to the extension
 * instead of loading (an https redirect URI the server accepts as it is).
 */

/** Drafts, captured pages and images only: never publishing, settings, members or keys. */
const EXTENSION_SCOPE = 'content:draft';
const CLIENT_NAME = 'Content Service browser extension';

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const randomText = (bytes = 32): string => base64url(crypto.getRandomValues(new Uint8Array(bytes)));

async function pkce(): Promise<{ verifier: string; challenge: string }> {
  const verifier = randomText();
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64url(new Uint8Array(digest)) };
}

const publicApi = (origin: string) => createApiClient(origin, null, { fetch: reaching });

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const formOf = (body: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(body).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();

async function tokenRequest(origin: string, body: Record<string, string | undefined>) {
  return publicApi(origin).POST('/oauth/token', {
    body: body as { grant_type: 'authorization_code' | 'refresh_token' },
    bodySerializer: formOf,
    headers: FORM,
  });
}

async function keep(tokens: { access_token: string; expires_in: number; refresh_token?: string }, origin: string, clientId: string): Promise<AccessToken> {
  const access = { token: tokens.access_token, expiresAt: Date.now() + tokens.expires_in * 1000 };
  await stores.saveConnection({ kind: 'oauth', origin, clientId, refreshToken: tokens.refresh_token ?? null });
  await stores.saveAccessToken(access);
  return access;
}

/** The sign-in was given up (the window closed, Deny) or refused: in words. */
export class SignInFailed extends Error {
  override readonly name = 'SignInFailed';
}

/**
 * Signs in to the service at `origin` (host permission for it already granted): registers the
 * extension, opens the service's sign-in and consent page, and keeps the tokens.
 */
export async function signIn(origin: string): Promise<void> {
  const platform = chromeApi();
  const redirectUri = platform.identity.getRedirectURL('oauth');
  const api = publicApi(origin);
  const { resource } = await api.GET('/.well-known/oauth-protected-resource/api');
  const client = await api.POST('/oauth/register', {
    body: {
      client_name: CLIENT_NAME,
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      scope: EXTENSION_SCOPE,
    },
  });
  const { verifier, challenge } = await pkce();
  const state = randomText(16);
  const authorize = new URL('/oauth/authorize', origin);
  authorize.search = new URLSearchParams({
    response_type: 'code',
    client_id: client.client_id,
    redirect_uri: redirectUri,
    scope: EXTENSION_SCOPE,
    resource,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
  }).toString();
  let landed: string | undefined;
  try {
    landed = await platform.identity.launchWebAuthFlow({ url: authorize.href, interactive: true });
  } catch {
    throw new SignInFailed('The sign-in window was closed before it finished.');
  }
  const answer = new URL(landed ?? redirectUri).searchParams;
  if (answer.get('state') !== state) throw new SignInFailed('The sign-in did not come back from the page it was sent to: try again.');
  const code = answer.get('code');
  if (code === null) {
    const denied = answer.get('error') === 'access_denied';
    throw new SignInFailed(denied ? 'Access was not allowed on the service’s page.' : `The service refused the sign-in (${answer.get('error') ?? 'no code'}).`);
  }
  await keep(
    await tokenRequest(origin, { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri, client_id: client.client_id }),
    origin,
    client.client_id,
  );
}

let refreshing: Promise<AccessToken> | null = null;

/**
 * A fresh access token from the stored refresh token, which rotates (the new one is kept). One
 * refresh at a time per page: calls meanwhile share it. A refresh the service refuses
 * (`invalid_grant`: expired, revoked, or used twice) ends the sign-in, the rest of the
 * connection (the service's address) stays.
 */
export function refreshAccess(origin: string): Promise<AccessToken> {
  refreshing ??= (async () => {
    const connection = await stores.connection();
    if (connection?.kind !== 'oauth' || connection.origin !== origin || connection.refreshToken === null) throw new SignedOut('Your sign-in has ended.');
    try {
      return await keep(
        await tokenRequest(origin, { grant_type: 'refresh_token', refresh_token: connection.refreshToken, client_id: connection.clientId }),
        origin,
        connection.clientId,
      );
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500 || error.status === 429) throw error;
      await stores.saveConnection({ ...connection, refreshToken: null });
      await stores.saveAccessToken(null);
      throw new SignedOut('Your sign-in has ended.');
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Ends the sign-in here and at the service (its grant, every token of it, revoked), keeping nothing. */
export async function signOut(): Promise<void> {
  const connection = await stores.connection();
  await stores.forget();
  if (connection?.kind !== 'oauth' || connection.refreshToken === null) return;
  await publicApi(connection.origin)
    .POST('/oauth/revoke', { body: { token: connection.refreshToken, client_id: connection.clientId }, bodySerializer: formOf, headers: FORM })
    .catch(() => undefined);
}
