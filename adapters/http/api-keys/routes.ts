import { CreateApiKey, CreateApiKeyInput } from '../../../application/api-keys/create-api-key.js';
import { ListApiKeys } from '../../../application/api-keys/list-api-keys.js';
import { RevokeApiKey } from '../../../application/api-keys/revoke-api-key.js';
import { PROJECT } from '../routing/path-params.js';
import { del, get, post, type Route } from '../routing/route.js';

const KEYS = `${PROJECT}/keys`;

/** A project's service API keys (admins only): create (the key is shown once), list, revoke. */
export const apiKeyRoutes: readonly Route[] = [
  // The answer holds the key itself: no cache may keep it.
  post(KEYS, CreateApiKey, { body: CreateApiKeyInput, status: 201, noStore: true }),
  get(KEYS, ListApiKeys),
  del(`${KEYS}/:keyId`, RevokeApiKey),
];
