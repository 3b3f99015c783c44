import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Actor } from '../../domain/identity/actor.js';
import { Role } from '../../domain/projects/role.js';
import { trimmedString } from '../../domain/shared/codecs.js';
import { conflict, type AppError } from '../../domain/shared/errors.js';
import { memberAdded } from '../../domain/webhooks/event-data.js';
import { AccountRepository } from '../accounts/ports.js';
import { Clock } from '../shared/ports.js';
import { checkAdminBoundary } from '../../domain/projects/membership.js';
import { OutboxEvents } from '../webhooks/outbox-events.js';
import { toMemberView, type MemberView } from './members.js';
import { MembershipRepository } from './ports.js';
import { ProjectAccess } from './project-access.js';

export const USER_ID_MAX = 200;
export const ALREADY_MEMBER = 'User is already a member of this project';

export const AddMemberInput = t.intersection([t.type({ user_id: trimmedString(USER_ID_MAX), role: Role }), t.partial({ provisioned: t.boolean })]);
export type AddMemberInput = t.TypeOf<typeof AddMemberInput>;

@injectable()
export class AddMember {
  static readonly operation = 'add_member';

  constructor(
    @inject(ProjectAccess) private readonly access: ProjectAccess,
    @inject(MembershipRepository) private readonly memberships: MembershipRepository,
    @inject(AccountRepository) private readonly accounts: AccountRepository,
    @inject(Clock) private readonly clock: Clock,
    @inject(OutboxEvents) private readonly events: OutboxEvents,
  ) {}

  async execute(actor: Actor, input: { projectId: string } & AddMemberInput): Promise<E.Either<AppError, MemberView>> {
    const context = await this.access.require(actor, input.projectId, 'manage_members', 'write');
    if (E.isLeft(context)) return context;
    const boundary = checkAdminBoundary(context.right.role, input.role);
    if (E.isLeft(boundary)) return boundary;
    const membership = {
      project_id: input.projectId,
      user_id: input.user_id,
      role: input.role,
      provisioned: input.provisioned ?? false,
      created_at: this.clock.now().toISOString(),
    };
    if (
      !(await this.memberships.add(
        membership,
        this.events.of(input.projectId, (added) => [memberAdded(added)]),
      ))
    )
      return E.left(conflict(ALREADY_MEMBER));
    return E.right(toMemberView(membership, await this.accounts.find(membership.user_id)));
  }
}
