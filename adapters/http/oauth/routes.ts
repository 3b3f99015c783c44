import type { Context } from 'koa';
import { ServiceSettings } from '../../../application/shared/service-settings.js';
import { OAUTH_SCOPES } from '../../../domain/oauth/scopes.js';
import { resourceUrl, type ProtectedResource } from '../../../domain/oauth/resources.js';
import { OAuthServer } from '../../oauth/oauth-server.js';
import { formBodyReader } from '../middleware/form-body.js';
import { replyError } from '../respond.js';
import type { HandlerDoc } from '../routing/operation-doc.js';
import { handler, type HttpMethod, type Route } from '../routing/route.js';
import {
  API_RESOURCE_METADATA,
  DEFAULT_RESOURCE_METADATA,
  MCP_RESOURCE_METADATA,
  OPENID_METADATA,
  OPENID_METADATA_PREFLIGHT,
  SERVER_METADATA,
  SERVER_METADATA_PREFLIGHT,
} from './metadata-operations.js';
import {
  AUTHORIZE,
  AUTHORIZE_POST,
  AUTHORIZE_RESUME,
  INTERACTION_PAGE,
  INTERACTION_SUBMIT,
  JWKS,
  OAUTH_PREFLIGHT,
  REGISTER,
  REVOKE,
  TOKEN,
} from './operations.js';

/**
 * The library's endpoints by method, each with its operations (its paths under `/oauth/`), CORS
 * preflights included. No PUT or DELETE: client management (RFC 7592) is off.
 */
const PROVIDER_OPERATIONS: ReadonlyArray<readonly [HttpMethod, readonly HandlerDoc[]]> = [
  ['GET', [AUTHORIZE, AUTHORIZE_RESUME, JWKS]],
  ['POST', [AUTHORIZE_POST, TOKEN, REGISTER, REVOKE]],
  ['OPTIONS', ['/oauth/token', '/oauth/register', '/oauth/revoke'].map((path) => preflightOf(path))],
];

function preflightOf(path: string): HandlerDoc {
  const name = path.split('/').pop()!;
  return { ...OAUTH_PREFLIGHT, path, operationId: `${OAUTH_PREFLIGHT.operationId}${name[0]!.toUpperCase()}${name.slice(1)}` };
}

const readForm = formBodyReader();

const serve = (ctx: Context, container: import('inversify').Container) => container.get(OAuthServer).serve(ctx);

/** RFC 9728: what a client needs to get a token for the resource (its authorization server, scopes). */
function protectedResourceMetadata(resource: ProtectedResource) {
  return (ctx: Context, container: import('inversify').Container) => {
    const { publicBaseUrl } = container.get<ServiceSettings>(ServiceSettings);
    ctx.set('access-control-allow-origin', '*');
    ctx.set('cache-control', 'public, max-age=3600');
    ctx.body = {
      resource: resourceUrl(publicBaseUrl, resource),
      authorization_servers: [publicBaseUrl],
      scopes_supported: OAUTH_SCOPES,
      bearer_methods_supported: ['header'],
      resource_name: resource === 'mcp' ? 'Content service MCP server' : 'Content service API',
    };
  };
}

/**
 * The OAuth 2.1 authorization server (see adapters/oauth/): its endpoints under `/oauth/*`
 * (register, authorize, token, revoke, jwks) passed whole to the library before any body
 * parser, the sign-in and consent page of each request, and the metadata documents: the
 * authorization server's (RFC 8414; the issuer is PUBLIC_BASE_URL, so it sits at the root
 * well-known path) and each protected resource's (RFC 9728; the MCP one at both paths a client
 * may look). Every `/oauth/*` request counts against the per-IP OAuth limit.
 */
export const oauthRoutes: readonly Route[] = [
  handler('GET', '/oauth/interaction/:uid', (ctx, container) => container.get(OAuthServer).showInteraction(ctx, ctx.params.uid!), {
    auth: false,
    rateLimit: 'oauth',
    doc: INTERACTION_PAGE,
  }),
  handler(
    'POST',
    '/oauth/interaction/:uid',
    async (ctx, container) => {
      const form = await readForm(ctx);
      if (form.kind === 'refused') return replyError(ctx, form.error);
      await container.get(OAuthServer).submitInteraction(ctx, ctx.params.uid!, form.params);
    },
    { auth: false, rateLimit: 'oauth', doc: INTERACTION_SUBMIT },
  ),
  ...PROVIDER_OPERATIONS.map(([method, doc]) => handler(method, '/oauth/*', serve, { auth: false, rateLimit: 'oauth', doc })),
  handler('GET', '/.well-known/oauth-authorization-server', serve, { auth: false, doc: SERVER_METADATA }),
  handler('GET', '/.well-known/openid-configuration', serve, { auth: false, doc: OPENID_METADATA }),
  handler('OPTIONS', '/.well-known/oauth-authorization-server', serve, { auth: false, doc: SERVER_METADATA_PREFLIGHT }),
  handler('OPTIONS', '/.well-known/openid-configuration', serve, { auth: false, doc: OPENID_METADATA_PREFLIGHT }),
  handler('GET', '/.well-known/oauth-protected-resource', protectedResourceMetadata('mcp'), { auth: false, doc: DEFAULT_RESOURCE_METADATA }),
  handler('GET', '/.well-known/oauth-protected-resource/mcp', protectedResourceMetadata('mcp'), { auth: false, doc: MCP_RESOURCE_METADATA }),
  handler('GET', '/.well-known/oauth-protected-resource/api', protectedResourceMetadata('api'), { auth: false, doc: API_RESOURCE_METADATA }),
];
