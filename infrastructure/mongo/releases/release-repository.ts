import type { Db, MongoClient } from 'mongodb';
import type {
  ClaimOutcome,
  ClaimRequest,
  DueClaimOutcome,
  ReleaseChange,
  ReleaseEnd,
  ReleaseQuery,
  ReleaseRepository,
  ReleaseUpdateOutcome,
} from '../../../application/releases/ports.js';
import { CHANGEABLE, releaseChangeRefusal, type Release } from '../../../domain/releases/release.js';
import type { EventsOf } from '../../../domain/webhooks/events.js';
import { mongoOutboxOf, type MongoOutbox } from '../webhooks/outbox.js';

export const RELEASES = 'releases';

type ReleaseDoc = Omit<Release, 'id'> & {
  _id: string;
  claimed_by: string | null;
  claim_until: string | null;
  confirmation_hash: string | null;
};

const releaseOf = ({ _id, claimed_by: _c, claim_until: _u, confirmation_hash: _h, ...rest }: ReleaseDoc): Release => ({ id: _id, ...rest });
const claimedOf = (doc: ReleaseDoc) => ({ release: releaseOf(doc), confirmation_hash: doc.confirmation_hash });

/**
 * Releases in MongoDB. Changes and claims are single-document conditional updates (the filter
 * names the revision and the states that may change), so of any number of instances one wins;
 * a run's end and its events are one transaction (the outbox).
 */
export class MongoReleaseRepository implements ReleaseRepository {
  private readonly releases;
  private readonly outbox: MongoOutbox;

  constructor(
    db: Db,
    private readonly client: MongoClient,
  ) {
    this.releases = db.collection<ReleaseDoc>(RELEASES);
    this.outbox = mongoOutboxOf(db);
  }

  async create({ id, ...release }: Release): Promise<void> {
    await this.releases.insertOne({ _id: id, ...release, claimed_by: null, claim_until: null, confirmation_hash: null });
  }

  async find(projectId: string, releaseId: string): Promise<Release | null> {
    const doc = await this.releases.findOne({ _id: releaseId, project_id: projectId });
    return doc === null ? null : releaseOf(doc);
  }

  async list(projectId: string, query: ReleaseQuery): Promise<Release[]> {
    const docs = await this.releases
      .find({
        project_id: projectId,
        ...(query.before !== undefined && { _id: { $lt: query.before } }),
        ...(query.status !== undefined && { status: query.status }),
      })
      .sort({ _id: -1 })
      .limit(query.limit)
      .toArray();
    return docs.map(releaseOf);
  }

  async update(projectId: string, releaseId: string, expectedRevision: number, change: ReleaseChange): Promise<ReleaseUpdateOutcome> {
    const { at, scheduled_by, ...fields } = change;
    const set = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const doc = await this.releases.findOneAndUpdate(
      { _id: releaseId, project_id: projectId, revision: expectedRevision, status: { $in: [...CHANGEABLE] } },
      {
        $set: { ...set, scheduled_by, updated_at: at, failure: null, finished_at: null, claimed_by: null, claim_until: null, confirmation_hash: null },
        $inc: { revision: 1 },
      },
      { returnDocument: 'after' },
    );
    return doc === null ? this.refusal(projectId, releaseId, expectedRevision) : { kind: 'updated', release: releaseOf(doc) };
  }

  async claim(projectId: string, releaseId: string, expectedRevision: number, request: ClaimRequest): Promise<ClaimOutcome> {
    const doc = await this.releases.findOneAndUpdate(
      { _id: releaseId, project_id: projectId, revision: expectedRevision, status: { $in: [...CHANGEABLE] } },
      claimUpdate(request),
      { returnDocument: 'after' },
    );
    return doc === null ? this.refusal(projectId, releaseId, expectedRevision) : { kind: 'claimed', claimed: claimedOf(doc) };
  }

  async claimDue(request: ClaimRequest): Promise<DueClaimOutcome> {
    const due = [
      { status: 'scheduled' as const, publish_at: { $lte: request.now } },
      { status: 'publishing' as const, claim_until: { $lte: request.now } },
    ];
    const doc = await this.releases.findOneAndUpdate({ $or: due }, claimUpdate(request), { sort: { publish_at: 1, _id: 1 }, returnDocument: 'after' });
    return doc === null ? { kind: 'none' } : { kind: 'claimed', claimed: claimedOf(doc) };
  }

  async attachConfirmation(releaseId: string, claimer: string, confirmationHash: string): Promise<boolean> {
    const result = await this.releases.updateOne(
      { _id: releaseId, status: 'publishing', claimed_by: claimer },
      { $set: { confirmation_hash: confirmationHash } },
    );
    return result.matchedCount === 1;
  }

  async finish(releaseId: string, claimer: string, end: ReleaseEnd, events?: EventsOf<Release>): Promise<boolean> {
    return this.client.withSession((session) =>
      session.withTransaction(async () => {
        const doc = await this.releases.findOneAndUpdate(
          { _id: releaseId, status: 'publishing', claimed_by: claimer },
          {
            $set: {
              status: end.status,
              publish_id: end.status === 'published' ? end.publish_id : null,
              failure: end.status === 'failed' ? end.failure : null,
              finished_at: end.at,
              updated_at: end.at,
              claimed_by: null,
              claim_until: null,
            },
            $inc: { revision: 1 },
          },
          { session, returnDocument: 'after' },
        );
        if (doc === null) return false;
        const release = releaseOf(doc);
        if (events) await this.outbox.record(release.project_id, () => events(release), session);
        return true;
      }),
    );
  }

  async nextDue(): Promise<string | null> {
    const [scheduled] = await this.releases.find({ status: 'scheduled' }).sort({ publish_at: 1 }).limit(1).toArray();
    const [claimed] = await this.releases.find({ status: 'publishing' }).sort({ claim_until: 1 }).limit(1).toArray();
    const times = [scheduled?.publish_at, claimed?.claim_until].filter((time): time is string => typeof time === 'string');
    return times.length === 0 ? null : times.sort()[0]!;
  }

  private async refusal(projectId: string, releaseId: string, expectedRevision: number): Promise<Exclude<ReleaseUpdateOutcome, { kind: 'updated' }>> {
    const doc = await this.releases.findOne({ _id: releaseId, project_id: projectId });
    // A change that failed its conditions: one of them holds now (or the release changed in between: stale).
    return releaseChangeRefusal(doc, expectedRevision) ?? { kind: 'stale', current_revision: doc!.revision };
  }
}

const claimUpdate = (request: ClaimRequest) => ({
  $set: { status: 'publishing' as const, claimed_by: request.claimer, claim_until: request.until, updated_at: request.now },
  $inc: { revision: 1 },
});
