import { requestJson } from './http.js';
import { SignInError } from './types.js';

/** What Firebase Auth's web client is configured with (all public). */
export interface FirebaseSettings {
  readonly apiKey: string;
  readonly authDomain: string | null;
  readonly projectId: string | null;
  /** An emulator (or a test's stand-in) to talk to instead of Google's servers. */
  readonly emulatorUrl: string | null;
}

/** An OpenID provider the pages sign in with, as a public client (authorization code flow with PKCE): all public. */
export interface OidcSettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly scopes: string;
  /** The sign-in button's words. */
  readonly label: string;
  readonly authorizationEndpoint: string;
  readonly tokenEndpoint: string;
}

/** How this service signs people in to its pages (`GET /auth/config`). */
export type SignInConfig =
  | { readonly provider: 'dev' }
  | { readonly provider: 'firebase'; readonly firebase: FirebaseSettings }
  | { readonly provider: 'oidc'; readonly oidc: OidcSettings }
  | { readonly provider: 'none' };

const UNREADABLE = 'The service did not say how to sign in. Reload the page to try again.';

export async function fetchSignInConfig(origin: string): Promise<SignInConfig> {
  const answer = await requestJson(`${origin}/auth/config`);
  if (answer.status !== 200) throw new SignInError(UNREADABLE);
  return decode(answer.body);
}

const objectOf = (value: unknown) => (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

function decode(body: unknown): SignInConfig {
  const config = objectOf(body);
  if (config.provider === 'dev' || config.provider === 'none') return { provider: config.provider };
  if (config.provider === 'oidc') return decodeOidc(objectOf(config.oidc));
  const firebase = objectOf(config.firebase);
  const apiKey = text(firebase.api_key);
  if (config.provider !== 'firebase' || apiKey === null) throw new SignInError(UNREADABLE);
  return {
    provider: 'firebase',
    firebase: { apiKey, authDomain: text(firebase.auth_domain), projectId: text(firebase.project_id), emulatorUrl: text(firebase.emulator_url) },
  };
}

function decodeOidc(oidc: Record<string, unknown>): SignInConfig {
  const [issuer, clientId, scopes, label, authorizationEndpoint, tokenEndpoint] = [
    oidc.issuer,
    oidc.client_id,
    oidc.scopes,
    oidc.label,
    oidc.authorization_endpoint,
    oidc.token_endpoint,
  ].map(text);
  if (issuer == null || clientId == null || scopes == null || label == null || authorizationEndpoint == null || tokenEndpoint == null) {
    throw new SignInError(UNREADABLE);
  }
  return { provider: 'oidc', oidc: { issuer, clientId, scopes, label, authorizationEndpoint, tokenEndpoint } };
}
