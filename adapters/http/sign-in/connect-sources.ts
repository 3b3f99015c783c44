import type { SignInSettings } from '../../../application/identity/sign-in-settings.js';

/** Google's endpoints Firebase Auth's web client calls to sign in with an email and password and to refresh tokens. */
const FIREBASE_AUTH_ENDPOINTS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

/**
 * What a page with the sign-in component must let its scripts call besides the service (its
 * Content-Security-Policy's `connect-src`): the identity provider's API (an OpenID provider's
 * token endpoint), or its emulator.
 */
export function signInConnectSources(settings: SignInSettings): readonly string[] {
  // The code and refresh token are exchanged at the provider's token endpoint, from the page.
  if (settings.provider === 'oidc') return [new URL(settings.oidc.tokenEndpoint).origin];
  if (settings.provider !== 'firebase') return [];
  const { emulatorUrl } = settings.firebase;
  return emulatorUrl === null ? FIREBASE_AUTH_ENDPOINTS : [new URL(emulatorUrl).origin];
}
