import createClient, { type Client, type MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { components, operations, paths, webhooks } from './schema.js';

/**
 * How the client proves who is calling, asked again for every request (so an ID token the
 * identity provider refreshes is always the current one):
 * - `idToken`: a signed-in user's ID token (Firebase's `user.getIdToken()`, the dev issuer's);
 * - `accessToken`: an OAuth access token of this service;
 * - `apiKey` with `projectId`: a project's service key;
 * - null: no credential (the public endpoints).
 */
export type ApiAuth =
  | { readonly idToken: () => string | Promise<string> }
  | { readonly accessToken: () => string | Promise<string> }
  | { readonly projectId: string; readonly apiKey: string }
  | null;

/** The server's refusal: its status, its `{ error }` message, the rest of its body, when to retry. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** The whole error body: `{ error }`, and fields such as `current_revision` (a stale save) or `found`. */
    readonly body: { readonly error: string; readonly [field: string]: unknown },
    /** Seconds to wait before trying again (`Retry-After` of a 429), or null. */
    readonly retryAfterSeconds: number | null,
    /** The request's `x-request-id`: what to quote when reporting a problem. */
    readonly requestId: string | null,
  ) {
    super(message);
  }
}

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The paths that have this method. */
type PathsWith<M extends Method> = { [P in keyof paths]: paths[P] extends { [K in M]: object } ? P : never }[keyof paths];

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** The body of an operation's success (undefined for an answer without one: a 204, a 202). */
type Success<Operation> = Operation extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends 200 | 201 | 202 | 204
        ? Responses[Status] extends { content: { 'application/json': infer Body } }
          ? Body
          : undefined
        : never;
    }[keyof Responses]
  : never;

/**
 * One method of the API: the path (its template, `/api/projects/{projectId}`), then what the
 * operation takes (`params: { path, query }`, `body`), typed from the description. Resolves to
 * the answer's body; any refusal is thrown as an `ApiError`.
 */
type Call<M extends Method> = <P extends PathsWith<M>, Init extends MaybeOptionalInit<paths[P], M>>(
  path: P,
  ...init: RequiredKeys<Init> extends never ? [Init?] : [Init]
) => Promise<Success<paths[P][M]>>;

export interface ApiClient {
  readonly GET: Call<'get'>;
  readonly POST: Call<'post'>;
  readonly PUT: Call<'put'>;
  readonly PATCH: Call<'patch'>;
  readonly DELETE: Call<'delete'>;
  /** The openapi-fetch client underneath (with the credential), for a call that needs the response itself. */
  readonly raw: Client<paths>;
}

export interface ApiClientOptions {
  /** Another fetch (a test's, a proxy's); the global one by default. */
  readonly fetch?: (request: Request) => Promise<Response>;
}

/** The credential's headers for one request. */
async function credentialHeaders(auth: ApiAuth): Promise<Record<string, string>> {
  if (auth === null) return {};
  if ('apiKey' in auth) return { 'x-project-id': auth.projectId, 'x-api-key': auth.apiKey };
  const token = 'idToken' in auth ? await auth.idToken() : await auth.accessToken();
  return { authorization: `Bearer ${token}` };
}

/** `Retry-After` in seconds (the service sends seconds; an HTTP date is read too). */
function retryAfterOf(response: Response): number | null {
  const value = response.headers.get('retry-after');
  if (value === null) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

function apiErrorOf(response: Response, error: unknown): ApiError {
  const body =
    typeof error === 'object' && error !== null && typeof (error as { error?: unknown }).error === 'string'
      ? (error as ApiError['body'])
      : { error: typeof error === 'string' && error !== '' ? error : `${response.status} ${response.statusText}` };
  return new ApiError(response.status, body.error, body, retryAfterOf(response), response.headers.get('x-request-id'));
}

/**
 * A typed client of the API at `baseUrl` (`''` for the page's own origin in a browser):
 *
 *   const api = createApiClient('', { idToken: () => user.getIdToken() });
 *   const draft = await api.POST('/api/projects/{projectId}/docs/edit/open', {
 *     params: { path: { projectId } },
 *     body: { slug: 'about', language: 'en' },
 *   });
 */
export function createApiClient(baseUrl: string, auth: ApiAuth = null, options: ApiClientOptions = {}): ApiClient {
  const raw = createClient<paths>({ baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
  raw.use({
    async onRequest({ request }) {
      for (const [name, value] of Object.entries(await credentialHeaders(auth))) request.headers.set(name, value);
      return request;
    },
  });
  const call =
    <M extends Method>(method: M): Call<M> =>
    async (path, ...init) => {
      const request = raw.request as unknown as (
        method: string,
        path: string,
        init?: object,
      ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
      const { data, error, response } = await request(method.toUpperCase(), path as string, init[0] as object | undefined);
      if (!response.ok) throw apiErrorOf(response, error);
      return data as never;
    };
  return { GET: call('get'), POST: call('post'), PUT: call('put'), PATCH: call('patch'), DELETE: call('delete'), raw };
}
