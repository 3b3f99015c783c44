import type { Container } from 'inversify';
import { DevSignIn, DevSignInInput } from '../../../application/identity/dev-sign-in.js';
import { GetSignInConfig } from '../../../application/identity/get-sign-in-config.js';
import { SignInSettings } from '../../../application/identity/sign-in-settings.js';
import { publicGet, publicPost, type Route } from '../routing/route.js';
import { DevSignInResult, SignInConfig } from './responses.js';

const devIssuerInUse = (container: Container) => container.get<SignInSettings>(SignInSettings).provider === 'dev';

/**
 * Signing in to the service's pages (clients/sign-in/): the public configuration every page's
 * sign-in component reads first (readable from a published site on its own domain too), and
 * the development sign-in, which exists only while the dev issuer is the identity provider.
 */
export const signInRoutes: readonly Route[] = [
  publicGet('/auth/config', GetSignInConfig, {
    response: SignInConfig,
    responseHeaders: { 'cache-control': 'public, max-age=60', 'access-control-allow-origin': '*' },
    summary: 'The sign-in configuration',
    description: "Which identity provider the service's pages sign in with (`dev`, `firebase` with its public web settings, or `none`).",
  }),
  publicPost('/auth/dev/sign-in', DevSignIn, {
    body: DevSignInInput,
    response: DevSignInResult,
    noStore: true,
    rateLimit: 'sign-in',
    onlyIf: devIssuerInUse,
    onlyWhen: 'while the development issuer is the identity provider (no `AUTH_*` variable set)',
    summary: 'Development sign-in',
    description: 'An ID token of the development issuer for the user named: anyone may be anyone, so this exists only in development.',
    example: { user_id: 'alice', email: 'alice@example.com' },
  }),
];
