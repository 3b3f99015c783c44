import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock } from '../shared/ports.js';
import { INVITATION_NOT_FOUND } from './invitation-errors.js';
import { InvitationStore } from './ports.js';

/** Revokes a pending invitation: its link stops working at once. */
@injectable()
export class RevokeInvitation {
  static readonly operation = 'revoke_invitation';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(InvitationStore) private readonly invitations: InvitationStore,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: { projectId: string; invitationId: string }): Promise<E.Either<AppError, void>> {
    const context = await this.access.require(actor, input.projectId, 'manage_members', 'write');
    if (E.isLeft(context)) return context;
    const revoked = await this.invitations.revoke(input.projectId, input.invitationId, this.clock.now().toISOString());
    return revoked ? E.right(undefined) : E.left(notFound(INVITATION_NOT_FOUND));
  }
}
