/**
 * The sign-in component of the service's pages (the Edit Mode page, the live agent on
 * published sites, the OAuth consent page). A page creates one session and mounts the form:
 *
 *   const signIn = createSignIn();
 *   mountSignInForm(element, signIn);
 *   fetch(url, { headers: { authorization: `Bearer ${await signIn.getIdToken()}` } });
 *
 * Built as an entry of its own (`sign-in`) too, for a page that imports it by URL.
 */
export { createSignIn, type SignIn, type SignInOptions } from './session.js';
export { mountSignInForm, type SignInFormOptions } from './form.js';
export { SignInError, SignInRequired, type CredentialField, type SignedInUser, type SignInState } from './types.js';
export type { ReadonlySignal } from './signal.js';
