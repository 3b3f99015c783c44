import { OAUTH_SCOPES } from '../../../domain/oauth/scopes.js';
import type { JsonSchema } from '../../mcp/json-schema.js';
import { HTML, json, type HandlerDoc, type ResponseDoc } from '../routing/operation-doc.js';

/**
 * The OAuth 2.1 authorization server's operations (served by oidc-provider under `/oauth/*`,
 * the sign-in and consent page, the metadata documents). Their bodies follow the RFCs, not
 * this API's `{ error }`: an error is `{ error, error_description }` (RFC 6749).
 */

/** A JSON object of which the RFC names these members; a server may add more. */
export const openObject = (properties: Record<string, JsonSchema>, required: readonly string[]): JsonSchema => ({
  type: 'object',
  properties,
  required,
  additionalProperties: true,
});

export const STRING: JsonSchema = { type: 'string' };
export const STRINGS: JsonSchema = { type: 'array', items: STRING };

const OAuthError = openObject({ error: STRING, error_description: STRING }, ['error']);
const OAUTH_ERROR = json(OAuthError);

const FORM = (properties: Record<string, JsonSchema>, required: readonly string[]) =>
  ({ required: true, content: { 'application/x-www-form-urlencoded': { type: 'object', properties, required } } }) as const;

const REDIRECT: ResponseDoc = {
  description: 'A redirect: to the sign-in and consent page, or back to the client with `code` (or `error`).',
  headers: { Location: { description: 'Where the browser goes next.', schema: STRING, required: true } },
};

const AUTHORIZE_PARAMETERS = [
  { name: 'response_type', in: 'query', required: true, description: '`code`.', schema: { type: 'string', const: 'code' } },
  { name: 'client_id', in: 'query', required: true, description: 'A registered client id, or the URL of a client ID metadata document.', schema: STRING },
  { name: 'redirect_uri', in: 'query', description: 'One of the client’s redirect URIs.', schema: STRING },
  { name: 'scope', in: 'query', description: `Space-separated: ${OAUTH_SCOPES.join(', ')}.`, schema: STRING },
  { name: 'state', in: 'query', description: 'Returned to the client as it was sent.', schema: STRING },
  { name: 'code_challenge', in: 'query', required: true, description: 'PKCE: base64url SHA-256 of the code verifier.', schema: STRING },
  { name: 'code_challenge_method', in: 'query', required: true, description: '`S256` (required).', schema: { type: 'string', const: 'S256' } },
  { name: 'resource', in: 'query', description: 'RFC 8707: `<PUBLIC_BASE_URL>/mcp` (or `/api`); the token is accepted only there.', schema: STRING },
] as const;

const AUTHORIZATION =
  'The authorization code flow with PKCE (S256, required). The user signs in with an ID token on the consent page, which names the client, ' +
  'its redirect host, the scopes and the resource.';

export const AUTHORIZE: HandlerDoc = {
  operationId: 'oauthAuthorize',
  path: '/oauth/authorize',
  summary: 'OAuth: authorization request',
  description: AUTHORIZATION,
  parameters: AUTHORIZE_PARAMETERS,
  responses: {
    '303': REDIRECT,
    '302': REDIRECT,
    '400': {
      description:
        'The request cannot be redirected back (an unknown client, a redirect URI it did not register): a page for a browser, else `{ error, error_description }`.',
      content: { ...HTML, ...OAUTH_ERROR },
    },
  },
};

export const AUTHORIZE_RESUME: HandlerDoc = {
  operationId: 'oauthAuthorizeResume',
  path: '/oauth/authorize/{uid}',
  summary: 'OAuth: authorization after sign-in',
  description: 'Where the consent page sends the browser back; it redirects to the client with the code.',
  responses: {
    '303': REDIRECT,
    '302': REDIRECT,
    '400': {
      description: 'The request expired or is unknown: a page for a browser, else `{ error, error_description }`.',
      content: { ...HTML, ...OAUTH_ERROR },
    },
  },
};

export const AUTHORIZE_POST: HandlerDoc = {
  ...AUTHORIZE,
  operationId: 'oauthAuthorizeForm',
  parameters: [],
  requestBody: FORM(Object.fromEntries(AUTHORIZE_PARAMETERS.map((p) => [p.name, p.schema])), [
    'response_type',
    'client_id',
    'code_challenge',
    'code_challenge_method',
  ]),
};

const TokenResponse = openObject(
  {
    access_token: STRING,
    token_type: { type: 'string', const: 'Bearer' },
    expires_in: { type: 'integer' },
    refresh_token: STRING,
    scope: STRING,
  },
  ['access_token', 'token_type', 'expires_in'],
);

