import type { Context } from 'koa';
import { ServiceSettings } from '../../../application/shared/service-settings.js';
import { OAUTH_SCOPES } from '../../../domain/oauth/scopes.js';
import { resourceUrl, type ProtectedResource } from '../../../domain/oauth/resources.js';
import { OAuthServer } from '../../oauth/oauth-server.js';
import { formBodyReader } from '../middleware/form-body.js';
import { replyError } from '../respond.js';
import { handler, type HttpMethod, type Route } from '../routing/route.js';

/** The library's endpoints take these methods (CORS preflights included). */
const PROVIDER_METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'];

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
  }),
  handler(
    'POST',
    '/oauth/interaction/:uid',
    async (ctx, container) => {
      const form = await readForm(ctx);
      if (form.kind === 'refused') return replyError(ctx, form.error);
      await container.get(OAuthServer).submitInteraction(ctx, ctx.params.uid!, form.params);
    },
    { auth: false, rateLimit: 'oauth' },
  ),
  ...PROVIDER_METHODS.map((method) => handler(method, '/oauth/*', serve, { auth: false, rateLimit: 'oauth' })),
  ...(['GET', 'OPTIONS'] as const).flatMap((method) => [
    handler(method, '/.well-known/oauth-authorization-server', serve, { auth: false }),
    handler(method, '/.well-known/openid-configuration', serve, { auth: false }),
  ]),
  handler('GET', '/.well-known/oauth-protected-resource', protectedResourceMetadata('mcp'), { auth: false }),
  handler('GET', '/.well-known/oauth-protected-resource/mcp', protectedResourceMetadata('mcp'), { auth: false }),
  handler('GET', '/.well-known/oauth-protected-resource/api', protectedResourceMetadata('api'), { auth: false }),
];
