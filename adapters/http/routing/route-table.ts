import * as E from 'fp-ts/lib/Either.js';
import FindMyWay from 'find-my-way';
import type { Container } from 'inversify';
import type { Context, Middleware } from 'koa';
import type { Authenticate } from '../../../application/identity/authenticate.js';
import type { RateLimiter } from '../../../application/shared/ports.js';
import { resourceMetadataUrl, type ProtectedResource } from '../../../domain/oauth/resources.js';
import { invalid, type AppError } from '../../../domain/shared/errors.js';
import { runUseCase } from '../../shared/run-use-case.js';
import { inputPart, UseCaseInput } from '../../shared/use-case-input.js';
import type { AuthFailureLimit } from '../middleware/auth-failure-limit.js';
import { actorOf, authenticateLiveCaller, authenticateRequest, liveCallerOf } from '../middleware/authenticated.js';
import { jsonBodyReader } from '../middleware/json-body.js';
import { replyConditionalJson } from '../conditional-json.js';
import { reply, replyError, sendError } from '../respond.js';
import { rateRefusal, type RateRule, type RateRuleName } from './rate-limits.js';
import type { HandlerRoute, HttpMethod, Route, UseCaseRoute } from './route.js';
import { READ_CONTEXT, routeWrites, writeContextOf } from './run-context.js';

export interface RouteTableDeps {
  readonly container: Container;
  readonly authenticate: Authenticate;
  readonly authFailures: AuthFailureLimit;
  readonly limiter: RateLimiter;
  /** The per-IP rules, with their configured limits. */
  readonly rateRules: Readonly<Record<RateRuleName, RateRule>>;
  /** The service's external address (PUBLIC_BASE_URL): where a resource's metadata is. */
  readonly publicBaseUrl: string;
}

interface Stages {
  readonly handle: Handle;
  readonly jsonBody: boolean;
  /** `live`: an optional credential, a visitor token accepted (live voice). */
  readonly auth: boolean | 'live';
  readonly limited: boolean;
  readonly rateRule: RateRule | undefined;
  readonly guard: ((ctx: Context) => AppError | null) | undefined;
  readonly resource: ProtectedResource;
  /** The `WWW-Authenticate` value of the route's 401 answers, when not the plain `Bearer`. */
  readonly challenge: string | undefined;
}

type Handle = (ctx: Context) => Promise<void>;

/** What the radix tree keeps for a route: its pipeline, and its pattern (the label of the request's metrics). */
interface Matched {
  readonly handle: Handle;
  readonly pattern: string;
}

/**
 * Every route of the API, matched by a radix router (find-my-way): the cost of matching grows
 * with the length of the path, not with the number of routes. Each route's pipeline is built
 * once, here: the 401-flood limit, the route's own per-IP rate limit, its guard,
 * authentication, the JSON body, then the handler.
 */
export class RouteTable {
  private readonly router = FindMyWay({ ignoreTrailingSlash: true });
  private readonly methods = new Set<HttpMethod>();

  constructor(routes: readonly Route[], deps: RouteTableDeps) {
    const readJson = jsonBodyReader();
    for (const route of routes) {
      if (route.kind === 'use-case' && route.onlyIf !== undefined && !route.onlyIf(deps.container)) continue;
      const handle = route.kind === 'use-case' ? useCaseHandler(route, deps.container) : handlerOf(route, deps.container);
      const jsonBody = route.kind === 'use-case' ? route.body !== undefined : route.jsonBody;
      const auth: Stages['auth'] = route.kind === 'use-case' ? (route.live ? 'live' : !route.public) : route.auth;
      const limited = route.kind === 'use-case' || route.limited;
      const rateRule = route.rateLimit === undefined ? undefined : deps.rateRules[route.rateLimit];
      const routeGuard = route.kind === 'handler' ? route.guard : undefined;
      const guard = routeGuard && ((ctx: Context) => routeGuard(ctx, deps.container));
      const resource = route.kind === 'handler' ? route.resource : 'api';
      const challenge = resource === 'mcp' ? `Bearer resource_metadata="${resourceMetadataUrl(deps.publicBaseUrl, 'mcp')}"` : undefined;
      const stages = { handle, jsonBody, auth, limited, rateRule, guard, resource, challenge };
      const matched: Matched = { handle: pipeline(stages, deps, readJson), pattern: route.path };
      this.router.on(route.method, route.path, () => undefined, matched);
      this.methods.add(route.method);
    }
  }

