import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import type { Role } from '../../domain/projects/role.js';
import { conflict, notFound, type AppError } from '../../domain/shared/errors.js';
import { memberAdded } from '../../domain/webhooks/event-data.js';
import { requireSignedInUser } from '../identity/signed-in-user.js';
import { ALREADY_MEMBER } from '../projects/add-member.js';
import { MembershipRepository } from '../projects/ports.js';
import { Clock } from '../shared/ports.js';
import { SecretTokens } from '../shared/secret-tokens.js';
import { OutboxEvents } from '../webhooks/outbox-events.js';
import { INVITATION_GONE } from './invitation-errors.js';
import { InvitationStore } from './ports.js';

export interface AcceptedInvitation {
  readonly project_id: string;
  readonly role: Role;
}

/**
 * The signed-in person joins the project through an invitation's link, with its role. The
 * claim of the invitation is the one atomic step: of many accepts of one link, one wins, and
 * the others find it used. A caller who is already a member gets the refusal of adding a
 * member twice, and the invitation is released (still usable by the person it was meant for).
 */
@injectable()
export class AcceptInvitation {
  static readonly operation = 'accept_invitation';

  constructor(
    @inject(InvitationStore) private readonly invitations: InvitationStore,
    @inject(MembershipRepository) private readonly memberships: MembershipRepository,
    @inject(SecretTokens) private readonly secrets: SecretTokens,
    @inject(Clock) private readonly clock: Clock,
    @inject(OutboxEvents) private readonly events: OutboxEvents,
  ) {}

  async execute(actor: Actor, input: { token: string }): Promise<E.Either<AppError, AcceptedInvitation>> {
    const user = requireSignedInUser(actor);
    if (E.isLeft(user)) return user;
    const now = this.clock.now().toISOString();
    const claim = await this.invitations.claim(this.secrets.hash(input.token), user.right.userId, now);
    if (claim.kind === 'not_found') return E.left(notFound(INVITATION_GONE));
    const { invitation } = claim;
    const membership = { project_id: invitation.project_id, user_id: user.right.userId, role: invitation.role, provisioned: false, created_at: now };
    // The member.added webhook is recorded with the membership, in its transaction (as AddMember does).
    let added: boolean;
    try {
      added = await this.memberships.add(
        membership,
        this.events.of(invitation.project_id, (m) => [memberAdded(m)]),
      );
    } catch (error) {
      // The store failed: the invitation must not be spent on a member that was not added.
      await this.invitations.release(invitation.id);
      throw error;
    }
    if (!added) {
      await this.invitations.release(invitation.id);
      return E.left(conflict(ALREADY_MEMBER));
    }
    return E.right({ project_id: invitation.project_id, role: invitation.role });
  }
}
