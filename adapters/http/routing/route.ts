import type * as E from 'fp-ts/lib/Either.js';
import type { Container } from 'inversify';
import type * as t from 'io-ts';
import type { Context } from 'koa';
import type { LiveCaller } from '../../../application/live/live-caller.js';
import type { Actor } from '../../../domain/identity/actor.js';
import type { ProtectedResource } from '../../../domain/oauth/resources.js';
import type { AppError } from '../../../domain/shared/errors.js';
import type { NamedOperation } from '../../../application/shared/operation.js';
import type { Access, HandlerDoc, Refusal } from './operation-doc.js';
import type { PathParams } from './path-params.js';
import type { RateRuleName } from './rate-limits.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';

/**
 * A use case as the table sees it: `execute(caller, input)` answering an Either, and the
 * operation's name it declares (NamedOperation). The caller is the authenticated actor, or
 * `null` on a public route (one that needs no credential).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any constructor: use cases differ in their dependencies
export type UseCaseClass<I, O, Caller = Actor> = (abstract new (...args: any[]) => {
  // A property, not a method: parameters are then checked strictly (a missing input key fails).
  readonly execute: (caller: Caller, input: I) => Promise<E.Either<AppError, O>>;
}) &
  NamedOperation;

/** A route that runs a use case: the request's parts decoded, merged, and handed over. */
export interface UseCaseRoute {
  readonly kind: 'use-case';
  readonly method: HttpMethod;
  readonly path: string;
  readonly useCase: UseCaseClass<never, unknown, never>;
  /** Needs no credential: the use case gets `null` for a caller (`publicGet`, `publicPost`). */
  readonly public: boolean;
  /**
   * A live voice route (`livePost`): the credential is optional and may be a visitor token; the
   * use case gets a `LiveCaller` (application/live/live-caller.ts) and applies the live rules.
   */
  readonly live: boolean;
  readonly body?: t.Mixed | undefined;
  readonly query?: t.Mixed | undefined;
  /** Input keys taken from request headers (required: a missing one is 400). */
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /** Fixed input values of this route. */
  readonly constants?: Readonly<Record<string, unknown>> | undefined;
  readonly status: number | ((output: never) => number);
  /** Every status a success can answer (`status` itself, or each one its function can choose). */
  readonly statuses: readonly number[];
  /** The answer holds a secret (a bearer token): no cache may keep it. */
  readonly noStore?: boolean | undefined;
  /**
   * A read answered with an `ETag`, and `304` when `If-None-Match` names it (see
   * conditional-json.ts): its use case must hand out one object per revision of what it reads.
   */
  readonly conditional?: boolean | undefined;
  /** A per-IP limit of requests (see rate-limits.ts), checked before authentication. */
  readonly rateLimit?: RateRuleName | undefined;
  /** Headers every answer of the route carries (its caching, who may read it from another origin). */
  readonly responseHeaders?: Readonly<Record<string, string>> | undefined;
  /** The route exists only when this holds for the configured service (decided once, when the table is built). */
  readonly onlyIf?: ((container: Container) => boolean) | undefined;
  /** When the route exists, for the API description (which describes every route): `onlyIf` in words. */
  readonly onlyWhen?: string | undefined;
  /** Who may call it: the rule its use case enforces, stated for the API description (none on a public route). */
  readonly access?: Access | undefined;
  /** The success body's shape (none for a 204). */
  readonly response?: t.Mixed | undefined;
  /** Refusals of its own (409s, ...), beyond those derived from the declaration. */
  readonly refusals?: readonly Refusal[] | undefined;
  readonly summary?: string | undefined;
  readonly description?: string | undefined;
  /** A body the route accepts, shown in the reference (and decoded by its test, so it stays one). */
  readonly example?: Readonly<Record<string, unknown>> | undefined;
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
  /** Its operations in the API description (see operation-doc.ts). */
  readonly doc?: HandlerDoc | readonly HandlerDoc[] | undefined;
}

export type Route = UseCaseRoute | HandlerRoute;

/** A feature's routes: one tag of the API description, its description a reader's introduction. */
export interface RouteGroup {
  readonly tag: string;
  readonly description: string;
  readonly routes: readonly Route[];
}

/** A success status chosen by the output (201 for a new draft, 200 for a replaced one), with every status it can choose. */
interface StatusChoice<O> {
  readonly of: (output: O) => number;
  readonly among: readonly number[];
}

