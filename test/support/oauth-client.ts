import type {
  OAuthClientMetadata,
  OAuthClientProvider,
  OAuthDiscoveryState,
  StoredOAuthClientInformation,
  StoredOAuthTokens,
} from '@modelcontextprotocol/client';
import { freePort } from './free-port.js';
import { TestApp } from './test-app.js';

/** The app with PUBLIC_BASE_URL its own address: the OAuth issuer and resources are then reachable. */
export async function startOAuthApp(options: Parameters<typeof TestApp.start>[0] = {}): Promise<TestApp> {
  const port = await freePort();
  return TestApp.start({ ...options, env: { PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, ...options.env } });
}

export const CALLBACK = 'http://127.0.0.1:53682/callback';

/**
 * An MCP client's OAuth side, as the SDK's `OAuthClientProvider` asks: a native client with a
 * loopback redirect, keeping what the SDK saves in memory. The redirect to the authorization
 * endpoint is only recorded: the test plays the browser (see oauth-browser.ts).
 */
export class TestOAuthClient implements OAuthClientProvider {
  info: StoredOAuthClientInformation | undefined;
  saved: StoredOAuthTokens | undefined;
  verifier: string | undefined;
  discovery: OAuthDiscoveryState | undefined;
  authorizationUrl: URL | undefined;
  readonly invalidated: string[] = [];

  constructor(
    private readonly metadata: Partial<OAuthClientMetadata> = {},
    readonly redirectUrl: string = CALLBACK,
  ) {}

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Test MCP client',
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
      ...this.metadata,
    };
  }

  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: StoredOAuthClientInformation) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: StoredOAuthTokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string) {
    this.verifier = verifier;
  }
  codeVerifier() {
    if (this.verifier === undefined) throw new Error('no code verifier saved');
    return this.verifier;
  }
  saveDiscoveryState(state: OAuthDiscoveryState) {
    this.discovery = state;
  }
  discoveryState() {
    return this.discovery;
  }
  invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery') {
    this.invalidated.push(scope);
    if (scope === 'all' || scope === 'tokens') this.saved = undefined;
    if (scope === 'all' || scope === 'client') this.info = undefined;
  }
}
