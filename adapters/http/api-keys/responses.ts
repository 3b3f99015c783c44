import * as t from 'io-ts';
import { ApiKeyRole } from '../../../domain/api-keys/api-key.js';
import { nullable, Timestamp } from '../response-codecs.js';

const ApiKey = t.type(
  {
    id: t.string,
    project_id: t.string,
    name: t.string,
    /** The key's first characters, to tell keys apart. */
    prefix: t.string,
    role: ApiKeyRole,
    created_at: Timestamp,
    /** The user who created it; null for a key made before keys recorded it (its saves cannot be approved). */
    created_by: nullable(t.string),
    last_used_at: nullable(Timestamp),
  },
  'ApiKey',
);

export const ApiKeyList = t.type({ keys: t.array(ApiKey) }, 'ApiKeyList');

/** The creation answer: the only time the key itself is shown. */
export const CreatedApiKey = t.type(
  { id: t.string, name: t.string, key: t.string, prefix: t.string, role: ApiKeyRole, created_at: Timestamp },
  'CreatedApiKey',
);
