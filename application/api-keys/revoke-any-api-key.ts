import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { API_KEY_LOOKUP_LENGTH, API_KEY_PREFIX, keyPrefixOf, type ApiKey } from '../../domain/api-keys/api-key.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { ApiKeyRepository } from './ports.js';
import { API_KEY_NOT_FOUND } from './revoke-api-key.js';

/** The revoked key as the operator sees it (never a secret: only its visible prefix). */
export type RevokedKey = Pick<ApiKey, 'id' | 'project_id' | 'name' | 'prefix' | 'role'>;

const PREFIX_LENGTH = API_KEY_PREFIX.length + API_KEY_LOOKUP_LENGTH;

/**
 * Operator command (no HTTP surface): revokes any project's API key at once, named by its id,
 * its visible prefix (`csk_` and 12 characters, as listed), or the whole key (a leaked key
 * pasted from a log: only its prefix is used, the secret is never stored or printed).
 */
@injectable()
export class RevokeAnyApiKey {
  constructor(@inject(ApiKeyRepository) private readonly keys: ApiKeyRepository) {}

  async execute(input: { key: string }): Promise<E.Either<AppError, RevokedKey>> {
    const reference = input.key.trim();
    const prefix = keyPrefixOf(reference) ?? (reference.startsWith(API_KEY_PREFIX) && reference.length === PREFIX_LENGTH ? reference : null);
    const found = prefix !== null ? await this.keys.findByPrefix(prefix) : await this.keys.findById(reference);
    if (found === null) return E.left(notFound(API_KEY_NOT_FOUND));
    // Revoking deletes the key; a second revocation racing this one finds nothing, as it should.
    if (!(await this.keys.revoke(found.project_id, found.id))) return E.left(notFound(API_KEY_NOT_FOUND));
    return E.right({ id: found.id, project_id: found.project_id, name: found.name, prefix: found.prefix, role: found.role });
  }
}
