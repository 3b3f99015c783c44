import type { ClientSession, Db, MongoClient } from 'mongodb';
import type { MembershipChange, MembershipRepository } from '../../../application/projects/ports.js';
import { changedMembership, leavesNoAdmin, type Membership, type MembershipChanges } from '../../../domain/projects/membership.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import { isDuplicateKey } from '../errors.js';
import { mongoOutboxOf, type MongoOutbox } from '../webhooks/outbox.js';
import { toMembership } from './project-repository.js';

export class MongoMembershipRepository implements MembershipRepository {
  private readonly memberships;
  private readonly outbox: MongoOutbox;

  constructor(
    db: Db,
    private readonly client: MongoClient,
  ) {
    this.memberships = db.collection<Membership>('memberships');
    this.outbox = mongoOutboxOf(db);
  }

  async find(projectId: string, userId: string): Promise<Membership | null> {
    const doc = await this.memberships.findOne({ project_id: projectId, user_id: userId });
    return doc ? toMembership(doc) : null;
  }

  async list(projectId: string): Promise<Membership[]> {
    return (await this.memberships.find({ project_id: projectId }).sort({ created_at: 1, user_id: 1 }).toArray()).map(toMembership);
  }

  async add(membership: Membership, events?: EventsOf<Membership>): Promise<boolean> {
    try {
      if (!events) await this.memberships.insertOne({ ...membership });
      else {
        await this.client.withSession((session) =>
          session.withTransaction(async () => {
            await this.memberships.insertOne({ ...membership }, { session });
            await this.outbox.record(membership.project_id, () => events(membership), session);
          }),
        );
      }
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  async update(projectId: string, userId: string, changes: MembershipChanges): Promise<MembershipChange> {
    return this.guarded(
      projectId,
      userId,
      (current) => changedMembership(current, changes),
      async (next, _current, session) => {
        await this.memberships.updateOne({ project_id: projectId, user_id: userId }, { $set: { role: next.role, provisioned: next.provisioned } }, { session });
        return { kind: 'updated', membership: next };
      },
    );
  }

  async remove(projectId: string, userId: string, events?: EventsOf<Membership>): Promise<MembershipChange> {
    return this.guarded(
      projectId,
      userId,
      () => null,
      async (_next, current, session) => {
        await this.memberships.deleteOne({ project_id: projectId, user_id: userId }, { session });
        if (events) await this.outbox.record(projectId, () => events(current), session);
        return { kind: 'removed' };
      },
    );
  }

  /**
   * Runs `apply` in a transaction unless the change (`next` of the current membership, null
   * for a removal) would leave the project without an admin. The admins are counted inside
   * the transaction: two admins demoting each other at once cannot both succeed.
   */
  private async guarded<N extends Membership | null>(
    projectId: string,
    userId: string,
    nextOf: (current: Membership) => N,
    apply: (next: N, current: Membership, session: ClientSession) => Promise<MembershipChange>,
  ): Promise<MembershipChange> {
    return this.client.withSession((session) =>
      session.withTransaction(async (): Promise<MembershipChange> => {
        const doc = await this.memberships.findOne({ project_id: projectId, user_id: userId }, { session });
        if (!doc) return { kind: 'not_found' };
        const current = toMembership(doc);
        const next = nextOf(current);
        const admins = await this.memberships.countDocuments({ project_id: projectId, role: 'admin' }, { session });
        if (leavesNoAdmin(current, next, admins)) return { kind: 'last_admin' };
        return apply(next, current, session);
      }),
    );
  }
}
