import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { inject, injectable } from 'inversify';
import type { Membership } from '../../domain/projects/membership.js';
import { trimmedString } from '../../domain/shared/codecs.js';
import { internal, notFound, type AppError } from '../../domain/shared/errors.js';
import { memberAdded } from '../../domain/webhooks/event-data.js';
import { AccountRepository } from '../accounts/ports.js';
import { Clock } from '../shared/ports.js';
import { OutboxEvents } from '../webhooks/outbox-events.js';
import { USER_ID_MAX } from './add-member.js';
import { toMemberView, type MemberView } from './members.js';
import { MembershipRepository, ProjectRepository } from './ports.js';
import { PROJECT_NOT_FOUND } from './project-access.js';

export const GrantAdminInput = t.type({ user_id: trimmedString(USER_ID_MAX) });
export type GrantAdminInput = t.TypeOf<typeof GrantAdminInput>;

/** What the grant changed: a new membership, a member made admin (or provisioned), or nothing. */
export type AdminGrant = 'added' | 'promoted' | 'unchanged';

/** An add and an update racing a removal each retry; this many rounds cannot all lose. */
const ATTEMPTS = 5;

/**
 * Operator command (no HTTP surface): makes a user an admin of a project, provisioned, adding
 * the membership when the user has none (the rescue for a project whose admins are gone or
 * locked out). Each step is one atomic store operation; when another writer adds or removes
 * the member in between, the grant tries again, so it ends with the user an admin either way.
 */
@injectable()
export class GrantAdmin {
  constructor(
    @inject(ProjectRepository) private readonly projects: ProjectRepository,
    @inject(MembershipRepository) private readonly memberships: MembershipRepository,
    @inject(AccountRepository) private readonly accounts: AccountRepository,
    @inject(Clock) private readonly clock: Clock,
    @inject(OutboxEvents) private readonly events: OutboxEvents,
  ) {}

  async execute(input: { projectId: string } & GrantAdminInput): Promise<E.Either<AppError, { member: MemberView; change: AdminGrant }>> {
    if ((await this.projects.findById(input.projectId)) === null) return E.left(notFound(PROJECT_NOT_FOUND));
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const granted = await this.attempt(input.projectId, input.user_id);
      if (granted !== null) return E.right({ member: toMemberView(granted.membership, await this.accounts.find(input.user_id)), change: granted.change });
    }
    return E.left(internal('The membership kept changing while the grant ran', null, { project_id: input.projectId, user_id: input.user_id }));
  }

  /** One round; null when the member appeared or vanished between the two steps. */
  private async attempt(projectId: string, userId: string): Promise<{ membership: Membership; change: AdminGrant } | null> {
    const current = await this.memberships.find(projectId, userId);
    if (current?.role === 'admin' && current.provisioned) return { membership: current, change: 'unchanged' };
    if (current !== null) {
      const updated = await this.memberships.update(projectId, userId, { role: 'admin', provisioned: true });
      return updated.kind === 'updated' ? { membership: updated.membership, change: 'promoted' } : null;
    }
    const membership: Membership = { project_id: projectId, user_id: userId, role: 'admin', provisioned: true, created_at: this.clock.now().toISOString() };
    const added = await this.memberships.add(
      membership,
      this.events.of(projectId, (written) => [memberAdded(written)]),
    );
    return added ? { membership, change: 'added' } : null;
  }
}
