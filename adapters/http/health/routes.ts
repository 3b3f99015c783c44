import { StorageHealth } from '../../../application/shared/ports.js';
import { handler, type Route } from '../routing/route.js';

/** Liveness and readiness for orchestrators: no authentication, and never rate limited. */
export const healthRoutes: readonly Route[] = [
  handler(
    'GET',
    '/healthz',
    (ctx) => {
      ctx.body = { status: 'ok' };
    },
    { auth: false, limited: false },
  ),
  handler(
    'GET',
    '/readyz',
    async (ctx, container) => {
      const ready = await container
        .get<StorageHealth>(StorageHealth)
        .ping()
        .catch(() => false);
      ctx.status = ready ? 200 : 503;
      ctx.body = ready ? { status: 'ready' } : { error: 'Storage unavailable' };
    },
    { auth: false, limited: false },
  ),
];
