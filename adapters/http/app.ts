import type { Container } from 'inversify';
import Koa from 'koa';
import type { Logger } from 'pino';
import { Authenticate } from '../../application/identity/authenticate.js';
import { MetricsEndpoint } from '../../application/observability/ports.js';
import { RateLimiter } from '../../application/shared/ports.js';
import { ServiceSettings } from '../../application/shared/service-settings.js';
import { AssetCatalog } from './assets/asset-catalog.js';
import { MCP_TOOLS } from '../mcp/tools.js';
import type { AuthFailureLimit } from './middleware/auth-failure-limit.js';
import { liveCors } from './live/cors.js';
import { conventions } from './middleware/conventions.js';
import { ROUTES } from './routes.js';
import { configuredRules, type RateRuleName } from './routing/rate-limits.js';
import { RouteTable } from './routing/route-table.js';
import { siteByHost } from './site/site-files.js';
import { requireBoundUseCases } from './use-case-bindings.js';

export interface HttpAppOptions {
  readonly container: Container;
  readonly logger: Logger;
  /** The 401 lockout (AUTH_FAILURE_LIMIT answers of 401 per IP and minute, then 429), shared with the voice endpoint's upgrades. */
  readonly authFailures: AuthFailureLimit;
  /** Per-IP limits of the rate-limited routes, when configured above the contract's. */
  readonly rateLimits?: Partial<Record<RateRuleName, number>>;
  /**
   * How many proxies in front of the service append to `X-Forwarded-For` (0: none). The client
   * IP is the entry that many hops from the right: the leftmost entries are the client's own
   * words, and trusting them would let a caller pick the address its limits are counted on.
   */
  readonly trustedProxies: number;
}

/**
 * Builds the Koa application: the conventions (with the request metrics when on), a project's site on
 * its own domains, then the route table. Refuses to build when a route or MCP tool names a use
 * case the container lacks.
 */
export function createHttpApp(options: HttpAppOptions): Koa {
  const app = new Koa({ proxy: options.trustedProxies > 0, maxIpsCount: options.trustedProxies });
  // Koa would print every thrown error to stderr; the conventions middleware logs them once.
  app.silent = true;
  const { container } = options;
  // Read now: a server whose browser bundles are missing stops at start, saying what to run.
  container.get(AssetCatalog);
  requireBoundUseCases(container, ROUTES, MCP_TOOLS);
  const limiter = container.get<RateLimiter>(RateLimiter);
  const table = new RouteTable(ROUTES, {
    container,
    authenticate: container.get(Authenticate),
    authFailures: options.authFailures,
    limiter,
    rateRules: configuredRules(options.rateLimits ?? {}),
    publicBaseUrl: container.get<ServiceSettings>(ServiceSettings).publicBaseUrl,
  });
  // With metrics on (METRICS_TOKEN), every request is counted and timed; off, it costs nothing.
  const metrics = container.isBound(MetricsEndpoint) ? container.get<MetricsEndpoint>(MetricsEndpoint) : undefined;
  app.use(conventions(options.logger, metrics));
  app.use(siteByHost(container));
  app.use(liveCors());
  app.use(table.middleware());
  return app;
}
