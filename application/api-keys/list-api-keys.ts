import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { ApiKey } from '../../domain/api-keys/api-key.js';
import type { Actor } from '../../domain/identity/actor.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { ApiKeyRepository } from './ports.js';

/** The project's keys for its admins: names, prefixes, roles, last use; never a secret. */
@injectable()
export class ListApiKeys {
  static readonly operation = 'list_api_keys';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ApiKeyRepository) private readonly keys: ApiKeyRepository,
  ) {}

  async execute(actor: Actor, input: { projectId: string }): Promise<E.Either<AppError, { keys: ApiKey[] }>> {
    const context = await this.access.require(actor, input.projectId, 'manage_api_keys', 'read');
    if (E.isLeft(context)) return context;
    return E.right({ keys: await this.keys.list(input.projectId) });
  }
}
