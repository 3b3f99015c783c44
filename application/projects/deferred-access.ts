import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { Capability } from '../../domain/identity/capabilities.js';
import { unauthenticated, type AppError } from '../../domain/shared/errors.js';
import { ApiKeyRepository } from '../api-keys/ports.js';
import { ProjectAccess, type AccessMode, type ProjectContext } from './project-access.js';

/** Why work done later for an API key is refused: the key is gone (revocation deletes it). */
const KEY_REVOKED = 'API key revoked';

/**
 * ProjectAccess for work done later on someone's behalf (a release that falls due): the same
 * rule as a live request of theirs, applied to the actor as they stand when the work runs, not
 * when it was asked for. A person removed from the project since is a non-member, a demoted one
 * lacks the capability, a lapsed trial refuses writes (ProjectAccess); an API key must still
 * exist, since a stored actor outlives its credential, and acts with its role now.
 */
@injectable()
export class DeferredAccess {
  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(ApiKeyRepository) private readonly keys: ApiKeyRepository,
  ) {}

  async require(actor: Actor, projectId: string, capability: Capability, mode: AccessMode): Promise<E.Either<AppError, ProjectContext>> {
    if (actor.kind !== 'api_key') return this.access.require(actor, projectId, capability, mode);
    const key = await this.keys.findById(actor.keyId);
    if (key === null || key.project_id !== actor.projectId) return E.left(unauthenticated(KEY_REVOKED));
    return this.access.require({ ...actor, role: key.role }, projectId, capability, mode);
  }
}