export const TOKEN: HandlerDoc = {
  operationId: 'oauthToken',
  path: '/oauth/token',
  summary: 'OAuth: token request',
  description: 'Exchanges a code (with its PKCE verifier) or a refresh token for an access token. Refresh tokens rotate: each is used once.',
  requestBody: FORM(
    {
      grant_type: { type: 'string', enum: ['authorization_code', 'refresh_token'] },
      code: STRING,
      code_verifier: STRING,
      redirect_uri: STRING,
      refresh_token: STRING,
      client_id: STRING,
      resource: STRING,
    },
    ['grant_type'],
  ),
  responses: {
    '200': { description: 'The tokens.', content: json(TokenResponse) },
    '400': { description: 'The grant is invalid, expired or already used (`invalid_grant`, `invalid_request`, ...).', content: OAUTH_ERROR },
    '401': { description: 'The client could not be authenticated (`invalid_client`).', content: OAUTH_ERROR },
  },
};

const CLIENT_FIELDS = { client_name: STRING, redirect_uris: STRINGS, grant_types: STRINGS, response_types: STRINGS, token_endpoint_auth_method: STRING };
/** What a client sends to register: its metadata (the service gives it its `client_id`). */
const ClientRegistration = openObject(CLIENT_FIELDS, ['redirect_uris']);
const ClientMetadata = openObject({ client_id: STRING, ...CLIENT_FIELDS }, ['client_id', 'redirect_uris']);

export const REGISTER: HandlerDoc = {
  operationId: 'oauthRegisterClient',
  path: '/oauth/register',
  summary: 'OAuth: dynamic client registration',
  description: 'RFC 7591, open (no initial access token). Clients may instead use a client ID metadata document: its URL is the `client_id`.',
  requestBody: { required: true, content: json(ClientRegistration) },
  responses: {
    '201': { description: 'The registered client.', content: json(ClientMetadata) },
    '400': { description: 'The metadata is refused (`invalid_client_metadata`, `invalid_redirect_uri`).', content: OAUTH_ERROR },
  },
};

export const REVOKE: HandlerDoc = {
  operationId: 'oauthRevoke',
  path: '/oauth/revoke',
  summary: 'OAuth: token revocation',
  description: 'RFC 7009.',
  requestBody: FORM({ token: STRING, token_type_hint: STRING, client_id: STRING }, ['token']),
  responses: {
    '200': { description: 'Revoked (or it was not a valid token: the answer is the same).' },
    '400': { description: 'The request is malformed.', content: OAUTH_ERROR },
    '401': { description: 'The client could not be authenticated.', content: OAUTH_ERROR },
  },
};

export const JWKS: HandlerDoc = {
  operationId: 'oauthJwks',
  path: '/oauth/jwks',
  summary: "OAuth: the server's public keys",
  responses: {
    '200': {
      description: 'A JSON Web Key Set.',
      content: { 'application/jwk-set+json': openObject({ keys: { type: 'array', items: { type: 'object' } } }, ['keys']) },
    },
  },
};

export const PREFLIGHT: ResponseDoc = { description: 'CORS preflight: the methods and headers a browser client may use.' };

export const OAUTH_PREFLIGHT: HandlerDoc = {
  operationId: 'oauthPreflight',
  path: '/oauth/token',
  summary: 'OAuth: CORS preflight',
  description: 'Browser clients may call the token, registration and revocation endpoints from any origin.',
  responses: { '204': PREFLIGHT },
};

export const INTERACTION_PAGE: HandlerDoc = {
  operationId: 'oauthSignInPage',
  summary: 'OAuth: the sign-in and consent page',
  description: 'Names the client, its redirect host, the scopes and the resource; takes the user’s ID token.',
  responses: {
    '200': { description: 'The page.', content: HTML },
    '400': { description: 'The request expired or was already answered: an error page.', content: HTML },
  },
};

export const INTERACTION_SUBMIT: HandlerDoc = {
  operationId: 'oauthSignInSubmit',
  summary: 'OAuth: sign in and allow, or deny',
  requestBody: FORM({ csrf: STRING, decision: { type: 'string', enum: ['allow', 'deny'] }, id_token: STRING }, ['csrf', 'decision']),
  responses: {
    '303': REDIRECT,
    '302': REDIRECT,
    '400': { description: 'The request expired, or the form is incomplete: the page again, saying what is missing.', content: HTML },
    '401': { description: 'The ID token was not accepted: the page again, saying why.', content: HTML },
    '403': { description: 'The form was not sent from its sign-in page (CSRF).', content: HTML },
  },
};
