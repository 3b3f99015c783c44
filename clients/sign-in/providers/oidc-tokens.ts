import type { OidcSettings } from '../config.js';
import { SignInError } from '../types.js';

/**
 * What this browser keeps of a sign-in with an OpenID provider: who, their ID token, when it
 * expires by this browser's clock, and the refresh token when the provider gave one.
 */
export interface OidcSession {
  readonly userId: string;
  readonly email: string | null;
  readonly idToken: string;
  readonly expiresAt: number;
  readonly refreshToken: string | null;
}

/** Where the session is kept (localStorage of the service's origin: its tabs share it). */
export const SESSION_KEY = 'content-service:oidc-sign-in';
/** Where the callback page sends a popup's session to its opener. */
export const SESSION_MESSAGE = 'content-service:oidc-session';
/** The service's page the provider sends the person back to (the redirect URI registered with it). */
export const CALLBACK_PATH = '/auth/oidc/callback';

const UNREACHABLE = 'Could not reach the sign-in service. Check your connection, then try again.';

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Random, URL-safe text: PKCE's verifier, `state`, `nonce`. */
export const randomText = (): string => base64url(crypto.getRandomValues(new Uint8Array(32)));

/** PKCE's S256 challenge of a verifier. */
export async function challengeOf(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

/** The claims of a JWT (the service checks its signature; the page reads who it names, its expiry and its nonce). */
export function claimsOf(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1] ?? '';
  try {
    const text = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Asks the provider's token endpoint (a public client: its id, no secret) and makes the
 * session of its answer. `expectedNonce`: the nonce the authorization request carried (a code
 * exchange); a refresh has none. `keep`: the refresh token to keep when the answer has none.
 */
export async function requestTokens(
  settings: OidcSettings,
  grant: Record<string, string>,
  expectedNonce: string | null,
  keep: string | null = null,
): Promise<OidcSession> {
  let response: Response;
  try {
    response = await fetch(settings.tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ ...grant, client_id: settings.clientId }),
      credentials: 'omit',
    });
  } catch {
    throw new SignInError(UNREACHABLE);
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const why = typeof body.error_description === 'string' ? body.error_description : typeof body.error === 'string' ? body.error : `status ${response.status}`;
    throw new SignInError(`The sign-in service refused: ${why}.`);
  }
  if (typeof body.id_token !== 'string')
    throw new SignInError('The sign-in service gave no ID token: ask the service’s administrator (the scopes must include openid).');
  const claims = claimsOf(body.id_token);
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  const valid =
    claims.iss === settings.issuer &&
    audience.includes(settings.clientId) &&
    typeof claims.sub === 'string' &&
    typeof claims.exp === 'number' &&
    (expectedNonce === null || claims.nonce === expectedNonce);
  if (!valid) throw new SignInError('The sign-in service answered with an ID token that is not for this page. Try again.');
  const issuedAt = typeof claims.iat === 'number' ? claims.iat : Math.floor(Date.now() / 1000);
  return {
    userId: claims.sub as string,
    email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
    idToken: body.id_token,
    // The provider's clock and this browser's may disagree: the lifetime counts from now, here.
    expiresAt: Date.now() + ((claims.exp as number) - issuedAt) * 1000,
    refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : keep,
  };
}

export function parseSession(text: string | null): OidcSession | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<OidcSession>;
    const valid =
      typeof value.userId === 'string' &&
      typeof value.idToken === 'string' &&
      typeof value.expiresAt === 'number' &&
      (typeof value.email === 'string' || value.email === null) &&
      (typeof value.refreshToken === 'string' || value.refreshToken === null);
    return valid ? (value as OidcSession) : null;
  } catch {
    return null;
  }
}
