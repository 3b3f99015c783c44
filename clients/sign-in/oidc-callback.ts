import { fetchSignInConfig, type OidcSettings } from './config.js';
import { CALLBACK_PATH, challengeOf, randomText, requestTokens, SESSION_KEY, SESSION_MESSAGE } from './providers/oidc-tokens.js';
import { browserStore } from './storage.js';
import { SignInError } from './types.js';

/**
 * The page an OpenID provider sends a person back to (`/auth/oidc/callback`, the redirect URI).
 * Opened by a page's Sign in, it starts the authorization code flow with PKCE: a verifier,
 * `state` and `nonce` kept in this tab, then the provider's authorization endpoint. Back with
 * `code` and `state`, it exchanges the code at the token endpoint, checks the ID token's
 * nonce, keeps the session, and returns the person where they were (or, in a pop-up, hands
 * the session to the page that opened it).
 */
const FLOW_KEY = 'content-service:oidc-flow';

interface Flow {
  readonly state: string;
  readonly verifier: string;
  readonly nonce: string;
  readonly returnTo: string;
  readonly popup: boolean;
}

const status = document.getElementById('sign-in-callback');
const say = (message: string, back: string | null = null) => {
  if (status === null) return;
  const heading = document.querySelector('h1');
  if (heading !== null) heading.textContent = 'Not signed in';
  status.setAttribute('role', 'alert');
  status.textContent = message;
  if (back === null) return;
  const link = document.createElement('a');
  link.href = back;
  link.textContent = 'Go back';
  status.append(' ', link);
};

/** Only a page of this service is somewhere to return to: no open redirect through this page. */
function returnAddress(raw: string | null): string {
  try {
    const url = new URL(raw ?? '/', window.location.origin);
    return url.origin === window.location.origin ? url.href : window.location.origin + '/';
  } catch {
    return window.location.origin + '/';
  }
}

async function start(settings: OidcSettings, params: URLSearchParams): Promise<void> {
  const flow: Flow = {
    state: randomText(),
    verifier: randomText(),
    nonce: randomText(),
    returnTo: returnAddress(params.get('return_to')),
    popup: params.get('popup') === '1',
  };
  sessionStorage.setItem(FLOW_KEY, JSON.stringify(flow));
  const request = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: window.location.origin + CALLBACK_PATH,
    scope: settings.scopes,
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await challengeOf(flow.verifier),
    code_challenge_method: 'S256',
  });
  const authorize = new URL(settings.authorizationEndpoint);
  for (const [name, value] of request) authorize.searchParams.set(name, value);
  window.location.replace(authorize.href);
}

async function finish(settings: OidcSettings, params: URLSearchParams): Promise<void> {
  const flow = readFlow();
  // Used once: a reload of this address (the code spent) starts nothing.
  sessionStorage.removeItem(FLOW_KEY);
  if (flow === null || params.get('state') !== flow.state)
    return say('This sign-in was not started in this tab, or was finished already. Sign in again from the page.', '/');
  const error = params.get('error');
  if (error !== null) return say(`The sign-in service did not sign you in: ${params.get('error_description') ?? error}.`, flow.returnTo);
  const session = await requestTokens(
    settings,
    { grant_type: 'authorization_code', code: params.get('code') ?? '', redirect_uri: window.location.origin + CALLBACK_PATH, code_verifier: flow.verifier },
    flow.nonce,
  );
  if (flow.popup && window.opener !== null) {
    (window.opener as Window).postMessage({ type: SESSION_MESSAGE, session }, window.location.origin);
    window.close();
    return;
  }
  browserStore().set(SESSION_KEY, JSON.stringify(session));
  window.location.replace(flow.returnTo);
}

function readFlow(): Flow | null {
  try {
    const flow = JSON.parse(sessionStorage.getItem(FLOW_KEY) ?? 'null') as Flow | null;
    return typeof flow?.state === 'string' && typeof flow.verifier === 'string' && typeof flow.nonce === 'string' ? flow : null;
  } catch {
    return null;
  }
}

async function run(): Promise<void> {
  const config = await fetchSignInConfig(window.location.origin);
  if (config.provider !== 'oidc') return say('This service does not sign in with an OpenID provider.', '/');
  const params = new URLSearchParams(window.location.search);
  if (params.has('state')) await finish(config.oidc, params);
  else await start(config.oidc, params);
}

run().catch((failure: unknown) => say(failure instanceof SignInError ? failure.message : 'Signing in did not work. Go back and try again.', '/'));
