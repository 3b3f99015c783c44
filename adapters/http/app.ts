import Router from '@koa/router';
import type { Container } from 'inversify';
import Koa from 'koa';
import type { Logger } from 'pino';
import { Authenticate } from '../../application/identity/authenticate.js';
import { RateLimiter } from '../../application/shared/ports.js';
import { FeatureDispatch } from './feature-dispatch.js';
import { authFailureGuard } from './middleware/auth-failure-guard.js';
import { authenticated } from './middleware/authenticated.js';
import { jsonBody } from './middleware/body.js';
import { conventions } from './middleware/conventions.js';
import { FEATURE_ROUTES } from './routes.js';

export interface HttpAppOptions {
  readonly container: Container;
  readonly logger: Logger;
  /** 401 answers an IP may collect per minute before it is answered 429. */
  readonly authFailureLimit: number;
  /** Trust X-Forwarded-For (behind a load balancer) when telling client IPs apart. */
  readonly trustProxy: boolean;
}

/** Builds the Koa application: conventions first, then every feature's routes. */
export function createHttpApp(options: HttpAppOptions): Koa {
  const app = new Koa({ proxy: options.trustProxy });
  // Koa would print every thrown error to stderr; the conventions middleware logs them once.
  app.silent = true;

  const deps = { container: options.container, authenticated: authenticated(options.container.get(Authenticate)) };
  const routers = FEATURE_ROUTES.map((register) => {
    const router = new Router();
    register(router, deps);
    return router;
  });

  app.use(conventions(options.logger));
  app.use(authFailureGuard(options.container.get<RateLimiter>(RateLimiter), options.authFailureLimit));
  app.use(jsonBody());
  app.use(new FeatureDispatch(routers).middleware());
  return app;
}
