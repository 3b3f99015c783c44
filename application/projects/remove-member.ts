import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { notFound, type AppError } from '../../domain/shared/errors.js';
import { checkAdminBoundary, type Membership } from '../../domain/projects/membership.js';
import { memberRemoved } from '../../domain/webhooks/event-data.js';
import { changeResult, MEMBER_NOT_FOUND } from './members.js';
import { MembershipRepository } from './ports.js';
import { ProjectAccess } from './project-access.js';
import { OutboxEvents } from '../webhooks/outbox-events.js';

@injectable()
export class RemoveMember {
  static readonly operation = 'remove_member';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(MembershipRepository) private readonly memberships: MembershipRepository,
    @inject(OutboxEvents) private readonly events: OutboxEvents,
  ) {}

  async execute(actor: Actor, input: { projectId: string; userId: string }): Promise<E.Either<AppError, void>> {
    const context = await this.access.require(actor, input.projectId, 'manage_members', 'write');
    if (E.isLeft(context)) return context;
    const current = await this.memberships.find(input.projectId, input.userId);
    if (current === null) return E.left(notFound(MEMBER_NOT_FOUND));
    const boundary = checkAdminBoundary(context.right.role, current.role);
    if (E.isLeft(boundary)) return boundary;
    const events = this.events.of(input.projectId, (removed: Membership) => [memberRemoved(removed)]);
    return E.map(() => undefined)(changeResult(await this.memberships.remove(input.projectId, input.userId, events)));
  }
}
