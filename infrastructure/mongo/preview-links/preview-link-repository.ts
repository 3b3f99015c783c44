import type { Db } from 'mongodb';
import type { OpenOutcome, PreviewLinkRepository } from '../../../application/preview-links/ports.js';
import type { PreviewLink } from '../../../domain/preview-links/preview-link.js';

export const PREVIEW_LINKS = 'preview_links';

type LinkDoc = Omit<PreviewLink, 'id'> & { _id: string };

const linkOf = ({ _id, ...rest }: LinkDoc): PreviewLink => ({ id: _id, ...rest });

/** Preview links in MongoDB: a view is counted by one conditional update of the link's document. */
export class MongoPreviewLinkRepository implements PreviewLinkRepository {
  private readonly links;

  constructor(db: Db) {
    this.links = db.collection<LinkDoc>(PREVIEW_LINKS);
  }

  async create({ id, ...link }: PreviewLink): Promise<void> {
    await this.links.insertOne({ _id: id, ...link });
  }

  async list(projectId: string): Promise<PreviewLink[]> {
    return (await this.links.find({ project_id: projectId }).sort({ _id: -1 }).toArray()).map(linkOf);
  }

  async revoke(projectId: string, linkId: string): Promise<boolean> {
    return (await this.links.deleteOne({ _id: linkId, project_id: projectId })).deletedCount === 1;
  }

  async open(tokenHash: string, now: string): Promise<OpenOutcome> {
    const counted = await this.links.findOneAndUpdate(
      { token_hash: tokenHash, expires_at: { $gt: now }, $or: [{ max_views: null }, { $expr: { $lt: ['$views', '$max_views'] } }] },
      { $inc: { views: 1 } },
      { returnDocument: 'after' },
    );
    if (counted !== null) return { kind: 'opened', link: linkOf(counted) };
    const found = await this.links.findOne({ token_hash: tokenHash }, { projection: { expires_at: 1 } });
    if (found === null) return { kind: 'not_found' };
    return found.expires_at <= now ? { kind: 'expired' } : { kind: 'exhausted' };
  }
}
