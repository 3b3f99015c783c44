import type { Db } from 'mongodb';
import type { ClaimOutcome, InvitationStore } from '../../../application/invitations/ports.js';
import type { Invitation } from '../../../domain/invitations/invitation.js';

export const INVITATIONS = 'invitations';

type InvitationDoc = Omit<Invitation, 'id'> & { _id: string };

const invitationOf = ({ _id, ...rest }: InvitationDoc): Invitation => ({ id: _id, ...rest });

const pendingAt = (now: string) => ({ revoked_at: null, accepted_by: null, expires_at: { $gt: now } });

/** Invitations in MongoDB: a claim is one conditional update of the invitation's document (one wins). */
export class MongoInvitationStore implements InvitationStore {
  private readonly invitations;

  constructor(db: Db) {
    this.invitations = db.collection<InvitationDoc>(INVITATIONS);
  }

  async create({ id, ...invitation }: Invitation): Promise<void> {
    await this.invitations.insertOne({ _id: id, ...invitation });
  }

  async listPending(projectId: string, now: string): Promise<Invitation[]> {
    return (
      await this.invitations
        .find({ project_id: projectId, ...pendingAt(now) })
        .sort({ _id: -1 })
        .toArray()
    ).map(invitationOf);
  }

  async revoke(projectId: string, invitationId: string, now: string): Promise<boolean> {
    const result = await this.invitations.updateOne({ _id: invitationId, project_id: projectId, ...pendingAt(now) }, { $set: { revoked_at: now } });
    return result.modifiedCount === 1;
  }

  async claim(tokenHash: string, userId: string, now: string): Promise<ClaimOutcome> {
    const claimed = await this.invitations.findOneAndUpdate(
      { token_hash: tokenHash, ...pendingAt(now) },
      { $set: { accepted_by: userId, accepted_at: now } },
      { returnDocument: 'after' },
    );
    return claimed === null ? { kind: 'not_found' } : { kind: 'claimed', invitation: invitationOf(claimed) };
  }

  async release(invitationId: string): Promise<void> {
    await this.invitations.updateOne({ _id: invitationId }, { $set: { accepted_by: null, accepted_at: null } });
  }
}
