import { createApiClient, type ApiClient } from '../../typescript/client.js';
import { stores, type Connection } from '../platform/stores.js';
import { reaching, SignedOut } from './failures.js';
import { refreshAccess } from './oauth.js';

/** An access token still good for a minute at least, or a fresh one (the refresh token rotates). */
async function currentAccessToken(connection: Extract<Connection, { kind: 'oauth' }>, force = false): Promise<string> {
  const stored = await stores.accessToken();
  if (!force && stored !== null && stored.expiresAt - 60_000 > Date.now()) return stored.token;
  return (await refreshAccess(connection.origin)).token;
}

/**
 * The typed client of the service, with the connection's credential: its API key, or an OAuth
 * access token refreshed when it expires and once more when the service answers 401 (a token
 * revoked or expired early); a refresh the service refuses means the person signs in again.
 */
export function serviceApi(connection: Connection): ApiClient {
  if (connection.kind === 'api_key') {
    return createApiClient(connection.origin, { projectId: connection.projectId, apiKey: connection.apiKey }, { fetch: reaching });
  }
  if (connection.refreshToken === null) throw new SignedOut('Your sign-in has ended.');
  const retrying = async (request: Request): Promise<Response> => {
    const again = request.clone();
    const response = await reaching(request);
    if (response.status !== 401) return response;
    again.headers.set('authorization', `Bearer ${await currentAccessToken(connection, true)}`);
    const retried = await reaching(again);
    if (retried.status === 401) {
      await stores.saveAccessToken(null);
      throw new SignedOut('Your sign-in has ended.');
    }
    return retried;
  };
  return createApiClient(connection.origin, { accessToken: () => currentAccessToken(connection) }, { fetch: retrying });
}
