import { ApiError, createApiClient, type ApiClient } from '../typescript/client.js';

/**
 * The portal's one way to the service: the typed client generated from the OpenAPI
 * description, with the signed-in person's ID token on every call. Screens call it with the
 * API's own paths (`api.GET('/api/projects/{projectId}/members', …)`), so the compiler holds
 * every call to what the service answers; no screen builds a URL or a header.
 */

/** The service's refusal (the typed client's): its status, its `{ error }` message, the whole body, when to retry. */
export { ApiError };
export type { ApiClient };

/** The service could not be reached (offline, or the connection failed): nothing is known to have happened. */
export class ApiUnreachable extends Error {
  override readonly name = 'ApiUnreachable';
  constructor() {
    super('Could not reach the service.');
  }
}

export interface Credentials {
  getIdToken(): Promise<string>;
}

/** The browser's fetch, whose network failure (a TypeError that says nothing) becomes `ApiUnreachable`. */
async function reachingFetch(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    throw new ApiUnreachable();
  }
}

/** The client of the service this page came from ('' is the page's own origin), as the signed-in person. */
export const createPortalClient = (credentials: Credentials): ApiClient =>
  createApiClient('', { idToken: () => credentials.getIdToken() }, { fetch: reachingFetch });
