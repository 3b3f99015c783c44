import { CreateApiKey, CreateApiKeyInput } from '../../../application/api-keys/create-api-key.js';
import { ListApiKeys } from '../../../application/api-keys/list-api-keys.js';
import { RevokeApiKey } from '../../../application/api-keys/revoke-api-key.js';
import { PROJECT } from '../routing/path-params.js';
import { del, get, post, type Route } from '../routing/route.js';
import { ApiKeyList, CreatedApiKey } from './responses.js';

const KEYS = `${PROJECT}/keys`;

/** A project's service API keys (admins only): create (the key is shown once), list, revoke. */
export const apiKeyRoutes: readonly Route[] = [
  // The answer holds the key itself: no cache may keep it.
  post(KEYS, CreateApiKey, {
    body: CreateApiKeyInput,
    status: 201,
    noStore: true,
    response: CreatedApiKey,
    access: 'manage_api_keys (write)',
    example: { name: 'CI', role: 'member' },
    description: 'The key is in this answer only: it is stored hashed. Role `manager` by default; `member` for a read-only key.',
  }),
  get(KEYS, ListApiKeys, { response: ApiKeyList, access: 'manage_api_keys (read)' }),
  del(`${KEYS}/:keyId`, RevokeApiKey, { access: 'manage_api_keys (read)', description: 'The key stops working at once (allowed on an expired trial).' }),
];
