import type { Container } from 'inversify';
import { DevSignIn, DevSignInInput } from '../../../application/identity/dev-sign-in.js';
import { GetSignInConfig } from '../../../application/identity/get-sign-in-config.js';
import { SignInSettings } from '../../../application/identity/sign-in-settings.js';
import { publicGet, publicPost, type Route } from '../routing/route.js';

const devIssuerInUse = (container: Container) => container.get<SignInSettings>(SignInSettings).provider === 'dev';

/**
 * Signing in to the service's pages (clients/sign-in/): the public configuration every page's
 * sign-in component reads first (readable from a published site on its own domain too), and
 * the development sign-in, which exists only while the dev issuer is the identity provider.
 */
export const signInRoutes: readonly Route[] = [
  publicGet('/auth/config', GetSignInConfig, { responseHeaders: { 'cache-control': 'public, max-age=60', 'access-control-allow-origin': '*' } }),
  publicPost('/auth/dev/sign-in', DevSignIn, { body: DevSignInInput, noStore: true, rateLimit: 'sign-in', onlyIf: devIssuerInUse }),
];
