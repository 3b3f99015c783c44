import { capabilityRule } from '../../../domain/identity/capabilities.js';
import type { ProtectedResource } from '../../../domain/oauth/resources.js';
import { SCOPE_DESCRIPTIONS } from '../../../domain/oauth/scopes.js';
import { projectAccessOf, type Access } from '../routing/operation-doc.js';

/** An OpenAPI security requirement: each named scheme (all together), with the OAuth scopes it needs. */
export type SecurityRequirement = Readonly<Record<string, readonly string[]>>;

/** The credentials the API takes, as the reference's Authorize dialog offers them. */
export const SECURITY_SCHEMES = {
  IdToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      "A signed-in user's ID token from the identity provider (`Authorization: Bearer <ID token>`). In development the dev issuer's tokens " +
      '(`npm run token -- --sub <user-id>`). The user acts with their role on each project.',
  },
  ProjectId: {
    type: 'apiKey',
    in: 'header',
    name: 'x-project-id',
    description: 'The project an API key belongs to: sent with `x-api-key`.',
  },
  ApiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'x-api-key',
    description:
      "A project's service API key (`csk_…`), sent with `x-project-id`: it acts with its role (`manager`, or `member` for read-only) on that " +
      'project only; any other project is 404. Created by an admin (`POST /api/projects/{projectId}/keys`).',
  },
  OAuth2: {
    type: 'oauth2',
    description:
      'An access token of this service’s OAuth 2.1 server (authorization code with PKCE S256; dynamic client registration or a client ID metadata ' +
      'document), for MCP clients. It acts as the user, on content only, as far as its scopes go (`content:read` reads, `content:write` edits ' +
      'and publishes, and reads too), and never beyond the user’s own role; it is accepted only by the resource it was issued for (`/mcp`, or `/api`).',
    flows: {
      authorizationCode: {
        authorizationUrl: '/oauth/authorize',
        tokenUrl: '/oauth/token',
        refreshUrl: '/oauth/token',
        scopes: SCOPE_DESCRIPTIONS,
      },
    },
  },
  VisitorToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A public visitor's token (`Authorization: Bearer lvv_…`), answered as `visitor_token` by a session start without a credential on a project " +
      'whose live agent is open to the public. The live voice endpoints only; it lives 24 hours and is good on its own project only.',
  },
  MetricsToken: {
    type: 'http',
    scheme: 'bearer',
    description: "The operator's metrics scrape token (`Authorization: Bearer <METRICS_TOKEN>`): `GET /metrics` only, which takes no other credential.",
  },
} as const;

const ID_TOKEN: SecurityRequirement = { IdToken: [] };
const VISITOR_TOKEN: SecurityRequirement = { VisitorToken: [] };
const API_KEY: SecurityRequirement = { ProjectId: [], ApiKey: [] };
const oauth = (...scopes: string[]): SecurityRequirement => ({ OAuth2: scopes });

/** The credentials an operation takes, from who may call it and the resource it belongs to. */
export function securityOf(access: Access | undefined, resource: ProtectedResource): readonly SecurityRequirement[] {
  if (access === undefined) return [];
  // `/mcp` takes no ID token: tokens must be issued for it.
  if (resource === 'mcp') return [API_KEY, oauth()];
  switch (access) {
    case 'any caller':
      return [ID_TOKEN, API_KEY, oauth()];
    case 'signed-in user':
      return [ID_TOKEN];
    case 'live speaker':
      // No credential at all is a public visitor's first session start.
      return [ID_TOKEN, VISITOR_TOKEN, {}];
  }
  const { capability } = projectAccessOf(access)!;
  const { role, clientScope } = capabilityRule(capability);
  // API keys are never admins; an OAuth client only does what a scope grants.
  return [ID_TOKEN, ...(role === 'admin' ? [] : [API_KEY]), ...(clientScope === null ? [] : [oauth(clientScope)])];
}

/** Who may call it, as a sentence of the operation's description. */
export function accessSentence(access: Access): string {
  switch (access) {
    case 'any caller':
      return 'Any credential.';
    case 'signed-in user':
      return 'The user signed in with their own ID token; API keys and OAuth clients are refused.';
    case 'live speaker':
      return (
        "A provisioned member of the project named in `x-project-id`, with the user's ID token; on a project whose live agent is open to the public " +
        '(`access: "public"`), also a public visitor: with its visitor token, or with no credential to start a session as a new visitor.'
      );
  }
  const { capability, mode } = projectAccessOf(access)!;
  const { role, clientScope } = capabilityRule(capability);
  const client = clientScope === null ? 'never an OAuth client' : `an OAuth client with \`${clientScope}\``;
  return `Capability \`${capability}\`: ${role} or above, ${client}${mode === 'write' ? '; refused on an expired trial' : ''}.`;
}
