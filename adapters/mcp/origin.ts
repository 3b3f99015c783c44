import type { Context } from 'koa';
import { forbidden, type AppError } from '../../domain/shared/errors.js';

const FOREIGN_ORIGIN = 'Origin not allowed';

/**
 * A guard of `/mcp`: a request whose `Origin` is not this service's is refused (DNS
 * rebinding); none is fine. Checked before authentication, without loading the MCP SDK.
 */
export function foreignOriginGuard(publicBaseUrl: string): (ctx: Context) => AppError | null {
  const own = new URL(publicBaseUrl).origin;
  return (ctx) => {
    const origin = ctx.get('origin');
    if (origin === '') return null;
    return origin === own ? null : forbidden(FOREIGN_ORIGIN);
  };
}
