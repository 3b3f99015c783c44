import type { ClientSession, Db, MongoClient } from 'mongodb';
import type { MembershipChange, MembershipRepository } from '../../../application/projects/ports.js';
import type { Membership } from '../../../domain/projects/membership.js';
import type { Role } from '../../../domain/projects/role.js';
import { toMembership } from './project-repository.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import { isDuplicateKey } from '../errors.js';
import { mongoOutboxOf, type MongoOutbox } from '../webhooks/outbox.js';

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

  async update(projectId: string, userId: string, changes: { role?: Role; provisioned?: boolean }): Promise<MembershipChange> {
    return this.guarded(projectId, userId, (current) => current.role === 'admin' && changes.role !== undefined && changes.role !== 'admin', async (session) => {
      const doc = await this.memberships.findOneAndUpdate(
        { project_id: projectId, user_id: userId },
        { $set: changes },
        { session, returnDocument: 'after' },
      );
      return { kind: 'updated', membership: toMembership(doc!) };
    });
  }

  async remove(projectId: string, userId: string, events?: EventsOf<Membership>): Promise<MembershipChange> {
    return this.guarded(projectId, userId, (current) => current.role === 'admin', async (session, current) => {
      await this.memberships.deleteOne({ project_id: projectId, user_id: userId }, { session });
      if (events) await this.outbox.record(projectId, () => events(toMembership(current)), session);
      return { kind: 'removed' };
    });
  }

  /** Runs `apply` in a transaction unless it would remove the project's last admin. */
  private async guarded(
    projectId: string,
    userId: string,
    dropsAdmin: (current: Membership) => boolean,
    apply: (session: ClientSession, current: Membership) => Promise<MembershipChange>,
  ): Promise<MembershipChange> {
    return this.client.withSession((session) =>
      session.withTransaction(async () => {
        const current = await this.memberships.findOne({ project_id: projectId, user_id: userId }, { session });
        if (!current) return { kind: 'not_found' } as const;
        if (dropsAdmin(current)) {
          const admins = await this.memberships.countDocuments({ project_id: projectId, role: 'admin' }, { session });
          if (admins <= 1) return { kind: 'last_admin' } as const;
        }
        return apply(session, current);
      }),
    );
  }
}
