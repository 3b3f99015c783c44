import type { Db } from 'mongodb';
import type { DeployLeases, LeaseOutcome, LeaseRequest } from '../../../application/site/ports.js';
import { isDuplicateKey } from '../errors.js';
import { SITE_DEPLOY_LEASES } from './indexes.js';

interface LeaseDoc {
  /** The project id: one lease per project. */
  _id: string;
  project_id: string;
  holder: string;
  until: string;
  /** `until` as a date, for the TTL index. */
  expires_at: Date;
}

/**
 * Deploy leases in MongoDB: one conditional upsert by project. It matches the lease's own
 * holder or an ended lease; when it matches nothing because another holder's lease runs, the
 * upsert's insert collides with that document's `_id` and the lease is reported held.
 */
export class MongoDeployLeases implements DeployLeases {
  private readonly leases;
  private readonly projects;

  constructor(db: Db) {
    this.leases = db.collection<LeaseDoc>(SITE_DEPLOY_LEASES);
    this.projects = db.collection<{ _id: string }>('projects');
  }

  async acquire(request: LeaseRequest): Promise<LeaseOutcome> {
    if ((await this.projects.countDocuments({ _id: request.projectId }, { limit: 1 })) === 0) return { kind: 'no_project' };
    for (;;) {
      try {
        await this.leases.updateOne(
          { _id: request.projectId, $or: [{ holder: request.holder }, { until: { $lte: request.now } }] },
          { $set: { project_id: request.projectId, holder: request.holder, until: request.until, expires_at: new Date(request.until) } },
          { upsert: true },
        );
        return { kind: 'acquired', until: request.until };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
      const lease = await this.leases.findOne({ _id: request.projectId });
      // Released between the two steps: ask again.
      if (lease !== null) return { kind: 'held', holder: lease.holder, until: lease.until };
    }
  }

  async release(projectId: string, holder: string): Promise<void> {
    await this.leases.deleteOne({ _id: projectId, holder });
  }
}
