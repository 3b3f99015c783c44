import type { Container } from 'inversify';
import type { Context } from 'koa';
import { SignInSettings } from '../../../application/identity/sign-in-settings.js';
import { AssetCatalog } from '../assets/asset-catalog.js';
import { htmlDocument } from '../pages/html-document.js';
import { pageSecurityHeaders } from '../pages/security-headers.js';
import { sendError } from '../respond.js';
import { ErrorBody } from '../response-codecs.js';
import { HTML, json, type HandlerDoc } from '../routing/operation-doc.js';
import { handler, type Route } from '../routing/route.js';
import { signInConnectSources } from './connect-sources.js';

/** Where an OpenID provider sends a person back (the redirect URI to register with it): a page of the service that finishes signing in. */
const OIDC_CALLBACK_PATH = '/auth/oidc/callback';

const CALLBACK_PAGE: HandlerDoc = {
  operationId: 'getOidcCallbackPage',
  summary: 'Signing in with the OpenID provider',
  description:
    'The redirect URI of the pages’ sign-in with an OpenID provider (`AUTH_OIDC_CLIENT_ID`): opened by a page’s Sign in, it sends the person to ' +
    'the provider’s authorization endpoint (the authorization code flow with PKCE); back with `code` and `state`, it exchanges the code at ' +
    'the token endpoint, keeps the session in the browser and returns the person to the page they came from. A static document under a strict ' +
    'Content-Security-Policy, never cached, sending no referrer (its address carries the code).',
  responses: {
    '200': { description: 'The page.', content: HTML },
    '404': { description: 'The pages do not sign in with an OpenID provider here.', content: json(ErrorBody) },
  },
};

/** Built once per application: its assets and the provider's endpoints never change while it runs. */
const pages = new WeakMap<Container, { body: string; headers: Record<string, string> }>();

function serveCallback(ctx: Context, container: Container): void {
  const settings = container.get<SignInSettings>(SignInSettings);
  if (settings.provider !== 'oidc') return sendError(ctx, { status: 404, body: { error: 'Not found' } });
  let page = pages.get(container);
  if (page === undefined) {
    const body = htmlDocument(container.get(AssetCatalog), {
      title: 'Signing in',
      entries: ['page', 'sign-in-callback'],
      body:
        `<main><h1>Signing in</h1><p id="sign-in-callback" role="status">Signing you in…</p>` +
        `<noscript><p>Signing in needs JavaScript: turn it on for this page, then try again.</p></noscript></main>`,
    });
    page = { body, headers: pageSecurityHeaders({ connectTo: signInConnectSources(settings) }) };
    pages.set(container, page);
  }
  ctx.set(page.headers);
  ctx.set('cache-control', 'no-store');
  ctx.status = 200;
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = page.body;
}

export const oidcCallbackRoutes: readonly Route[] = [handler('GET', OIDC_CALLBACK_PATH, serveCallback, { auth: false, limited: false, doc: CALLBACK_PAGE })];
