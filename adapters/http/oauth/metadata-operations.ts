import * as t from 'io-ts';
import { json, type HandlerDoc } from '../routing/operation-doc.js';
import { openObject, PREFLIGHT, STRING, STRINGS } from './operations.js';

/** The metadata documents of the OAuth server (RFC 8414) and of each protected resource (RFC 9728). */

const ServerMetadata = openObject(
  {
    issuer: STRING,
    authorization_endpoint: STRING,
    token_endpoint: STRING,
    registration_endpoint: STRING,
    revocation_endpoint: STRING,
    jwks_uri: STRING,
    scopes_supported: STRINGS,
    response_types_supported: STRINGS,
    grant_types_supported: STRINGS,
    code_challenge_methods_supported: STRINGS,
  },
  ['issuer', 'authorization_endpoint', 'token_endpoint'],
);

export const SERVER_METADATA: HandlerDoc = {
  operationId: 'oauthAuthorizationServerMetadata',
  summary: 'OAuth: authorization server metadata',
  description: 'RFC 8414.',
  responses: { '200': { description: 'The metadata.', content: json(ServerMetadata) } },
};

export const OPENID_METADATA: HandlerDoc = { ...SERVER_METADATA, operationId: 'openidConfiguration', summary: 'OAuth: the same metadata, at the OpenID path' };
export const SERVER_METADATA_PREFLIGHT: HandlerDoc = {
  operationId: 'oauthAuthorizationServerMetadataPreflight',
  summary: 'CORS preflight',
  responses: { '204': PREFLIGHT },
};
export const OPENID_METADATA_PREFLIGHT: HandlerDoc = { ...SERVER_METADATA_PREFLIGHT, operationId: 'openidConfigurationPreflight' };

/** RFC 9728: where a client learns how to get a token for the resource. */
const ProtectedResourceMetadata = t.type(
  {
    resource: t.string,
    authorization_servers: t.array(t.string),
    scopes_supported: t.readonlyArray(t.string),
    bearer_methods_supported: t.array(t.string),
    resource_name: t.string,
  },
  'ProtectedResourceMetadata',
);

const resourceMetadata = (operationId: string, which: string): HandlerDoc => ({
  operationId,
  summary: `OAuth: protected resource metadata (${which})`,
  description: 'RFC 9728.',
  responses: { '200': { description: 'The metadata.', content: json(ProtectedResourceMetadata) } },
});

export const MCP_RESOURCE_METADATA = resourceMetadata('mcpResourceMetadata', 'MCP');
export const DEFAULT_RESOURCE_METADATA = resourceMetadata('defaultResourceMetadata', 'MCP, at the root path');
export const API_RESOURCE_METADATA = resourceMetadata('apiResourceMetadata', 'the REST API');
