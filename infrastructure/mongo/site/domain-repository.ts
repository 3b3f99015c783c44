import type { Db, MongoClient } from 'mongodb';
import type { AddDomainOutcome, DomainRepository, VerifyDomainOutcome } from '../../../application/site/ports.js';
import type { Domain, Hostname } from '../../../domain/site/hostname.js';
import { isDuplicateKey } from '../errors.js';
import { DOMAINS } from './indexes.js';

type DomainDoc = Omit<Domain, 'hostname'> & { _id: string; hostname: string };

const domainOf = ({ _id: _ignored, ...domain }: DomainDoc): Domain => ({ ...domain, hostname: domain.hostname as Hostname });
const idOf = (projectId: string, hostname: string) => `${projectId}/${hostname}`;

/** Custom domains in MongoDB; the partial unique index on verified hostnames keeps one project per hostname. */
export class MongoDomainRepository implements DomainRepository {
  private readonly domains;

  constructor(
    db: Db,
    private readonly client: MongoClient,
  ) {
    this.domains = db.collection<DomainDoc>(DOMAINS);
  }

  async list(projectId: string): Promise<Domain[]> {
    return (await this.domains.find({ project_id: projectId }).sort({ created_at: 1, hostname: 1 }).toArray()).map(domainOf);
  }

  async find(projectId: string, hostname: string): Promise<Domain | null> {
    const doc = await this.domains.findOne({ _id: idOf(projectId, hostname) });
    return doc ? domainOf(doc) : null;
  }

  async add(domain: Domain): Promise<AddDomainOutcome> {
    try {
      return await this.client.withSession((session) =>
        session.withTransaction(async (): Promise<AddDomainOutcome> => {
          const owner = await this.domains.findOne({ hostname: domain.hostname, status: 'verified' }, { session, projection: { project_id: 1 } });
          if (owner !== null && owner.project_id !== domain.project_id) return { kind: 'taken' };
          await this.domains.insertOne({ _id: idOf(domain.project_id, domain.hostname), ...domain }, { session });
          return { kind: 'added', domain };
        }),
      );
    } catch (error) {
      if (isDuplicateKey(error)) return { kind: 'duplicate' };
      throw error;
    }
  }

  async markVerified(projectId: string, hostname: string, at: string): Promise<VerifyDomainOutcome> {
    try {
      await this.domains.updateOne({ _id: idOf(projectId, hostname), status: 'pending' }, { $set: { status: 'verified', verified_at: at } });
    } catch (error) {
      // Another project verified the hostname first: the partial unique index refuses a second.
      if (isDuplicateKey(error)) return { kind: 'taken' };
      throw error;
    }
    const doc = await this.domains.findOne({ _id: idOf(projectId, hostname) });
    return doc ? { kind: 'verified', domain: domainOf(doc) } : { kind: 'not_found' };
  }

  async delete(projectId: string, hostname: string): Promise<boolean> {
    return (await this.domains.deleteOne({ _id: idOf(projectId, hostname) })).deletedCount > 0;
  }

  async verifiedProject(hostname: string): Promise<string | null> {
    const doc = await this.domains.findOne({ hostname, status: 'verified' }, { projection: { project_id: 1 } });
    return doc?.project_id ?? null;
  }
}
