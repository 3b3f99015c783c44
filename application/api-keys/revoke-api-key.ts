import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { ApiKeyRepository } from './ports.js';

export const API_KEY_NOT_FOUND = 'API key not found';

/**
 * Revokes a key at once: it is deleted, and the next request that presents it gets 401 on
 * every instance. Checked as a read on purpose: an expired trial must never keep an admin
 * from cutting off a leaked key.
 */
@injectable()
export class RevokeApiKey {
  static readonly operation = 'revoke_api_key';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ApiKeyRepository) private readonly keys: ApiKeyRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string; keyId: string }): Promise<E.Either<AppError, void>> {
    const context = await this.access.require(actor, input.projectId, 'manage_api_keys', 'read');
    if (E.isLeft(context)) return context;
    return (await this.keys.revoke(input.projectId, input.keyId)) ? E.right(undefined) : E.left(notFound(API_KEY_NOT_FOUND));
  }
}
