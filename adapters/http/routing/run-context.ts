import type { Context } from 'koa';
import type { RunContext } from '../../shared/run-use-case.js';
import { projectAccessOf } from './operation-doc.js';
import type { UseCaseRoute } from './route.js';

/**
 * Whether a route writes (its writes go to the activity log): a PUT, PATCH or DELETE, or a POST
 * not declared a project read (one that only reads, such as the preview of a draft). A DELETE
 * declared a read is still a write: revoking a key or a webhook is allowed on a lapsed trial
 * (read mode), and the log must show it.
 */
export const routeWrites = (route: UseCaseRoute): boolean => {
  if (route.method === 'GET' || route.method === 'HEAD' || route.method === 'OPTIONS') return false;
  return route.method !== 'POST' || route.access === undefined || projectAccessOf(route.access)?.mode !== 'read';
};

/**
 * A request from a page the service serves (the browser says the caller is on the service's
 * own origin): the portal. Only the channel's label in the activity log; who acted is the
 * authenticated actor, whatever a client claims here.
 */
export const viaOf = (ctx: Context) => (ctx.get('sec-fetch-site') === 'same-origin' ? 'portal' : 'rest');

/** An activity record that could not be written: logged with the request (the conventions middleware), the answer unchanged. */
export const reportToRequestLog =
  (ctx: Context) =>
  (cause: unknown, details: Readonly<Record<string, unknown>>): void => {
    ctx.state.failure = { cause, details };
  };

/** What a write's activity entry is made of: the channel, what the path bound, where a failure to record it goes. */
export const writeContextOf = (ctx: Context): RunContext => ({ via: viaOf(ctx), bound: ctx.params, report: reportToRequestLog(ctx) });

/** A read records no activity (runUseCase reads no context for it): nothing is built per request. */
export const READ_CONTEXT: RunContext = {
  via: 'rest',
  bound: {},
  report: () => undefined,
};
