import * as E from 'fp-ts/lib/Either.js';
import type { Context } from 'koa';
import type { Authenticate, Credentials } from '../../../application/identity/authenticate.js';
import type { LiveCaller } from '../../../application/live/live-caller.js';
import { looksLikeVisitorToken } from '../../../domain/live/visitor.js';
import type { Actor } from '../../../domain/identity/actor.js';
import type { ProtectedResource } from '../../../domain/oauth/resources.js';
import { invalid, unauthenticated, type AppError } from '../../../domain/shared/errors.js';

const BEARER = /^Bearer[ ]+([A-Za-z0-9._~+/-]+=*)$/i;

/** Headers that carry a credential or bind one to a project: each may be sent once. */
const CREDENTIAL_HEADERS = ['authorization', 'x-api-key', 'x-project-id'];

/**
 * The credential header a request repeats, if any. Node keeps only the first `Authorization`
 * and joins repeated `x-*` headers with commas, so a repeat must be seen in the raw headers:
 * serving one of two credentials would let a proxy and the service disagree on the caller.
 */
function repeatedCredentialHeader(rawHeaders: readonly string[]): string | null {
  let seen = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (name.length !== 13 && name.length !== 9 && name.length !== 12) continue;
    const index = CREDENTIAL_HEADERS.indexOf(name.toLowerCase());
    if (index === -1) continue;
    if (seen & (1 << index)) return CREDENTIAL_HEADERS[index]!;
    seen |= 1 << index;
  }
  return null;
}

/**
 * An empty header counts as absent. `name` is lower case: read from Node's headers directly
 * (Koa's `ctx.get` lower-cases the name through two getters, three times per request).
 */
const headerOf = (ctx: Context, name: string): string | null => {
  const value = ctx.req.headers[name];
  if (value === undefined) return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
};

function credentialsOf(ctx: Context, resource: ProtectedResource): Credentials {
  const authorization = headerOf(ctx, 'authorization');
  return {
    bearer: authorization === null ? null : (BEARER.exec(authorization)?.[1] ?? ''),
    apiKey: headerOf(ctx, 'x-api-key'),
    projectId: headerOf(ctx, 'x-project-id'),
    resource,
  };
}

/**
 * Authenticates the request's credential for the resource its route belongs to (`mcp` or
 * the general `api`); on success the actor is on `ctx.state.actor`.
 */
export async function authenticateRequest(ctx: Context, authenticate: Authenticate, resource: ProtectedResource): Promise<AppError | null> {
  const repeated = repeatedCredentialHeader(ctx.req.rawHeaders);
  if (repeated !== null) return invalid(`${repeated} header must be sent once`);
  const result = await authenticate.execute(credentialsOf(ctx, resource));
  if (E.isLeft(result)) return result.left;
  ctx.state.actor = result.right;
  return null;
}

export const actorOf = (ctx: Context): Actor => ctx.state.actor as Actor;

/**
 * The caller of a live voice route, on `ctx.state.liveCaller`: no credential at all (a public
 * visitor's first start: it must name its project, or it is the specification's 401 before the
 * 400), a visitor token (checked by the live access rule, which knows its store), or any other
 * credential, authenticated as everywhere else. The address is the client IP as the rate limits
 * compute it (`ctx.ip` follows TRUST_PROXY: never a value the client chose).
 */
export async function authenticateLiveCaller(ctx: Context, authenticate: Authenticate): Promise<AppError | null> {
  const repeated = repeatedCredentialHeader(ctx.req.rawHeaders);
  if (repeated !== null) return invalid(`${repeated} header must be sent once`);
  const { bearer, apiKey, projectId } = credentialsOf(ctx, 'api');
  let caller: LiveCaller;
  if (bearer === null && apiKey === null) {
    if (projectId === null) return unauthenticated();
    caller = { kind: 'anonymous', address: ctx.ip };
  } else if (bearer !== null && apiKey === null && looksLikeVisitorToken(bearer)) {
    caller = { kind: 'visitor', token: bearer, address: ctx.ip };
  } else {
    const refused = await authenticateRequest(ctx, authenticate, 'api');
    if (refused !== null) return refused;
    caller = { kind: 'authenticated', actor: actorOf(ctx) };
  }
  ctx.state.liveCaller = caller;
  return null;
}

export const liveCallerOf = (ctx: Context): LiveCaller => ctx.state.liveCaller as LiveCaller;