  middleware(): Middleware {
    return (ctx) => {
      const found = this.router.find(ctx.method as HttpMethod, ctx.path);
      if (found === null) return this.unmatched(ctx);
      const { handle, pattern } = found.store as Matched;
      ctx.params = found.params as Record<string, string>;
      // The pattern, never the raw path: request metrics are labelled by it.
      ctx.state.route = pattern;
      return handle(ctx);
    };
  }

  /** 405 with `Allow` when another method has this path (204 for OPTIONS), else 404. */
  private unmatched(ctx: Context): void {
    const allowed = [...this.methods].filter((method) => this.router.find(method, ctx.path) !== null);
    if (allowed.length === 0) return sendError(ctx, { status: 404, body: { error: 'Not found' } });
    ctx.set('allow', allowed.join(', '));
    if (ctx.method === 'OPTIONS') ctx.status = 204;
    else sendError(ctx, { status: 405, body: { error: 'Method not allowed' } });
  }
}

function pipeline(stages: Stages, deps: RouteTableDeps, readJson: (ctx: Context) => Promise<AppError | null>): Handle {
  const { handle, jsonBody, auth, limited, rateRule, guard, resource, challenge } = stages;
  // One `async` frame for the whole pipeline (the 401-flood limit included): each stage is a
  // promise and a microtask on every request, the hot read's largest cost after Node's own.
  return async (ctx) => {
    if (limited) {
      const locked = await deps.authFailures.refusal(ctx);
      if (locked !== null) return replyError(ctx, locked);
    }
    try {
      const refused =
        (rateRule ? await rateRefusal(deps.limiter, rateRule, ctx) : null) ??
        (guard ? guard(ctx) : null) ??
        (auth === 'live' ? await authenticateLiveCaller(ctx, deps.authenticate) : auth ? await authenticateRequest(ctx, deps.authenticate, resource) : null) ??
        (jsonBody ? await readJson(ctx) : null);
      if (refused !== null) {
        replyError(ctx, refused);
        // RFC 9728: the challenge names the resource's metadata, where a client discovers how to get a token.
        if (challenge !== undefined && ctx.status === 401) ctx.set('www-authenticate', challenge);
        return;
      }
      await handle(ctx);
    } finally {
      // Only a 401 is counted: checked here, so every other answer skips the call and its promise.
      if (limited && ctx.res.statusCode === 401) await deps.authFailures.record(ctx);
    }
  };
}

function handlerOf(route: HandlerRoute, container: Container): Handle {
  return async (ctx) => {
    await route.handle(ctx, container);
  };
}

/** Decodes the request's parts, builds the input (path parameters last), runs the use case, replies. */
function useCaseHandler(route: UseCaseRoute, container: Container): Handle {
  const input = new UseCaseInput({ query: route.query && inputPart(route.query), body: route.body && inputPart(route.body) }, route.constants);
  const headers = Object.entries(route.headers ?? {});
  const { status, responseHeaders } = route;
  const run = { container, useCase: route.useCase, writes: routeWrites(route) };
  // Resolved on first use: tests rebind fakes after the app is built.
  let useCase: { execute: (actor: unknown, input: unknown) => Promise<E.Either<AppError, unknown>> } | undefined;
  const { query, body } = route;
  return async (ctx) => {
    // Koa's `ctx.query` parses the query string: read only by a route that declares one.
    const decoded = input.decode({ query: query && ctx.query, body: body && (ctx.request.body ?? {}) });
    if (E.isLeft(decoded)) return replyError(ctx, decoded.left);
    const bound: Record<string, string> = {};
    for (const [key, header] of headers) {
      const value = ctx.get(header).trim();
      if (value === '') return replyError(ctx, invalid(`${header} header is required`));
      bound[key] = value;
    }
    useCase ??= container.get(route.useCase as never);
    const params = { ...bound, ...ctx.params };
    const assembled = input.assemble(decoded.right, params);
    // Live voice speaks for a member or a visitor, and writes nothing of the project's content: no activity entry.
    const result = route.live
      ? await useCase!.execute(liveCallerOf(ctx), assembled)
      : await runUseCase(run, useCase!, route.public ? null : actorOf(ctx), assembled, run.writes ? writeContextOf(ctx) : READ_CONTEXT);
    if (responseHeaders !== undefined) ctx.set(responseHeaders);
    if (route.noStore) ctx.set('cache-control', 'no-store');
    if (route.conditional && E.isRight(result) && typeof result.right === 'object' && result.right !== null) {
      return replyConditionalJson(ctx, result.right);
    }
    reply(ctx, result, typeof status === 'number' ? status : E.isRight(result) ? (status as (o: unknown) => number)(result.right) : 200);
  };
}
