import { describedFetch } from '../../support/api-description.js';
import { expect } from 'chai';
import { createHash, randomBytes } from 'node:crypto';
import { consent, type ConsentOutcome } from '../../support/oauth-browser.js';
import { CALLBACK } from '../../support/oauth-client.js';
import type { TestApp } from '../../support/test-app.js';

export interface Registered {
  readonly client_id: string;
  readonly client_secret?: string;
  readonly redirect_uris: string[];
  readonly [key: string]: unknown;
}

/** Dynamic client registration (RFC 7591) as a client sends it. */
export async function register(app: TestApp, metadata: Record<string, unknown> = {}): Promise<{ status: number; body: any }> {
  const response = await describedFetch(`${app.url}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_name: 'Raw client',
      redirect_uris: [CALLBACK],
      application_type: 'native',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      ...metadata,
    }),
  });
  return { status: response.status, body: await response.json() };
}

export async function registered(app: TestApp, metadata: Record<string, unknown> = {}): Promise<Registered> {
  const { status, body } = await register(app, metadata);
  expect(status, JSON.stringify(body)).to.equal(201);
  return body as Registered;
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface AuthorizeOptions {
  readonly resource?: string | null;
  readonly scope?: string;
  readonly challenge?: string | null;
  readonly method?: string | null;
  readonly redirectUri?: string;
  readonly state?: string;
}

export function authorizationUrl(app: TestApp, clientId: string, options: AuthorizeOptions = {}): URL {
  const url = new URL(`${app.url}/oauth/authorize`);
  const params: Record<string, string | null> = {
    response_type: 'code',
    client_id: clientId,
    redirect_uri: options.redirectUri ?? CALLBACK,
    scope: options.scope ?? 'content:read content:write',
    resource: options.resource === undefined ? `${app.url}/mcp` : options.resource,
    code_challenge: options.challenge === undefined ? pkce().challenge : options.challenge,
    code_challenge_method: options.method === undefined ? 'S256' : options.method,
    state: options.state ?? 'state-1',
  };
  for (const [name, value] of Object.entries(params)) if (value !== null) url.searchParams.set(name, value);
  return url;
}

/** Registers a client, runs the authorization as `user` (who allows), and answers the code with its verifier. */
export async function authorizedCode(
  app: TestApp,
  user: string,
  options: AuthorizeOptions & { client?: Registered } = {},
): Promise<{ client: Registered; code: string; verifier: string; outcome: ConsentOutcome }> {
  const client = options.client ?? (await registered(app));
  const { verifier, challenge } = pkce();
  const outcome = await consent(authorizationUrl(app, client.client_id, { ...options, challenge }), { idToken: await app.token(user) });
  const code = outcome.callback.searchParams.get('code');
  expect(code, outcome.callback.href).to.be.a('string');
  return { client, code: code!, verifier, outcome };
}

/** A token endpoint request (form-encoded); answers the status and the JSON body. */
export async function tokenRequest(app: TestApp, params: Record<string, string>): Promise<{ status: number; body: any }> {
  const response = await describedFetch(`${app.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params),
  });
  return { status: response.status, body: await response.json() };
}

export interface Tokens {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly scope: string;
  readonly client: Registered;
}

/** The whole authorization for `user`: a fresh client, consent, and the code exchanged for tokens. */
export async function tokensFor(app: TestApp, user: string, options: AuthorizeOptions & { client?: Registered } = {}): Promise<Tokens> {
  const { client, code, verifier } = await authorizedCode(app, user, options);
  const { status, body } = await tokenRequest(app, {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: options.redirectUri ?? CALLBACK,
    client_id: client.client_id,
  });
  expect(status, JSON.stringify(body)).to.equal(200);
  return { ...body, client };
}

/** One JSON-RPC request to `/mcp` with a bearer token. */
export async function mcpRequest(
  app: TestApp,
  token: string,
  method = 'tools/list',
  params: Record<string, unknown> = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await describedFetch(`${app.url}/mcp`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text), headers: response.headers };
}
