import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { invitationView } from '../../domain/invitations/invitation.js';
import type { AppError } from '../../domain/shared/errors.js';
import { ProjectAccess } from '../projects/project-access.js';
import { Clock } from '../shared/ports.js';
import { InvitationStore } from './ports.js';

export interface InvitationList {
  readonly invitations: ReadonlyArray<ReturnType<typeof invitationView>>;
}

/** The project's pending invitations (not expired, revoked or accepted), newest first; never their links. */
@injectable()
export class ListInvitations {
  static readonly operation = 'list_invitations';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(InvitationStore) private readonly invitations: InvitationStore,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, input: { projectId: string }): Promise<E.Either<AppError, InvitationList>> {
    const context = await this.access.require(actor, input.projectId, 'manage_members', 'read');
    if (E.isLeft(context)) return context;
    const pending = await this.invitations.listPending(input.projectId, this.clock.now().toISOString());
    return E.right({ invitations: pending.map(invitationView) });
  }
}