interface RouteOptions<B, Q, H extends string, C, O> {
  readonly body?: t.Type<B, unknown, unknown>;
  readonly query?: t.Type<Q, unknown, unknown>;
  readonly headers?: Readonly<Record<H, string>>;
  readonly constants?: C;
  readonly status?: number | StatusChoice<O>;
  readonly noStore?: boolean;
  readonly conditional?: boolean;
  readonly rateLimit?: RateRuleName;
  readonly responseHeaders?: Readonly<Record<string, string>>;
  readonly onlyIf?: (container: Container) => boolean;
  /** `onlyIf` in words, for the API description ("while the development issuer is the identity provider"). */
  readonly onlyWhen?: string;
  readonly refusals?: readonly Refusal[];
  /** The operation's title when the use case's name does not say it (derived: `SaveDraft` → "Save draft"). */
  readonly summary?: string;
  /** What a reader of the reference should know beyond the shapes. */
  readonly description?: string;
  /** A body the route accepts, for the reference's readers (and its "try it"). */
  readonly example?: Readonly<Record<string, unknown>>;
}

/**
 * The success body's codec: its type must be exactly the use case's output (`t.Type` is
 * invariant in it, so a field missing on either side fails to compile). None for `void`.
 */
type ResponseOption<O> = [O] extends [void] ? { readonly response?: undefined } : { readonly response: t.Type<O, unknown, unknown> };

/** Who may call it: every authenticated route says (a public route needs no credential). */
type AccessOption<Caller> = [Caller] extends [null] ? { readonly access?: undefined } : { readonly access: Access };

/**
 * What the use case receives: `{ ...constants, ...query, ...body, ...headers, ...params }`.
 * Path parameters come last: no body or query key can override them.
 */
type RouteInput<P extends string, B, Q, H extends string, C> = C & Q & B & { readonly [K in H]: string } & PathParams<P>;

// One declaration per method; each checks at compile time that the path's parameters, the
// codecs' outputs, the headers and the constants together give the use case its whole input,
// and that a public route's use case takes no actor (`null`), a live one a `LiveCaller`, and an authenticated one an actor.
function useCaseRoute<Caller extends Actor | LiveCaller | null>(method: HttpMethod, defaultStatus: number, access: 'public' | 'authenticated' | 'live') {
  return <P extends string, O, B = unknown, Q = unknown, H extends string = never, C = unknown>(
    path: P,
    useCase: UseCaseClass<RouteInput<NoInfer<P>, NoInfer<B>, NoInfer<Q>, NoInfer<H>, NoInfer<C>>, O, Caller>,
    options: RouteOptions<B, Q, H, C, NoInfer<O>> & ResponseOption<NoInfer<O>> & AccessOption<Caller>,
  ): UseCaseRoute => {
    const status = options.status ?? defaultStatus;
    return {
      kind: 'use-case',
      method,
      path,
      useCase: useCase as unknown as UseCaseClass<never, unknown, never>,
      public: access === 'public',
      live: access === 'live',
      body: options.body as t.Mixed | undefined,
      query: options.query as t.Mixed | undefined,
      headers: options.headers,
      constants: options.constants as Record<string, unknown> | undefined,
      status: (typeof status === 'number' ? status : status.of) as UseCaseRoute['status'],
      statuses: typeof status === 'number' ? [status] : status.among,
      noStore: options.noStore,
      conditional: options.conditional,
      rateLimit: options.rateLimit,
      responseHeaders: options.responseHeaders,
      onlyIf: options.onlyIf,
      onlyWhen: options.onlyWhen,
      access: options.access,
      response: options.response as t.Mixed | undefined,
      refusals: options.refusals,
      summary: options.summary,
      description: options.description,
      example: options.example,
    };
  };
}

export const get = useCaseRoute<Actor>('GET', 200, 'authenticated');
export const post = useCaseRoute<Actor>('POST', 200, 'authenticated');
export const put = useCaseRoute<Actor>('PUT', 200, 'authenticated');
export const patch = useCaseRoute<Actor>('PATCH', 200, 'authenticated');
export const del = useCaseRoute<Actor>('DELETE', 204, 'authenticated');
/** Routes anyone may call, without a credential (sign-in itself): give them a rate limit. */
export const publicGet = useCaseRoute<null>('GET', 200, 'public');
export const publicPost = useCaseRoute<null>('POST', 200, 'public');
/** A live voice route: a member's ID token, a visitor token, or none (see `UseCaseRoute.live`). */
export const livePost = useCaseRoute<LiveCaller>('POST', 200, 'live');

/** A hand-written route; authenticated and limited unless said otherwise. */
export const handler = (
  method: HttpMethod,
  path: string,
  handle: HandlerRoute['handle'],
  options: Partial<Pick<HandlerRoute, 'auth' | 'limited' | 'jsonBody' | 'rateLimit' | 'guard' | 'resource' | 'doc'>> = {},
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
  doc: options.doc,
});
