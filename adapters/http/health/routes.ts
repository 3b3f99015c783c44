import { StorageHealth } from '../../../application/shared/ports.js';
import type { RegisterRoutes } from '../routing.js';

/** Liveness and readiness for orchestrators: no authentication, no rate limiting. */
export const registerHealthRoutes: RegisterRoutes = (router, { container }) => {
  router.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  router.get('/readyz', async (ctx) => {
    const ready = await container.get<StorageHealth>(StorageHealth).ping().catch(() => false);
    ctx.status = ready ? 200 : 503;
    ctx.body = ready ? { status: 'ready' } : { error: 'Storage unavailable' };
  });
};
