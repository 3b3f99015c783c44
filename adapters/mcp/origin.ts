import type { Context } from 'koa';
import { forbidden, type AppError } from '../../domain/shared/errors.js';
import { FOREIGN_ORIGIN, ownOriginCheck } from '../shared/own-origin.js';

/**
 * A guard of `/mcp`: a request whose `Origin` is not this service's is refused (DNS
 * rebinding); none is fine. Checked before authentication, without loading the MCP SDK.
 */
export function foreignOriginGuard(publicBaseUrl: string): (ctx: Context) => AppError | null {
  const allowed = ownOriginCheck(publicBaseUrl);
  return (ctx) => (allowed(ctx.get('origin')) ? null : forbidden(FOREIGN_ORIGIN));
}
