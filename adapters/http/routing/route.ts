import type * as E from 'fp-ts/lib/Either.js';
import type { Container } from 'inversify';
import type * as t from 'io-ts';
import type { Context } from 'koa';
import type { Actor } from '../../../domain/identity/actor.js';
import type { ProtectedResource } from '../../../domain/oauth/resources.js';
import type { AppError } from '../../../domain/shared/errors.js';
import type { PathParams } from './path-params.js';
import type { RateRuleName } from './rate-limits.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/**
 * A use case as the table sees it: `execute(caller, input)` answering an Either. The caller is
 * the authenticated actor, or `null` on a public route (one that needs no credential).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any constructor: use cases differ in their dependencies
export type UseCaseClass<I, O, Caller = Actor> = abstract new (...args: any[]) => {
  // A property, not a method: parameters are then checked strictly (a missing input key fails).
  readonly execute: (caller: Caller, input: I) => Promise<E.Either<AppError, O>>;
};

/** A route that runs a use case: the request's parts decoded, merged, and handed over. */
export interface UseCaseRoute {
  readonly kind: 'use-case';
  readonly method: HttpMethod;
  readonly path: string;
  readonly useCase: UseCaseClass<never, unknown, never>;
  /** Needs no credential: the use case gets `null` for a caller (`publicGet`, `publicPost`). */
  readonly public: boolean;
  readonly body?: t.Mixed | undefined;
  readonly query?: t.Mixed | undefined;
  /** Input keys taken from request headers (required: a missing one is 400). */
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /** Fixed input values of this route. */
  readonly constants?: Readonly<Record<string, unknown>> | undefined;
  readonly status: number | ((output: never) => number);
  /** The answer holds a secret (a bearer token): no cache may keep it. */
  readonly noStore?: boolean | undefined;
  /** A per-IP limit of requests (see rate-limits.ts), checked before authentication. */
  readonly rateLimit?: RateRuleName | undefined;
  /** Headers every answer of the route carries (its caching, who may read it from another origin). */
  readonly responseHeaders?: Readonly<Record<string, string>> | undefined;
  /** The route exists only when this holds for the configured service (decided once, when the table is built). */
  readonly onlyIf?: ((container: Container) => boolean) | undefined;
}

/** A route with a hand-written handler: health, static files, protocol endpoints. */
export interface HandlerRoute {
  readonly kind: 'handler';
  readonly method: HttpMethod;
  readonly path: string;
  readonly handle: (ctx: Context, container: Container) => unknown;
  /** Requires a credential and puts the actor on `ctx.state.actor` (default true). */
  readonly auth: boolean;
  /** Counted by the 401-flood limit (default true; never for health checks). */
  readonly limited: boolean;
  /** Parse a JSON body under the 1 MB limit before the handler (default false). */
  readonly jsonBody: boolean;
  /** A per-IP limit of requests (see rate-limits.ts), checked before authentication. */
  readonly rateLimit?: RateRuleName | undefined;
  /** A check that runs before authentication (e.g. the request's Origin); its failure is the answer. */
  readonly guard?: ((ctx: Context, container: Container) => AppError | null) | undefined;
  /**
   * The protected resource the route belongs to (default `api`, the general API): an OAuth
   * access token must name it in its audience, and a 401 from an `mcp` route tells the client
   * where the resource's metadata is (`WWW-Authenticate` with `resource_metadata`).
   */
  readonly resource: ProtectedResource;
}

export type Route = UseCaseRoute | HandlerRoute;

interface RouteOptions<B, Q, H extends string, C, O> {
  readonly body?: t.Type<B, unknown, unknown>;
  readonly query?: t.Type<Q, unknown, unknown>;
  readonly headers?: Readonly<Record<H, string>>;
  readonly constants?: C;
  readonly status?: number | ((output: O) => number);
  readonly noStore?: boolean;
  readonly rateLimit?: RateRuleName;
  readonly responseHeaders?: Readonly<Record<string, string>>;
  readonly onlyIf?: (container: Container) => boolean;
}

/**
 * What the use case receives: `{ ...constants, ...query, ...body, ...headers, ...params }`.
 * Path parameters come last: no body or query key can override them.
 */
type RouteInput<P extends string, B, Q, H extends string, C> = C & Q & B & { readonly [K in H]: string } & PathParams<P>;

// One declaration per method; each checks at compile time that the path's parameters, the
// codecs' outputs, the headers and the constants together give the use case its whole input,
// and that a public route's use case takes no actor (`null`) and an authenticated one's an actor.
function useCaseRoute<Caller extends Actor | null>(method: HttpMethod, defaultStatus: number, access: Caller extends null ? 'public' : 'authenticated') {
  return <P extends string, O, B = unknown, Q = unknown, H extends string = never, C = unknown>(
    path: P,
    useCase: UseCaseClass<RouteInput<NoInfer<P>, NoInfer<B>, NoInfer<Q>, NoInfer<H>, NoInfer<C>>, O, Caller>,
    options: RouteOptions<B, Q, H, C, NoInfer<O>> = {},
  ): UseCaseRoute => ({
    kind: 'use-case',
    method,
    path,
    useCase: useCase as unknown as UseCaseClass<never, unknown, never>,
    public: access === 'public',
    body: options.body as t.Mixed | undefined,
    query: options.query as t.Mixed | undefined,
    headers: options.headers,
    constants: options.constants as Record<string, unknown> | undefined,
    status: (options.status ?? defaultStatus) as UseCaseRoute['status'],
    noStore: options.noStore,
    rateLimit: options.rateLimit,
    responseHeaders: options.responseHeaders,
    onlyIf: options.onlyIf,
  });
}

export const get = useCaseRoute<Actor>('GET', 200, 'authenticated');
export const post = useCaseRoute<Actor>('POST', 200, 'authenticated');
export const put = useCaseRoute<Actor>('PUT', 200, 'authenticated');
export const patch = useCaseRoute<Actor>('PATCH', 200, 'authenticated');
export const del = useCaseRoute<Actor>('DELETE', 204, 'authenticated');
/** Routes anyone may call, without a credential (sign-in itself): give them a rate limit. */
export const publicGet = useCaseRoute<null>('GET', 200, 'public');
export const publicPost = useCaseRoute<null>('POST', 200, 'public');

/** A hand-written route; authenticated and limited unless said otherwise. */
export const handler = (
  method: HttpMethod,
  path: string,
  handle: HandlerRoute['handle'],
  options: Partial<Pick<HandlerRoute, 'auth' | 'limited' | 'jsonBody' | 'rateLimit' | 'guard' | 'resource'>> = {},
): HandlerRoute => ({
  kind: 'handler',
  method,
  path,
  handle,
  auth: options.auth ?? true,
  limited: options.limited ?? true,
  jsonBody: options.jsonBody ?? false,
  rateLimit: options.rateLimit,
  guard: options.guard,
  resource: options.resource ?? 'api',
});
