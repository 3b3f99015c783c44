import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import { MetricsEndpoint } from '../../../application/observability/ports.js';
import { notFound, unauthenticated } from '../../../domain/shared/errors.js';
import { replyError } from '../respond.js';
import type { HandlerDoc } from '../routing/operation-doc.js';
import { handler, type Route } from '../routing/route.js';

export const METRICS_TOKEN_REQUIRED = 'Authentication required: Authorization: Bearer <METRICS_TOKEN>';
export const INVALID_METRICS_TOKEN = 'Invalid metrics token';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Both sides hashed first: equal lengths for timingSafeEqual, and the time says nothing of the token's length. */
const sameToken = (presented: string, token: string) => timingSafeEqual(digest(presented), digest(token));

const METRICS_DOC: HandlerDoc = {
  operationId: 'getMetrics',
  summary: 'Metrics for Prometheus',
  description:
    'Every series of this instance in the Prometheus text exposition format: requests by route pattern, their latency, the event-loop lag, ' +
    'the webhook backlog and delivery outcomes, live sessions started and refused, publish durations (docs/operations.md lists them). ' +
    'Only with `METRICS_TOKEN` configured, to that token alone.',
  ownCredential: 'MetricsToken',
  responses: {
    '200': {
      description: 'The series.',
      headers: { 'Cache-Control': { description: '`no-store`.', required: true } },
      content: { 'text/plain': { type: 'string' } },
    },
  },
  refusals: [
    { status: 401, when: `No bearer token (\`${METRICS_TOKEN_REQUIRED}\`), or another than \`METRICS_TOKEN\` (\`${INVALID_METRICS_TOKEN}\`).` },
    { status: 404, when: '`METRICS_TOKEN` is not configured: there are no metrics to serve (`Not found`).' },
  ],
};

/**
 * `GET /metrics`: the Prometheus text exposition, only to `Authorization: Bearer <METRICS_TOKEN>`
 * (unset: 404, as for any unknown path). Not a user credential: the route authenticates the
 * scrape itself. It stands outside the 401 lockout, as the health checks do: wrong tokens (from
 * anyone behind the scraper's address, a shared NAT or proxy) must not lock the scraper out, and
 * the lockout adds nothing here: the token is at least 16 characters (`openssl rand -hex 32`
 * gives 256 random bits), compared as SHA-256 digests in constant time, so an answer tells
 * nothing of how close a guess was, and guessing online cannot succeed.
 */
export const metricsRoutes: readonly Route[] = [
  handler(
    'GET',
    '/metrics',
    async (ctx: Context, container) => {
      if (!container.isBound(MetricsEndpoint)) return replyError(ctx, notFound());
      const metrics = container.get<MetricsEndpoint>(MetricsEndpoint);
      const [scheme, presented] = ctx.get('authorization').split(' ', 2);
      if (scheme?.toLowerCase() !== 'bearer' || !presented) return replyError(ctx, unauthenticated(METRICS_TOKEN_REQUIRED));
      if (!sameToken(presented, metrics.token)) return replyError(ctx, unauthenticated(INVALID_METRICS_TOKEN));
      const { contentType, text } = await metrics.scrape();
      ctx.set('cache-control', 'no-store');
      ctx.type = contentType;
      ctx.body = text;
    },
    { auth: false, limited: false, doc: METRICS_DOC },
  ),
];
