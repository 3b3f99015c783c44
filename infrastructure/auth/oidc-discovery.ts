/**
 * What the service reads of an OpenID provider's discovery document
 * (`<issuer>/.well-known/openid-configuration`, OpenID Connect Discovery 1.0): where the
 * pages send a person to sign in, where they exchange the code for tokens, and the keys the
 * ID tokens are signed with.
 */
export interface OidcDiscovery {
  readonly issuer: string;
  readonly authorizationEndpoint: string;
  readonly tokenEndpoint: string;
  readonly jwksUri: string;
}

const TIMEOUT_MS = 10_000;

const httpUrl = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
};

/** The discovery document's address: the issuer, without a trailing slash, then the well-known path. */
export const discoveryUrl = (issuer: string): string => `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;

/**
 * Reads and checks the issuer's discovery document. The document must name the same issuer
 * (Discovery §4.3: a document naming another could hand out another provider's keys), the
 * authorization code flow, and PKCE with S256 when it lists the methods. Any failure is one
 * sentence naming the document, for the start-up error.
 */
export async function discoverOidc(issuer: string, fetchImpl: typeof fetch = fetch): Promise<OidcDiscovery> {
  const address = discoveryUrl(issuer);
  const refuse = (why: string) => new Error(`AUTH_ISSUER: the OpenID provider's discovery document ${address} ${why}`);
  let body: Record<string, unknown>;
  try {
    const response = await fetchImpl(address, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw refuse(`answered ${response.status}`);
    body = (await response.json()) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('AUTH_ISSUER:')) throw error;
    throw refuse(`could not be read (${error instanceof Error ? error.message : String(error)})`);
  }
  if (typeof body !== 'object' || body === null) throw refuse('is not a JSON object');
  if (body.issuer !== issuer) throw refuse(`names another issuer (${JSON.stringify(body.issuer)}), not ${JSON.stringify(issuer)}`);
  const authorizationEndpoint = httpUrl(body.authorization_endpoint);
  const tokenEndpoint = httpUrl(body.token_endpoint);
  const jwksUri = httpUrl(body.jwks_uri);
  if (authorizationEndpoint === null || tokenEndpoint === null || jwksUri === null) {
    throw refuse('lacks an http(s) authorization_endpoint, token_endpoint or jwks_uri');
  }
  const responseTypes = body.response_types_supported;
  if (Array.isArray(responseTypes) && !responseTypes.includes('code')) throw refuse('does not offer the authorization code flow (response type code)');
  const methods = body.code_challenge_methods_supported;
  if (Array.isArray(methods) && !methods.includes('S256')) throw refuse('does not offer PKCE with S256 (code_challenge_methods_supported)');
  return { issuer, authorizationEndpoint, tokenEndpoint, jwksUri };
}
