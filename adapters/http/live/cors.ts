import type { Middleware } from 'koa';

const LIVE = '/api/live/';

/**
 * The live voice endpoints are called by the agent on published sites, also on a project's own
 * domain: another origin than the service's. Any origin may call them, and read every answer
 * (a 429's message and Retry-After included): they take a bearer ID token, never a cookie, so
 * a page gains nothing by calling them that its visitor's token would not give it anyway.
 * Preflights are answered here, before authentication (a browser sends them without one).
 */
export function liveCors(): Middleware {
  return (ctx, next) => {
    if (!ctx.path.startsWith(LIVE)) return next();
    ctx.set('access-control-allow-origin', '*');
    ctx.set('access-control-expose-headers', 'retry-after, x-request-id');
    if (ctx.method !== 'OPTIONS' || ctx.get('access-control-request-method') === '') return next();
    ctx.set('access-control-allow-methods', 'POST');
    ctx.set('access-control-allow-headers', 'authorization, content-type, x-project-id');
    ctx.set('access-control-max-age', '600');
    ctx.status = 204;
    return Promise.resolve();
  };
}
