import type { Db } from 'mongodb';
import type { DraftVersionRepository } from '../../../application/drafts/ports.js';
import type { DraftVersion, DraftVersionSummary } from '../../../domain/drafts/version.js';
import { DRAFT_VERSIONS, toVersion, toVersionSummary, type VersionDoc } from '../pages/documents.js';

export class MongoDraftVersionRepository implements DraftVersionRepository {
  private readonly versions;

  constructor(db: Db) {
    this.versions = db.collection<VersionDoc>(DRAFT_VERSIONS);
  }

  async list(projectId: string, draftId: string): Promise<DraftVersionSummary[]> {
    // The listing never reads the snapshots.
    const docs = await this.versions
      .find({ project_id: projectId, draft_id: draftId }, { projection: { metadata: 0, content: 0 } })
      .sort({ revision: -1 })
      .toArray();
    return docs.map(toVersionSummary);
  }

  async newest(projectId: string, draftId: string): Promise<DraftVersionSummary | null> {
    const doc = await this.versions.findOne({ project_id: projectId, draft_id: draftId }, { projection: { metadata: 0, content: 0 }, sort: { revision: -1 } });
    return doc === null ? null : toVersionSummary(doc);
  }

  async find(projectId: string, draftId: string, versionId: string): Promise<DraftVersion | null> {
    const doc = await this.versions.findOne({ _id: versionId, project_id: projectId, draft_id: draftId });
    return doc ? toVersion(doc) : null;
  }
}
