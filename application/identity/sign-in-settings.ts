/**
 * How a person signs in to the service's own pages (the portal, the live agent, the OAuth
 * consent page), decoded from the environment: the development sign-in while the dev issuer
 * is the identity provider, Firebase Auth's web client when it is configured, any OpenID
 * provider through the authorization code flow with PKCE, or none (tokens come from an
 * identity provider the pages cannot drive).
 */
export type SignInSettings =
  | { readonly provider: 'dev' }
  | { readonly provider: 'firebase'; readonly firebase: FirebaseWebSettings }
  | { readonly provider: 'oidc'; readonly oidc: OidcWebSettings }
  | { readonly provider: 'none' };

/** What the pages need to sign a person in with an OpenID provider, as a public client: all public. */
interface OidcWebSettings {
  readonly issuer: string;
  readonly clientId: string;
  /** Space-separated, `openid` among them. */
  readonly scopes: string;
  /** The sign-in button's words. */
  readonly label: string;
  /** From the provider's discovery document. */
  readonly authorizationEndpoint: string;
  readonly tokenEndpoint: string;
}

/** What Firebase Auth's web client needs: public values, never a secret. */
interface FirebaseWebSettings {
  readonly apiKey: string;
  readonly authDomain: string | null;
  readonly projectId: string | null;
  /** An emulator (or a loopback stand-in) the web client talks to instead of Google's servers. */
  readonly emulatorUrl: string | null;
}

export const SignInSettings = Symbol.for('SignInSettings');
