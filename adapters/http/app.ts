import Router from '@koa/router';
import type { Container } from 'inversify';
import Koa from 'koa';
import type { Logger } from 'pino';
import { Authenticate } from '../../application/identity/authenticate.js';
import { RateLimiter } from '../../application/shared/ports.js';
import { authFailureGuard } from './middleware/auth-failure-guard.js';
import { authenticated } from './middleware/authenticated.js';
import { jsonBody } from './middleware/body.js';
import { errorBoundary } from './middleware/errors.js';
import { requestContext } from './middleware/request-context.js';
import { FEATURE_ROUTES } from './routes.js';
import { sendError } from './respond.js';

export interface HttpAppOptions {
  readonly container: Container;
  readonly logger: Logger;
  /** 401 answers an IP may collect per minute before it is answered 429. */
  readonly authFailureLimit: number;
  /** Trust X-Forwarded-For (behind a load balancer) when telling client IPs apart. */
  readonly trustProxy: boolean;
}

/** Unknown paths (404) and known paths with a wrong method (405, set by the router) in our JSON shape. */
const unmatchedAsJson: Koa.Middleware = async (ctx, next) => {
  await next();
  if (ctx.body !== undefined && ctx.body !== null) return;
  if (ctx.status === 405) sendError(ctx, { status: 405, body: { error: 'Method not allowed' } });
  else if (ctx.status === 404) sendError(ctx, { status: 404, body: { error: 'Not found' } });
};

/** Builds the Koa application: conventions first, then every feature's routes. */
export function createHttpApp(options: HttpAppOptions): Koa {
  const app = new Koa({ proxy: options.trustProxy });
  // Koa would print every thrown error to stderr; errorBoundary logs them once, structured.
  app.silent = true;

  const router = new Router();
  const deps = { container: options.container, authenticated: authenticated(options.container.get(Authenticate)) };
  for (const register of FEATURE_ROUTES) register(router, deps);

  app.use(requestContext(options.logger));
  app.use(errorBoundary(options.logger));
  app.use(authFailureGuard(options.container.get<RateLimiter>(RateLimiter), options.authFailureLimit));
  app.use(jsonBody());
  app.use(unmatchedAsJson);
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
